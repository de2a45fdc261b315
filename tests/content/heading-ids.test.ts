/**
 * Both locales of a page share their heading ids (issue #20): every zh H2/H3 carries, explicitly, the id of the
 * English heading at the same position, so switching language keeps the reader's place and a zh link has no
 * percent-encoded Chinese anchor; and a reference page's zh H1 is its English code identifier. The logic is
 * scripts/heading-ids.mjs's; `node scripts/heading-ids.mjs --write` fixes what it reports.
 */
import {describe, expect, it} from 'vitest';
import {assignIds, checkAll, docPairs, expectedZhH1, pairProblems, planPair, rewriteLinks, scanHeadings} from '../../scripts/heading-ids.mjs';

describe('heading ids of the site', () => {
  it('pairs every written page with its English twin', () => {
    expect(docPairs().length).toBeGreaterThan(400);
  });

  it("has every zh H2/H3 carry its English twin's explicit id, and identifier H1s in English", () => {
    expect(checkAll()).toEqual([]);
  });
});

describe('scripts/heading-ids.mjs', () => {
  const en = ['---', 'title: login', '---', '', '# login', '', '## Usage notes {/* #usage-notes */}', '', '### Tokens {/* #tokens */}', ''].join('\n');

  it('reports, naming the file, a page whose H2/H3 levels differ between the locales', () => {
    const zh = ['# login', '', '## 使用说明 {/* #usage-notes */}', '', '## 令牌 {/* #tokens */}', ''].join('\n');
    const problems = pairProblems({zh, en, label: 'docs-sdks/api/initialization/login.mdx'});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs-sdks\/api\/initialization\/login\.mdx: the H2\/H3 levels differ .*zh 2,2; en 2,3/);
    expect(() => planPair({zh, en, label: 'login.mdx'})).toThrow(/login\.mdx: the H2\/H3 levels differ/);
  });

  it('reports a zh heading without the English id, and a zh H1 that glosses the identifier', () => {
    const zh = ['# login 登录', '', '## 使用说明', '', '### 令牌 {/* #token */}', ''].join('\n');
    expect(pairProblems({zh, en, label: 'login.mdx'})).toEqual([
      'login.mdx:3: "使用说明" should carry the English id #usage-notes (has none)',
      'login.mdx:5: "令牌" should carry the English id #tokens (has #token)',
      'login.mdx:1: the H1 should be the English H1 "# login" (is "# login 登录"; the title in front matter keeps the gloss)',
    ]);
  });

  it('leaves an H1 alone unless the English one is an identifier that the zh one starts with', () => {
    expect(expectedZhH1('sendMessage 发送消息', 'sendMessage')).toBe('sendMessage');
    expect(expectedZhH1('sendMessageNotOss 发送', 'sendMessage')).toBeUndefined();
    expect(expectedZhH1('术语表', 'Glossary')).toBeUndefined();
    expect(expectedZhH1('部署 Docker', 'Deploy with Docker')).toBeUndefined();
  });

  it('reads headings as Docusaurus does: not in code fences or front matter, in JSX children, duplicates counted', () => {
    const source = [
      '---',
      '# not a heading: YAML comment',
      '---',
      '# Example',
      '<Tabs>',
      '  <TabItem value="a">',
      '',
      '  ## Example',
      '',
      '  ```md',
      '  ## In a fence',
      '  ```',
      '  </TabItem>',
      '</Tabs>',
      '````md',
      '```',
      '## Still in the outer fence',
      '```',
      '````',
      '~~~',
      '## In a tilde fence',
      '~~~',
      '## `sendMessage` and [links](/x) {/* #custom */}',
      '### Example',
    ].join('\n');
    const headings = scanHeadings(source, 'mdx');
    expect(headings.map((h) => `${h.level}:${h.text}`)).toEqual(['1:Example', '2:Example', '2:sendMessage and links', '3:Example']);
    expect(assignIds(headings)).toEqual(['example', 'example-1', 'custom', 'example-2']);
    // In a CommonMark file four spaces make code, and ids are HTML comments.
    expect(scanHeadings('    ## Code\n## Title <!-- #title -->\n', 'md').map((h) => h.explicitId)).toEqual(['title']);
  });

  it('writes the English id onto both headings, in the syntax of each file, and moves the zh links', () => {
    const zh = ['# login 登录', '', '## 使用说明', '', '### 令牌', '', '见 [令牌](#令牌)。', ''].join('\n');
    const enPlain = ['# login', '', '## Usage notes', '', '### Tokens', ''].join('\n');
    const plan = planPair({zh, en: enPlain, zhFormat: 'md', enFormat: 'mdx'});
    expect(plan.en.split('\n')[2]).toBe('## Usage notes {/* #usage-notes */}');
    expect(plan.zh.split('\n').slice(0, 5)).toEqual(['# login', '', '## 使用说明 <!-- #usage-notes -->', '', '### 令牌 <!-- #tokens -->']);
    expect(pairProblems({zh: plan.zh, en: plan.en, zhFormat: 'md', enFormat: 'mdx'})).toEqual([]);
    const {text, count} = rewriteLinks(plan.zh, (target) => (target === '' ? plan.zhMoved : undefined));
    expect(count).toBe(1);
    expect(text).toContain('见 [令牌](#tokens)。');
    expect(rewriteLinks('<Link to="/sdks/api#%E7%94%9F%E5%91%BD%E5%91%A8%E6%9C%9F">x</Link>', () => new Map([['生命周期', 'lifecycle']])).text).toBe(
      '<Link to="/sdks/api#lifecycle">x</Link>',
    );
  });
});
