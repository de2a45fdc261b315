import MiniSearch, {type SearchResult} from 'minisearch';
import {queryPhrases, queryTokens, tokenize} from './tokenize';
import {pageOf, type SearchRecord} from './records';
import {intentFactor, intentOf} from './ranking';

/** One hit of the local engine: the record and whether its heading or only its body matched. */
export interface EngineHit {
  record: SearchRecord;
  score: number;
  /** True when the record's own heading (or page title, for a title record) matched a query term. */
  headingMatched: boolean;
}

export interface SearchOptions {
  /** Only records whose tag is in this list (the contextual `docusaurus_tag` facet); all when omitted. */
  tags?: readonly string[];
  limit?: number;
}

export interface SearchEngine {
  search(query: string, options?: SearchOptions): EngineHit[];
}

interface IndexedFields {
  id: number;
  heading: string;
  page: string;
  content: string;
}

type LoweredFields = Omit<IndexedFields, 'id'>;

const LATIN = /^[a-z0-9_]+$/;

/**
 * Typos only for longer Latin words (short ones and numbers such as error codes must match exactly), and only when
 * the words as typed find nothing: a fuzzy walk of the whole vocabulary costs 10–40 ms on the full index, an exact
 * search about 1 ms. At most one edit, which covers most typos at half the cost of two.
 */
const TYPO_TOLERANCE = {
  fuzzy: (term: string, _i: number, terms: string[]) =>
    terms.length <= TYPO_MAX_TERMS && LATIN.test(term) && term.length >= 6 && !/^\d+$/.test(term) ? 0.15 : false,
  maxFuzzy: 1,
} as const;

/** Typos are looked for in short queries only: each typo-tolerant term costs a fuzzy walk of the vocabulary. */
const TYPO_MAX_TERMS = 6;

/**
 * Prefix search for every term but a single letter or digit before the last term: `a b c …` would otherwise
 * walk most of the vocabulary once per letter; the last term is the one being typed, so it stays a prefix.
 */
const prefix = (term: string, i: number, terms: string[]) => i === terms.length - 1 || Array.from(term).length > 1 || HAN_CHAR.test(term);
const HAN_CHAR = /\p{Script=Han}/u;

/** Boosts: a record's own heading counts most, then the page (and parent section) it sits in, then its body. */
const BOOST = {heading: 3, page: 1.5, content: 1} as const;

function fieldsOf(record: SearchRecord, id: number): IndexedFields {
  const [, lvl1, lvl2, lvl3] = record.hierarchy;
  const heading = record.level === 1 ? lvl1 : record.level === 2 ? lvl2 : lvl3;
  // The page's breadcrumbs count as part of its title: "webhook" or "群组" names the pages filed under them.
  const place = record.trail.join(' ');
  const page = [place, lvl1, record.level === 3 ? lvl2 : ''].filter(Boolean).join(' ');
  return {id, heading, page, content: record.content};
}

/**
 * Bigrams and word parts match in any order; a record that holds the query's words as typed, contiguous,
 * ranks higher: most in its heading, less in its page title, least in its body.
 */
function phraseBonus({heading, page, content}: LoweredFields, phrases: string[]): number {
  if (phrases.length === 0) return 1;
  let bonus = 1;
  for (const phrase of phrases) {
    if (heading.includes(phrase)) bonus += 1 / phrases.length;
    else if (page.includes(phrase)) bonus += 0.5 / phrases.length;
    else if (content.includes(phrase)) bonus += 0.25 / phrases.length;
  }
  return bonus;
}

/**
 * Share of the other matching sections of a page that each of its hits gets: a page that answers the query in
 * several sections is more likely the page meant than one section elsewhere that happens to hold every word.
 */
const PAGE_SHARE = 0.25;

function withPageShare(hits: EngineHit[]): EngineHit[] {
  const pageTotal = new Map<string, number>();
  for (const hit of hits) {
    const page = pageOf(hit.record.url);
    pageTotal.set(page, (pageTotal.get(page) ?? 0) + hit.score);
  }
  return hits.map((hit) => ({...hit, score: hit.score + PAGE_SHARE * (pageTotal.get(pageOf(hit.record.url))! - hit.score)}));
}

function newIndex(): MiniSearch<IndexedFields> {
  return new MiniSearch<IndexedFields>({
    fields: ['heading', 'page', 'content'],
    storeFields: [],
    tokenize,
    // tokenize() already normalises case; keep MiniSearch from lower-casing twice.
    processTerm: (term) => term,
    searchOptions: {
      boost: BOOST,
      // Prefix search gives `getAdm` → getAdminToken and a single Han character → its bigrams.
      prefix,
      // Weaker length normalisation than the default (0.7): short FAQ answers should not outrank the page on the topic.
      bm25: {k: 1.2, b: 0.4, d: 0.5},
    },
  });
}

/** Build the engine in one go: in the search worker, in Node (tests, bench) — never on the page's main thread. */
export function createEngine(records: readonly SearchRecord[]): SearchEngine {
  const mini = newIndex();
  const fields = records.map(fieldsOf);
  mini.addAll(fields);
  return engineOver(mini, records, fields);
}

export interface BuildSlices {
  /** Work this long, then let other tasks run. */
  sliceMs: number;
  /** Resolves once other tasks (input, rendering, messages) had their turn. */
  yieldNow: () => Promise<void>;
}

/**
 * Build the engine a slice at a time: indexing the full texts takes seconds, and one task that long freezes
 * typing on a page (or delays the searches a worker should answer meanwhile).
 */
export async function createEngineSliced(records: readonly SearchRecord[], {sliceMs, yieldNow}: BuildSlices): Promise<SearchEngine> {
  const mini = newIndex();
  const fields = records.map(fieldsOf);
  let sliceStart = performance.now();
  for (const field of fields) {
    mini.add(field);
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldNow();
      sliceStart = performance.now();
    }
  }
  return engineOver(mini, records, fields);
}

function engineOver(mini: MiniSearch<IndexedFields>, records: readonly SearchRecord[], fields: IndexedFields[]): SearchEngine {
  // Lower-cased texts for the phrase bonus, made once per record that ever ranks rather than once per query.
  const lowered: LoweredFields[] = [];
  const loweredOf = (id: number): LoweredFields =>
    (lowered[id] ??= {
      heading: fields[id].heading.toLowerCase(),
      page: fields[id].page.toLowerCase(),
      content: fields[id].content.toLowerCase(),
    });

  function run(query: string, combineWith: 'AND' | 'OR', tags: Set<string> | null, typos = false): SearchResult[] {
    return mini.search(query, {
      combineWith,
      ...(typos ? TYPO_TOLERANCE : {}),
      // Distinct tokens of the trimmed query: a 2,000-character paste costs no more than a sentence.
      tokenize: queryTokens,
      filter: tags ? (r) => tags.has(records[r.id as number].tag) : undefined,
    });
  }

  return {
    search(query, options = {}) {
      const tokens = queryTokens(query);
      if (tokens.length === 0) return [];
      const tags = options.tags ? new Set(options.tags) : null;
      // Every term as typed first (phrase-like for Chinese bigrams); then allowing a typo; then any term.
      let results = run(query, 'AND', tags);
      if (results.length === 0) results = run(query, 'AND', tags, true);
      if (results.length === 0 && tokens.length > 1) results = run(query, 'OR', tags, true);
      const phrases = queryPhrases(query);
      const intent = intentOf(query);
      const hits = results.map((r) => ({
        record: records[r.id as number],
        score: r.score * phraseBonus(loweredOf(r.id as number), phrases) * intentFactor(intent, records[r.id as number]),
        headingMatched: Object.values(r.match).some((matched) => matched.includes('heading')),
      }));
      return withPageShare(hits)
        .sort((a, b) => b.score - a.score)
        .slice(0, options.limit ?? 20);
    },
  };
}
