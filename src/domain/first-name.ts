/**
 * The first name printed on the results page, the report and emails ("Le profil professionnel de Jean-Pierre").
 * Visitors type their name freely ("  'jean-pierre' DUPONT "), so it is cleaned before it is shown:
 * quotes stripped, first word only, letters and hyphens only, the first letter of each part of a compound
 * name capitalised, the rest as typed.
 */

/** Straight, typographic and angle quotes, plus the backtick and acute accent people type as quotes. */
const QUOTES = /["'`´‘’‚‛“”„‟«»‹›]/gu

/** Anything that is not a letter, a combining accent or a hyphen. */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M}-]/gu

/** Hyphens and stray accents cannot start or end a name; doubled hyphens are a typo for one. */
const LEADING_JUNK = /^[\p{M}-]+/u
const TRAILING_HYPHENS = /-+$/u
const REPEATED_HYPHENS = /-{2,}/gu

/** The cleaned first name, or null when nothing printable is left (the page then shows no name). */
export function displayFirstName(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null
  const [firstWord = ''] = raw.replace(QUOTES, '').trim().split(/\s+/u)
  const name = firstWord
    // NFC first, so a decomposed "e + ¨" is one letter "ë" before filtering.
    .normalize('NFC')
    .replace(NOT_NAME_CHARACTER, '')
    .replace(REPEATED_HYPHENS, '-')
    .replace(LEADING_JUNK, '')
    .replace(TRAILING_HYPHENS, '')
  if (name === '') return null
  // Some capitals are decomposed (Greek ΐ → Ϊ́): normalise again so the result is stable.
  return name.split('-').map(capitalise).join('-').normalize('NFC')
}

function capitalise(part: string): string {
  const [initial = '', ...rest] = [...part]
  return initial.toLocaleUpperCase('fr-FR') + rest.join('')
}
