/**
 * Where the report may break a word too long for any line of its page: a compound first name typed whole
 * (« Marie-Christine-Alexandrine-Bérengère »), an address quoted from an answer. The report never hyphenates
 * French words (its layout engine knows only English patterns); these alone get break points, every few
 * letters, and a line broken there ends with a hyphen, as a hyphenated word does.
 */

/**
 * Words up to this length are never broken: they fit the cover's line at its 32 pt, and the seeded texts'
 * longest words (« comptabilité-contrôle-audit, », « moncompteformation.gouv.fr ») stay whole.
 */
export const LONGEST_WHOLE_WORD = 30
const PART = 8

/** Characters a line should neither end with before the added hyphen nor start with (« Marie-- », « -Christine »). */
const JOINER = /[-‐‑/]/u

/**
 * The parts of `word` a line may break between: the word itself when it is short enough, else pieces of
 * about eight characters (never cut beside a hyphen or a slash, nor inside a letter and its accent).
 */
export function breakableParts(word: string): string[] {
  // Parts must join into the very word given (the layout engine maps them back by length): no normalizing.
  const characters = [...word]
  if (characters.length <= LONGEST_WHOLE_WORD) return [word]
  const parts: string[] = []
  let part = ''
  characters.forEach((character, index) => {
    part += character
    const next = characters[index + 1]
    if (part.length >= PART && next !== undefined && !JOINER.test(character) && !JOINER.test(next) && !/\p{M}/u.test(next)) {
      parts.push(part)
      part = ''
    }
  })
  if (part) parts.push(part)
  return parts
}
