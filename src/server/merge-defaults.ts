import { fitsItemsOf } from '@/domain/list-items'
import { isRecord } from '@/domain/records'

/**
 * Copy edited as JSON in the admin, laid over the seed's defaults: a key an editor deleted or mistyped
 * keeps its default sentence instead of breaking the page; a value of the wrong type is ignored.
 * A list is the editor's as a whole (they may shorten or reorder it), but an item that is not shaped
 * like the default items (a number among sentences, a link without its address) is left out: pages and
 * the PDF report can rely on every item they get.
 */
export function mergeDefaults<T>(defaults: T, edited: unknown): T {
  if (typeof defaults === 'string') return (typeof edited === 'string' && edited.trim() ? edited : defaults) as T
  if (Array.isArray(defaults)) return (Array.isArray(edited) ? edited.filter((item) => fitsItemsOf(defaults, item)) : defaults) as T
  if (isRecord(defaults)) {
    const source = isRecord(edited) ? edited : {}
    return Object.fromEntries(Object.entries(defaults).map(([key, value]) => [key, mergeDefaults(value, source[key])])) as T
  }
  return (typeof edited === typeof defaults ? edited : defaults) as T
}

