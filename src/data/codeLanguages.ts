/**
 * Code-fence languages and how each is highlighted. prism-react-renderer ships a Prism with a built-in set
 * (typescript, javascript, json, yaml, go, kotlin, swift, objectivec, markup, …); the build adds the languages below
 * on top of it (plugins/code-highlight), and so does the browser's Prism chunk, loaded only for code that mounts
 * after client-side navigation. Each one weighs on that chunk, so the list holds only languages the pages use and
 * the built-in set lacks (tests/unit/code-languages.test.ts).
 */
export const ADDITIONAL_PRISM_LANGUAGES = ['bash', 'java', 'dart', 'csharp', 'nginx'];

/** Fence languages shown unhighlighted on purpose: plain output, diagrams, and one-off snippets not worth loading a grammar for. */
export const PLAIN_FENCE_LANGUAGES = ['text', 'mermaid', 'ruby', 'groovy'];
