/**
 * Short hyphenated words a line must not break inside: « es-tu », « vois-tu », « peut-être »,
 * « c’est-à-dire », « L221-28 ». Browsers may break after any hyphen, so on a phone a title could end a
 * line with « es- » and start the next with « tu ». Longer compounds may still break, so a word wider
 * than the screen never overflows it.
 */
const HYPHENATED_WORD = /[\p{L}\p{N}’']+(?:-[\p{L}\p{N}’']+)+/gu
const MAX_KEPT_LENGTH = 14

export interface TextRun {
  text: string
  /** Shown without a line break inside. */
  keep: boolean
}

/** The text cut into runs; joined, they give the text back unchanged. */
export function keepHyphenatedWords(text: string): TextRun[] {
  const runs: TextRun[] = []
  let from = 0
  for (const match of text.matchAll(HYPHENATED_WORD)) {
    if (match[0].length > MAX_KEPT_LENGTH) continue
    if (match.index > from) runs.push({ text: text.slice(from, match.index), keep: false })
    runs.push({ text: match[0], keep: true })
    from = match.index + match[0].length
  }
  if (from < text.length) runs.push({ text: text.slice(from), keep: false })
  return runs
}
