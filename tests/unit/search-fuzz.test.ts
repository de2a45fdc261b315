/**
 * Search-input fuzzer: a few thousand random Unicode queries (lone surrogates, emoji cut at every position, RTL,
 * combining marks, markup, regex metacharacters, NUL, 10,000-character strings) through every function that
 * touches a query: tokenizer, highlight, snippet, hits, stored-search cleaning, missingResultsUrl and the engine.
 * Fails on an exception, on markup that is not escaped in any HTML output, or on a call over 50 ms.
 *
 * Deterministic: the seed is printed; run again with SEARCH_FUZZ_SEED=<seed> to replay a failure, or with another
 * seed to explore. SEARCH_FUZZ_COUNT sets the number of random inputs.
 */
import {describe, expect, it} from 'vitest';
import {cutQuery, highlightWords, MAX_QUERY_LENGTH, queryPhrases, queryTokens, tokenize} from '@site/src/search/tokenize';
import {highlight, markedSegments, snippetText} from '@site/src/search/highlight';
import {createEngine} from '@site/src/search/engine';
import {toDocSearchHit} from '@site/src/search/hits';
import {missingResultsUrl} from '@site/src/search/config';
import {cleanStoredList} from '@site/src/search/storedSearches';
import {createSearchService} from '@site/src/search/service';
import {splitRecords, type SearchRecord} from '@site/src/search/records';
import {toWellFormed} from '@site/src/search/unicode';
import {prng} from '../prng';

const SEED = Number(process.env.SEARCH_FUZZ_SEED ?? 20_260_119) >>> 0;
const RANDOM_INPUTS = Number(process.env.SEARCH_FUZZ_COUNT ?? 3000);
const LIMIT_MS = 50;

const EMOJI = ['😀', '👩‍👩‍👧‍👦', '🇨🇳', '1️⃣', '👍🏽', '🏳️‍🌈', '𠮷', '𝕏'];
const FRAGMENTS = [
  // markup, and our own highlight tags out of place
  '<img src=x onerror="window.__pwned=1">',
  '</mark>',
  '<mark>',
  '<script>alert(1)</script>',
  '&lt;',
  '&amp;',
  '"\'`',
  '<svg onload=alert(1)>',
  'javascript:alert(1)',
  '<mark><img src=x></mark>',
  // regex metacharacters
  '.*+?^${}()|[]\\',
  '(?<x>a)\\k<x>',
  '\\p{L}',
  '[^]',
  '$&',
  '$1',
  // control characters, NUL, invisible characters
  '\0',
  '\u0007',
  '\uFEFF',
  '\u200B',
  '\u00AD',
  '\r\n\t',
  // RTL text and direction overrides
  'مرحبا بالعالم',
  'שלום עולם',
  '\u202Egnp.exe',
  '\u200F\u202B',
  // combining marks
  'e\u0301',
  'Z\u0351\u0300\u0316\u0317\u0333a\u0350\u0301l\u0307\u0324g\u0352o',
  '\u0301\u0301\u0301',
  // what real readers type
  '发送消息',
  '管理员 token',
  'getAdminToken',
  'get_admin_token',
  '1501',
  'docker compose',
  'ＡＢＣ１２３',
  'Ⅻ',
  'ﬁ',
  // lone surrogates
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  '\uDC00\uD800',
  ...EMOJI,
];

/** A random code point from the planes that matter (ASCII, Latin, CJK, emoji, private use, surrogates). */
function randomChar(rand: () => number): string {
  const ranges: Array<[number, number]> = [
    [0x00, 0x7f],
    [0x80, 0x24f],
    [0x300, 0x36f],
    [0x590, 0x6ff],
    [0x4e00, 0x9fff],
    [0x3000, 0x303f],
    [0xd800, 0xdfff],
    [0xe000, 0xf8ff],
    [0xff00, 0xffef],
    [0x1f300, 0x1faff],
    [0x20000, 0x2a6df],
  ];
  const [lo, hi] = ranges[Math.floor(rand() * ranges.length)];
  const code = lo + Math.floor(rand() * (hi - lo + 1));
  // String.fromCharCode keeps a surrogate as a lone one, which is the point.
  return code > 0xffff ? String.fromCodePoint(code) : String.fromCharCode(code);
}

function randomInput(rand: () => number): string {
  const parts: string[] = [];
  const count = 1 + Math.floor(rand() * 8);
  for (let i = 0; i < count; i += 1) {
    const roll = rand();
    if (roll < 0.5) parts.push(FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)]);
    else if (roll < 0.85) parts.push(Array.from({length: 1 + Math.floor(rand() * 12)}, () => randomChar(rand)).join(''));
    else parts.push(' ');
  }
  const text = parts.join(rand() < 0.5 ? ' ' : '');
  // Cut anywhere, in UTF-16 units: through a pair, a combining sequence or a tag.
  return rand() < 0.3 ? text.slice(Math.floor(rand() * text.length)) : text;
}

/** Every emoji sequence cut at every UTF-16 position, from both ends, and with text around it. */
function emojiCuts(): string[] {
  const cuts: string[] = [];
  for (const emoji of EMOJI) {
    for (let i = 0; i <= emoji.length; i += 1) cuts.push(emoji.slice(0, i), emoji.slice(i), `token${emoji.slice(0, i)}消息`);
  }
  // The query that crashed the search page (issue #19): cut at 120 inside the emoji.
  cuts.push(`${'a'.repeat(119)}😀`, `${'a'.repeat(MAX_QUERY_LENGTH - 1)}😀`);
  return cuts;
}

function longInputs(rand: () => number): string[] {
  const pick = () => FRAGMENTS[Math.floor(rand() * FRAGMENTS.length)];
  return [
    'a'.repeat(10_000),
    '😀'.repeat(5_000),
    '发'.repeat(10_000),
    Array.from({length: 2_000}, pick).join(' ').slice(0, 10_000),
    Array.from({length: 10_000}, () => randomChar(rand))
      .join('')
      .slice(0, 10_000),
    'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(200).slice(0, 10_000),
    '<mark>'.repeat(2_000).slice(0, 10_000),
  ];
}

/** Records for the engine: real-looking pages plus ones whose text is itself hostile. */
function fixtureRecords(rand: () => number): SearchRecord[] {
  const base: SearchRecord[] = [
    ['/restapi/auth', '获取管理员 token', '调用 /auth/get_admin_token 获取管理员 token，请求参数 secret 和 userID。'],
    ['/sdks/send', 'sendMessage', 'sendMessage 发送一条消息，参数 message、recvID、groupID。'],
    ['/guides/deploy', 'Deploy with Docker Compose', 'Run docker compose up -d and check the containers with docker compose ps.'],
    ['/faq#ports', '需要开放哪些端口？', '客户端需要访问 10001 和 10002。'],
    ['/x/markup', '<img src=x onerror=alert(1)> & </mark>', 'Text with <script>alert(1)</script>, <mark>fake</mark> and &amp; entities.'],
    ['/x/rtl', 'مرحبا 😀 שלום', 'e\u0301 combining, \u202E override, \0 nul, regex .*+?^${}()|[]\\ text.'],
  ].map(([url, title, content]) => ({url, tag: 'default', level: 1, hierarchy: ['Docs', title, '', ''], content, trail: []}));
  for (let i = 0; i < 200; i += 1) {
    base.push({
      url: `/gen/${i}`,
      tag: i % 2 ? 'default' : 'docs-guides-current',
      level: 2,
      hierarchy: ['Gen', randomInput(rand), randomInput(rand), ''],
      content: Array.from({length: 1 + Math.floor(rand() * 20)}, () => randomInput(rand)).join(' '),
      // Hostile breadcrumbs too: they are searched and drawn like titles.
      trail: i % 3 ? [] : [randomInput(rand)],
    });
  }
  return base;
}

/** Markup other than our own `<mark>`, or an `&` that starts no entity we write: something was not escaped. */
function unsafeHtml(html: string): string | null {
  const rest = html.replace(/<\/?mark>/g, '');
  if (/[<>]/.test(rest)) return 'a < or > outside <mark>';
  if (/&(?!(?:amp|lt|gt|quot|#39);)/.test(rest)) return 'an unescaped &';
  if (/<mark><mark>|<\/mark><\/mark>/.test(html)) return 'nested <mark>';
  return null;
}

const isWellFormed = (text: string) => toWellFormed(text) === text;
const show = (input: string) => JSON.stringify(input.length > 200 ? `${input.slice(0, 200)}…(${input.length})` : input);

describe(`search input fuzzer (seed ${SEED})`, () => {
  console.log(`search fuzzer: seed ${SEED} (replay with SEARCH_FUZZ_SEED=${SEED}), ${RANDOM_INPUTS} random inputs`);
  const rand = prng(SEED);
  const records = fixtureRecords(rand);
  const engine = createEngine(records);
  const inputs = [...emojiCuts(), ...longInputs(rand), ...FRAGMENTS, ...Array.from({length: RANDOM_INPUTS}, () => randomInput(rand))];
  const slowest = {name: '', ms: 0};
  const totals = new Map<string, number>();

  /**
   * Run `fn`, failing on a call over LIMIT_MS. A slow call is timed twice more and judged by the fastest run: a
   * garbage collection or another process on the machine is not the code being slow; a slow path is slow each time.
   */
  function timed<T>(name: string, input: string, fn: () => T): T {
    let best = Infinity;
    let result!: T;
    for (let attempt = 0; attempt < 3 && best > LIMIT_MS; attempt += 1) {
      const started = performance.now();
      try {
        result = fn();
      } catch (error) {
        throw new Error(`${name} threw on ${show(input)} (seed ${SEED}): ${String(error)}`);
      }
      best = Math.min(best, performance.now() - started);
    }
    if (best > slowest.ms) Object.assign(slowest, {name, ms: best});
    totals.set(name, (totals.get(name) ?? 0) + best);
    if (best > LIMIT_MS) throw new Error(`${name} took ${best.toFixed(1)} ms on ${show(input)} (seed ${SEED})`);
    return result;
  }

  function expectSafe(where: string, input: string, html: string): void {
    const problem = unsafeHtml(html);
    if (problem) throw new Error(`${where}: ${problem} in ${show(html)} for input ${show(input)} (seed ${SEED})`);
  }

  it(`survives ${inputs.length} inputs: no exception, escaped HTML, no call over ${LIMIT_MS} ms`, () => {
    const started = performance.now();
    let hitsChecked = 0;
    for (const input of inputs) {
      timed('tokenize', input, () => tokenize(input));
      timed('queryPhrases', input, () => queryPhrases(input));
      const tokens = timed('queryTokens', input, () => queryTokens(input));
      const words = timed('highlightWords', input, () => highlightWords(input));

      const cut = timed('cutQuery', input, () => cutQuery(input));
      expect(cut.text.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
      expect(isWellFormed(cut.text), show(input)).toBe(true);

      const url = timed('missingResultsUrl', input, () => missingResultsUrl(input, 'zh-Hans'));
      expect(() => decodeURIComponent(url), show(input)).not.toThrow();

      // The input as page text, highlighted with its own words and with a real query's.
      for (const queryWords of [words, highlightWords('token 消息 <img')]) {
        const marked = timed('highlight', input, () => highlight(input, queryWords));
        expectSafe('highlight', input, marked.html);
        expect(
          markedSegments(marked.html)
            .map((s) => s.text)
            .join(''),
          show(input),
        ).toBe(input);
        const window = timed('snippetText', input, () => snippetText(input, queryWords, 40));
        if (isWellFormed(input)) expect(isWellFormed(window), show(input)).toBe(true);
      }

      const hits = timed('engine.search', input, () => engine.search(input, {limit: 10}));
      if (tokens.length === 0) expect(hits).toEqual([]);
      for (const hit of hits) {
        const shaped = timed('toDocSearchHit', input, () => toDocSearchHit(hit, words, '/en/'));
        hitsChecked += 1;
        for (const attribute of [shaped._snippetResult.content, ...Object.values(shaped._highlightResult.hierarchy)]) {
          expectSafe('hit', input, attribute.value);
        }
      }

      // The input planted in a stored recent search: kept only as escaped text.
      const planted = JSON.stringify([
        {objectID: input || 'x', url: '/faq', type: 'lvl1', content: input, hierarchy: {lvl0: input, lvl1: input || 'x'}},
        input,
      ]);
      const stored = timed('cleanStoredList', input, () => cleanStoredList(planted, 'https://docs.example')) ?? [];
      for (const entry of stored) {
        for (const attribute of [entry._snippetResult.content, ...Object.values(entry._snippetResult.hierarchy)]) {
          expectSafe('stored search', input, attribute.value);
        }
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `search fuzzer: ${inputs.length} inputs, ${hitsChecked} hits checked in ${seconds.toFixed(1)} s; slowest call ${slowest.name} ${slowest.ms.toFixed(1)} ms`,
    );
    console.log(
      [...totals]
        .sort((a, b) => b[1] - a[1])
        .map(([n, ms]) => `${n} ${ms.toFixed(0)} ms`)
        .join(', '),
    );
    expect(hitsChecked).toBeGreaterThan(100);
  }, 120_000);

  it('answers the same inputs through the search service (the worker side) without throwing', async () => {
    const service = createSearchService({sliceMs: 5, yieldNow: () => Promise.resolve()});
    const {head, body} = splitRecords('zh-Hans', records);
    await service.loadHead('k', head);
    await service.loadBodies('k', body);
    for (const input of inputs.slice(0, 500)) {
      const {hits} = timed('service.search', input, () => service.search('k', {query: input, tags: ['default'], limit: 5, baseUrl: '/'}));
      for (const hit of hits) expectSafe('service hit', input, hit._snippetResult.content.value);
    }
  }, 60_000);
});
