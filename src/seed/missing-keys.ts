/**
 * What a seed run adds to copy an editor already has: the keys the defaults hold and the stored copy
 * lacks, at any depth. Objects are completed key by key; anything else (a sentence, a list, a number)
 * is a value: once stored, it is the editor's, even edited or emptied, and never replaced.
 */

export interface CompletedCopy {
  copy: unknown
  /** The dotted path of every key added, empty when the stored copy already had them all. */
  added: string[]
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

export function addMissingKeys(stored: unknown, defaults: unknown, path = ''): CompletedCopy {
  if (stored === undefined) return { copy: defaults, added: [path] }
  if (!isPlainObject(stored) || !isPlainObject(defaults)) return { copy: stored, added: [] }
  const copy: Record<string, unknown> = { ...stored }
  const added: string[] = []
  for (const [key, value] of Object.entries(defaults)) {
    const completed = addMissingKeys(stored[key], value, path ? `${path}.${key}` : key)
    copy[key] = completed.copy
    added.push(...completed.added)
  }
  return { copy, added }
}
