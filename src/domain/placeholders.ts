/** A copy of `value` (plain data: Lexical rich text included) with every string given to `map`. */
export function mapStrings<T>(value: T, map: (text: string) => string): T {
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') return map(item)
    if (Array.isArray(item)) return item.map(visit)
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, visit(entry)]))
    return item
  }
  return visit(value) as T
}

/** Every string of `value` (plain data: Lexical rich text included) given to `see`, in reading order. */
export function eachString(value: unknown, see: (text: string) => void): void {
  if (typeof value === 'string') see(value)
  else if (Array.isArray(value)) value.forEach((item) => eachString(item, see))
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => eachString(item, see))
}

type Replacements = ReadonlyArray<readonly [placeholder: string, text: string]>

/**
 * One text with each placeholder replaced by its text. The placeholders are bracketed phrases
 * (« [Raison sociale] », « [Prix du rapport] »), which editors can move or remove like any other words.
 */
export const placeholderFiller =
  (replacements: Replacements) =>
  (text: string): string =>
    text.includes('[') ? replacements.reduce((filled, [placeholder, written]) => filled.replaceAll(placeholder, written), text) : text

/** Every string of `value` (Lexical rich text included) with each placeholder replaced by its text. */
export const replacePlaceholders = <T>(value: T, replacements: Replacements): T =>
  replacements.length ? mapStrings(value, placeholderFiller(replacements)) : value

/**
 * The placeholders a stored text still holds, such as the seller's details the seeded terms of sale leave
 * for the operator to fill, written « [Raison sociale] »: a bracketed phrase that starts with a capital letter. Found in any stored value (Lexical rich text
 * included), each once, in reading order.
 */
const PLACEHOLDER = /\[[A-ZÀ-ÖØ-Þ][^[\]\n]{0,80}\]/gu

export function unfilledPlaceholders(value: unknown): string[] {
  const found = new Set<string>()
  eachString(value, (text) => {
    for (const match of text.matchAll(PLACEHOLDER)) found.add(match[0])
  })
  return [...found]
}
