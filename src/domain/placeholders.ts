/**
 * The seller's details the seeded terms of sale leave for the operator to fill, written « [Raison sociale] »:
 * a bracketed phrase that starts with a capital letter. Found in any stored value (Lexical rich text
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
