/**
 * Code-fence languages and how each is highlighted. prism-react-renderer ships a Prism with a built-in set
 * (typescript, javascript, json, yaml, go, kotlin, swift, objectivec, markup, …); the theme loads the languages
 * below on top of it on every page, before the page hydrates. Each one costs start-up time on a phone, so the list
 * holds only languages the pages use and the built-in set lacks (tests/unit/code-languages.test.ts).
 */
export const ADDITIONAL_PRISM_LANGUAGES = ['bash', 'java', 'dart', 'csharp', 'nginx'];

/** Fence languages shown unhighlighted on purpose: plain output, diagrams, and one-off snippets not worth loading a grammar for. */
export const PLAIN_FENCE_LANGUAGES = ['text', 'mermaid', 'ruby', 'groovy'];
