/**
 * Strings that can always be encoded. A JavaScript string may hold a lone surrogate (half an emoji cut by
 * `slice`, or typed by a script); `encodeURIComponent` throws on one, so everything that encodes or cuts a
 * query goes through here.
 */

/** A pair, or a surrogate on its own (no lookbehind: older Safari cannot parse it). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g;

type WellFormed = {toWellFormed?: (this: string) => string};

/** `text` with every lone surrogate replaced by U+FFFD (String.prototype.toWellFormed where the engine has it). */
export function toWellFormed(text: string): string {
  const native = (String.prototype as WellFormed).toWellFormed;
  return native ? native.call(text) : text.replace(SURROGATES, (s) => (s.length === 2 ? s : '\uFFFD'));
}

/**
 * At most `max` UTF-16 units of `text` (the unit an input's `maxLength` counts), cut between code points so a
 * surrogate pair is never split; lone surrogates become U+FFFD. `cut` says whether anything was dropped.
 */
export function cutText(text: string, max: number): {text: string; cut: boolean} {
  if (text.length <= max) return {text: toWellFormed(text), cut: false};
  // A high surrogate at the cut would be half a pair: stop before it. Only the kept part is made well-formed,
  // so a 100,000-character paste costs no more than a short one.
  const high = text.charCodeAt(max - 1);
  const end = high >= 0xd800 && high <= 0xdbff ? max - 1 : max;
  return {text: toWellFormed(text.slice(0, end)), cut: true};
}
