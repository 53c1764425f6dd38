/**
 * The addresses a published article had before (« Anciennes adresses »), which keep leading to it. When a save
 * publishes the article under another address, the address it was live at joins them; the address it takes
 * is never one of them (an editor may give an article its old address back). Each is kept once, oldest first.
 */
export function formerSlugsAfter(kept: readonly string[], live: string | null, next: string): string[] {
  const all = live && live !== next ? [...kept, live] : kept
  return [...new Set(all)].filter((slug) => slug !== next)
}

/** An article's address: lower-case words of letters and digits joined by dashes (« metier-reconversion-40-ans »). */
export const isArticleSlug = (value: unknown): value is string => typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
