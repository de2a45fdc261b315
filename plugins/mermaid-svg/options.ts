/**
 * How diagrams are drawn (plugins/mermaid-svg): Mermaid's own themes for the two colour modes, text as large as the
 * body text, each diagram at its natural size. Shrunk to the column their text fell to about 7 px; a wide diagram
 * scrolls in its own box or opens full-screen instead (src/components/MermaidDiagram).
 */
export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const MERMAID_THEMES: Record<ColorMode, string> = {light: 'neutral', dark: 'dark'};

export const MERMAID_OPTIONS = {
  // The default; labels are sanitised. Stated because the SVG goes into the page as markup.
  securityLevel: 'strict',
  themeVariables: {fontSize: '16px'},
  flowchart: {useMaxWidth: false},
  sequence: {useMaxWidth: false, actorFontSize: 16, noteFontSize: 16, messageFontSize: 16},
  class: {useMaxWidth: false},
  state: {useMaxWidth: false},
} as const;

/**
 * The id a diagram is drawn with. Mermaid scopes the diagram's styles and markers to its SVG's id; each drawing is
 * cached and shipped with this id, and the page's own id (unique per diagram and colour mode) replaces it.
 */
export const PLACEHOLDER_ID = 'mermaid-svg-id';

/** Where the build puts each drawing, named by its content hash: loaded when a reader navigates to a page in the app. */
export const DIAGRAM_DIR = 'diagrams';

/** The page's own id for a drawing in place of the placeholder (every occurrence: styles, markers, the root). */
export const withId = (svg: string, id: string) => svg.split(PLACEHOLDER_ID).join(id);

/** Classes of the two drawings in a diagram's box: CSS shows the one of the current colour mode (src/css/custom.css). */
export const MODE_CLASS: Record<ColorMode, string> = {light: 'mermaid-light', dark: 'mermaid-dark'};

/**
 * The markup inside a diagram's box: both drawings with the page's own ids. Built HTML and client alike. The dark
 * one is `hidden` until the stylesheet shows it in dark mode (`data-theme="dark"`, which the theme's inline script
 * sets before the first paint). Without that script the page has Infima's light palette, and a page saved without
 * its stylesheet is black on white: both get the light drawing alone, as their code blocks get light colours.
 */
export const diagramMarkup = (id: string, svgs: Record<ColorMode, string>) =>
  COLOR_MODES.map((mode) => `<div class="${MODE_CLASS[mode]}"${mode === 'dark' ? ' hidden' : ''}>${withId(svgs[mode], `${id}-${mode}`)}</div>`).join('');

/** A drawing's file name: its content hash, as the remark plugin names it. */
export const isDrawingHash = (value: string) => /^[0-9a-f]{20}$/.test(value);
