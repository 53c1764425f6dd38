/**
 * Small interface labels that the CMS copy does not hold yet (accessibility names, the carousel's page
 * titles, the error page). Editors can override any of them from the site settings' JSON copy,
 * under the key `ui` (see `getSiteCopy`); these are the defaults.
 * The error page reads them directly: it must render even when the CMS is the thing that failed.
 */
export interface UiLabels {
  skipLink: string
  mainNavLabel: string
  footerNavLabel: string
  methodLink: { label: string; href: string }
  cookieSettings: string
  loading: string
  loadFailed: string
  newTab: string
  carouselLabel: string
  /** Announced by screen readers instead of "region" and "group". */
  carouselRole: string
  slideRole: string
  /** The twelve pages of the sample report, shown on the slide placeholders until the images exist. */
  reportPages: string[]
  error: { code: string; title: string; text: string; retry: string; home: string }
}

export const DEFAULT_UI_LABELS: UiLabels = {
  skipLink: 'Aller au contenu principal',
  mainNavLabel: 'Menu principal',
  footerNavLabel: 'Liens du pied de page',
  methodLink: { label: 'Notre méthode', href: '/methode' },
  cookieSettings: 'Gérer les cookies',
  loading: 'Chargement…',
  loadFailed: 'Le texte n’a pas pu être chargé. Fermez cette fenêtre et réessayez dans un instant.',
  newTab: '(nouvel onglet)',
  carouselLabel: 'Exemple de rapport en 12 pages',
  carouselRole: 'carrousel',
  slideRole: 'diapositive',
  reportPages: [
    'Couverture',
    'Synthèse',
    'Comment lire ton rapport',
    'Tes six scores RIASEC',
    'Tes deux types dominants',
    'Ta personnalité',
    'Ton environnement de travail idéal',
    'Ton radar de compétences',
    'Six métiers pour toi',
    'Tes formations par niveau',
    'Ton plan d’action',
    'Ressources et méthode',
  ],
  error: {
    code: 'Erreur',
    title: 'Une erreur inattendue est survenue',
    text: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant\u202F; si le problème persiste, revenez à l’accueil.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
}
