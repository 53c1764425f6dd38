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

/**
 * The first path segments the site's own routes answer (the folders of `src/app/(frontend)`, the admin, the
 * API): these win over an article's address, so an article there could never be read.
 */
export const ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  'acces', 'acces-resultats', 'admin', 'api', 'apercu', 'bilan-competences-tous-publics', 'bilan-orientation-scolaire',
  'bilan-reconversion-professionnelle', 'checkout', 'coaching', 'coaching-success', 'commande', 'mes-donnees',
  'methode', 'paiement-demo', 'payment-success', 'qui-sommes-nous', 'ressources', 'resultats-riasec', 'results',
  'test', 'test-riasec',
])

/** Why an editor's article address cannot be used, in French; null when it can. */
export function articleSlugProblem(value: unknown): string | null {
  if (!isArticleSlug(value)) return 'Lettres minuscules, chiffres et tirets uniquement.'
  if (ROUTE_SEGMENTS.has(value)) return `L’adresse « /${value} » est celle d’une page du site : l’article n’y serait jamais affiché. Choisis-en une autre.`
  return null
}
