/** A free-text answer of fewer words than this is « begun »: the runner says a few words are enough. */
const WORDS_ENOUGH = 3

interface Step {
  /** The step's own message (the question's, edited in the admin). */
  own?: string | null
  last: boolean
  answered: boolean
  /** The free-text answer, for a text question. */
  text?: string
}

/**
 * The encouragement under a step: its own, except at the last step, where a free-text answer begun says a
 * few words are enough and an answered question says to get the results.
 */
export function stepEncouragement(step: Step, texts: { freeTextStarted: string; lastAnswered: string }): string | undefined {
  if (!step.last) return step.own || undefined
  const words = step.text?.trim().split(/\s+/).filter(Boolean).length ?? 0
  if (words > 0 && words < WORDS_ENOUGH) return texts.freeTextStarted
  if (step.answered) return texts.lastAnswered
  return step.own || undefined
}
