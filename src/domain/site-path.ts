/**
 * An address on this site that an editor may link a page to: a path from the root (« /coaching?offer=premium »),
 * never another site (« //exemple.fr ») nor a scheme (« javascript: »), which would take a visitor elsewhere
 * without saying so.
 */
export function isSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || /[\s\\]/.test(value)) return false
  try {
    return new URL(value, 'https://site.invalid').origin === 'https://site.invalid'
  } catch {
    return false
  }
}
