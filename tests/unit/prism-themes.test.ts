/** Every code token colour stays readable (WCAG AA, 4.5:1) on the code block and on a highlighted line. */
import {describe, expect, it} from 'vitest';
import {darkCodeTheme, lightCodeTheme} from '../../src/css/prism-themes';

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `base` under black at `alpha`: the highlighted-line background of src/css/custom.css. */
function darken(base: Rgb, alpha: number): Rgb {
  return base.map((c) => Math.round(c * (1 - alpha))) as Rgb;
}

describe.each([
  ['light', lightCodeTheme, 0.1],
  ['dark', darkCodeTheme, 0.3],
] as const)('%s code theme', (_, theme, highlightAlpha) => {
  const background = parseHex(theme.plain.backgroundColor!);
  const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];

  it.each(colours)('%s reaches 4.5:1 on the block and on a highlighted line', (colour) => {
    expect(contrast(parseHex(colour), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(parseHex(colour), darken(background, highlightAlpha))).toBeGreaterThanOrEqual(4.5);
  });
});

it('flags the stock github theme, whose numbers reach only 2.6:1', () => {
  expect(contrast(parseHex('#36acaa'), parseHex('#f6f8fa'))).toBeCloseTo(2.58, 1);
});
