// plugins/llms: the Markdown twins of MDX pages and of React pages, in isolation (the built twins: tests/built/llms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {htmlTwinMarkdown} from '../../plugins/llms/html-twin';
import {loadMessages} from '../../plugins/llms/components';
import {twinMarkdown, type TwinSite} from '../../plugins/llms/twin';
import {heading} from '../../plugins/shared/mdast';
import {twinUrl} from '../../src/data/llms';

const ROOT = 'https://docs.example/en';

function site(overrides: Partial<TwinSite> = {}): TwinSite {
  return {locale: 'en', root: ROOT, twinPaths: new Set(['/guides/a', '/guides/b']), pathOfFile: new Map(), messages: loadMessages('en'), ...overrides};
}

/** Writes an MDX page to a scratch folder and returns its twin. */
function twinOf(source: string, overrides: Partial<TwinSite> = {}, name = 'page.mdx'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'twin-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, source);
  return twinMarkdown({instance: 'guides', title: 'Fallback title', description: 'What the page is for.', file}, site(overrides));
}

describe('twinUrl', () => {
  it('adds .md to a page path; the home page is index.md', () => {
    expect(twinUrl('/guides/introduction')).toBe('/guides/introduction.md');
    expect(twinUrl('/sdks/api/')).toBe('/sdks/api.md');
    expect(twinUrl('/')).toBe('/index.md');
  });
});

describe('twinMarkdown', () => {
  it('keeps the H1, quotes the description and drops front matter and id comments', () => {
    const twin = twinOf('---\ntitle: T\n---\n\n# Real title\n\nText.\n\n## Usage notes {/* #usage-notes */}\n\nMore.\n');
    expect(twin).toBe('# Real title\n\n> What the page is for.\n\nText.\n\n## Usage notes\n\nMore.\n');
  });

  it('uses the title when the source has no H1', () => {
    expect(twinOf('Only text.\n').startsWith('# Fallback title\n')).toBe(true);
  });

  it('turns admonitions into GitHub alerts and platform tabs into headings under their section', () => {
    const twin = twinOf(
      ':::warning[Mind this]\n\nCareful.\n\n:::\n\n## Install\n\n<PlatformTabs>\n<TabItem value="android">\n\n```java\nA();\n```\n\n</TabItem>\n<TabItem value="flutter">\n\n```dart\nF();\n```\n\n</TabItem>\n</PlatformTabs>\n',
    );
    expect(twin).toContain('> [!WARNING]\n> **Mind this**\n>\n> Careful.');
    expect(twin).toContain('### Android\n\n```java\nA();\n```');
    expect(twin).toContain('### Flutter\n\n```dart\nF();\n```');
  });

  it('keeps only the chosen platform in a platform slice, its code included', () => {
    const source =
      '## Install\n\n<PlatformTabs>\n<TabItem value="android">\n\nA\n\n</TabItem>\n<TabItem value="flutter">\n\nF\n\n</TabItem>\n</PlatformTabs>\n\n```dart\nF();\n```\n';
    const twin = twinOf(source, {platform: 'android'});
    expect(twin).toContain('### Android');
    expect(twin).not.toContain('Flutter');
    expect(twin).not.toContain('F();');
  });

  it('makes links absolute, to the twin of a page that has one', () => {
    const twin = twinOf('[a](/guides/a#part) [c](/guides/c) [ext](https://example.org) [here](#x)\n');
    expect(twin).toContain(`[a](${ROOT}/guides/a.md#part)`);
    expect(twin).toContain(`[c](${ROOT}/guides/c)`);
    expect(twin).toContain('[ext](https://example.org)');
    expect(twin).toContain('[here](#x)');
    // The home page's twin is index.md, not ".md" after the slash.
    expect(twinOf('[home](/#start)\n', {twinPaths: new Set(['/'])})).toContain(`[home](${ROOT}/index.md#start)`);
  });

  it('fails, naming the page and the tag, on a component without a Markdown form', () => {
    expect(() => twinOf('<NoSuchWidget />\n')).toThrow(/page\.mdx: <NoSuchWidget \/> has no Markdown form/);
  });

  it('fails on a relative link to a file that is not a page', () => {
    expect(() => twinOf('[x](./missing.md)\n')).toThrow(/relative link "\.\/missing\.md" names no doc file/);
  });

  it('renders data components from their data, with the labels of the page language', () => {
    const twin = twinOf('<ServerPorts publicOnly />\n');
    expect(twin).toMatch(/\| Port \| Service \|/);
    expect(twin).toContain('`10002`');
  });
});

describe('htmlTwinMarkdown', () => {
  const page = (body: string) =>
    `<html><body><nav>menu</nav><div id="__docusaurus_skipToContent_fallback"><h1>Title<a class="hash-link" href="#t">#</a></h1>${body}</div><footer>foot</footer></body></html>`;
  const html = {root: ROOT, prefix: '/en', twinPaths: new Set(['/', '/guides/a'])};

  it('converts the content between navbar and footer, without controls, and with absolute links', () => {
    const twin = htmlTwinMarkdown(page('<p>See <a href="/en/guides/a#x">A</a>.</p><button>Copy</button><div data-twin-omit><p>chrome</p></div>'), html);
    expect(twin).toBe(`# Title\n\nSee [A](${ROOT}/guides/a.md#x).\n`);
  });

  it('reads a row of button links as a list', () => {
    expect(htmlTwinMarkdown(page('<div><a href="/en/guides/a">One</a><a href="https://x.org">Two</a></div>'), html)).toContain(
      `- [One](${ROOT}/guides/a.md)\n- [Two](https://x.org)`,
    );
  });

  it('fills each slot with its Markdown and refuses a slot nobody fills or a filler without its slot', () => {
    const withSlot = page('<div data-twin-slot="cards"><a href="/">x</a></div>');
    expect(htmlTwinMarkdown(withSlot, html, {cards: [heading(2, 'Cards')]})).toBe('# Title\n\n## Cards\n');
    expect(() => htmlTwinMarkdown(withSlot, html)).toThrow(/slot "cards" that nothing fills/);
    expect(() => htmlTwinMarkdown(page('<p>x</p>'), html, {cards: []})).toThrow(/marks the twin slot\(s\) cards/);
  });
});
