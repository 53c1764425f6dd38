import type { Payload } from 'payload'
import { withFrenchSpacing } from '@/domain/typography'
import { mergeDefaults } from '../merge-defaults'

/**
 * The sentences of « Accès à mes résultats », of the emailed-link page, of « Mes données » and of the
 * emails they send. Editors override any of them in the admin (global « Textes des tests, résultats et emails »,
 * JSON keys `retrieval`, `restore`, `dataRights` and `emails`, which the seed fills from these defaults); a key they
 * leave out keeps the sentence below. `{name}` placeholders are filled with `fillTemplate` (src/domain/template.ts).
 * No `server-only` here: the seed (a plain script) writes these defaults.
 */
export const accessTexts = {
  retrieval: {
    title: 'Accès à mes résultats',
    intro:
      'Tu as déjà passé le test ? Indique l’email et le prénom que tu as utilisés : nous t’enverrons un lien pour rouvrir tes résultats (ton profil complet et ton rapport, si tu les as débloqués) sur l’appareil de ton choix.',
    emailLabel: 'Ton email',
    firstNameLabel: 'Ton prénom',
    submit: 'Recevoir mon lien d’accès',
    searching: 'Envoi en cours…',
    /** The same answer whether or not a test matches: the page never tells who took the test. */
    sentTitle: 'Regarde ta boîte mail',
    sentText:
      'Si un test correspond à cet email et à ce prénom, nous venons d’y envoyer un lien à usage unique. Ouvre-le sur l’appareil où tu veux retrouver tes résultats : il est valable {minutes} minutes.',
    notReceivedText:
      'Rien reçu d’ici quelques minutes ? Regarde dans tes courriers indésirables et vérifie l’orthographe de ton prénom, ou écris-nous en indiquant l’email et le prénom utilisés et la date approximative de ton test : nous retrouverons tes résultats.',
    again: 'Faire une autre demande',
    contactSupport: 'Écrire au support',
    mailSubject: 'Retrouver mes résultats',
    mailBody: 'Bonjour,\n\nJe ne retrouve pas mes résultats.\nEmail utilisé : {email}\nPrénom utilisé : {firstName}\nDate approximative du test : \n\nMerci !',
    error: 'Une erreur s’est produite. Réessaie dans un instant.',
    expiredLinkNotice: 'Ce lien n’est plus valable : fais une nouvelle demande ci-dessous pour en recevoir un autre.',
    reportRefusedNotice: 'Pour télécharger ton rapport sur cet appareil, retrouve d’abord tes résultats : nous t’enverrons un lien d’accès par email.',
    reportLockedNotice: 'Ton rapport sera disponible dès que ton profil complet sera débloqué.',
    reportFailedNotice: 'Ton rapport n’a pas pu être préparé. Réessaie dans un instant depuis le lien de ton email ou ta page de résultats.',
    reportTooManyNotice: 'Trop de téléchargements depuis ta connexion : patiente quelques minutes avant de réessayer.',
    dataLink: 'Gérer mes données personnelles',
  },
  restore: {
    title: 'Accéder à mes résultats',
    text: 'Confirme pour ouvrir tes résultats sur cet appareil. Ce lien ne fonctionne qu’une fois.',
    /** Under it, whose results the link opens: {email} is the test's address, masked (« j•••@exemple.fr »). */
    linkFor: 'Ce lien ouvre les résultats du test passé avec l’adresse {email}.',
    /** This device already opens another test's results, which the link would replace here. */
    replaces: 'Cet appareil ouvre déjà les résultats d’un autre test : en confirmant, il ouvrira ceux de ce lien à la place.',
    /** The same, when « Accès à mes résultats » would not give that other test back (no address, or a newer test comes first). */
    replacesLost:
      'Cet appareil ouvre déjà les résultats d’un autre test, que la page « Accès à mes résultats » ne permet pas de retrouver : en confirmant, il ouvrira ceux de ce lien à la place, et les résultats de l’autre test ne seront plus accessibles ici.',
    /** The page was drawn for one link, and another was opened since on this device: the page now shows that one. */
    otherLinkOpened: 'Un autre lien d’accès a été ouvert entre-temps sur cet appareil : cette page parle maintenant de celui-là.',
    button: 'Accéder à mes résultats',
    opening: 'Ouverture en cours…',
    invalidTitle: 'Lien expiré ou déjà utilisé',
    invalidText: 'Pour ta sécurité, chaque lien ne fonctionne qu’une fois et pour une durée limitée. Demandes-en un nouveau : c’est immédiat.',
    newLink: 'Demander un nouveau lien',
    /** The confirmation page once the link is used here (reloaded, or gone back to): the results are open on this device. */
    doneTitle: 'Tes résultats sont ouverts sur cet appareil',
    doneText: 'Cet appareil a accès à tes résultats : tu n’as plus besoin de lien pour y revenir. Ce lien-ci a déjà servi.',
    /** The same, on the device where the test was taken, which always had its access: the link served elsewhere. */
    doneOwnText: 'Ce lien a déjà servi, sur un autre appareil ou dans un autre navigateur. Celui-ci, où tu as passé le test, garde son accès à tes résultats.',
    doneAction: 'Voir mes résultats',
    /** The link still unused, opened on a device that already opens its results: confirming would use it for nothing. */
    heldText: 'Cet appareil a déjà accès à tes résultats : ce lien n’a pas servi ici. Il reste valable pour un autre appareil jusqu’à son expiration.',
    /** The confirmation page without the link it keeps an hour in a cookie: expired meanwhile, cookies refused, or another browser. */
    reopenTitle: 'Rouvre le lien de ton email',
    reopenText:
      'Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien de ton email, tant qu’il est valable, dans le navigateur où tu veux retrouver tes résultats. S’il te ramène ici, autorise les cookies pour ce site, ou demande un nouveau lien.',
    /**
     * The purchase email's « Passer le test sur cet appareil » link, opened: what confirming does, before it
     * does it. {email} is the order's address, masked (« j•••@exemple.fr »).
     */
    orderLinkTitle: 'Passer le test sur cet appareil',
    orderLinkText:
      'Ce lien vient de l’email de confirmation d’une commande du rapport complet, passée avec l’adresse {email}. Confirme pour la rattacher à cet appareil : le test RIASEC que tu y passes, ou celui que tu y as déjà passé, sera débloqué par cette commande.',
    orderLinkPayer:
      'Si ton test n’indique pas d’email, la personne qui a passé la commande pourra aussi le consulter et l’effacer depuis « Mes données ». Ce lien ne vient pas de toi ? N’y donne pas suite.',
    orderLinkButton: 'Débloquer mon test sur cet appareil',
    /** The same link, once its order is claimed by a test (or refunded): nothing left to confirm. */
    orderLinkUsedTitle: 'Commande déjà rattachée',
    orderLinkUsedText:
      'Cette commande a déjà débloqué un test, ou elle a été remboursée : ce lien n’a plus rien à rattacher. Pour retrouver ton profil complet sur cet appareil, demande un lien d’accès avec l’email et le prénom de ton test.',
    orderLinkUsedAction: 'Accéder à mes résultats',
    /** The confirmation page once confirmed (reloaded, or gone back to): this device holds the order. */
    orderLinkDoneTitle: 'Commande rattachée à cet appareil',
    orderLinkDoneText: 'Cet appareil a bien ta commande : passe le test RIASEC ici pour débloquer ton profil complet, ou retrouve-le si tu l’as déjà passé.',
    orderLinkDoneAction: 'Voir ma commande',
    /** The confirmation page without the link it keeps an hour in a cookie: expired meanwhile, cookies refused, or another browser. */
    orderLinkReopenTitle: 'Rouvre le lien de ton email',
    orderLinkReopenText:
      'Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Passer le test sur cet appareil » de ton email de confirmation dans le navigateur où tu veux passer le test : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site.',
    /** The purchase email's « Passer le test sur cet appareil » link, once expired (or altered). */
    orderLinkInvalidTitle: 'Lien de commande expiré',
    orderLinkInvalidText:
      'Ce lien servait à passer le test sur un autre appareil que celui de ton achat, et il n’est plus valable (il l’est 30 jours). Passe le test sur l’appareil où tu as payé, ou écris-nous depuis l’adresse de ta commande : nous rattacherons ton rapport à ton test.',
    contactSupport: 'Écrire au support',
    supportSubject: 'Lien de commande expiré',
  },
  dataRights: {
    title: 'Mes données personnelles',
    intro: 'Tu peux télécharger une copie de toutes les données que nous conservons pour ton adresse email, ou les effacer définitivement.',
    concerned: 'Adresse concernée : {email}',
    holdings: 'Nous conservons pour cette adresse : {results} résultat(s) de test, {leads} questionnaire(s), {orders} commande(s), {bookings} réservation(s) de coaching et {emails} email(s) envoyé(s).',
    download: 'Télécharger mes données (JSON)',
    downloading: 'Préparation du fichier…',
    eraseTitle: 'Effacer mes données',
    eraseText:
      'L’effacement supprime tes résultats, tes réponses, tes réservations et les emails que nous t’avons envoyés. Tes commandes restent dans notre comptabilité, sans ton nom ni ton email, comme la loi l’exige. C’est définitif : ton profil et ton rapport ne seront plus accessibles.',
    eraseConfirm: 'Je comprends que l’effacement est définitif.',
    eraseButton: 'Effacer mes données',
    erasing: 'Effacement en cours…',
    erased: 'Tes données ont été effacées. Tu peux fermer cette page.',
    requestIntro: 'Pour protéger tes données, nous t’envoyons d’abord un lien personnel par email. Indique l’adresse que tu as utilisée.',
    emailLabel: 'Ton email',
    requestButton: 'Recevoir le lien',
    requesting: 'Envoi en cours…',
    requestSent: 'Si nous conservons des données pour cette adresse, un email avec un lien vient d’y être envoyé. Il est valable 30 jours.',
    invalidLink: 'Ce lien n’est plus valable. Demande un nouveau lien ci-dessous.',
    /** Back from an emailed link, without the cookie it leaves for an hour: expired meanwhile, cookies refused, or another browser. */
    reopenLink:
      'Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Mes données » de ton email : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site, ou demande un nouveau lien ci-dessous.',
    /** Beside an answer that says the page is out of date (another link opened since in another tab). */
    reload: 'Recharger la page',
    retention: 'Sans action de ta part, tes données sont anonymisées {years} ans après ton test ; seules les commandes sont gardées pour la comptabilité, sans ton nom ni ton email.',
    error: 'Une erreur s’est produite. Réessaie dans un instant.',
    /** The first line of the downloaded file (JSON), which says what it holds: {brand}, {email}. */
    exportAbout: 'Données personnelles détenues par {brand} pour l’adresse {email}, à la date de l’export.',
  },
  /** The emails « Accès à mes résultats » and « Mes données » send; never shown on a page. */
  emails: {
    /**
     * The one-time link that restores full access on the device that opens it. `profile` is how {profile}
     * reads when the result has a profile name (else the code alone).
     */
    resultsLink: {
      subject: 'Ton lien d’accès à tes résultats — {brand}',
      greeting: 'Bonjour {firstName},',
      greetingAnonymous: 'Bonjour,',
      request: 'Tu as demandé à retrouver tes résultats sur {brand}.',
      linkIntro: 'Ce lien rouvre ton profil {profile} (le profil complet et ton rapport, si tu les as débloqués) dans le navigateur où tu l’ouvres : ouvre-le dans celui que tu utilises d’habitude, pas dans l’aperçu de ta messagerie.',
      profile: '{code} — {name}',
      button: 'Accéder à mes résultats',
      warning:
        'Il ne fonctionne qu’une fois et expire dans {minutes} minutes. Si tu n’es pas à l’origine de cette demande, ignore cet email : personne d’autre ne peut utiliser ce lien.',
      signature: 'L’équipe {brand}',
    },
    /** The « Mes données » link, sent when a visitor asks for it by address. */
    dataRightsLink: {
      subject: 'Tes données personnelles — {brand}',
      greeting: 'Bonjour,',
      request: 'Tu as demandé à gérer les données que {brand} conserve pour cette adresse.',
      linkIntro: 'Ce lien, valable {days} jours, te permet de les télécharger ou de les effacer :',
      button: 'Gérer mes données',
      warning: 'Si tu n’es pas à l’origine de cette demande, ignore cet email : rien ne sera effacé sans ton action.',
      signature: 'L’équipe {brand}',
    },
    /** The lines every email to a visitor ends with, before a « Mes données » link. */
    dataRightsFooter: {
      text: 'Tes données personnelles : tu peux les télécharger ou les effacer à tout moment.',
      link: 'Gérer mes données',
    },
  },
}

export type AccessTexts = typeof accessTexts

/**
 * The access texts as editors left them, read without Next's cache (lookups, privacy requests and tests
 * run outside a page render; pages use `getAccessTexts()`). With French spacing, as pages get them: the
 * emails are written from these sentences.
 */
export async function loadAccessTexts(payload: Payload): Promise<AccessTexts> {
  const doc = await payload.findGlobal({ slug: 'interface-texts', depth: 0, overrideAccess: true })
  return withFrenchSpacing(mergeDefaults(accessTexts, doc.copy))
}
