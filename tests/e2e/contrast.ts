/**
 * Contrast of what a reader sees, from computed styles: an element's text colour against the first opaque
 * background behind it (its own or an ancestor's). WCAG 2 relative luminance.
 */
import type {Locator} from '@playwright/test';

export async function textContrast(element: Locator): Promise<{ratio: number; color: string; background: string}> {
  return element.evaluate((node) => {
    const parse = (value: string): number[] => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const color = getComputedStyle(node).color;
    let background = 'rgb(255, 255, 255)';
    for (let el: Element | null = node; el; el = el.parentElement) {
      const value = getComputedStyle(el).backgroundColor;
      const alpha = parse(value)[3];
      if (value && value !== 'transparent' && (alpha === undefined || alpha >= 0.99)) {
        background = value;
        break;
      }
    }
    const [fg, bg] = [luminance(parse(color)), luminance(parse(background))];
    const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    return {ratio: Math.round(ratio * 100) / 100, color, background};
  });
}
