/**
 * A link the site sends visitors to on another site (the colouring book’s page, a social network): an absolute https address
 * with a real host name, and no credentials written into it. Anything else would open a broken or unsafe
 * page in the visitor's new tab.
 */
export function isExternalLink(value: unknown): value is string {
  if (typeof value !== 'string' || value !== value.trim()) return false
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  return url.protocol === 'https:' && url.hostname.includes('.') && !url.hostname.endsWith('.') && url.username === '' && url.password === ''
}

/** The colouring book's page, when an editor gave a valid one (a link saved before the field was checked may not be). */
export const colouringBookLink = (settings: { colouringBook?: { url?: string | null } | null }): string | null =>
  isExternalLink(settings.colouringBook?.url) ? settings.colouringBook.url : null
