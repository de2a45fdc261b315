/**
 * Code highlighted at build time (plugins/code-highlight) looks as prism-react-renderer drew it in the browser:
 * the same text, token by token, with the same colour and font style in each mode, once the stylesheet's rules
 * are applied to the token classes. The reference is the library's own <Highlight> rendered with inline styles.
 */
import {createRequire} from 'node:module';
import * as cheerio from 'cheerio';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Highlight, Prism, type HighlightProps, type PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
import {highlightLines} from '../../plugins/code-highlight/highlight';
import {assertSameShape, escapeHtml, linesHtml, plainLines, tokenClassFor, tokenCss} from '../../plugins/code-highlight/tokens';
import {ADDITIONAL_PRISM_LANGUAGES} from '../../src/data/codeLanguages';
import {darkCodeTheme, lightCodeTheme} from '../../src/css/prism-themes';

// The grammars the site adds, loaded the way the theme loads them: onto a global Prism.
const require = createRequire(import.meta.url);
(globalThis as {Prism?: unknown}).Prism = Prism;
for (const lang of ADDITIONAL_PRISM_LANGUAGES) require(`prismjs/components/prism-${lang}`);
delete (globalThis as {Prism?: unknown}).Prism;

const SAMPLES: Record<string, string> = {
  typescript: `import {getSDK} from '@openim/wasm-client-sdk';\n// sign in\nconst sdk = getSDK();\nawait sdk.login({userID: 'u1', token: \`\${t}\`, platformID: 5});\n`,
  go: `package main\n\nimport "fmt"\n\n/* entry */\nfunc main() {\n\tvar n int64 = 42\n\tfmt.Println("ok", n, true)\n}\n`,
  java: `// Android\nOpenIMClient.getInstance().messageManager.sendMessage(new OnMsgSendCallback() {\n  @Override public void onSuccess(Message m) {}\n}, msg, "u2", null, null);\n`,
  bash: `# start the server\nexport OPENIM_IP=127.0.0.1\ncurl -X POST "http://$OPENIM_IP:10002/auth/get_admin_token" -d '{"secret":"x"}' | jq .\n`,
  json: `{\n  "errCode": 0,\n  "errMsg": "",\n  "data": {"token": "abc", "expireTimeSeconds": 7776000, "ok": true, "none": null}\n}\n`,
  kotlin: `val options = mapOf("a" to 1)\nfun send(id: String): Boolean = id.isNotEmpty()\n`,
  swift: `let ok: Bool = OIMManager.manager.login("u1", token: "t") { _ in }\n`,
  dart: `await OpenIM.iMManager.login(userID: 'u1', token: 't'); // done\n`,
  csharp: `using OpenIM.IMSDK;\npublic class A { int n = 3; string s = "x"; }\n`,
  yaml: `mongo:\n  address: [ localhost:37017 ]\n  # comment\n  maxPoolSize: 100\n`,
  diff: `- old\n+ new\n  same\n`,
  nginx: `location / {\n  try_files $uri $uri/ =404;\n}\n`,
  text: `plain <text> & "quotes"\n\nafter an empty line`,
};

interface Drawn {
  text: string;
  color: string;
  fontStyle: string;
}

/** The library's drawing: every token span with its inline colour and font style (plain text inherits the line's). */
function libraryTokens(code: string, language: string, theme: PrismTheme): Drawn[] {
  const draw: HighlightProps['children'] = ({tokens, getLineProps, getTokenProps}) =>
    React.createElement(
      'code',
      null,
      tokens.map((line, i) =>
        React.createElement(
          'div',
          {key: i, ...getLineProps({line})},
          line.map((token, key) => React.createElement('span', {key, ...getTokenProps({token})})),
        ),
      ),
    );
  const markup = renderToStaticMarkup(React.createElement(Highlight, {theme, code, language, children: draw}));
  const $ = cheerio.load(markup);
  return $('div.token-line > span')
    .toArray()
    .map((span) => {
      const style = $(span).attr('style') ?? '';
      return {
        text: $(span).text(),
        color: /(?:^|;)color:([^;]+)/.exec(style)?.[1] ?? theme.plain.color!,
        fontStyle: /font-style:([^;]+)/.exec(style)?.[1] ?? 'normal',
      };
    })
    .filter((token) => token.text !== '' && token.text !== '\n');
}

/** The build's drawing, resolved through the generated stylesheet's rules for one mode. */
function builtTokens(code: string, language: string, mode: 'light' | 'dark'): Drawn[] {
  const css = tokenCss(lightCodeTheme, darkCodeTheme, 'light');
  const rules = new Map<string, Record<string, string>>();
  // Light's rules carry no scope (they hold without the attribute); dark's are scoped to [data-theme='dark'] and win.
  const scope = mode === 'dark' ? "\\[data-theme='dark'\\] " : '';
  for (const [, cls, body] of css.matchAll(new RegExp(`^${scope}\\.(t\\w\\d+)\\{([^}]*)\\}`, 'gm'))) {
    const [property, value] = body.split(':');
    rules.set(cls, {[property]: value});
  }
  const theme = mode === 'light' ? lightCodeTheme : darkCodeTheme;
  const $ = cheerio.load(`<code>${linesHtml(highlightLines(code, language), {tokenClass: tokenClassFor(lightCodeTheme)})}</code>`);
  const drawn: Drawn[] = [];
  $('div.token-line')
    .contents()
    .each((_, node) => {
      const element = 'tagName' in node;
      if (element && node.tagName === 'br') return;
      const text = $(node).text();
      if (text === '' || text === '\n') return;
      const declared = element ? ($(node).attr('class') ?? '').split(' ').map((cls) => rules.get(cls) ?? {}) : [];
      const style = Object.assign({}, ...declared) as Record<string, string>;
      drawn.push({text, color: style.color ?? theme.plain.color!, fontStyle: style['font-style'] ?? 'normal'});
    });
  return drawn;
}

describe('build-time highlighting', () => {
  it('the two code themes have the same shape, so one set of classes serves both modes', () => {
    expect(() => assertSameShape(lightCodeTheme, darkCodeTheme)).not.toThrow();
    const broken: PrismTheme = {...darkCodeTheme, styles: darkCodeTheme.styles.slice(1)};
    expect(() => assertSameShape(lightCodeTheme, broken)).toThrow(/same types/);
  });

  describe.each(Object.entries(SAMPLES))('%s', (language, code) => {
    it.each(['light', 'dark'] as const)('colours every token as prism-react-renderer does (%s)', (mode) => {
      const expected = libraryTokens(code, language, mode === 'light' ? lightCodeTheme : darkCodeTheme);
      const actual = builtTokens(code, language, mode);
      expect(actual.map((t) => t.text).join('')).toBe(expected.map((t) => t.text).join(''));
      // Adjacent tokens of one colour may be split differently (plain text is not wrapped): compare per character.
      const perChar = (tokens: Drawn[]) => tokens.flatMap((t) => [...t.text].map((char) => `${char}|${t.color}|${t.fontStyle}`));
      expect(perChar(actual)).toEqual(perChar(expected));
    });
  });

  it('highlights a language the site uses that Prism ships separately (bash has keyword tokens)', () => {
    expect(linesHtml(highlightLines('export A=1', 'bash'), {tokenClass: tokenClassFor(lightCodeTheme)})).toMatch(
      /class="token [^"]*builtin|class="token [^"]*keyword/,
    );
  });

  it('escapes markup in code, so a snippet cannot inject elements', () => {
    const html = linesHtml(plainLines('<img src=x onerror="alert(1)"> & </code>'), {tokenClass: tokenClassFor(lightCodeTheme)});
    expect(cheerio.load(html)('img').length).toBe(0);
    expect(html).toContain(escapeHtml('<img src=x onerror="alert(1)">'));
  });

  it('keeps empty lines as lines, and marks highlighted lines and line numbers', () => {
    const html = linesHtml(plainLines('a\n\nb'), {
      tokenClass: tokenClassFor(lightCodeTheme),
      lineClassNames: {2: ['theme-code-block-highlighted-line']},
      lineNumbers: {line: 'L', number: 'N', content: 'C'},
    });
    const $ = cheerio.load(html);
    expect($('div.token-line').length).toBe(3);
    expect($('div.token-line').eq(2).hasClass('theme-code-block-highlighted-line')).toBe(true);
    expect($('div.token-line.L > span.N + span.C').length).toBe(3);
  });

  it('colours the block itself per mode, over the container inline style', () => {
    const css = tokenCss(lightCodeTheme, darkCodeTheme, 'light');
    expect(css).toContain(`[data-theme='dark'] .theme-code-block{--prism-color:${darkCodeTheme.plain.color}!important`);
    // The unscoped mode's rules hold without the attribute (no script ran).
    expect(css).toMatch(new RegExp(`^\\.theme-code-block\\{--prism-color:${lightCodeTheme.plain.color}!important`, 'm'));
    expect(tokenCss(lightCodeTheme, darkCodeTheme, 'dark')).toContain(`[data-theme='light'] .theme-code-block{--prism-color:${lightCodeTheme.plain.color}`);
  });
});
