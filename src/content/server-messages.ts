/**
 * The sentences the API answers a visitor with when it refuses a request (4xx) or fails (5xx), as
 * `{ "error": "…" }`. The site's forms show them as they are. They sit under `serverMessages` in the
 * `interface-texts` global, so editors can change them; `{name}` placeholders are filled by the server.
 * Most appear only when a request skipped the browser's own checks, which have their own texts. They
 * speak to the visitor as « tu », like the tests and results.
 */
import type { GivenNames } from '@/domain/template-placeholders'
export const serverMessages = {
  /** A form posted from another site. */
  refused: 'Requête refusée.',
  /** The server failed (5xx). The tests keep the answers and retry on their own, with their own sentence (`runner.savedFailed`). */
  unavailable: 'Le service est momentanément indisponible. Réessaie dans un instant.',
  tooManyAttempts: 'Trop de tentatives. Patiente quelques minutes avant de réessayer.',
  /** The admin's sign-in, forgotten-password and reset forms, which speak to staff as « vous ». */
  staffTooManyAttempts: 'Trop de tentatives. Patientez quelques minutes avant de réessayer.',
  /** Five sign-ins in a row refused on one account from this device (or, for a device never signed in, this connection). */
  staffAccountPaused:
    'Trop de tentatives de connexion à ce compte. Patientez 15 minutes avant de réessayer, ou choisissez « Mot de passe oublié ? » pour recevoir un lien par email.',
  /** A hundred guesses in an hour on one account from devices never signed in to it: only known devices sign in. */
  staffAccountPausedForNewDevices:
    'Trop de tentatives de connexion à ce compte depuis des appareils inconnus. Connectez-vous depuis un navigateur où vous vous êtes déjà connecté à ce compte, ou choisissez « Mot de passe oublié ? » pour recevoir un lien par email.',
  /** When the proxy sends these two (a declared body over 1 MB, or none declared), it reads no database: they are these defaults. */
  bodyTooLarge: 'Ton envoi est trop volumineux.',
  bodyLengthRequired: 'Ton envoi doit indiquer sa taille.',
  unreadable: 'Ton envoi est illisible. Recharge la page et réessaie.',
  invalid: 'Certaines réponses sont invalides.',
  tooLong: '{max} caractères au maximum',
  firstNameRequired: 'Indique ton prénom.',
  firstNameInvalid: 'Écris ton prénom en lettres.',
  emailRequired: 'Indique ton email.',
  emailInvalid: 'Cet email ne semble pas valide.',
  fieldsMissing: 'Merci de remplir tous les champs obligatoires',
  offerMissing: 'Erreur : prix non sélectionné',
  testChanged: 'Le test a changé entre-temps : recharge la page.',
  answerMissing: 'La question {n} attend une réponse.',
  answersMissing: 'Les {count} réponses sont nécessaires.',
  promoCodeMissing: 'Saisis un code.',
  promoNeedsTest: 'Termine d’abord le test : le code débloque tes propres résultats.',
  reportNeedsTest: 'Termine d’abord le test RIASEC : le rapport se construit à partir de ton profil.',
  alreadyUnlocked: 'Ton profil complet est déjà débloqué.',
  /** The page's profile is not the one of the visitor's latest test, which is what a payment or a code unlocks. */
  otherProfile: 'Ce profil n’est pas celui de ton dernier test : ouvre la page de ton propre profil pour le débloquer.',
  /** Saving a contact for results that are not this device's latest test, on its profile's page (or no test at all). */
  contactNotOwn: 'Seuls les résultats de ton test sur cet appareil peuvent être enregistrés ici : ouvre la page de ton propre profil.',
  /** Those results were saved with another address already (only their owner's cookie could send this). */
  contactOtherAddress: 'Tes résultats sont déjà enregistrés avec une autre adresse email : retrouve-les avec l’adresse indiquée alors, depuis la page « Accès à mes résultats ».',
  /** A test sent again long after it was saved (its key has expired): the results are found by email. */
  resultAlreadySaved: 'Ce test a déjà été enregistré. Retrouve tes résultats depuis la page « Accès à mes résultats ».',
  /** The coaching page showed a price the server no longer charges (the profile was unlocked or locked meanwhile). */
  priceChanged: 'Le prix de cette formule vient de changer : recharge la page pour voir le nouveau avant de payer.',
  /**
   * The report was already paid in this browser before the test, and waits for the test's result to unlock:
   * a second purchase would leave the first one reachable only from its email.
   */
  reportAlreadyBought: 'Tu as déjà acheté ton rapport sur cet appareil : passe le test RIASEC pour le recevoir. Pour l’offrir à une autre personne, qu’elle passe d’abord le test sur son appareil.',
  waiverMissing: 'Coche la case de renonciation au droit de rétractation pour accéder tout de suite à ton rapport.',
  termsMissing: 'Accepte les Conditions Générales de Vente pour continuer.',
  paymentSessionUnknown: 'Cette session de paiement n’existe pas ou est déjà terminée.',
  reportNotYours:
    'Ce rapport est réservé à la personne qui a passé le test. Retrouve l’accès à tes résultats depuis la page « Accès à mes résultats ».',
  reportLocked: 'Ton rapport sera disponible dès que ton profil complet sera débloqué.',
  reportLinkExpired: 'Ce lien de téléchargement n’est plus valable. Demande un nouveau lien depuis la page « Accès à mes résultats ».',
  reportFailed: 'Ton rapport n’a pas pu être préparé. Réessaie dans un instant.',
  dataLinkExpired: 'Ce lien n’est plus valable. Demande un nouveau lien depuis la page « Mes données ».',
  /** « Mes données » without the cookie its emailed link leaves for an hour. */
  dataLinkReopen: 'Cette page a expiré : rouvre le lien « Mes données » de ton email (il est valable 30 jours après son envoi), ou demande un nouveau lien.',
  /** The page showed one address, and the link this device holds now (opened since, in another tab) is another's; or the page is older than that check. */
  dataLinkChanged: 'Cette page n’est plus à jour (un autre lien « Mes données » a peut-être été ouvert sur cet appareil) : recharge-la pour voir l’adresse concernée.',
  emailsDiffer: 'Les deux adresses ne correspondent pas.',
  eraseConfirmMissing: 'Coche la case pour confirmer l’effacement.',
  imageNotFound: 'Cette image est introuvable.',
}

export type ServerMessages = typeof serverMessages

/** A refusal the API can answer with; « Code promo incorrect » is the promo dialog's own `promo.wrong`. */
export type ServerMessageKey = keyof ServerMessages | 'promoWrong'

export type MessageParams = Readonly<Record<string, string | number>>

/**
 * Names some refusals are given besides those their default holds, which an editor may use there: a value too
 * long gets its bound as `count` too (`issueMessage`, server/http/request.ts). Nothing else is always given:
 * a list of the wrong length gets its `max` only when too long, and « Code promo incorrect » answers a wrong
 * code with no value at all.
 */
export const SERVER_MESSAGES_GIVEN: GivenNames = [{ under: ['serverMessages', 'tooLong'], names: ['count'] }]

export const isServerMessageKey = (value: string): value is ServerMessageKey =>
  value === 'promoWrong' || Object.hasOwn(serverMessages, value)
