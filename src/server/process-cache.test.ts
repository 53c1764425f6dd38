import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TAGS } from './cache-tags'
import { cachedInProcess, forgetTag } from './process-cache'

describe('cachedInProcess', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    forgetTag(TAGS.questions)
    forgetTag(TAGS.profiles)
    vi.useRealTimers()
  })

  it('reads once while the entry is fresh, then again once it expired', async () => {
    const load = vi.fn(async () => ['question'])
    expect(await cachedInProcess(TAGS.questions, 'riasec:scolaire', 1_000, load)).toEqual(['question'])
    expect(await cachedInProcess(TAGS.questions, 'riasec:scolaire', 1_000, load)).toEqual(['question'])
    expect(load).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1_001)
    await cachedInProcess(TAGS.questions, 'riasec:scolaire', 1_000, load)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('shares one read between concurrent callers', async () => {
    const load = vi.fn(async () => 'Le Créatif')
    const both = await Promise.all([
      cachedInProcess(TAGS.profiles, 'name:scolaire:A', 1_000, load),
      cachedInProcess(TAGS.profiles, 'name:scolaire:A', 1_000, load),
    ])
    expect(both).toEqual(['Le Créatif', 'Le Créatif'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('keeps keys apart and forgets only the tag an editor changed', async () => {
    const questions = vi.fn(async () => 'questions')
    const names = vi.fn(async () => 'name')
    await cachedInProcess(TAGS.questions, 'riasec:adulte', 1_000, questions)
    await cachedInProcess(TAGS.questions, 'riasec:scolaire', 1_000, questions)
    await cachedInProcess(TAGS.profiles, 'name:adulte:S', 1_000, names)
    expect(questions).toHaveBeenCalledTimes(2)

    forgetTag(TAGS.questions)
    await cachedInProcess(TAGS.questions, 'riasec:adulte', 1_000, questions)
    await cachedInProcess(TAGS.profiles, 'name:adulte:S', 1_000, names)
    expect(questions).toHaveBeenCalledTimes(3)
    expect(names).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed read', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('back')
    await expect(cachedInProcess(TAGS.questions, 'orientation:scolaire', 1_000, load)).rejects.toThrow('database down')
    expect(await cachedInProcess(TAGS.questions, 'orientation:scolaire', 1_000, load)).toBe('back')
  })
})
