/**
 * What the test keeps in each history entry, beside Next.js's own state: the question it shows, whether
 * « Suivant » added it, the run of the test it belongs to and how many entries of that run lie behind it. A run
 * is one test from its first question to its result: the entries a finished run leaves in the tab are not the
 * next run's questions.
 */
const STEP = 'testStep'
const PUSHED = 'testStepPushed'
const RUN = 'testRun'
const DEPTH = 'testDepth'

export interface TestEntry {
  step: number | null
  pushed: boolean
  run: string | null
  depth: number | null
}

const integer = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null)

export function readEntry(state: unknown): TestEntry {
  const fields = state !== null && typeof state === 'object' ? (state as Record<string, unknown>) : {}
  return {
    step: integer(fields[STEP]),
    pushed: fields[PUSHED] === true,
    run: typeof fields[RUN] === 'string' && fields[RUN] ? (fields[RUN] as string) : null,
    depth: integer(fields[DEPTH]),
  }
}

/**
 * The state of the entry the page shows, naming the question `step` of the run `run`: an entry of that run keeps
 * its place in it; any other becomes the run's first (the page opened, or shown again by Back after a run ended).
 */
export function stampedState(state: unknown, step: number, run: string): Record<string, unknown> {
  const entry = readEntry(state)
  const own = entry.run === run
  return { ...(state as Record<string, unknown> | null), [STEP]: step, [RUN]: run, [DEPTH]: own ? (entry.depth ?? 0) : 0, [PUSHED]: own && entry.pushed }
}

/** The state of the entry « Suivant » adds after the one the page shows, for the question `step`. */
export function pushedState(state: unknown, step: number, run: string): Record<string, unknown> {
  return { ...(state as Record<string, unknown> | null), [STEP]: step, [RUN]: run, [DEPTH]: (readEntry(state).depth ?? 0) + 1, [PUSHED]: true }
}

/**
 * How many entries to go back to leave an earlier run's entries the browser's Back reached (they would show
 * questions of a test that ended, out of order): past its first one. Null for an entry of `run`, or one that
 * says nothing of its run (written by an older version of the page).
 */
export function stepsOutOfEarlierRun(entry: TestEntry, run: string | undefined): number | null {
  if (!run || !entry.run || entry.run === run || entry.depth === null) return null
  return entry.depth + 1
}
