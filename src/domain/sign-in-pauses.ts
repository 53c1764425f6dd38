/**
 * What an admin reads on a staff account's page about its sign-in pauses (see
 * collections/Users/sign-in-limits.ts): which devices and addresses are kept out, until when, and how many
 * guesses from new devices the account took this hour. In French, one sentence per fact.
 */

export interface SignInPauses {
  /** Browsers that signed in to the account before, paused after five failures in a row. */
  devices: number
  /** Addresses (or IPv6 /64) never signed in from, paused after five failures in a row. */
  addresses: number
  /** Every new device is kept out: the account took its hundred guesses from new devices this hour. */
  newDevices: boolean
  /** Failed sign-ins from new devices in the current hour. */
  guessesThisHour: number
  /** When the last of these pauses ends by itself; null when none is running. */
  until: Date | null
}

const NBSP = '\u00a0'

const count = (n: number, one: string, many: string): string => `${n}${NBSP}${n === 1 ? one : many}`

/** « 10 h 05 », in France's time. */
export function frenchTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Europe/Paris' }).formatToParts(date)
  const part = (type: 'hour' | 'minute') => parts.find((p) => p.type === type)?.value ?? '00'
  return `${Number(part('hour'))}${NBSP}h${NBSP}${part('minute')}`
}

export const isPaused = (pauses: SignInPauses): boolean => pauses.devices > 0 || pauses.addresses > 0 || pauses.newDevices

export function signInPauseLines(pauses: SignInPauses): string[] {
  const lines: string[] = []
  if (pauses.devices > 0) {
    lines.push(
      pauses.devices === 1
        ? 'Un navigateur déjà connecté à ce compte est en pause après cinq mots de passe erronés.'
        : `${count(pauses.devices, 'navigateur', 'navigateurs')} déjà connectés à ce compte sont en pause après cinq mots de passe erronés.`,
    )
  }
  if (pauses.addresses > 0) {
    const where = pauses.addresses === 1 ? 'une adresse inconnue' : `${pauses.addresses}${NBSP}adresses inconnues`
    lines.push(`La connexion depuis ${where} est en pause après cinq mots de passe erronés.`)
  }
  if (pauses.newDevices) {
    lines.push('La connexion depuis tout nouvel appareil est en pause : trop de tentatives échouées cette heure. Les navigateurs déjà connectés à ce compte ne sont pas concernés.')
  } else if (pauses.guessesThisHour > 0) {
    lines.push(`${count(pauses.guessesThisHour, 'tentative échouée', 'tentatives échouées')} depuis de nouveaux appareils cette heure.`)
  }
  if (!isPaused(pauses)) lines.unshift('Aucune pause de connexion en cours pour ce compte.')
  else if (pauses.until) lines.push(`Sans intervention, ces pauses prennent fin à ${frenchTime(pauses.until)} au plus tard.`)
  return lines.map((line) => line.replace(/ ([:;?!])/g, `${NBSP}$1`))
}
