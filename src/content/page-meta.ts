/**
 * The titles (and descriptions, for pages a search engine may show) of the pages whose content has no
 * CMS document of its own. Seeded under `meta` in the site settings' JSON copy, where editors change them;
 * a key they leave out keeps the text below.
 */
export const pageMetaDefaults = {
  orientationTest: {
    title: 'Test d’orientation gratuit en 10 questions',
    description:
      'Test d’orientation scolaire et professionnelle gratuit : 10 questions sur tes goûts, tes valeurs et tes projets pour trouver ta voie, en France.',
  },
  riasecTest: {
    title: 'Test RIASEC gratuit : découvre ton profil d’orientation',
    description:
      'Douze questions pour découvrir ton profil RIASEC, tes traits de personnalité et les métiers qui te correspondent. Gratuit, résultats immédiats.',
  },
  riasecResults: { title: 'Tes résultats RIASEC' },
  paymentSuccess: { title: 'Merci !' },
  retrieval: {
    title: 'Accès à mes résultats',
    description: 'Retrouve les résultats de ton test d’orientation avec ton email et ton prénom.',
  },
  dataRights: { title: 'Mes données personnelles' },
}

export type PageMetaTexts = typeof pageMetaDefaults
