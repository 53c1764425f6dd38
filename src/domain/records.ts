/** A plain object of JSON data (not a list, not null): the copy's nested groups of texts. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The groups of an editor's save that the copy knows, for the checks that walk it beside its defaults:
 * each key of `edited` the defaults have, with the default's value, the edit's and the stored one
 * (`previous`, to leave alone what the save did not change). Keys the defaults lack are never read.
 */
export function editedEntries(defaults: Record<string, unknown>, edited: Record<string, unknown>, previous: unknown): Array<[key: string, model: unknown, value: unknown, before: unknown]> {
  const stored = isRecord(previous) ? previous : {}
  return Object.keys(edited)
    .filter((key) => Object.hasOwn(defaults, key))
    .map((key) => [key, defaults[key], edited[key], stored[key]])
}

/** The id of a relation, which Payload gives as the id or as the document itself (with depth); null when empty. */
export const relationId = (relation: number | { id: number } | null | undefined): number | null =>
  relation === null || relation === undefined ? null : typeof relation === 'number' ? relation : relation.id

/** JSON with every group's keys in alphabetical order: the same data gives the same text, however it was stored (PostgreSQL's jsonb orders keys its own way). */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, part: unknown) => (isRecord(part) ? Object.fromEntries(Object.keys(part).sort().map((key) => [key, part[key]])) : part))
