/**
 * Cuts a label into the pieces between which a line may break: before each hump of a camelCase name
 * (`createFileMessage|From|Full|Path`, `getConversation|ID|By|Session|Type`) and after each underscore or slash
 * (`send_|business_|notification`). Other text is one piece (Chinese already breaks between characters).
 * A plain loop rather than a look-behind regular expression, which older Safari cannot even parse.
 */
const isUpper = (c: string): boolean => c >= 'A' && c <= 'Z';
const isLower = (c: string): boolean => c >= 'a' && c <= 'z';

export function wordParts(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i < text.length; i++) {
    const prev = text[i - 1];
    const here = text[i];
    const next = text[i + 1] ?? '';
    // Not after a digit: C2C and similar are one acronym.
    const hump = isUpper(here) && (isLower(prev) || (isUpper(prev) && isLower(next)));
    const afterSeparator = (prev === '_' || prev === '/') && here !== prev && here !== ' ';
    if (hump || afterSeparator) {
      parts.push(text.slice(start, i));
      start = i;
    }
  }
  parts.push(text.slice(start));
  return parts;
}
