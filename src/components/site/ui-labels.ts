/**
 * Small interface labels (accessibility names, the carousel's names, the error page). The seed writes
 * them under the key `ui` of the site settings' JSON copy, where editors change them (see `getSiteContext`);
 * these are the defaults. No `server-only` here: the seed (a plain script) and the error pages import them.
 * The page error boundary gets the edited ones from the layout (ErrorLabels.client.tsx); the global one,
 * shown when the layout itself failed (the CMS may be what failed), uses these.
 */
export interface UiLabels {
  skipLink: string
  mainNavLabel: string
  methodLink: { label: string; href: string }
  /** The page where a visitor sees, downloads or erases what the site keeps about them. */
  dataRightsLink: { label: string; href: string }
  cookieSettings: string
  loading: string
  loadFailed: string
  newTab: string
  carouselLabel: string
  /** Announced by screen readers instead of "region" and "group". */
  carouselRole: string
  slideRole: string
  error: { code: string; title: string; text: string; retry: string; home: string }
}

export const DEFAULT_UI_LABELS: UiLabels = {
  skipLink: 'Aller au contenu principal',
  mainNavLabel: 'Menu principal',
  methodLink: { label: 'Notre méthode', href: '/methode' },
  dataRightsLink: { label: 'Mes données', href: '/mes-donnees' },
  cookieSettings: 'Gérer les cookies',
  loading: 'Chargement…',
  loadFailed: 'Le texte n’a pas pu être chargé. Fermez cette fenêtre et réessayez dans un instant.',
  newTab: '(nouvel onglet)',
  carouselLabel: 'Exemple de rapport en 12 pages',
  carouselRole: 'carrousel',
  slideRole: 'diapositive',
  error: {
    code: 'Erreur',
    title: 'Une erreur inattendue est survenue',
    text: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant\u202F; si le problème persiste, revenez à l’accueil.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
}
