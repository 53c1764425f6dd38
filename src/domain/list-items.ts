import { isRecord } from './records'

/**
 * The items of a list in the editors' JSON texts, against the items of its default list. An editor may
 * shorten a list, reorder it or write new items, so an item is never matched with the default at its place:
 * the site keeps it when it is shaped like one of the default items (server/merge-defaults.ts), the save
 * tells the editor about an item it would leave out (domain/copy-shape.ts), and an item may hold the
 * placeholders any default item holds (domain/template-placeholders.ts).
 */

/** Whether `item` can stand in a list of `defaults`: shaped like one of them, all the way down (an empty list takes anything). */
export function fitsItemsOf(defaults: readonly unknown[], item: unknown): boolean {
  return defaults.length === 0 || defaults.some((model) => fits(model, item))
}

function fits(model: unknown, value: unknown): boolean {
  if (Array.isArray(model)) return Array.isArray(value) && value.every((item) => fitsItemsOf(model, item))
  if (isRecord(model)) return isRecord(value) && Object.entries(model).every(([key, part]) => fits(part, value[key]))
  return typeof value === typeof model
}

/**
 * The keys a group in a list lacks to stand as one of the default items: none when it has every key of one
 * of them (or when the list's items are not groups); otherwise those of the default item it comes closest to.
 */
export function missingKeys(defaults: readonly unknown[], entry: unknown): string[] {
  const groups = defaults.filter(isRecord)
  if (groups.length === 0 || !isRecord(entry)) return []
  const gaps = groups.map((model) => Object.keys(model).filter((key) => !Object.hasOwn(entry, key)))
  return gaps.reduce((fewest, gap) => (gap.length < fewest.length ? gap : fewest))
}

/**
 * One model for every item of a default list: its groups merged key by key, its texts joined into one (which
 * holds every placeholder any of them holds), its lists merged into one, any other value the first item's.
 */
export function itemModel(items: readonly unknown[]): unknown {
  const texts = items.filter((item): item is string => typeof item === 'string')
  if (texts.length > 0) return texts.join(' ')
  const records = items.filter(isRecord)
  if (records.length > 0) {
    const keys = [...new Set(records.flatMap((record) => Object.keys(record)))]
    return Object.fromEntries(keys.map((key) => [key, itemModel(records.filter((record) => Object.hasOwn(record, key)).map((record) => record[key]))]))
  }
  const lists = items.filter(Array.isArray)
  return lists.length > 0 ? [itemModel(lists.flat())] : items[0]
}
