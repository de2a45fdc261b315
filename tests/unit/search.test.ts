import {describe, expect, it} from 'vitest';
import {afterEach, beforeEach, vi} from 'vitest';
import {cutQuery, highlightWords, MAX_QUERY_LENGTH, MAX_QUERY_TOKENS, queryTokens, tokenize} from '@site/src/search/tokenize';
import {escapeHtml, highlight, markedSegments, snippetText} from '@site/src/search/highlight';
import {createEngine, createEngineSliced} from '@site/src/search/engine';
import {cutText, toWellFormed} from '@site/src/search/unicode';
import {cleanStoredList, cleanStoredSearches, internalPath} from '@site/src/search/storedSearches';
import {createSearchService} from '@site/src/search/service';
import {createWorkerHandler, messageYield, type FromWorker, type ToWorker} from '@site/src/search/workerProtocol';
import {resetSearchRunner, searchIndex, refineIndex} from '@site/src/search/runner';
import {joinBaseUrl, rebaseResultUrl, toDocSearchHit} from '@site/src/search/hits';
import {
  anchorOf,
  HEAD_CONTENT_CHARS,
  headText,
  packRecords,
  pageOf,
  splitRecords,
  unpackRecords,
  withBodies,
  type SearchRecord,
} from '@site/src/search/records';
import {algoliaFromEnv, contextualFacetFilters, missingResultsUrl} from '@site/src/search/config';
import {createLocalClient, withStatus} from '@site/src/search/client';
import {createStatusStore} from '@site/src/search/status';
import {extractRecords} from '@site/plugins/search-index/extract';

const record = (over: Partial<SearchRecord>): SearchRecord => ({
  url: '/x',
  tag: 'docs-restapi-current',
  level: 1,
  hierarchy: ['服务端 API', 'Title', '', ''],
  content: '',
  trail: [],
  ...over,
});

const RECORDS: SearchRecord[] = [
  record({
    url: '/restapi/auth',
    hierarchy: ['服务端 API', '获取管理员 token', '', ''],
    content: '调用 /auth/get_admin_token 获取管理员 token，请求参数 secret 和 userID。',
  }),
  record({
    url: '/restapi/auth#errors',
    level: 2,
    hierarchy: ['服务端 API', '获取管理员 token', '错误码', ''],
    content: '1501 表示 token 已过期，1002 表示没有权限。',
  }),
  record({
    url: '/sdks/send',
    tag: 'docs-sdks-current',
    hierarchy: ['客户端 SDK', 'sendMessage', '', ''],
    content: 'sendMessage 发送一条消息，参数 message、recvID、groupID。',
  }),
  record({
    url: '/guides/deploy',
    tag: 'docs-guides-current',
    hierarchy: ['指南', 'Deploy with Docker Compose', '', ''],
    content: 'Run docker compose up -d and check the containers with docker compose ps.',
  }),
  record({
    url: '/faq#ports',
    tag: 'default',
    level: 2,
    hierarchy: ['常见问题', '常见问题', '需要开放哪些端口？', ''],
    content: '客户端需要访问 10001 和 10002。',
  }),
];

describe('tokenize', () => {
  it('turns Chinese runs into overlapping bigrams and keeps a lone character', () => {
    expect(tokenize('发送消息')).toEqual(['发送', '送消', '消息']);
    expect(tokenize('群')).toEqual(['群']);
  });

  it('keeps identifiers whole and splits camelCase and snake_case', () => {
    expect(tokenize('getAdminToken')).toEqual(['getadmintoken', 'get', 'admin', 'token']);
    expect(tokenize('get_admin_token')).toEqual(['get_admin_token', 'getadmintoken', 'get', 'admin', 'token']);
    expect(tokenize('HTTPServer')).toEqual(['httpserver', 'http', 'server']);
  });

  it('separates mixed Chinese and Latin text and keeps numbers whole', () => {
    expect(tokenize('sendMessage 参数')).toEqual(['sendmessage', 'send', 'message', '参数']);
    expect(tokenize('错误码1501')).toEqual(['错误', '误码', '1501']);
  });

  it('finds nothing to search in punctuation, emoji or markup-only text', () => {
    expect(queryTokens('!!! ??? ...')).toEqual([]);
    expect(queryTokens('😀🎉')).toEqual([]);
    expect(queryTokens('<>')).toEqual([]);
  });

  it('caps the query it tokenizes', () => {
    const long = 'a'.repeat(2000);
    expect(queryTokens(long)).toEqual(['a'.repeat(MAX_QUERY_LENGTH)]);
  });

  it('highlights the query words, longest first', () => {
    expect(highlightWords('发送消息')).toEqual(['发送消息', '发送', '送消', '消息']);
    expect(highlightWords('getAdminToken')[0]).toBe('getadmintoken');
  });
});

describe('highlight', () => {
  it('escapes markup before adding <mark>', () => {
    const out = highlight('<img src=x onerror=alert(1)> token', ['token', 'img']);
    expect(out.html).toBe('&lt;<mark>img</mark> src=x onerror=alert(1)&gt; <mark>token</mark>');
    expect(out.html).not.toContain('<img');
    expect(out.matchedWords.sort()).toEqual(['img', 'token']);
  });

  it('treats regex characters in the query as text', () => {
    expect(highlight('a.b a+b', ['a+b']).html).toBe('a.b <mark>a+b</mark>');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });

  it('cuts a window around the first match', () => {
    const text = `${'前'.repeat(200)}目标${'后'.repeat(200)}`;
    const snippet = snippetText(text, ['目标'], 40);
    expect(snippet).toContain('目标');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
    expect(Array.from(snippet).length).toBeLessThanOrEqual(42);
  });
});

describe('engine', () => {
  const engine = createEngine(RECORDS);
  const urls = (q: string, tags?: string[]) => engine.search(q, {tags}).map((h) => h.record.url);

  it('finds Chinese words of two to four characters', () => {
    expect(urls('管理员')[0]).toBe('/restapi/auth');
    expect(urls('发送消息')[0]).toBe('/sdks/send');
    expect(urls('端口')).toEqual(['/faq#ports']);
  });

  it('finds API names, their prefixes and mixed queries', () => {
    expect(urls('sendMessage')[0]).toBe('/sdks/send');
    expect(urls('getAdm')[0]).toBe('/restapi/auth');
    expect(urls('sendMessage 参数')[0]).toBe('/sdks/send');
  });

  it('finds error codes typed as numbers, exactly', () => {
    expect(urls('1501')).toEqual(['/restapi/auth#errors']);
    expect(urls('150')).toEqual(['/restapi/auth#errors']);
    expect(urls('1599')).toEqual([]);
  });

  it('filters by the contextual tags', () => {
    expect(urls('docker', ['default', 'docs-guides-current'])).toEqual(['/guides/deploy']);
    expect(urls('docker', ['default', 'docs-sdks-current'])).toEqual([]);
  });

  it('answers empty, punctuation, markup and very long queries without throwing', () => {
    expect(urls('')).toEqual([]);
    expect(urls('   ')).toEqual([]);
    expect(urls('?!')).toEqual([]);
    expect(() => urls('<script>alert(1)</script>')).not.toThrow();
    expect(() => urls('token '.repeat(400))).not.toThrow();
    expect(() => urls('😀')).not.toThrow();
  });

  it('falls back from all terms to any term', () => {
    expect(urls('docker 不存在的词')).toEqual(['/guides/deploy']);
  });
});

describe('DocSearch hits', () => {
  const engine = createEngine(RECORDS);

  it('have the shape the modal renders, with escaped highlights', () => {
    const [hit] = engine.search('1501');
    const shaped = toDocSearchHit(hit, ['1501'], '/en/');
    expect(shaped.url).toBe('/en/restapi/auth#errors');
    expect(shaped.url_without_anchor).toBe('/en/restapi/auth');
    expect(shaped.anchor).toBe('errors');
    expect(shaped.type).toBe('content');
    expect(shaped.hierarchy).toMatchObject({lvl0: '服务端 API', lvl1: '获取管理员 token', lvl2: '错误码', lvl3: null});
    expect(shaped._snippetResult.content.value).toContain('<mark>1501</mark>');
    expect(shaped._highlightResult.hierarchy.lvl1.matchLevel).toBe('none');
  });

  it('mark a heading match with the heading level', () => {
    const [hit] = engine.search('Docker Compose');
    expect(toDocSearchHit(hit, ['docker', 'compose'], '/').type).toBe('lvl1');
  });

  it('keep external URLs and rebase internal ones', () => {
    expect(rebaseResultUrl('https://github.com/openimsdk', 'https://docs.openim.io', '/')).toBe('https://github.com/openimsdk');
    expect(rebaseResultUrl('https://docs.openim.io/guides/x#a', 'https://docs.openim.io', '/mirror/')).toBe('/mirror/guides/x#a');
    expect(rebaseResultUrl('/en/guides/x', 'https://docs.openim.io', '/en/')).toBe('/en/guides/x');
    expect(joinBaseUrl('/', '/faq')).toBe('/faq');
  });
});

describe('local client', () => {
  it('reports a failed index load as an error, not an exception', async () => {
    const status = createStatusStore();
    const client = createLocalClient({indexUrl: '/missing-index.json', baseUrl: '/', tags: ['default'], status});
    const original = globalThis.fetch;
    globalThis.fetch = async () => new Response('nope', {status: 404});
    try {
      const response = await client.search({requests: [{query: 'token'}]});
      expect(response.results[0].hits).toEqual([]);
      expect(status.get()).toEqual({query: 'token', state: 'error'});
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('index file and config', () => {
  it('round-trips records through the packed format', () => {
    expect(unpackRecords(packRecords('zh-Hans', RECORDS))).toEqual(RECORDS);
    expect(() => unpackRecords({} as never)).toThrow(/format/);
  });

  it('keeps each distinct trail once, and a separator inside a label cannot split it', () => {
    const withTrails = [
      record({url: '/a', trail: ['Webhooks', 'Groups']}),
      record({url: '/b', trail: ['Webhooks', 'Groups']}),
      record({url: '/c', trail: ['Odd\u001fLabel']}),
    ];
    const packed = packRecords('en', withTrails);
    expect(packed.sections).toHaveLength(2);
    expect(unpackRecords(packed).map((r) => r.trail)).toEqual([['Webhooks', 'Groups'], ['Webhooks', 'Groups'], ['Odd Label']]);
    // An index written before trails existed reads as records without one.
    expect(unpackRecords({...packed, sections: ['服务端 API', 'x']}).map((r) => r.trail)).toEqual([[], [], []]);
  });

  it('splits records into a short first file and full texts that restore them', () => {
    const long = record({content: '字'.repeat(500)});
    const {head, body} = splitRecords('zh-Hans', [long, ...RECORDS]);
    const first = unpackRecords(head);
    expect(Array.from(first[0].content)).toHaveLength(HEAD_CONTENT_CHARS);
    expect(withBodies(first, body)).toEqual([long, ...RECORDS]);
    expect(() => withBodies(first, {version: 1, bodies: []})).toThrow(/match/);
  });

  it('cuts a text for the first file on a whole word, with an ellipsis', () => {
    expect(headText('Short text.')).toBe('Short text.');
    const exact = 'x'.repeat(HEAD_CONTENT_CHARS);
    expect(headText(exact)).toBe(exact);
    // The cut at 37 characters falls inside "recvID": the word goes, the ellipsis comes.
    expect(headText('A user or a group, not both. Set recvID or groupID.')).toBe('A user or a group, not both. Set…');
    expect(headText('Method: sendMessage public void sendMessage(Message message)')).toBe('Method: sendMessage public void…');
    // Chinese has no spaces between words: cut at the limit.
    expect(headText('消'.repeat(60))).toBe(`${'消'.repeat(HEAD_CONTENT_CHARS - 1)}…`);
    // One word longer than the backtrack allows is cut inside it rather than dropped whole.
    const long = `Call ${'a'.repeat(40)}`;
    expect(headText(long)).toBe(`Call ${'a'.repeat(HEAD_CONTENT_CHARS - 6)}…`);
    // An emoji (two UTF-16 units) is one character and is never split.
    expect(Array.from(headText('😀'.repeat(50)))).toHaveLength(HEAD_CONTENT_CHARS);
    for (const text of ['A user or a group, not both. Set recvID or groupID.', '消'.repeat(60), long]) {
      expect(Array.from(headText(text)).length).toBeLessThanOrEqual(HEAD_CONTENT_CHARS);
    }
  });

  it('tells the page of a URL from its anchor (the first # splits them)', () => {
    expect(pageOf('/restapi/auth#errors')).toBe('/restapi/auth');
    expect(anchorOf('/restapi/auth#errors')).toBe('errors');
    expect(pageOf('/faq')).toBe('/faq');
    expect(anchorOf('/faq')).toBeNull();
    expect(pageOf('/en/guides/x?tab=go#a#b')).toBe('/en/guides/x?tab=go');
    expect(anchorOf('/en/guides/x?tab=go#a#b')).toBe('a#b');
    // An empty anchor is still an anchor: the page stops at the #, the anchor is ''.
    expect(pageOf('/faq#')).toBe('/faq');
    expect(anchorOf('/faq#')).toBe('');
    expect(pageOf('#top')).toBe('');
  });

  it('uses Algolia only when all three variables are set', () => {
    expect(algoliaFromEnv({})).toBeNull();
    expect(algoliaFromEnv({DOCSEARCH_APP_ID: 'A', DOCSEARCH_API_KEY: 'k'})).toBeNull();
    expect(algoliaFromEnv({DOCSEARCH_APP_ID: 'A', DOCSEARCH_API_KEY: 'k', DOCSEARCH_INDEX_NAME: 'i'})).toEqual({appId: 'A', apiKey: 'k', indexName: 'i'});
    expect(contextualFacetFilters('en', ['default', 'docs-guides-current'])).toEqual([
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-guides-current'],
    ]);
    expect(missingResultsUrl('a b', 'en')).toMatch(/^https:\/\/github\.com\/openimsdk\/docs\/issues\/new\?title=/);
  });
});

describe('extractRecords', () => {
  const html = `<html><head><title>T</title><meta name="docsearch:docusaurus_tag" content="docs-guides-current"></head><body>
    <nav><a class="navbar__link navbar__link--active">指南</a></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>部署<a class="hash-link">#</a></h1></header>
    <p>第一段 <code>mage start</code></p>
    <h2 id="steps">步骤<a class="hash-link" href="#steps">\u200b</a></h2><ol><li>克隆</li><li>启动</li></ol>
    <h3 id="verify">验证</h3><pre><code>curl http://localhost:10002</code></pre>
    <div class="docusaurus-mermaid-container">flowchart LR</div><button>复制</button>
    </div></article></body></html>`;

  it('cuts a page into title and section records with hierarchy, anchors and tag', () => {
    const records = extractRecords(html, '/guides/deploy', 'fallback');
    expect(records.map((r) => r.url)).toEqual(['/guides/deploy', '/guides/deploy#steps', '/guides/deploy#verify']);
    expect(records[0]).toMatchObject({tag: 'docs-guides-current', level: 1, hierarchy: ['指南', '部署', '', ''], content: '第一段 mage start'});
    expect(records[1].content).toBe('克隆 启动');
    expect(records[2].hierarchy).toEqual(['指南', '部署', '步骤', '验证']);
    expect(records[2].content).toBe('curl http://localhost:10002');
  });

  it('folds the sections marked as repeated (and "Related") into the page record', () => {
    const page = `<html><body><article><div class="theme-doc-markdown markdown"><h1>login</h1><p>Logs a user in.</p>
      <h2 id="usage-notes">Usage notes</h2><p>Register listeners first.</p>
      <h2 id="before-you-call" data-search-fold="">Before you call</h2><ul><li>the SDK is initialised</li></ul>
      <h2 id="errors" data-search-fold="">Errors</h2><p>10102 LoginRepeatError</p>
      <h2 id="platform-reference">Platform reference</h2><p>OIMManager login</p></div></article></body></html>`;
    const records = extractRecords(page, '/sdks/api/initialization/login', 'SDK');
    expect(records.map((r) => r.url)).toEqual([
      '/sdks/api/initialization/login',
      '/sdks/api/initialization/login#usage-notes',
      '/sdks/api/initialization/login#platform-reference',
    ]);
    // Still searchable: the folded words are in the page record.
    expect(records[0].content).toContain('10102 LoginRepeatError');
    // The mark decides, not the heading's words: an unmarked "Errors" is a section of its own.
    const unmarked = page.replace('<h2 id="errors" data-search-fold="">', '<h2 id="errors">');
    expect(extractRecords(unmarked, '/sdks/x', 'G').map((r) => r.url)).toContain('/sdks/x#errors');
  });

  it('makes a record of each table row that has its own anchor', () => {
    const page = `<html><body><article><div class="theme-doc-markdown markdown"><h1>Error codes</h1>
      <h2 id="codes">Codes</h2><p>All of them.</p><table><tr><th>Code</th><th>Name</th></tr>
      <tr><td><a id="10102" href="#10102">10102</a></td><td><code>LoginRepeatError</code></td><td>Already logged in.</td></tr>
      <tr><td>plain</td><td>row</td></tr></table><p>After the table.</p></div></article></body></html>`;
    const records = extractRecords(page, '/sdks/errcode', 'SDK');
    expect(records.map((r) => r.url)).toEqual(['/sdks/errcode', '/sdks/errcode#codes', '/sdks/errcode#10102']);
    expect(records[2]).toMatchObject({level: 3, hierarchy: ['SDK', 'Error codes', 'Codes', '10102 LoginRepeatError']});
    expect(records[2].content).toContain('Already logged in.');
    // Rows without an anchor and the text after the table stay in the section.
    expect(records[1].content).toContain('plain row');
    expect(records[1].content).toContain('After the table.');
  });

  it('keeps the breadcrumbs between the section and the page, and leaves tab labels out (issue #20)', () => {
    const page = `<html><body><nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs">
      <li class="breadcrumbs__item"><a aria-label="Home page" href="/en/"><svg></svg></a></li>
      <li class="breadcrumbs__item"><a>Server APIs</a></li><li class="breadcrumbs__item"><span>Webhooks</span></li>
      <li class="breadcrumbs__item"><span>Groups</span></li>
      <li class="breadcrumbs__item breadcrumbs__item--active"><span>Before group message</span></li></ul></nav>
      <article><div class="theme-doc-markdown markdown" data-search-section="Server APIs"><h1>Before a group message is sent</h1>
      <div class="tabs-container"><ul role="tablist"><li role="tab">Android</li><li role="tab">iOS</li></ul>
      <div role="tabpanel"><p class="tab-panel-label" data-search-ignore="true">Android</p><p>Call it.</p></div></div>
      </div></article></body></html>`;
    const [record] = extractRecords(page, '/restapi/webhooks/group/sendGroupMsgBefore', 'x');
    expect(record.trail).toEqual(['Webhooks', 'Groups']);
    expect(record.hierarchy[0]).toBe('Server APIs');
    expect(record.content).toBe('Call it.');
    // A page without breadcrumbs (FAQ, blog) has an empty trail.
    expect(extractRecords(html, '/guides/deploy', 'fallback')[0].trail).toEqual([]);
  });

  it('names a record by the page title where the title adds a gloss to the H1', () => {
    const page = (title: string) =>
      `<html><head><title>${title} | OpenIM 开发者文档</title></head><body><article><div class="theme-doc-markdown markdown"><h1>sendMessage</h1><p>x</p></div></article></body></html>`;
    expect(extractRecords(page('sendMessage 发送消息'), '/sdks/api/message/sendMessage', 'S')[0].hierarchy[1]).toBe('sendMessage 发送消息');
    // A title that only starts with the same letters is not a gloss.
    expect(extractRecords(page('sendMessageNotOss'), '/x', 'S')[0].hierarchy[1]).toBe('sendMessage');
  });

  it('ignores pages without a searchable root', () => {
    expect(extractRecords('<html><body><main><h1>Home</h1></main></body></html>', '/', 'x')).toEqual([]);
  });
});

describe('issue #19: queries that cannot be encoded (item 3)', () => {
  const titleOf = (url: string) => new URL(url).searchParams.get('title');

  it('cuts the issue title before an emoji, never through it', () => {
    const url = missingResultsUrl(`${'a'.repeat(119)}😀`, 'en');
    expect(titleOf(url)).toBe(`Search: no results for "${'a'.repeat(119)}" (en)`);
  });

  it('encodes lone surrogates as U+FFFD instead of throwing', () => {
    expect(titleOf(missingResultsUrl('\uDC00', 'en'))).toBe('Search: no results for "\uFFFD" (en)');
    expect(titleOf(missingResultsUrl('x\uD83D', 'zh-Hans'))).toBe('Search: no results for "x\uFFFD" (zh-Hans)');
  });
});

describe('issue #19: storage that is reachable but throws (item 4)', () => {
  const globals = globalThis as {window?: unknown};
  const throwing = (method: 'getItem' | 'setItem') => {
    const items = new Map<string, string>();
    return {
      get length() {
        return items.size;
      },
      key: () => null,
      clear: () => items.clear(),
      removeItem: (k: string) => void items.delete(k),
      getItem: (k: string) => {
        if (method === 'getItem') throw new DOMException('denied', 'SecurityError');
        return items.get(k) ?? null;
      },
      setItem: (k: string, v: string) => {
        if (method === 'setItem') throw new DOMException('full', 'QuotaExceededError');
        items.set(k, v);
      },
    };
  };

  it.each(['getItem', 'setItem'] as const)('replaces a storage whose %s throws with one that works', async (method) => {
    const {ensureReadableStorage} = await import('@site/src/search/storageGuard');
    const fakeWindow = {localStorage: throwing(method)} as unknown as Window;
    globals.window = fakeWindow;
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      expect(ensureReadableStorage()).toBe(true);
      const storage = fakeWindow.localStorage;
      expect(() => storage.setItem('k', 'v')).not.toThrow();
      expect(storage.getItem('k')).toBe('v');
    } finally {
      console.warn = warn;
      delete globals.window;
    }
  });
});

describe('unicode', () => {
  it('replaces lone surrogates and keeps pairs', () => {
    expect(toWellFormed('a\uD83D\uDE00b')).toBe('a😀b');
    expect(toWellFormed('\uDC00\uD83D')).toBe('\uFFFD\uFFFD');
    expect(toWellFormed('\uDE00\uD83D')).toBe('\uFFFD\uFFFD');
  });

  it('replaces them without String.prototype.toWellFormed too', () => {
    const proto = String.prototype as {toWellFormed?: unknown};
    const native = proto.toWellFormed;
    delete proto.toWellFormed;
    try {
      expect(toWellFormed('x\uDC00😀\uD800')).toBe('x\uFFFD😀\uFFFD');
    } finally {
      if (native) proto.toWellFormed = native;
    }
  });

  it('cuts between code points, within the unit cap', () => {
    expect(cutText(`ab😀`, 3)).toEqual({text: 'ab', cut: true});
    expect(cutText(`ab😀`, 4)).toEqual({text: 'ab😀', cut: false});
    expect(cutText('abc', 3)).toEqual({text: 'abc', cut: false});
    const long = cutQuery('😀'.repeat(200));
    expect(long.cut).toBe(true);
    expect(long.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(long.text).toBe('😀'.repeat(MAX_QUERY_LENGTH / 2));
  });

  it('searches at most MAX_QUERY_TOKENS distinct tokens, in order', () => {
    const letter = (n: number) => String.fromCharCode(97 + (n % 26));
    const words = Array.from({length: 40}, (_, i) => `word${letter(i)}${letter(Math.floor(i / 26))}`);
    expect(queryTokens(words.join(' '))).toEqual(words.slice(0, MAX_QUERY_TOKENS));
  });
});

describe('marked segments (highlights drawn as text)', () => {
  it('keeps <mark> and turns everything else into text', () => {
    expect(markedSegments('&lt;img src=x onerror=alert(1)&gt; <mark>token</mark>!')).toEqual([
      {text: '<img src=x onerror=alert(1)> ', marked: false},
      {text: 'token', marked: true},
      {text: '!', marked: false},
    ]);
    expect(markedSegments('<img src=x onerror=alert(1)>')).toEqual([{text: '<img src=x onerror=alert(1)>', marked: false}]);
    expect(markedSegments('a &amp;lt; &#x27;&#39;&#0;&bogus;')).toEqual([{text: "a &lt; ''\uFFFD&bogus;", marked: false}]);
  });

  it('round-trips what highlight() writes', () => {
    const text = `<b>"x" & 'y'</b> token 😀`;
    const {html} = highlight(text, ['token']);
    expect(
      markedSegments(html)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});

describe('stored recent and favourite searches', () => {
  const origin = 'https://docs.example';
  const entry = (over: Record<string, unknown> = {}) => ({
    objectID: '/faq',
    url: '/en/faq#ports',
    type: 'lvl2',
    content: null,
    hierarchy: {lvl0: 'FAQ', lvl1: 'FAQ', lvl2: 'Ports <b>', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    _snippetResult: {hierarchy: {lvl2: {value: '<img src=x onerror=alert(1)>'}}},
    __docsearch_parent: {evil: true},
    ...over,
  });

  it('keeps only site URLs', () => {
    expect(internalPath('/en/faq#a', origin)).toBe('/en/faq#a');
    expect(internalPath('https://docs.example/x?y=1', origin)).toBe('/x?y=1');
    expect(internalPath('javascript:alert(1)', origin)).toBeNull();
    expect(internalPath('//evil.example/x', origin)).toBeNull();
    expect(internalPath('https://evil.example/x', origin)).toBeNull();
    expect(internalPath(42, origin)).toBeNull();
  });

  it('rebuilds highlights from the plain text, escaped, and drops unknown fields', () => {
    const [clean] = cleanStoredList(JSON.stringify([entry()]), origin)!;
    expect(clean._snippetResult.hierarchy.lvl2.value).toBe('Ports &lt;b&gt;');
    expect(clean._highlightResult.hierarchy.lvl1.value).toBe('FAQ');
    expect(clean.anchor).toBe('ports');
    expect(clean.url_without_anchor).toBe('/en/faq');
    expect(JSON.stringify(clean)).not.toMatch(/<img|__docsearch_parent/);
  });

  it('drops entries of the wrong shape and lists that are not arrays', () => {
    expect(cleanStoredList('[null,1,"x",[]]', origin)).toEqual([]);
    expect(cleanStoredList('{oops', origin)).toBeNull();
    expect(cleanStoredList('{"a":1}', origin)).toBeNull();
    const bad = [
      entry({url: 'javascript:alert(1)'}),
      entry({objectID: 7}),
      entry({type: 'lvl9'}),
      entry({hierarchy: null}),
      entry({hierarchy: {lvl0: 'A', lvl1: {toString: 'x'}}}),
      entry({content: 5}),
      entry({type: 'content', content: null}),
    ];
    expect(cleanStoredList(JSON.stringify(bad), origin)).toEqual([]);
  });

  it('rewrites the storage: clean lists written back, malformed ones removed', () => {
    const items = new Map<string, string>([
      ['__DOCSEARCH_RECENT_SEARCHES__local', JSON.stringify([entry(), null])],
      ['__DOCSEARCH_FAVORITE_SEARCHES__local', '[null,1]'],
      ['other', 'kept'],
    ]);
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    } as Storage;
    cleanStoredSearches(storage, 'local', origin);
    expect(JSON.parse(items.get('__DOCSEARCH_RECENT_SEARCHES__local')!)).toHaveLength(1);
    expect(items.has('__DOCSEARCH_FAVORITE_SEARCHES__local')).toBe(false);
    expect(items.get('other')).toBe('kept');
  });
});

describe('search service, worker protocol and runner', () => {
  const head = packRecords('zh-Hans', splitRecords('zh-Hans', RECORDS).head.records.length ? RECORDS : []);
  const files = () => splitRecords('zh-Hans', RECORDS);
  const request = {query: 'docker', tags: ['docs-guides-current', 'default'], limit: 5, baseUrl: '/en/'};

  it('builds in slices the same engine as in one go', async () => {
    let yields = 0;
    const sliced = await createEngineSliced(RECORDS, {sliceMs: 0, yieldNow: async () => void (yields += 1)});
    expect(yields).toBeGreaterThan(0);
    const whole = createEngine(RECORDS);
    for (const q of ['管理员', 'sendMessage', '1501', 'docker 不存在的词']) {
      expect(sliced.search(q).map((h) => h.record.url)).toEqual(whole.search(q).map((h) => h.record.url));
    }
  });

  it('answers from the first file, then from the full texts', async () => {
    const service = createSearchService({sliceMs: 5, yieldNow: messageYield()});
    expect(() => service.search('k', request)).toThrow(/not loaded/);
    const {head: first, body} = files();
    await service.loadHead('k', first);
    expect(service.search('k', request).refined).toBe(false);
    await service.loadBodies('k', body);
    const answer = service.search('k', request);
    expect(answer.refined).toBe(true);
    expect(answer.hits[0].url).toBe('/en/guides/deploy');
    expect(head.records).toHaveLength(RECORDS.length);
  });

  it('the worker side fetches the files itself and reports failures as replies', async () => {
    const replies: FromWorker[] = [];
    const realFetch = globalThis.fetch;
    const served: Record<string, unknown> = {'https://site/k.json': files().head, 'https://site/bad.json': {nope: true}};
    globalThis.fetch = (async (url: string) =>
      url in served ? new Response(JSON.stringify(served[url])) : new Response('gone', {status: 404})) as typeof fetch;
    try {
      const handle = createWorkerHandler(createSearchService({sliceMs: 5, yieldNow: messageYield()}), (m) => replies.push(m));
      handle({id: 1, kind: 'search', key: 'k', request});
      handle({id: 2, kind: 'head', key: 'k', url: 'https://site/k.json'});
      handle({id: 3, kind: 'head', key: 'bad', url: 'https://site/bad.json'});
      handle({id: 4, kind: 'bodies', key: 'k', url: 'https://site/missing.json'});
      await vi.waitFor(() => expect(replies).toHaveLength(4));
      handle({id: 5, kind: 'search', key: 'k', request});
      await vi.waitFor(() => expect(replies).toHaveLength(5));
      const byId = Object.fromEntries(replies.map((r) => [r.id, r]));
      expect(byId[1]).toMatchObject({ok: false, error: expect.stringMatching(/not loaded/)});
      expect(byId[2]).toMatchObject({ok: true});
      expect(byId[3]).toMatchObject({ok: false, error: expect.stringMatching(/format/)});
      expect(byId[4]).toMatchObject({ok: false, error: 'https://site/missing.json: HTTP 404'});
      expect(byId[5]).toMatchObject({ok: true, answer: {refined: false}});
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  describe('runner', () => {
    const globals = globalThis as {Worker?: unknown};
    const realFetch = globalThis.fetch;
    let fetched: string[] = [];

    function serveIndex() {
      fetched = [];
      const {head: first, body} = files();
      globalThis.fetch = (async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify(url.endsWith('bodies.json') ? body : first));
      }) as typeof fetch;
    }

    /** A worker that runs the real worker side in this process. */
    class InProcessWorker {
      onmessage: ((e: {data: FromWorker}) => void) | null = null;
      onerror: ((e: {message: string; preventDefault(): void}) => void) | null = null;
      onmessageerror: (() => void) | null = null;
      static started = 0;
      #handle = createWorkerHandler(createSearchService({sliceMs: 5, yieldNow: messageYield()}), (m) => setTimeout(() => this.onmessage?.({data: m}), 0));
      constructor() {
        InProcessWorker.started += 1;
      }
      postMessage(message: ToWorker) {
        setTimeout(() => this.#handle(structuredClone(message)), 0);
      }
      terminate() {}
    }

    /** A worker whose script cannot load (blocked, missing). */
    class BrokenWorker {
      onerror: ((e: {message: string; preventDefault(): void}) => void) | null = null;
      constructor() {
        setTimeout(() => this.onerror?.({message: 'blocked by CSP', preventDefault() {}}), 5);
      }
      postMessage() {}
      terminate() {}
    }

    beforeEach(() => resetSearchRunner());
    afterEach(() => {
      delete globals.Worker;
      globalThis.fetch = realFetch;
      resetSearchRunner();
    });

    it('searches in the worker, which fetches the files', async () => {
      serveIndex();
      globals.Worker = InProcessWorker;
      InProcessWorker.started = 0;
      const first = await searchIndex('/i/search-index.json', request);
      expect(first.refined).toBe(false);
      await refineIndex('/i/search-index.json', '/i/search-bodies.json');
      const second = await searchIndex('/i/search-index.json', request);
      expect(second).toMatchObject({refined: true, hits: [{url: '/en/guides/deploy'}]});
      expect(InProcessWorker.started).toBe(1);
      expect(fetched).toEqual(['/i/search-index.json', '/i/search-bodies.json']);
    });

    it('a query the first file cannot answer waits for the full texts: loading, never a false "no results"', async () => {
      const long = record({
        url: '/guides/long',
        tag: 'docs-guides-current',
        hierarchy: ['指南', 'Long page', '', ''],
        content: `${'filler '.repeat(HEAD_CONTENT_CHARS)}zebrafish`,
      });
      const {head: first, body} = splitRecords('zh-Hans', [long, ...RECORDS]);
      globalThis.fetch = (async (url: string) => new Response(JSON.stringify(url.endsWith('bodies.json') ? body : first))) as typeof fetch;
      const status = createStatusStore();
      const seen: string[] = [];
      status.subscribe(() => seen.push(`${status.get().query}:${status.get().state}`));
      const client = createLocalClient({
        indexUrl: '/i/search-index.json',
        bodyUrl: '/i/search-bodies.json',
        baseUrl: '/en/',
        tags: ['docs-guides-current', 'default'],
        status,
      });
      const found = await client.search({requests: [{query: 'zebrafish'}]});
      expect(found.results[0].hits.map((h) => h.url)).toEqual(['/en/guides/long']);
      expect(seen).toEqual(['zebrafish:loading', 'zebrafish:results']);
      // Nothing anywhere: "no results" comes once the full texts have been searched too.
      seen.length = 0;
      const none = await client.search({requests: [{query: 'okapi'}]});
      expect(none.results[0].hits).toEqual([]);
      expect(seen).toEqual(['okapi:empty']);
    });

    it('falls back to the main thread when the worker cannot start, without an error', async () => {
      serveIndex();
      globals.Worker = BrokenWorker;
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        const answer = await searchIndex('/i/search-index.json', request);
        expect(answer.hits[0].url).toBe('/en/guides/deploy');
        expect(warn.mock.calls.some(([m]) => String(m).includes('worker is unavailable'))).toBe(true);
      } finally {
        warn.mockRestore();
      }
    });

    it('searches on the main thread where there is no Worker at all', async () => {
      serveIndex();
      const answer = await searchIndex('/i/search-index.json', request);
      expect(answer.hits.map((h) => h.url)).toEqual(['/en/guides/deploy']);
    });
  });
});

describe('the Algolia client wrapper', () => {
  it('sends only well-formed queries', async () => {
    const sent: unknown[] = [];
    const client = withStatus({search: async (params: unknown) => (sent.push(params), {results: [{nbHits: 1}]})}, createStatusStore());
    await client.search({requests: [{query: 'a\uDC00', indexName: 'i'}, {params: {query: '\uD83D'}}]});
    expect(sent).toEqual([{requests: [{query: 'a\uFFFD', indexName: 'i'}, {params: {query: '\uFFFD'}}]}]);
  });
});
