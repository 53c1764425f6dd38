/** A sentence cut around the words a page makes clickable: « …consulte nos [Conditions Générales de Vente]. » */
export interface PhraseSplit {
  before: string
  phrase: string
  after: string
}

/**
 * Finds `phrase` in `text` (its first occurrence, as written), so that a page can make those words a button
 * or a link inside the sentence. Null when the text does not hold them: an editor reworded one of the two.
 */
export function splitAtPhrase(text: string, phrase: string): PhraseSplit | null {
  if (!phrase) return null
  const start = text.indexOf(phrase)
  if (start < 0) return null
  return { before: text.slice(0, start), phrase, after: text.slice(start + phrase.length) }
}
