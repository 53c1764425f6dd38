import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { interfaceTexts } from '@/content/interface'
import { loadRiasecWords } from './inputs'

/** A Local API that answers the interface texts' global with this copy. */
const payloadWith = (copy: unknown) => ({ findGlobal: async () => ({ copy }) }) as unknown as Payload

describe('the types’ names and career markers the report uses', () => {
  it('are the interface texts’ ones, a name or meaning the editor removed keeping its default', async () => {
    const words = await loadRiasecWords(payloadWith({ riasec: { typeNames: { I: 'Chercheur', A: '' }, careerTags: { '🔥': 'Ça embauche' } } }))
    expect(words.typeNames).toEqual({ ...interfaceTexts.riasec.typeNames, I: 'Chercheur' })
    expect(words.careerTags).toEqual({ ...interfaceTexts.riasec.careerTags, '🔥': 'Ça embauche' })
  })

  it('are the defaults while a stored copy has none yet', async () => {
    expect(await loadRiasecWords(payloadWith({ results: {} }))).toEqual(interfaceTexts.riasec)
  })
})
