/**
 * Copy edited as JSON in the admin, laid over the seed's defaults: a key an editor deleted or mistyped
 * keeps its default sentence instead of breaking the page; a value of the wrong type is ignored.
 */
export function mergeDefaults<T>(defaults: T, edited: unknown): T {
  if (typeof defaults === 'string') return (typeof edited === 'string' && edited.trim() ? edited : defaults) as T
  if (Array.isArray(defaults)) return (Array.isArray(edited) ? edited : defaults) as T
  if (defaults && typeof defaults === 'object') {
    const source = edited && typeof edited === 'object' && !Array.isArray(edited) ? (edited as Record<string, unknown>) : {}
    return Object.fromEntries(
      Object.entries(defaults as Record<string, unknown>).map(([key, value]) => [key, mergeDefaults(value, source[key])]),
    ) as T
  }
  return (typeof edited === typeof defaults ? edited : defaults) as T
}
