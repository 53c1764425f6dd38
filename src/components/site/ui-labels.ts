/**
 * Small interface labels that the CMS copy does not hold yet (accessibility names, the start modal's
 * field labels, the error page). Editors can override any of them from the site settings' JSON copy,
 * under the key `ui` (see `getSiteCopy`); these are the defaults.
 * The error page reads them directly: it must render even when the CMS is the thing that failed.
 */
export interface UiLabels {
  skipLink: string
  mainNavLabel: string
  footerNavLabel: string
  methodLink: { label: string; href: string }
  cookieSettings: string
  newTab: string
  startModal: { title: string; intro: string; nameLabel: string; emailLabel: string; submit: string }
  carouselLabel: string
  carouselSlide: string
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
  newTab: '(nouvel onglet)',
  startModal: {
    title: 'Commencer mon bilan',
    intro: 'Indique ton prénom et ton email : ils servent à enregistrer tes résultats pour que tu puisses les retrouver.',
    nameLabel: 'Prénom',
    emailLabel: 'Email',
    submit: 'Commencer le test',
  },
  carouselLabel: 'Exemple de rapport en 12 pages',
  carouselSlide: 'page',
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
    text: 'Nous n’avons pas pu afficher cette page. Réessayez dans un instant ; si le problème persiste, revenez à l’accueil.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
}
