/**
 * Lists in the display language (issue 16 item 5): the separator between list elements as the language writes it,
 * taken from `Intl.ListFormat` ('、' in Japanese and Chinese, ', ' in English).
 */

/** The separator found per locale tag: building an Intl.ListFormat costs far more than joining (issue 15). */
const separators = new Map<string, string>();

/**
 * The element separator of a locale's lists. Decision: the separator alone, not the language's "and" before the last
 * element: option captions and cart captions are an enumeration of chosen options, not a sentence.
 */
export function listSeparator(locale: string): string {
  const known = separators.get(locale);
  if (known !== undefined) return known;
  const parts = new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).formatToParts(['a', 'b', 'c']);
  const first = parts.findIndex((part) => part.type === 'element');
  const separator = parts[first + 1]?.value ?? ', ';
  separators.set(locale, separator);
  return separator;
}

/** The non-empty names joined with the locale's list separator. */
export function joinList(items: readonly string[], locale: string): string {
  return items.filter((item) => item !== '').join(listSeparator(locale));
}
