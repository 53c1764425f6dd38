/**
 * The French texts of the payment dialog, checkout, the order page, coaching, the demo checkout page and
 * the confirmation emails. They sit under `payments` in the `interface-texts` global, so editors can
 * change every sentence. `{name}` placeholders are filled by the code.
 */

/**
 * Why a payment request failed when the server sent no message of its own. Each payment form holds its
 * own copy, shown inside that form's error sentence.
 */
const requestFailures = {
  networkError: 'Impossible de joindre le serveur. Vérifie ta connexion internet, puis réessaie.',
  timeoutError: 'Le serveur met trop de temps à répondre. Réessaie dans un instant.',
  serverError: 'Le service est momentanément indisponible. Réessaie dans un instant.',
}
export type RequestFailureTexts = typeof requestFailures

/** The provider's confirmation has not come after a minute of asking (the order page, coaching, results). */
const slowConfirmation = {
  confirmationSlow: 'La confirmation de ton paiement prend plus de temps que prévu. Tu recevras un email dès qu’elle arrive ; tu peux aussi vérifier à nouveau.',
  checkAgain: 'Vérifier à nouveau',
  /** The same button while it asks again (another minute). */
  checking: 'Vérification en cours…',
}

export const paymentTexts = {
  dialog: {
    title: 'Débloquez votre profil complet',
    priceNote: 'Paiement unique, sans abonnement',
    benefitsTitle: 'Ce que tu débloques',
    benefits: [
      'Ton profil de personnalité complet, avec tes forces et ton potentiel',
      'Les 6 métiers qui te correspondent et comment y arriver',
      'Les formations recommandées, du CAP au Master',
      'Ton rapport personnalisé de 12 pages et ton plan d’action',
    ],
    secure: 'Paiement 100 % sécurisé',
    badges: ['Accès immédiat', 'Satisfait ou remboursé', 'Résultats garantis'],
    waiverLabel:
      'Je demande l’accès immédiat à mon profil complet et je renonce expressément à mon droit de rétractation pour ce contenu numérique (article L221-28 du Code de la consommation).',
    termsNote: 'En cliquant sur « Payer maintenant », tu acceptes nos Conditions Générales de Vente.',
    termsLink: 'Lire les Conditions Générales de Vente',
    waiverMissing: 'Coche la case ci-dessus pour pouvoir payer.',
    /** The accessible name of the dialog's × button; « cancel » is the button beside « pay ». */
    close: 'Fermer',
    cancel: 'Annuler',
    pay: 'Payer maintenant',
    busy: 'Chargement…',
    error: 'Le paiement n’a pas pu démarrer : {message}',
    ...requestFailures,
  },
  checkout: {
    metaTitle: 'Ton rapport d’orientation',
    bannerBadge: 'Tes réponses sont enregistrées',
    bannerTitle: 'Débloque ton rapport d’orientation complet',
    bannerText:
      'Ton profil complet, les 6 métiers qui te correspondent, les formations pour y arriver et ton plan d’action : un rapport personnalisé de 12 pages, établi d’après ton test RIASEC, disponible dès que tu l’as passé.',
    testimonialTitle: 'Ils sont passés par là',
    detailsTitle: 'Tes informations',
    emailLabel: 'Ton email (facultatif)',
    emailHint: 'Pour recevoir la confirmation de ta commande et retrouver ton rapport.',
    emailInvalid: 'Cet email ne semble pas valide.',
    filiereLabel: 'Ta filière actuelle (facultatif)',
    filierePlaceholder: 'Ex. : Terminale, BTS, licence…',
    summaryTitle: 'Récapitulatif de ta commande',
    addonTitle: 'Ajouter le suivi mensuel avec un coach',
    addonText: '4 séances de coaching de 30 minutes, une par semaine, pour transformer ton profil en projet.',
    addonPrice: '+{price}',
    addonValue: 'Valeur {price}',
    addonMore: 'En savoir plus',
    coachingDialogTitle: 'Le suivi mensuel',
    coachingDialogText: [
      'Pendant un mois, un coach t’accompagne : une séance de 30 minutes chaque semaine, par téléphone ou en visio.',
      'Ensemble, vous partez de ton rapport pour choisir une piste, préparer tes candidatures et avancer pas à pas.',
      'Un coach te contacte par email sous 7 jours pour fixer la première séance.',
    ],
    totalLabel: 'Total',
    referenceLabel: 'Au lieu de',
    savings: 'Tu économises {price}',
    legend: 'Avant de payer',
    termsLabel: 'J’ai lu et j’accepte les Conditions Générales de Vente.',
    termsLink: 'Lire les Conditions Générales de Vente',
    termsDialogClose: 'Fermer',
    waiverLabel:
      'Je demande l’accès immédiat à mon rapport et je renonce expressément à mon droit de rétractation pour ce contenu numérique (article L221-28 du Code de la consommation).',
    required: 'obligatoire',
    consentMissing: 'Coche les deux cases pour pouvoir payer.',
    pay: 'Payer {price}',
    busy: 'Chargement…',
    error: 'Erreur lors de la préparation du paiement : {message}',
    /** The visitor's report is unlocked already (paid, promo code, the team): nothing to pay for it. */
    ownedText: 'Ton profil complet est déjà débloqué : ton rapport est à toi, tu n’as rien à payer pour lui. Le suivi mensuel se réserve seul, sans le rapport.',
    ownedProfile: 'Voir mon profil complet',
    ownedCoaching: 'Réserver le suivi mensuel seul',
    ...requestFailures,
  },
  order: {
    metaTitle: 'Ta commande',
    congratsTitle: 'Félicitations !',
    congratsText: 'Tu as terminé le questionnaire : c’est un vrai premier pas pour ton orientation.',
    paidText: 'Ta commande « {offer} » ({price}) est confirmée. Merci pour ta confiance !',
    /** The name screen readers give the box where the report is prepared, then ready. */
    reportRegion: 'Ton rapport',
    preparing: 'Ton rapport est en préparation…',
    ready: 'Ton rapport est prêt !',
    viewResults: 'Voir mon profil complet',
    noResultTitle: 'Dernière étape : le test RIASEC',
    noResultText:
      'Ton rapport se construit à partir de ton profil RIASEC. Passe le test (12 questions, moins de 10 minutes) : ton profil complet sera débloqué automatiquement sur cet appareil. Sur un autre appareil, ouvre d’abord sur celui-ci le lien de ton email de confirmation.',
    takeTest: 'Passer le test RIASEC',
    pendingTitle: 'Nous confirmons ton paiement…',
    pendingText: 'Cela prend quelques secondes : cette page se met à jour toute seule.',
    ...slowConfirmation,
    failedTitle: 'Le paiement n’a pas abouti',
    failedText: 'Aucun montant n’a été débité. Tu peux réessayer quand tu veux.',
    retry: 'Réessayer',
    refundedTitle: 'Commande remboursée',
    refundedText: 'Cette commande a été remboursée : ce qu’elle débloquait ne l’est plus. Tu peux la commander à nouveau quand tu veux.',
    duplicateTitle: 'Paiement remboursé',
    duplicateText:
      'Ton profil complet était déjà débloqué : ce paiement ne t’apportait rien, il t’a donc été remboursé en entier. Le remboursement apparaît sur ton compte d’ici 5 à 10 jours ouvrés, tu n’as rien à faire.',
    emailSent: 'Une confirmation a été envoyée à {email}.',
    coachingTitle: 'Ton appel avec un coach',
    coachingText:
      'Un appel de 30 minutes, par téléphone ou en visio, avec un coach qui t’aide à transformer ton profil en projet concret.',
    coachingIncluded: 'Ton suivi mensuel est inclus : 4 séances de 30 minutes, une par semaine. Un coach te contacte par email sous 7 jours.',
    coachingButton: 'Découvrir le coaching',
    noOrderText: 'Ton rapport complet n’est pas encore débloqué. Tu peux le commander à tout moment.',
    /** Beside `noOrderText`, to the results page (its free part): not « Voir mon profil complet », which is not unlocked. */
    viewPreview: 'Voir mes résultats',
    checkoutButton: 'Voir l’offre',
  },
  coaching: {
    metaTitle: 'Coaching d’orientation',
    metaDescription: 'Un appel de 30 minutes avec un coach pour transformer ton profil en projet : séance unique ou suivi d’un mois.',
    ctaBadge: 'Coaching',
    ctaTitle: 'Un coach pour transformer ton profil en projet',
    ctaText:
      'Tes résultats te donnent des pistes ; un coach t’aide à choisir et à passer à l’action. 30 minutes par téléphone ou en visio, avec une personne qui t’écoute vraiment.',
    ctaButton: 'Découvrir le coaching',
    presentationTitle: 'Choisis ta formule',
    presentationIntro: 'Chaque séance dure 30 minutes (jusqu’à 45 avec Premium), par téléphone ou en visio.',
    back: 'Retour',
    offers: {
      coachingSingle: {
        title: 'Séance unique',
        text: 'Un appel de 30 minutes pour faire le point sur ton profil et repartir avec des pistes claires.',
        badge: 'Séance unique',
      },
      coachingMonthly: {
        title: 'Suivi d’un mois',
        text: '4 séances de 30 minutes, une par semaine, et ton rapport complet pour construire ton projet pas à pas.',
        badge: 'Suivi d’un mois',
      },
      premium: {
        title: 'Offre Premium',
        text: 'Ton rapport complet, une à deux séances de coaching de 30 à 45 minutes et un mois de suivi.',
        badge: 'Offre Premium',
      },
    },
    /** The one-month follow-up's card for a visitor whose profile is already unlocked (priced without the report). */
    monthlyOwnedText: '4 séances de 30 minutes, une par semaine, pour construire ton projet pas à pas. Ton profil complet est déjà débloqué : il ne t’est pas facturé une seconde fois.',
    choose: 'Réserver maintenant',
    premiumButton: 'Choisir l’offre Premium',
    bookingTitle: 'Réserve ton coaching',
    nameLabel: 'Ton prénom et ton nom',
    emailLabel: 'Ton email',
    objectivesLabel: 'Tes objectifs (facultatif)',
    objectivesPlaceholder: 'Ce que tu aimerais clarifier avec le coach…',
    availabilityLegend: 'Tes disponibilités',
    availability: {
      weekend: 'Le week-end',
      'lundi-mardi': 'Lundi ou mardi',
      'mercredi-jeudi': 'Mercredi ou jeudi',
      autre: 'Autre (à convenir)',
    },
    required: 'obligatoire',
    confirmationNotice: 'Tu recevras un email de confirmation sous 24 h ; un coach te contacte ensuite pour fixer le rendez-vous.',
    waiverLabel:
      'Je demande l’accès immédiat à mon rapport et je renonce expressément à mon droit de rétractation pour ce contenu numérique (article L221-28 du Code de la consommation).',
    termsNote: 'En payant, tu acceptes nos Conditions Générales de Vente.',
    termsLink: 'Lire les Conditions Générales de Vente',
    pay: 'Payer {price}',
    busy: 'Chargement…',
    missingFields: 'Merci de remplir tous les champs obligatoires',
    emailInvalid: 'Cet email ne semble pas valide.',
    payHint: 'Indique ton nom, ton email et tes disponibilités pour pouvoir payer.',
    payHintWithWaiver: 'Indique ton nom, ton email et tes disponibilités, et coche la renonciation, pour pouvoir payer.',
    missingPrice: 'Erreur : prix non sélectionné',
    saveError: 'Erreur lors de l’enregistrement : {message}',
    otherError: 'Une erreur est survenue : {message}',
    ...requestFailures,
  },
  coachingSuccess: {
    metaTitle: 'Réservation confirmée',
    title: 'Ta réservation est confirmée !',
    text: 'Merci ! Tu recevras un email de confirmation sous 24 h, puis un coach te contactera pour fixer ton appel.',
    pendingTitle: 'Nous confirmons ton paiement…',
    pendingText: 'Cela prend quelques secondes : ta réservation sera confirmée par email.',
    redirect: 'Retour à l’accueil dans {seconds} s.',
    home: 'Retour à l’accueil',
    test: 'Faire le test RIASEC',
    reportText: 'Ton profil complet est débloqué, avec ton rapport personnalisé de 12 pages : tu peux les consulter dès maintenant.',
    /**
     * A formula paid for a profile already unlocked: its report's part, given back by the app. Said here and on
     * the order page of the report with the monthly follow-up.
     */
    reportPartRefunded:
      'Ton profil complet était déjà débloqué quand ton paiement est arrivé : la part du rapport dans ta formule, {refund}, t’a donc été remboursée. Le remboursement apparaît sur ton compte d’ici 5 à 10 jours ouvrés.',
    viewProfile: 'Voir mon profil complet',
    /** A formula with the report paid before the test: the report waits for the buyer's profile. */
    reportAwaitingTest:
      'Ta formule comprend ton rapport personnalisé, qui se construit à partir de ton profil RIASEC. Dernière étape : passe le test (12 questions, moins de 10 minutes) et ton profil complet sera débloqué automatiquement sur cet appareil. Sur un autre appareil, ouvre d’abord le lien de ton email de confirmation.',
    redirectProfile: 'Ton profil complet s’ouvre dans {seconds} s.',
    stay: 'Rester sur cette page',
    stayed: 'Tu restes sur cette page aussi longtemps que tu le souhaites.',
    failedTitle: 'Le paiement n’a pas abouti',
    failedText: 'Ta réservation n’est pas confirmée et aucun montant n’a été débité. Tu peux réessayer quand tu veux.',
    refundedTitle: 'Réservation remboursée',
    refundedText: 'Cette réservation a été remboursée et annulée. Tu peux réserver un nouvel appel quand tu veux.',
    unknownTitle: 'Réservation introuvable',
    unknownText: 'Ce lien ne correspond à aucune réservation. Si tu viens de payer, ta confirmation t’arrivera par email.',
    retry: 'Réserver un appel',
    ...slowConfirmation,
  },
  demo: {
    metaTitle: 'Paiement (mode démo)',
    badge: 'Mode démo',
    title: 'Paiement',
    notice:
      'Ce site fonctionne sans prestataire de paiement : aucune carte n’est demandée et aucun montant n’est débité. Choisis l’issue du paiement pour suivre le parcours complet.',
    summary: 'Ta commande',
    total: 'Total',
    emailLabel: 'Email pour la confirmation',
    pay: 'Payer {price}',
    cancel: 'Annuler',
    busy: 'Chargement…',
    unknownTitle: 'Session de paiement introuvable',
    unknownText: 'Cette session de paiement n’existe pas ou est déjà terminée.',
    back: 'Retour à l’accueil',
    emailInvalid: 'Cet email ne semble pas valide.',
    error: 'Le paiement de démonstration a échoué : {message}',
    ...requestFailures,
  },
  errors: {
    generic: 'Le service est momentanément indisponible. Réessaie dans un instant.',
  },
  emails: {
    greeting: 'Bonjour {name},',
    greetingAnonymous: 'Bonjour,',
    reportSubject: 'Ton profil complet est débloqué',
    reportIntro: 'Merci pour ta commande « {offer} » de {price}, payée le {date}. Ton profil complet et ton rapport personnalisé t’attendent :',
    /** The subject of a report bought before the test: nothing is unlocked yet. */
    reportAwaitingSubject: 'Ta commande est confirmée : il te reste le test RIASEC',
    reportNoResult:
      'Merci pour ta commande « {offer} » de {price}, payée le {date}. Il te reste à passer le test RIASEC : sur l’appareil où tu as payé, ton profil complet sera débloqué dès la fin du test. Pour le passer sur un autre appareil, ouvre d’abord ce lien sur celui-ci :',
    /** After the test of a report bought before it: the report is now supplied. */
    claimedSubject: 'Ton rapport d’orientation est prêt',
    claimedIntro: 'Ton test RIASEC est fait : ton profil complet et ton rapport personnalisé, commandés le {date}, t’attendent.',
    reportLink: 'Voir mon profil complet',
    /** Under the profile link, a one-time link that opens the full profile on any device. */
    reportLinkNote:
      'Ce lien ouvre ton profil complet sur l’appareil où tu l’ouvres. Il ne fonctionne qu’une fois et pendant {days} jours ; ensuite, retrouve tes résultats depuis la page « Accès à mes résultats ».',
    reportPdfLink: 'Télécharger mon rapport (PDF)',
    waiver:
      'Comme tu l’as demandé le {date}, ton rapport t’a été fourni immédiatement : tu as renoncé expressément à ton droit de rétractation pour ce contenu numérique (article L221-28 du Code de la consommation).',
    /** The waiver of a report bought before the test: supplied when the test is done, not yet. */
    waiverAwaitingResult:
      'Comme tu l’as demandé le {date}, ton rapport te sera fourni dès la fin de ton test, et tu as renoncé expressément à ton droit de rétractation pour ce contenu numérique à compter de cette fourniture (article L221-28 du Code de la consommation).',
    /** Under reportNoResult: the link that lets another device's test claim the order (ORDER_LINK_PATH). */
    otherDeviceLink: 'Passer le test sur cet appareil',
    otherDeviceNote: 'Ce lien est valable {days} jours. Il débloque le test passé sur l’appareil où tu l’ouvres : ne le transfère à personne.',
    bookingSubject: 'Ta réservation de coaching est confirmée',
    bookingIntro: 'Merci pour ta réservation « {offer} » de {price}, payée le {date}.',
    bookingNext: 'Un coach te contacte par email sous 7 jours pour fixer avec toi la date de ton premier appel, par téléphone ou en visio.',
    bookingAvailability: 'Tes disponibilités : {availability}.',
    combinedSubject: 'Ta commande est confirmée : profil complet et coaching',
    /** A report paid for a profile already unlocked, given back by the app: said instead of a confirmation. */
    duplicateSubject: 'Ton paiement en double a été remboursé',
    duplicateIntro:
      'Ton profil complet était déjà débloqué quand ton paiement « {offer} » de {price} du {date} est arrivé : il ne t’apportait rien, nous te l’avons donc remboursé en entier. Le remboursement apparaît sur ton compte d’ici 5 à 10 jours ouvrés, tu n’as rien à faire.',
    /** After the profile's links, a formula paid for a profile already unlocked: its report's part, given back by the app. */
    reportPartRefunded:
      'Ton profil complet était déjà débloqué quand ton paiement est arrivé : la part du rapport dans ta formule, {refund}, t’a donc été remboursée. Le remboursement apparaît sur ton compte d’ici 5 à 10 jours ouvrés, tu n’as rien à faire, et ton coaching reste prévu.',
    signature: 'À très vite,\nL’équipe {brand}',
    support: 'Une question ? Écris-nous à {email}.',
  },
}

export type PaymentTexts = typeof paymentTexts
