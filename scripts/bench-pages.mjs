// The pages the benchmarks measure (bench:lighthouse, bench:weight, bench:hydration): one of each page type, with the
// plain Docusaurus fixture's page of the same kind (scripts/bench-fixture.mjs has a home page, docs and a blog).

/** The plain fixture's doc page, set beside each of our doc page types. */
export const FIXTURE_DOC = '/en/docs/page-120';

/** One page of each type, by its zh-Hans path; `fixture` is the plain site's English page to set beside it. */
export const PAGE_TYPES = [
  {type: 'home', page: '/', fixture: '/en/'},
  {type: 'guide', page: '/guides/introduction', fixture: FIXTURE_DOC},
  {type: 'SDK method', page: '/sdks/api/message/sendMessage', fixture: FIXTURE_DOC},
  {type: 'REST call', page: '/restapi/apis/groupManagement/createGroup', fixture: FIXTURE_DOC},
  {type: 'webhook', page: '/restapi/webhooks/group/createAfter', fixture: FIXTURE_DOC},
  {type: 'blog', page: '/blog/golang/architectural/example', fixture: '/en/blog/2025/01/03/post-3'},
  {type: 'search', page: '/search?q=sendMessage', fixture: FIXTURE_DOC},
];

/** The REST reference's longest table page: the one bench:hydration adds to the page types. */
export const REST_FIELDS = {type: 'REST fields', page: '/restapi/commonFields', fixture: FIXTURE_DOC};

/** The English twin of a zh-Hans path. */
export const inEnglish = (page) => (page === '/' ? '/en/' : `/en${page}`);

/** The plain fixture's pages, as [type, path]. */
export const FIXTURE_PAGES = [
  ['home', '/en/'],
  ['doc', FIXTURE_DOC],
];
