import { CAREER_TAGS, type CareerTag } from '../domain/content-types'
import { RIASEC_TYPE_NAMES } from '../domain/riasec'
import type { RiasecLetter } from '../domain/riasec-letters'
import { paymentTexts } from './payment-texts'
import { serverMessages } from './server-messages'
import { encouragements } from './questions'

/** The names of Holland's six types, by letter: edited here, they change on the results page and in the report. */
const typeNames: Record<RiasecLetter, string> = { ...RIASEC_TYPE_NAMES }
/** What each career marker means, by emoji: shown beside the careers of the results page and the report. */
const careerTags: Record<CareerTag, string> = { ...CAREER_TAGS }

/**
 * The French texts of the tests and the results page (buttons, progress, locks, dialogs), seeded into
 * the `interface-texts` global so editors can change every sentence.
 */
/** « Ce n’est pas moi » could not reach the server: the start modal and the test say it alike. */
const FORGET_FAILED = 'Cet appareil n’a pas pu oublier la personne précédente. Vérifie ta connexion, puis réessaie.'
/**
 * Asked at « Ce n’est pas moi » when a report bought on this device waits for its test: the person at the
 * keyboard says whether it is theirs ({email}: the address it was paid with, masked).
 */
const PURCHASE_QUESTION = {
  purchaseQuestion: 'Un rapport acheté sur cet appareil avec l’adresse {email} attend son test. Est-ce toi qui l’as acheté ?',
  purchaseMine: 'Oui, c’est le mien',
  purchaseNotMine: 'Non',
}

export const interfaceTexts = {
  startModal: {
    title: 'Avant de commencer',
    intro: 'Indique ton prénom et ton email : ils servent à enregistrer tes résultats et à te les renvoyer.',
    nameLabel: 'Ton prénom',
    emailLabel: 'Ton email',
    submit: 'Commencer le test',
    /** The button's words while the test's page loads. */
    starting: 'Ouverture du test…',
    /** The accessible name of the dialog's × button. */
    close: 'Fermer',
    /**
     * The words of the consent sentence (site settings, « privacy › consentStart ») that open the terms of
     * sale; a sentence that no longer holds them is followed by them.
     */
    termsLink: 'Conditions Générales de Vente',
    /** Above the fields when they hold what was typed for the last test on this device (a shared computer). */
    previousVisitor: 'Ces coordonnées sont celles du dernier test fait sur cet appareil.',
    /** Instead, when the device keeps a test (finished or begun) but no contact: an under-15's, or one taken without this dialog. */
    previousTest: 'Un test a déjà été fait ou commencé sur cet appareil sans prénom ni email.',
    notMe: 'Ce n’est pas moi',
    /** Once « Ce n’est pas moi » is done: the fields are empty and the device holds nothing of that person. */
    forgotten: 'C’est noté : cet appareil a oublié la personne précédente, ses réponses en cours et l’accès à ses résultats. Indique ton prénom et ton email.',
    notMeFailed: FORGET_FAILED,
    ...PURCHASE_QUESTION,
    /**
     * Ticked, it asks for a parent's consent (spec: under 15, no personal data without it), recorded with the
     * contact; ticked again when the dialog opens with an under-15's contact, whose parent's box is asked again.
     */
    under15: 'J’ai moins de 15 ans',
    parentalConsent: 'Un de mes parents (ou mon tuteur) est avec moi et accepte que mon prénom et mon email soient enregistrés avec mes résultats.',
    /**
     * In the start modal, under the parent's box: an under-15 alone starts the test without a name or an email
     * (offered once the last visitor, if the device keeps one, is forgotten with « Ce n’est pas moi »).
     */
    withoutContact:
      'Pas de parent avec toi pour l’instant ? Fais le test sans donner ton prénom ni ton email : seul cet appareil pourra ouvrir tes résultats, et tu pourras les enregistrer plus tard avec un parent, depuis la page de tes résultats.',
    withoutContactButton: 'Faire le test sans donner mon prénom ni mon email',
    /**
     * Instead, over the last test's contact (the test would be sent with it), or over a test kept without one
     * (its results would stay open to this one).
     */
    withoutContactNotMe: 'Pour faire le test sans donner ton prénom ni ton email, appuie d’abord sur « Ce n’est pas moi ».',
    /** An address typed over the last test's contact, at the first press of « Commencer le test »: the second goes on. */
    anotherAddress:
      'Cette adresse n’est pas celle du dernier test fait sur cet appareil : en continuant, il oubliera les réponses en cours et l’accès aux résultats de l’adresse précédente. Appuie de nouveau sur « Commencer le test » pour continuer, ou corrige l’adresse.',
    /** Shown under a field the visitor left empty or filled wrongly (see `contactErrorKey`). */
    errors: {
      firstNameRequired: 'Le nom est obligatoire',
      /** A name with no letter in it (« . », « 123 »): nothing the results page or the report could print. */
      firstNameInvalid: 'Écris ton prénom en lettres',
      emailRequired: 'L’email est obligatoire',
      emailInvalid: 'Email invalide',
      tooLong: '100 caractères au maximum',
      /** « J’ai moins de 15 ans » ticked without the parent's consent. */
      parentalConsentRequired: 'Sans l’accord d’un de tes parents, nous n’enregistrons pas tes données : fais le test avec lui et cochez cette case ensemble.',
    },
  },
  runner: {
    riasecTitle: 'Test RIASEC : découvre ton profil',
    orientationTitle: 'Questionnaire d’orientation',
    remainingOne: '{n} question restante',
    remainingMany: '{n} questions restantes',
    lastQuestion: 'Dernière question',
    counter: '{current}/{total}',
    /** The same, read out by screen readers before each question (the heading that takes the focus). */
    counterSpoken: 'Question {current} sur {total}',
    previous: 'Précédent',
    next: 'Suivant',
    finish: 'Obtenir mes résultats',
    otherOption: 'Autre (précise)',
    otherLabel: 'Précise ta réponse',
    freeTextLabel: 'Réponse libre',
    freeTextPlaceholder: 'Raconte-nous ton rêve professionnel, même s’il te paraît lointain…',
    /** In place of the last question's encouragement: a free-text answer begun (under three words)… */
    freeTextStarted: encouragements[10]!,
    /** …then the last question answered, of either test. */
    lastAnswered: encouragements[11]!,
    resumeNotice: 'Tu reprends là où tu t’étais arrêté·e.',
    saving: 'Enregistrement…',
    savedOffline: 'Tes réponses sont gardées sur cet appareil, mais elles n’ont pas pu être envoyées. Vérifie ta connexion, puis réessaie : nous les enverrons aussi dès qu’une page du site s’ouvrira avec la connexion.',
    /** The site answered but could not save them (a failure on our side, or too many tests sent from one place). */
    savedFailed: 'Le site n’a pas pu enregistrer tes réponses pour l’instant. Elles sont gardées sur cet appareil : réessaie dans un instant. Nous les enverrons aussi dès qu’une page du site s’ouvrira.',
    /** Too many tests were sent from this connection (a school's, a family's) in a few minutes. */
    savedLimited: 'Beaucoup de tests ont été envoyés depuis ta connexion ces dernières minutes. Tes réponses sont gardées sur cet appareil : réessaie dans quelques minutes, nous les enverrons aussi d’ici là si nous le pouvons.',
    submissionRejected: 'Tes réponses n’ont pas pu être enregistrées. Vérifie-les, puis réessaie.',
    /**
     * Under the test, when the device holds the contact of the last test taken on it (the start modal was
     * skipped: a bookmark, a search result): whose results these will be, and the way out on a shared computer.
     */
    savedFor: 'Tes résultats seront enregistrés au nom de {name}.',
    notMe: 'Ce n’est pas toi ?',
    notMeFailed: FORGET_FAILED,
    ...PURCHASE_QUESTION,
    /**
     * In its place when the device holds no contact (the test reached without the start modal): the results
     * would be kept for this device only, and « Accès à mes résultats » could not find them.
     */
    contactPrompt: 'Pour retrouver tes résultats plus tard ou sur un autre appareil, indique ton prénom et ton email.',
    contactButton: 'Indiquer mon prénom et mon email',
    /** That button's form could not be loaded (the connection lost mid-test): the answers stay on the device. */
    contactUnreachable: 'Le formulaire n’a pas pu s’ouvrir. Vérifie ta connexion, puis réessaie : tes réponses restent sur cet appareil.',
    /** The dialog that button opens: the start modal's fields and texts, under this title and button. */
    contactTitle: 'Enregistrer tes résultats',
    contactSubmit: 'Enregistrer',
  },
  results: {
    loading: 'Chargement de tes résultats…',
    /**
     * « Garde tes résultats », on the results of a test sent without a contact (the test reached without the start
     * modal, the offer under its questions skipped): only this device can open them until a contact is given.
     */
    saveTitle: 'Garde tes résultats',
    saveText: 'Pour l’instant, seul cet appareil peut ouvrir tes résultats. Indique ton prénom et ton email pour les retrouver plus tard ou sur un autre appareil, depuis la page « Accès à mes résultats ».',
    saveButton: 'Indiquer mon prénom et mon email',
    /** The dialog that button opens: the start modal's fields and texts, under this title and button. */
    saveDialogTitle: 'Enregistrer tes résultats',
    saveSubmit: 'Enregistrer',
    saveSending: 'Enregistrement…',
    savedText: 'C’est noté, {name} : tes résultats sont enregistrés. Tu pourras les retrouver avec ton email depuis la page « Accès à mes résultats ».',
    /** In the dialog: the contact could not be sent (the connection lost, the site failing); the dialog stays open to try again. */
    saveFailed: 'Tes résultats n’ont pas pu être enregistrés. Vérifie ta connexion, puis réessaie.',
    /** Under the button: its form could not be loaded (the connection lost); pressing again tries again. */
    saveUnreachable: 'Le formulaire n’a pas pu s’ouvrir. Vérifie ta connexion, puis réessaie.',
    schoolTitle: 'Ton profil',
    adultTitleWithName: 'Le profil professionnel de {name}',
    adultTitle: 'Ton profil professionnel',
    photoFallback: 'Ton profil',
    expertBanner: 'Analyse réalisée selon la méthode RIASEC de John Holland, utilisée par les conseillers d’orientation.',
    traitsTitle: 'Tes traits de personnalité',
    radarTitle: 'Ton radar de compétences',
    /** Each skill's figure, in the list under the radar (what screen readers read). */
    radarFigure: '{skill} : {value}\u00A0sur\u00A0{max}',
    radarAxes: {
      ponctualite: 'Ponctualité',
      resolutionProblemes: 'Résolution de problèmes',
      resistanceStress: 'Résistance au stress',
      connaissanceMarche: 'Connaissance du marché',
      competencesInterpersonnelles: 'Compétences interpersonnelles',
    },
    interpretationTitle: 'Interprétation de ton profil',
    strengthsTitle: 'Tes forces',
    potentialTitle: 'Ton potentiel',
    formationsTitle: 'Formations recommandées',
    careersTitle: 'Métiers qui te correspondent',
    environmentTitle: 'Ton environnement idéal',
    adviceTitle: 'Nos conseils pour toi',
    lockedTitle: 'Inclus dans le profil complet',
    lockedText: 'Débloque tout pour {price} seulement',
    lockedPlaceholder: 'Ce contenu personnalisé fait partie de ton profil complet. Débloque-le pour le lire en entier.',
    unlockButton: 'DÉBLOQUER MAINTENANT',
    unlockedBadge: 'Profil complet débloqué',
    reportDownload: 'Télécharger mon rapport (PDF)',
    reportPreparing: 'Préparation de ton rapport…',
    /** The report could not be fetched at all (no connection); the server's own refusals say why in its words. */
    reportUnreachable: 'Le rapport n’a pas pu être téléchargé : vérifie ta connexion, puis réessaie.',
    /** On the results of a new test, when this device opens the full profile unlocked for an earlier one ({profile}: its code). */
    keptProfileText: 'Le profil complet que tu as débloqué lors d’un test précédent ({profile}) reste ouvert sur cet appareil.',
    keptProfileLink: 'Revoir mon profil complet',
    /** A profile page that is not the visitor's latest test ({profile}): a payment or a code unlocks that one. */
    otherProfileText: 'Ce profil n’est pas celui de ton dernier test ({profile}) : c’est le tien que tu peux débloquer.',
    /** The same, when that latest profile is unlocked on this device already. */
    otherProfileUnlockedText: 'Ce profil n’est pas celui de ton dernier test : ton profil complet ({profile}) est déjà débloqué sur cet appareil.',
    otherProfileLink: 'Voir mon profil {profile}',
    /** A profile page opened without any test on this device. */
    noTestText: 'Pour débloquer ton profil complet, passe d’abord le test : il se construit à partir de tes réponses.',
    noTestLink: 'Passer le test RIASEC',
    paymentPending: 'Nous confirmons ton paiement… ton profil complet s’affiche dans quelques secondes.',
    methodLink: 'Comment ton profil est calculé',
    scoresTitle: 'Tes six scores (sur 12)',
    /** Each type's score, as screen readers say it (the page shows « 5/12 »). */
    scoreSpoken: '{score} sur {max}',
    coachingTitle: 'Échange avec un coach',
    coachingText: 'Un appel de 30 minutes avec un coach pour transformer ton profil en projet concret.',
    coachingButton: 'Découvrir le coaching',
    goFurtherTeaser: 'Tu veux aller plus loin ?',
    goFurtherButton: 'Découvrir le coaching',
    sampleReportTitle: 'Feuillette un exemple de rapport',
    sampleReportText: 'Voici les 12 pages d’un vrai rapport, généré pour une personne fictive : le tien suit le même plan, avec tes scores, tes métiers et ton plan d’action.',
    premiumTitle: 'Offre Premium',
    premiumText: 'Pour {price} : ton rapport complet, une à deux séances de coaching de 30 à 45 minutes et un mois de suivi.',
    advisorCredit: 'Contenus rédigés avec des conseillers en évolution professionnelle.',
  },
  promo: {
    title: 'Code promo découvert !',
    label: 'Ton code promo',
    /** The accessible name of the dialog's × button; « cancel » is the button beside « submit ». */
    close: 'Fermer',
    cancel: 'Annuler',
    submit: 'Débloquer',
    hint: 'Indice : le nom de famille du Premier ministre du Canada.',
    wrong: 'Code promo incorrect. Réessayez !',
    failed: 'Le code n’a pas pu être vérifié. Vérifie ta connexion internet, puis réessaie.',
    success: 'Ton profil complet est débloqué !',
  },
  paymentSuccess: {
    title: 'Merci pour ta confiance !',
    text: 'Ton paiement est enregistré. Nous t’emmenons vers ton profil complet…',
    link: 'Voir mon profil complet',
  },
  payments: paymentTexts,
  riasec: { typeNames, careerTags },
  serverMessages,
}

export type InterfaceTexts = typeof interfaceTexts
