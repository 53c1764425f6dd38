import { describe, expect, it } from 'vitest'
import { pushedState, readEntry, stampedState, stepsOutOfEarlierRun } from './test-history'

describe('the test’s history entries', () => {
  it('counts the entries of a run behind each one, as « Suivant » adds them', () => {
    const first = stampedState({ __NA: true }, 0, 'run-a')
    const second = pushedState(first, 1, 'run-a')
    const third = pushedState(second, 2, 'run-a')
    expect(readEntry(first)).toEqual({ step: 0, pushed: false, run: 'run-a', depth: 0 })
    expect(readEntry(third)).toEqual({ step: 2, pushed: true, run: 'run-a', depth: 2 })
    // Next.js's own state stays in the entry.
    expect(third).toMatchObject({ __NA: true })
  })

  it('keeps an entry of the same run in its place, and makes any other the first of a new run', () => {
    const third = pushedState(pushedState(stampedState(null, 0, 'run-a'), 1, 'run-a'), 2, 'run-a')
    // « Précédent » on a resumed test restamps its entry: still the third of its run.
    expect(readEntry(stampedState(third, 1, 'run-a'))).toEqual({ step: 1, pushed: true, run: 'run-a', depth: 2 })
    // Shown again by Back after the run ended: the first entry of the next run.
    expect(readEntry(stampedState(third, 0, 'run-b'))).toEqual({ step: 0, pushed: false, run: 'run-b', depth: 0 })
  })

  it('goes back past an earlier run’s entries, never into them', () => {
    const earlier = readEntry(pushedState(pushedState(stampedState(null, 0, 'run-a'), 1, 'run-a'), 2, 'run-a'))
    expect(stepsOutOfEarlierRun(earlier, 'run-b')).toBe(3)
    expect(stepsOutOfEarlierRun(earlier, 'run-a')).toBeNull()
    // Entries an older page wrote (no run), and a page that has not read its progress yet, are left to the usual rule.
    expect(stepsOutOfEarlierRun(readEntry({ testStep: 4, testStepPushed: true }), 'run-b')).toBeNull()
    expect(stepsOutOfEarlierRun(earlier, undefined)).toBeNull()
  })
})
