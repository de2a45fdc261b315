/**
 * A box that scrolls must take focus, or keyboard-only readers cannot reach what is out of sight; a box that does
 * not scroll should add no Tab stop. Puts `box` in the Tab order exactly while its content is wider than it.
 */
export function focusWhenOverflowing(box: HTMLElement): void {
  if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
  else box.removeAttribute('tabindex');
}
