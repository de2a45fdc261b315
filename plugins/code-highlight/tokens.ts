/**
 * Highlighted code as an HTML string whose colours come from CSS, for both colour modes at once.
 *
 * prism-react-renderer gives each token an inline style merged from the theme: `Object.assign` of the style of each
 * of the token's types, in the token's order, so a later type wins a property. Inline styles carry one theme only,
 * so the page would need React to repaint its code when the mode changes. Here each token instead names, for each
 * property, the theme entry that wins it (`tc5`: colour from entry 5, `ti0`: font style from entry 0), and one
 * stylesheet gives every entry's value per mode. That reproduces the merge exactly, provided both themes list the
 * same types in the same entries (`assertSameShape`).
 */
import type {PrismTheme} from 'prism-react-renderer';

/** A token as prism-react-renderer's `normalizeTokens` gives it: its types, outermost first, and its text. */
export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

/** The style properties a theme entry may set, and the letter of each in a token's class (`tc3`, `ti0`). */
export const TOKEN_PROPERTIES = {color: 'c', fontStyle: 'i', fontWeight: 'w', textDecoration: 'u', opacity: 'o'} as const;
type TokenProperty = keyof typeof TOKEN_PROPERTIES;

const cssName = (property: string) => property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The two themes must type their entries alike: a token's classes name entries, and both modes read them. */
export function assertSameShape(light: PrismTheme, dark: PrismTheme): void {
  const shape = (theme: PrismTheme) =>
    JSON.stringify(theme.styles.map((entry) => ({types: entry.types, languages: entry.languages, properties: Object.keys(entry.style).sort()})));
  if (shape(light) !== shape(dark)) throw new Error('The light and dark code themes must list the same types, in the same entries, with the same properties.');
  for (const entry of light.styles) {
    if (entry.languages) throw new Error('Code theme entries limited to some languages are not supported by the build-time highlighter.');
    for (const property of Object.keys(entry.style))
      if (!(property in TOKEN_PROPERTIES)) throw new Error(`Code theme property "${property}" is not supported by the build-time highlighter.`);
  }
}

/** For each type, the index of the theme entry that styles it (the last one, as prism-react-renderer merges). */
function entryIndexByType(theme: PrismTheme): Map<string, number> {
  const byType = new Map<string, number>();
  theme.styles.forEach((entry, index) => entry.types.forEach((type) => byType.set(type, index)));
  return byType;
}

/** The class list of a token: Prism's own (`token keyword`) and, per property, the entry that wins it. */
export function tokenClassFor(theme: PrismTheme): (types: string[]) => string {
  const byType = entryIndexByType(theme);
  const cache = new Map<string, string>();
  return (types) => {
    const key = types.join(' ');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const winners = new Map<TokenProperty, number>();
    for (const type of types) {
      const index = byType.get(type);
      if (index === undefined) continue;
      for (const property of Object.keys(theme.styles[index].style) as TokenProperty[]) winners.set(property, index);
    }
    const classes = ['token', ...types, ...[...winners].map(([property, index]) => `t${TOKEN_PROPERTIES[property]}${index}`)].join(' ');
    cache.set(key, classes);
    return classes;
  };
}

export type ColourMode = 'light' | 'dark';

/**
 * The stylesheet: the block's colours and each entry's properties, per colour mode. `unscopedMode`'s rules hold
 * with no `data-theme` at all (JavaScript off: the site's script sets the attribute); the other mode's override them.
 */
export function tokenCss(light: PrismTheme, dark: PrismTheme, unscopedMode: ColourMode): string {
  assertSameShape(light, dark);
  const rules: string[] = [];
  // The scoped mode's rules win by specificity (an attribute more), whatever their order.
  const modes = [
    ['light', light],
    ['dark', dark],
  ] as const;
  for (const [mode, theme] of modes) {
    const scope = mode === unscopedMode ? '' : `[data-theme='${mode}'] `;
    // The block's own colours. The theme's container also sets them inline, for the mode React rendered (the
    // server renders the site's default), which would paint one mode's tokens on the other's block until
    // hydration: `!important` wins over the inline style.
    rules.push(`${scope}.theme-code-block{--prism-color:${theme.plain.color}!important;--prism-background-color:${theme.plain.backgroundColor}!important}`);
    theme.styles.forEach((entry, index) => {
      for (const [property, value] of Object.entries(entry.style))
        rules.push(`${scope}.t${TOKEN_PROPERTIES[property as TokenProperty]}${index}{${cssName(property)}:${String(value)}}`);
    });
  }
  return `${rules.join('\n')}\n`;
}

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'};
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);

/** Lines of a code block without highlighting, shaped as `normalizeTokens` shapes them (an empty line holds "\n"). */
export function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((content) => [content === '' ? {types: ['plain'], content: '\n', empty: true} : {types: ['plain'], content}]);
}

/** Class names of the line-number parts, from the component's CSS module. */
export interface LineNumberClasses {
  line: string;
  number: string;
  content: string;
}

export interface LinesHtmlOptions {
  tokenClass: (types: string[]) => string;
  /** Extra classes per line index (magic comments: highlighted lines). */
  lineClassNames?: Record<number, string[] | undefined>;
  /** Given when the block shows line numbers. */
  lineNumbers?: LineNumberClasses;
}

/**
 * The lines as the theme's CodeBlock/Line draws them: one `token-line` block per line, its tokens, and a <br> that
 * keeps an empty line from collapsing. A line that is a lone line break is drawn empty.
 */
export function linesHtml(lines: Token[][], {tokenClass, lineClassNames = {}, lineNumbers}: LinesHtmlOptions): string {
  return lines
    .map((line, index) => {
      const tokens = line.length === 1 && line[0].content === '\n' ? [{...line[0], content: ''}] : line;
      const inner = tokens
        .map((token) => {
          const plain = token.types.length === 1 && token.types[0] === 'plain';
          const text = escapeHtml(token.content);
          if (plain && !token.empty) return text;
          const style = token.empty ? ' style="display:inline-block"' : '';
          return `<span class="${plain ? 'token plain' : tokenClass(token.types)}"${style}>${text}</span>`;
        })
        .join('');
      const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(lineNumbers ? [lineNumbers.line] : [])].join(' ');
      const body = lineNumbers ? `<span class="${lineNumbers.number}"></span><span class="${lineNumbers.content}">${inner}</span>` : inner;
      return `<div class="${classes}">${body}<br></div>`;
    })
    .join('');
}
