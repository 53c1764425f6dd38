const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']

/**
 * "1er décembre 2026", "22 novembre 2026": a date as the report and the emails write it, the same on every
 * server whatever its ICU data and time zone (Paris).
 */
export function frenchDate(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', day: 'numeric', month: 'numeric', year: 'numeric' }).formatToParts(date)
  const part = (type: string) => Number(parts.find((item) => item.type === type)?.value)
  const day = part('day')
  return `${day === 1 ? '1er' : day} ${MONTHS[part('month') - 1]} ${part('year')}`
}
