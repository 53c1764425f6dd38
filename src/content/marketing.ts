/**
 * French marketing copy: testimonials, FAQs, landing benefits, landing copy, the three audience pages
 * and the site-wide defaults. Seeded into Payload (collections `testimonials`, `faqs`; globals for
 * the home page and the site settings), then edited in the admin.
 * Placeholders: "{n}" (page number), "{price}" (formatted price), "{year}" (current year).
 */
import type { Faq, Testimonial } from '../domain/content-types'

/** The three assessment types, also the keys of the audience pages. */
export type AudienceKey = "scolaire" | "reconversion" | "public"

export interface LinkCopy {
  label: string
  href: string
}

export interface Benefit {
  /** Emoji. */
  icon: string
  title: string
  description: string
}

export interface IconItem {
  /** Emoji. */
  icon: string
  title: string
  description: string
}

export interface HomeCopy {
  hero: {
    /** Exactly "Bilan en ligne certifié". */
    badge: string
    title: string
    subtitle: string
    /** Scrolls to the anchor #exemple-rapport. */
    exampleButton: string
    startButton: string
    startHref: string
  }
  audienceCards: {
    audience: AudienceKey
    icon: string
    title: string
    text: string
    /** Exactly "EN SAVOIR PLUS". */
    button: string
    href: string
  }[]
  testimonials: {
    /** Section anchor: #temoignages. */
    title: string
  }
  exampleReport: {
    /** Section anchor: #exemple-rapport. */
    title: string
    text: string
    /** Template with {n}: "Page {n} sur 12". */
    pageIndicator: string
    previousLabel: string
    nextLabel: string
    /** Template with {n}, for the dots. */
    goToPageLabel: string
    /** Template with {n}, alt text of each slide. */
    slideAlt: string
    /** Opens the price modal (event open_price_modal). */
    priceButton: string
  }
  priceModal: {
    /** "Rapport Premium — {price}": the code fills {price} with the report’s price ("18,00 €"). */
    title: string
    /** Profil complet, 6 métiers, Plan d’action. */
    items: IconItem[]
    note: string
    /** Event click_start_bilan_with_price. */
    startButton: string
    startHref: string
    closeLabel: string
  }
  freePreview: {
    title: string
    text: string
    items: IconItem[]
    /** Exactly "Test orientation scolaire". */
    schoolButton: LinkCopy
    /** Exactly "Test reconversion pro". */
    careerChangeButton: LinkCopy
  }
  wellbeing: {
    badge: string
    title: string
    text: string
    /** The publisher’s claim, stated as such. */
    claim: string
    /** Template with {price}, filled from siteDefaults.colouringBook.priceLabel. */
    priceLine: string
    button: string
    externalNote: string
  }
  benefits: {
    /** Section anchor: #benefices. */
    title: string
  }
  faq: {
    /** Section anchor: #faq. */
    title: string
  }
}

export interface AudienceSection {
  title: string
  /** A paragraph, a list, or both (paragraph first). */
  text?: string
  items?: string[]
  /** A button under the section, to a page of the site. */
  link?: LinkCopy
}

export interface AudiencePageCopy {
  audience: AudienceKey
  path: string
  metaTitle: string
  /** 140-160 characters. */
  metaDescription: string
  hero: {
    badge: string
    title: string
    subtitle: string
    /** Opens the start modal (name and email), then /test-riasec with this bilan type. */
    startButton: string
    reassurance: string
  }
  sections: AudienceSection[]
  testimonialsTitle: string
  faqTitle: string
  closingCta: {
    title: string
    text: string
    button: string
  }
}

export interface Claim {
  /** As displayed. */
  text: string
  /** The figure alone, for badges and counters. */
  figure: string
  /** Source line shown with the claim; absent when the editors have not documented one yet. */
  source?: string
}

export interface SiteDefaults {
  brand: {
    name: string
    tagline: string
    logoAlt: string
  }
  supportEmail: string
  socialLinks: {
    network: "instagram" | "linkedin"
    label: string
    url: string
  }[]
  claims: {
    studentsHelped: Claim
    careerChangeWish: Claim
    postBacChange: Claim
    reconversionDuration: Claim
  }
  /** The book's page on its marketplace is the operator's to give (Réglages du site): none is seeded. */
  colouringBook: {
    title: string
    priceLabel: string
  }
  menu: {
    openLabel: string
    closeLabel: string
    /** Accueil, Qui sommes-nous, Nos conseils sur l’orientation, Accès à mes résultats. */
    items: LinkCopy[]
  }
  footer: {
    resources: { title: string; links: LinkCopy[] }
    /** Each entry opens the terms-of-sale dialog. */
    legal: { title: string; items: string[] }
    /** Each entry opens the terms-of-sale dialog. */
    trust: { title: string; items: string[] }
    socialTitle: string
    /** Template with {year}. */
    copyright: string
    termsDialogTitle: string
    termsDialogClose: string
    /** Above the terms, when they have a date of update (Conditions générales de vente › Date de mise à jour). */
    termsUpdatedOn: string
  }
  notFound: {
    code: string
    title: string
    text: string
    testButton: LinkCopy
    homeButton: LinkCopy
  }
  resourcesIndex: {
    metaTitle: string
    metaDescription: string
    badge: string
    title: string
    intro: string
    emptyMessage: string
    /** The list's heading, for screen readers (the page's title is the h1 above it). */
    listTitle: string
    readMore: string
    cta: {
      title: string
      text: string
      button: LinkCopy
    }
  }
  articlePage: {
    back: LinkCopy
    imageFallbackCaption: string
    /** Above an editor's preview of an article (never on its public page). */
    preview: {
      draft: string
      published: string
      /** The link back to the article's edit screen in the admin. */
      edit: string
    }
  }
}

export const testimonials: Testimonial[] = [
  {
    audience: "home",
    emoji: "🎓",
    author: "Léa G., 17 ans, Terminale",
    text: "J’hésitais entre trois licences sans savoir laquelle choisir. Le test m’a montré que le contact humain comptait plus que tout pour moi : j’ai mis un BUT Carrières sociales en premier vœu.",
  },
  {
    audience: "home",
    emoji: "🚀",
    author: "Karim B., 42 ans, en reconversion",
    text: "Après quinze ans dans la logistique, je tournais en rond. Le rapport m’a donné des pistes auxquelles je n’avais jamais pensé et, surtout, un plan pour avancer.",
  },
  {
    audience: "home",
    emoji: "💬",
    author: "Sophie M., mère d’un lycéen",
    text: "Mon fils ne savait pas quoi mettre sur Parcoursup. Nous avons lu son profil ensemble et, pour une fois, nous avons parlé orientation sans nous disputer.",
  },
  {
    audience: "home",
    emoji: "✨",
    author: "Nadia T., 35 ans, assistante administrative",
    text: "Simple, rapide et sans jargon. J’ai fait le test pendant ma pause déjeuner et je me suis vraiment reconnue dans mon profil.",
  },
  {
    audience: "scolaire",
    emoji: "🔧",
    author: "Thomas R., 16 ans, Première",
    text: "Je pensais n’être bon en rien. Le test m’a montré que j’aimais résoudre des problèmes concrets, et j’ai découvert le BTS Électrotechnique, que je ne connaissais même pas.",
  },
  {
    audience: "scolaire",
    emoji: "🎨",
    author: "Inès D., 19 ans, étudiante en licence",
    text: "En première année de fac, je me sentais perdue. Mon profil m’a aidée à assumer mon envie de me réorienter vers une formation plus créative.",
  },
  {
    audience: "reconversion",
    emoji: "🌱",
    author: "Claire V., 44 ans, infirmière",
    text: "Je voulais rester dans le soin sans les nuits à l’hôpital. Le rapport m’a orientée vers la formation d’adultes dans le secteur de la santé, une piste que je n’avais jamais envisagée.",
  },
  {
    audience: "reconversion",
    emoji: "💪",
    author: "Patrick L., 51 ans, ancien commercial",
    text: "Licencié à 51 ans, je croyais qu’il était trop tard. Le test puis l’appel avec la coach m’ont aidé à choisir un titre professionnel et à en parler avec ma conseillère France Travail.",
  },
  {
    audience: "public",
    emoji: "🧭",
    author: "Julien F., 29 ans, technicien",
    text: "Je voulais juste savoir si mon poste me correspondait encore. Le test a confirmé mes points forts et m’a donné des idées pour évoluer dans mon entreprise.",
  },
  {
    audience: "public",
    emoji: "🌷",
    author: "Amandine P., 38 ans, de retour à l’emploi",
    text: "Après mon congé parental, j’avais besoin de faire le point. Le test est court, bienveillant, et les métiers proposés étaient réalistes pour ma situation.",
  },
  {
    audience: "checkout",
    emoji: "⭐",
    author: "Mehdi K., 23 ans, jeune diplômé",
    text: "Des métiers précis, des formations concrètes et un plan d’action clair : le rapport complet m’a fait gagner des semaines de recherches.",
  },
]

export const faqs: Faq[] = [
  {
    placement: "home",
    order: 1,
    question: "Le test d’orientation est-il vraiment gratuit ?",
    answer: "Oui. Le questionnaire et l’aperçu de votre profil sont gratuits, sans création de compte ni carte bancaire. Seul le rapport Premium de 12 pages est payant : [Prix du rapport], en paiement unique et sans abonnement.",
  },
  {
    placement: "home",
    order: 2,
    question: "Combien de temps dure le test ?",
    answer: "Comptez 10 à 15 minutes. Les questions portent sur vos goûts, vos façons de travailler et vos envies ; il n’y a ni bonne ni mauvaise réponse. Votre profil s’affiche dès la dernière question.",
  },
  {
    placement: "home",
    order: 3,
    question: "Que contient le rapport Premium ?",
    answer: "Un rapport personnalisé de 12 pages : votre profil de personnalité complet selon la méthode RIASEC, vos points forts, 6 métiers adaptés avec les formations pour y accéder et un plan d’action concret. Il s’affiche sur votre page de résultats dès le paiement confirmé et vous est aussi envoyé par e-mail en PDF.",
  },
  {
    placement: "scolaire",
    order: 1,
    question: "Combien de temps dure le test ?",
    answer: "Moins de 10 minutes. Tu réponds à des questions simples sur ce que tu aimes faire, au lycée comme en dehors, et ton profil s’affiche dès la dernière réponse. Il n’y a ni bonne ni mauvaise réponse.",
  },
  {
    placement: "scolaire",
    order: 2,
    question: "Que contient le rapport complet ?",
    answer: "12 pages personnalisées : ton profil RIASEC détaillé, tes points forts, 6 métiers qui te correspondent, des formations classées par niveau (CAP, BTS, Bachelor, Master, DNMADE) et un plan d’action pour préparer tes choix. Il coûte [Prix du rapport], en paiement unique. Si tu as moins de 18 ans, demande l’accord de tes parents avant de l’acheter.",
  },
  {
    placement: "scolaire",
    order: 3,
    question: "Comment se passe l’appel de coaching ?",
    answer: "C’est un échange de 30 minutes par téléphone ou en visio avec un coach, pour relire ton profil et parler de tes pistes d’études. Tu peux choisir une séance unique à [Prix de la séance de coaching] ou un suivi d’un mois avec quatre séances hebdomadaires de 30 minutes, à [Prix du suivi d’un mois]. Un e-mail de confirmation t’est envoyé sous 24 h après la réservation.",
  },
  {
    placement: "reconversion",
    order: 1,
    question: "Combien de temps faut-il pour faire le test ?",
    answer: "Moins de 15 minutes. Les questions portent sur des situations de travail concrètes et sur ce qui vous motive. Vos résultats s’affichent immédiatement, sans rendez-vous.",
  },
  {
    placement: "reconversion",
    order: 2,
    question: "Que contient le rapport complet ?",
    answer: "12 pages personnalisées : votre profil professionnel RIASEC, vos points forts, 6 métiers compatibles avec une reconversion, les formations pour y accéder et un plan d’action étape par étape. Il coûte [Prix du rapport] TTC, en paiement unique et sans abonnement.",
  },
  {
    placement: "reconversion",
    order: 3,
    question: "Comment se déroule l’appel de coaching ?",
    answer: "Un coach échange avec vous pendant 30 minutes, par téléphone ou en visio, pour analyser votre profil et vos pistes de reconversion. Vous choisissez une séance unique à [Prix de la séance de coaching] ou un suivi d’un mois (quatre séances hebdomadaires de 30 minutes) à [Prix du suivi d’un mois]. Vous recevez un e-mail de confirmation sous 24 h après la réservation.",
  },
  {
    placement: "public",
    order: 1,
    question: "Combien de temps dure le test ?",
    answer: "Moins de 15 minutes, à votre rythme, sur ordinateur ou sur téléphone. Votre profil et vos premiers résultats s’affichent dès la dernière question.",
  },
  {
    placement: "public",
    order: 2,
    question: "Que contient le rapport complet ?",
    answer: "Le rapport Premium compte 12 pages personnalisées : votre profil de personnalité complet, vos compétences clés, 6 métiers adaptés, des formations de tous niveaux et un plan d’action. Il coûte [Prix du rapport], en paiement unique, et reste accessible depuis votre page de résultats.",
  },
  {
    placement: "public",
    order: 3,
    question: "À quoi sert l’appel de coaching de 30 minutes ?",
    answer: "Il vous permet de relire vos résultats avec un coach, par téléphone ou en visio, et de repartir avec des prochaines étapes claires. La séance unique coûte [Prix de la séance de coaching]. L’offre Premium à [Prix de l’offre Premium] réunit le rapport complet, une à deux séances de 30 à 45 minutes et un mois de suivi.",
  },
]

export const benefits: Benefit[] = [
  {
    icon: "🧭",
    title: "Une méthode reconnue",
    description: "Le modèle RIASEC de John Holland, utilisé par les professionnels de l’orientation, décrit vos intérêts en six grands types.",
  },
  {
    icon: "⚡",
    title: "Des résultats immédiats",
    description: "Votre profil s’affiche dès la dernière question : pas d’attente, pas de rendez-vous, pas de carte bancaire.",
  },
  {
    icon: "💼",
    title: "Des métiers bien réels",
    description: "Des métiers issus du répertoire officiel de France Travail et des formations concrètes, du CAP au Master.",
  },
  {
    icon: "🤝",
    title: "Un accompagnement humain",
    description: "Si vous le souhaitez, un coach vous aide à transformer vos résultats en projet lors d’un appel de 30 minutes.",
  },
]

export const homeCopy: HomeCopy = {
  hero: {
    badge: "Bilan en ligne certifié",
    title: "Trouvez le métier qui vous ressemble",
    subtitle: "Un bilan d’orientation en ligne fondé sur la méthode RIASEC : en 10 à 15 minutes, découvrez gratuitement votre profil, vos points forts et des métiers qui vous correspondent.",
    exampleButton: "Voir un exemple de rapport",
    startButton: "Commencer mon bilan gratuit",
    startHref: "/bilan-competences-tous-publics",
  },
  audienceCards: [
    {
      audience: "scolaire",
      icon: "🎓",
      title: "Orientation scolaire",
      text: "Lycéens et étudiants de 15 à 22 ans : découvrez les formations et les métiers qui correspondent à vos centres d’intérêt, avant Parcoursup ou pour vous réorienter.",
      button: "EN SAVOIR PLUS",
      href: "/bilan-orientation-scolaire",
    },
    {
      audience: "reconversion",
      icon: "🔄",
      title: "Reconversion professionnelle",
      text: "Vous envisagez de changer de métier ? Identifiez ce qui vous motive et des pistes réalistes pour construire votre nouveau projet.",
      button: "EN SAVOIR PLUS",
      href: "/bilan-reconversion-professionnelle",
    },
    {
      audience: "public",
      icon: "🌍",
      title: "Tous publics",
      text: "Jeune actif, parent, en recherche d’emploi ou simplement curieux : faites le point sur votre profil et vos talents, à chaque étape de votre parcours.",
      button: "EN SAVOIR PLUS",
      href: "/bilan-competences-tous-publics",
    },
  ],
  testimonials: {
    title: "Ils ont fait le point avec nous",
  },
  exampleReport: {
    title: "Feuilletez un exemple de rapport",
    text: "Voici les 12 pages d’un vrai rapport, généré pour une personne fictive : profil de personnalité, radar de compétences, six métiers détaillés, formations par niveau et plan d’action.",
    pageIndicator: "Page {n} sur 12",
    previousLabel: "Page précédente",
    nextLabel: "Page suivante",
    goToPageLabel: "Aller à la page {n}",
    slideAlt: "Exemple de rapport, page {n} sur 12 : {title}",
    priceButton: "Découvrir le rapport Premium",
  },
  priceModal: {
    title: "Rapport Premium — {price}",
    items: [
      {
        icon: "🧩",
        title: "Profil complet",
        description: "Votre profil RIASEC détaillé, vos traits de personnalité et vos points forts.",
      },
      {
        icon: "💼",
        title: "6 métiers",
        description: "Six métiers adaptés à votre profil, avec les formations pour y accéder.",
      },
      {
        icon: "🗺️",
        title: "Plan d’action",
        description: "Des étapes concrètes pour passer de l’idée au projet.",
      },
    ],
    note: "Paiement unique et sécurisé, sans abonnement.",
    startButton: "Commencer mon bilan",
    startHref: "/bilan-competences-tous-publics",
    closeLabel: "Fermer",
  },
  freePreview: {
    title: "Ce que vous découvrez gratuitement",
    text: "Dès la fin du test, un premier aperçu de votre profil s’affiche, sans paiement :",
    items: [
      {
        icon: "🧩",
        title: "Votre profil RIASEC et vos traits",
        description: "Vos types d’intérêts dominants et vos premiers traits de personnalité.",
      },
      {
        icon: "📊",
        title: "Votre radar de compétences et des formations",
        description: "Cinq compétences clés évaluées et vos premières recommandations de formation.",
      },
      {
        icon: "💼",
        title: "Des métiers compatibles",
        description: "Vos premiers métiers adaptés à votre profil, avec leur niveau d’accès.",
      },
    ],
    schoolButton: { label: "Test orientation scolaire", href: "/bilan-orientation-scolaire" },
    careerChangeButton: { label: "Test reconversion pro", href: "/bilan-reconversion-professionnelle" },
  },
  wellbeing: {
    badge: "Pause bien-être",
    title: "Et si vous preniez aussi soin de vous ?",
    text: "Réfléchir à son avenir peut être source de stress. Pour souffler entre deux réflexions, nous vous suggérons un livre de coloriage anti-stress, vendu sur une plateforme de vente en ligne.",
    claim: "Selon son éditeur, le coloriage réduirait le stress de 68 %.",
    priceLine: "Disponible à {price}",
    button: "Découvrir le livre",
    externalNote: "Lien vers un site marchand externe : l’achat se fait sur cette plateforme, pas sur notre site.",
  },
  benefits: {
    title: "Pourquoi faire votre bilan avec nous ?",
  },
  faq: {
    title: "Questions fréquentes",
  },
}

/** The Premium offer is sold on the coaching page, which shows it when asked for it. */
export const PREMIUM_LINK: LinkCopy = { label: "Découvrir l’offre Premium", href: "/coaching?offer=premium" }

export const audiencePages: Record<AudienceKey, AudiencePageCopy> = {
  scolaire: {
    audience: "scolaire",
    path: "/bilan-orientation-scolaire",
    metaTitle: "Bilan d’orientation scolaire gratuit pour lycéens et étudiants",
    metaDescription:
      "Lycéen ou étudiant de 15 à 22 ans ? Fais le test d’orientation gratuit en moins de 10 minutes et découvre les formations et métiers qui te correspondent.",
    hero: {
      badge: "Lycéens et étudiants de 15 à 22 ans",
      title: "Trouve ta voie, avant Parcoursup ou pour te réorienter",
      subtitle: "Un test gratuit en moins de 10 minutes pour découvrir ton profil, tes points forts et les formations qui te correspondent.",
      startButton: "Commencer mon test gratuit",
      reassurance: "Gratuit · Moins de 10 minutes · Résultats immédiats",
    },
    sections: [
      {
        title: "Pourquoi faire un bilan d’orientation ?",
        text: "Spécialités, Parcoursup, BTS, BUT, licence ou école : les choix arrivent vite et engagent pour plusieurs années. Un jeune sur deux change d’orientation après le bac. Mieux te connaître avant de choisir, c’est te donner plus de chances de suivre une formation qui te plaît vraiment.",
      },
      {
        title: "Comment ça marche ?",
        items: [
          "Tu réponds à 12 questions sur ce que tu aimes faire, sans bonne ni mauvaise réponse.",
          "Ton profil RIASEC s’affiche immédiatement, avec tes premiers traits de personnalité.",
          "Tu découvres une première formation et un premier métier adaptés à ton profil.",
          "Si tu veux aller plus loin, le rapport complet de 12 pages détaille 6 métiers, les formations par niveau et un plan d’action.",
        ],
      },
      {
        title: "Des formations de tous niveaux",
        text: "CAP, BTS, Bachelor, Master ou DNMADE : les formations proposées couvrent tous les niveaux, que tu préfères apprendre par la pratique, en alternance ou par des études longues.",
      },
      {
        title: "Parents : accompagnez sans imposer",
        text: "Le profil de votre enfant est un bon point de départ pour parler d’orientation ensemble, sans pression. Le test est gratuit et ne demande aucune carte bancaire. Si votre enfant a moins de 18 ans, l’achat du rapport complet se fait avec votre accord.",
      },
    ],
    testimonialsTitle: "Ils sont passés par là",
    faqTitle: "Tes questions, nos réponses",
    closingCta: {
      title: "Prêt à découvrir ton profil ?",
      text: "Moins de 10 minutes, gratuit et sans engagement.",
      button: "Je commence le test",
    },
  },
  reconversion: {
    audience: "reconversion",
    path: "/bilan-reconversion-professionnelle",
    metaTitle: "Bilan de reconversion professionnelle en ligne et gratuit",
    metaDescription:
      "Envie de changer de métier ? Faites le test de reconversion gratuit en moins de 15 minutes et repérez des métiers et formations adaptés à votre profil.",
    hero: {
      badge: "Reconversion professionnelle",
      title: "Changer de métier, oui. Mais pour aller où ?",
      subtitle: "Un bilan en ligne gratuit, en moins de 15 minutes, pour identifier ce qui vous motive et des métiers réalistes pour la suite de votre parcours.",
      startButton: "Commencer mon bilan gratuit",
      reassurance: "Gratuit · Moins de 15 minutes · Résultats immédiats",
    },
    sections: [
      {
        title: "Vous n’êtes pas seul à vouloir changer",
        text: "Un actif sur trois souhaite changer de métier, selon un organisme national de formation. Perte de sens, fatigue, envie d’apprendre ou secteur en difficulté : les raisons sont multiples et légitimes. La vraie question est de savoir vers quoi aller.",
      },
      {
        title: "Un projet qui se prépare",
        text: "Une reconversion prend en moyenne 12 à 18 mois, entre la réflexion, la formation et le nouveau poste. Commencer par mieux vous connaître vous évite de consacrer ce temps à une piste qui ne vous correspond pas.",
      },
      {
        title: "Ce que vous obtenez",
        items: [
          "Votre profil professionnel RIASEC et vos traits dominants.",
          "Un radar de cinq compétences clés, de la résistance au stress à la connaissance du marché.",
          "Des formations adaptées aux adultes, dont deux visibles gratuitement.",
          "Des métiers compatibles avec votre profil, dont deux visibles gratuitement.",
        ],
      },
      {
        title: "Et après le test ?",
        text: "Vos résultats vous aident à préparer la suite : un rendez-vous gratuit avec un conseiller en évolution professionnelle, un bilan de compétences financé par votre CPF, une formation certifiante avec Transitions Pro ou France Travail. Un coach peut aussi vous aider à bâtir votre plan d’action lors d’un appel de 30 minutes.",
      },
    ],
    testimonialsTitle: "Ils ont osé changer de voie",
    faqTitle: "Vos questions sur le bilan de reconversion",
    closingCta: {
      title: "Prêt à faire le premier pas ?",
      text: "Gratuit, en moins de 15 minutes, avec des résultats immédiats.",
      button: "Je commence mon bilan",
    },
  },
  public: {
    audience: "public",
    path: "/bilan-competences-tous-publics",
    metaTitle: "Bilan d’orientation en ligne pour tous les publics",
    metaDescription:
      "Jeune actif, parent, en poste ou en recherche d’emploi : faites le point sur vos intérêts et vos compétences avec un test gratuit en moins de 15 minutes.",
    hero: {
      badge: "Tous publics",
      title: "Faites le point sur vos talents, à tout âge",
      subtitle: "Un test gratuit en moins de 15 minutes pour découvrir votre profil d’intérêts, vos compétences clés et des métiers qui vous correspondent.",
      startButton: "Commencer mon bilan gratuit",
      reassurance: "Gratuit · Moins de 15 minutes · Résultats immédiats",
    },
    sections: [
      {
        title: "Un bilan pour chaque étape de la vie",
        items: [
          "Vous débutez dans la vie active et voulez confirmer votre choix.",
          "Vous êtes en poste et souhaitez évoluer.",
          "Vous cherchez un emploi et voulez élargir vos pistes.",
          "Vous reprenez une activité après une pause.",
        ],
      },
      {
        title: "Comment se déroule le test ?",
        text: "Vous répondez à 12 questions sur vos goûts et vos façons de travailler. Vos résultats s’affichent aussitôt : votre profil RIASEC, un radar de cinq compétences (ponctualité, résolution de problèmes, résistance au stress, connaissance du marché, compétences interpersonnelles) et vos premières formations et métiers compatibles.",
      },
      {
        title: "Le rapport complet, si vous le souhaitez",
        text: "Pour [Prix du rapport], en paiement unique, le rapport Premium de 12 pages détaille votre profil, 6 métiers adaptés, les formations pour y accéder et un plan d’action. L’offre Premium à [Prix de l’offre Premium] y ajoute l’accompagnement d’un coach pendant un mois.",
        link: PREMIUM_LINK,
      },
      {
        title: "Test en ligne ou bilan de compétences ?",
        text: "Notre test est un bilan d’orientation : court, centré sur vos motivations, vos talents et vos valeurs. Il ne remplace pas un bilan de compétences au sens du Code du travail, plus long et mené par un organisme spécialisé, que vous pouvez financer avec votre CPF. Il vous aide en revanche à savoir si vous en avez besoin et à y arriver mieux préparé.",
      },
    ],
    testimonialsTitle: "Ce qu’ils en disent",
    faqTitle: "Questions fréquentes",
    closingCta: {
      title: "Et si c’était le bon moment ?",
      text: "Gratuit, en moins de 15 minutes, sans création de compte.",
      button: "Je commence mon bilan",
    },
  },
}

export const siteDefaults: SiteDefaults = {
  brand: {
    name: "Cap Orientation",
    tagline: "Trouvez la voie qui vous ressemble",
    logoAlt: "Cap Orientation, retour à l’accueil",
  },
  supportEmail: "contact@exemple.fr",
  socialLinks: [
    { network: "instagram", label: "Cap Orientation sur Instagram", url: "https://www.instagram.com/caporientation/" },
    { network: "linkedin", label: "Cap Orientation sur LinkedIn", url: "https://www.linkedin.com/company/cap-orientation/" },
  ],
  claims: {
    studentsHelped: {
      text: "+2 847 élèves accompagnés",
      figure: "+2 847",
      source: "Donnée interne Cap Orientation",
    },
    careerChangeWish: {
      text: "1 actif sur 3 souhaite changer de métier",
      figure: "1 sur 3",
      source: "Selon un organisme national de formation",
    },
    postBacChange: {
      text: "Un jeune sur deux change d’orientation après le bac",
      figure: "1 sur 2",
    },
    reconversionDuration: {
      text: "Une reconversion prend en moyenne 12 à 18 mois",
      figure: "12 à 18 mois",
    },
  },
  colouringBook: {
    title: "Livre de coloriage anti-stress",
    priceLabel: "7,99 €",
  },
  menu: {
    openLabel: "Ouvrir le menu",
    closeLabel: "Fermer le menu",
    items: [
      { label: "Accueil", href: "/" },
      { label: "Qui sommes-nous", href: "/qui-sommes-nous" },
      { label: "Nos conseils sur l’orientation", href: "/ressources" },
      { label: "Accès à mes résultats", href: "/acces-resultats" },
    ],
  },
  footer: {
    resources: {
      title: "Ressources",
      links: [
        { label: "Nos conseils sur l’orientation", href: "/ressources" },
        { label: "Test d’orientation pour adultes", href: "/test-orientation-professionnelle-adulte" },
        { label: "Coaching individuel", href: "/coaching" },
      ],
    },
    legal: {
      title: "Légal",
      items: ["Mentions légales", "CGV", "Politique de confidentialité"],
    },
    trust: {
      title: "Confiance",
      items: ["Paiement sécurisé", "Données protégées", "Coaching certifié"],
    },
    socialTitle: "Suivez-nous",
    copyright: "© {year} Cap Orientation. Tous droits réservés.",
    termsDialogTitle: "Conditions Générales de Vente",
    termsDialogClose: "Fermer",
    termsUpdatedOn: "Mise à jour le {date}",
  },
  notFound: {
    code: "404",
    title: "Oups ! Page introuvable",
    text: "La page que vous cherchez n’existe pas ou a été déplacée. Pas d’inquiétude : même les meilleurs parcours connaissent des détours. Reprenez votre route avec l’un des liens ci-dessous.",
    testButton: { label: "Retourner au test d’orientation", href: "/test" },
    homeButton: { label: "Retour à l’accueil", href: "/" },
  },
  resourcesIndex: {
    metaTitle: "Nos conseils sur l’orientation et la reconversion",
    metaDescription:
      "Reconversion à 40 ans, métiers sans diplôme, test et bilan d’orientation pour adultes : nos articles pour choisir votre voie et préparer votre projet.",
    badge: "Ressources & Conseils",
    title: "Nos conseils sur l’orientation",
    intro: "Des articles pratiques pour mieux vous connaître, explorer des métiers et préparer votre reconversion, étape par étape.",
    emptyMessage: "Nos premiers articles arrivent bientôt !",
    listTitle: "Tous nos articles",
    readMore: "En savoir plus",
    cta: {
      title: "Prêt à passer à l’action ?",
      text: "Faites le test gratuit et découvrez en moins de 15 minutes les métiers qui correspondent à votre profil.",
      button: { label: "Faire le test gratuit", href: "/bilan-reconversion-professionnelle" },
    },
  },
  articlePage: {
    back: { label: "Retour", href: "/ressources" },
    imageFallbackCaption: "Illustration de l’article",
    preview: {
      draft: "Aperçu réservé à l’équipe : cette version n’est pas encore publiée, les visiteurs ne la voient pas.",
      published: "Aperçu réservé à l’équipe : cette version est celle que les visiteurs lisent.",
      edit: "Revenir à l’article dans l’administration",
    },
  },
}
