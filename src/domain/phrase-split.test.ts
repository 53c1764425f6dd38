import { describe, expect, it } from 'vitest'
import { privacyNotice } from '@/content/pages'
import { interfaceTexts } from '@/content/interface'
import { frenchSpacing } from './typography'
import { splitAtPhrase } from './phrase-split'

describe('splitAtPhrase', () => {
  it('cuts the sentence around the words, which keep their place', () => {
    expect(splitAtPhrase('Pour en savoir plus, consulte nos CGV.', 'CGV')).toEqual({ before: 'Pour en savoir plus, consulte nos ', phrase: 'CGV', after: '.' })
  })

  it('takes the first occurrence only', () => {
    expect(splitAtPhrase('CGV et CGV', 'CGV')).toEqual({ before: '', phrase: 'CGV', after: ' et CGV' })
  })

  it('finds nothing in a sentence an editor reworded, nor an empty phrase', () => {
    expect(splitAtPhrase('Consulte nos conditions générales de vente.', 'Conditions Générales de Vente')).toBeNull()
    expect(splitAtPhrase('Consulte nos CGV.', '')).toBeNull()
  })

  it('finds the start dialog’s terms link in its consent sentence, as the pages show both (French spacing)', () => {
    const consent = frenchSpacing(privacyNotice.consentStart)
    const split = splitAtPhrase(consent, frenchSpacing(interfaceTexts.startModal.termsLink))
    expect(split?.after).toBe('.')
  })
})
