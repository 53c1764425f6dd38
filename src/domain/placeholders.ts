/**
 * Every string of `value` (Lexical rich text included) with each placeholder replaced by its text. The
 * placeholders are bracketed phrases (« [Raison sociale] », « [Prix du rapport] »), which editors can move or
 * remove like any other words.
 */
export function replacePlaceholders<T>(value: T, replacements: ReadonlyArray<readonly [placeholder: string, text: string]>): T {
  if (!replacements.length) return value
  const fill = (item: unknown): unknown => {
    if (typeof item === 'string') return item.includes('[') ? replacements.reduce((text, [placeholder, written]) => text.replaceAll(placeholder, written), item) : item
    if (Array.isArray(item)) return item.map(fill)
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, fill(entry)]))
    return item
  }
  return fill(value) as T
}

/**
 * The placeholders a stored text still holds, such as the seller's details the seeded terms of sale leave
 * for the operator to fill, written « [Raison sociale] »: a bracketed phrase that starts with a capital letter. Found in any stored value (Lexical rich text
 * included), each once, in reading order.
 */
const PLACEHOLDER = /\[[A-ZÀ-ÖØ-Þ][^[\]\n]{0,80}\]/gu

export function unfilledPlaceholders(value: unknown): string[] {
  const found = new Set<string>()
  const visit = (item: unknown): void => {
    if (typeof item === 'string') for (const match of item.matchAll(PLACEHOLDER)) found.add(match[0])
    else if (Array.isArray(item)) item.forEach(visit)
    else if (item && typeof item === 'object') Object.values(item).forEach(visit)
  }
  visit(value)
  return [...found]
}
