/**
 * Lists in the display language (issue 16 item 5): the separator between list elements as the language writes it,
 * taken from `Intl.ListFormat` ('、' in Japanese and Chinese, ', ' in English).
 */

/**
 * The element separator of a locale's lists. Decision: the separator alone, not the language's "and" before the last
 * element: option captions and cart captions are an enumeration of chosen options, not a sentence.
 */
export function listSeparator(locale: string): string {
  const parts = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).formatToParts(['a', 'b', 'c']);
  const first = parts.findIndex((part) => part.type === 'element');
  return parts[first + 1]?.value ?? ', ';
}

/** The non-empty names joined with the locale's list separator. */
export function joinList(items: readonly string[], locale: string): string {
  return items.filter((item) => item !== '').join(listSeparator(locale));
}
