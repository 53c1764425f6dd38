import { describe, expect, it } from 'vitest'
import { completeUnlockFields } from './staff-unlock'

const now = new Date('2026-11-24T10:00:00.000Z')
const earlier = '2026-11-20T08:30:00.000Z'

describe('completeUnlockFields', () => {
  it('dates now a result staff mark as unlocked by the team', () => {
    expect(completeUnlockFields({ unlockSource: null, unlockedAt: null }, { unlockSource: 'staff' }, now)).toEqual({
      unlockSource: 'staff',
      unlockedAt: now.toISOString(),
    })
  })

  it('gives to the team a result staff only date', () => {
    expect(completeUnlockFields({}, { unlockedAt: earlier }, now)).toEqual({ unlockSource: 'staff', unlockedAt: earlier })
  })

  it('keeps the date of a payment or a promo code when staff take it over', () => {
    expect(completeUnlockFields({ unlockSource: 'payment', unlockedAt: earlier }, { unlockSource: 'staff' }, now)).toEqual({
      unlockSource: 'staff',
      unlockedAt: earlier,
    })
  })

  it('locks again a result whose source staff take away', () => {
    expect(completeUnlockFields({ unlockSource: 'staff', unlockedAt: earlier }, { unlockSource: null, unlockedAt: earlier }, now)).toEqual({
      unlockSource: null,
      unlockedAt: null,
    })
  })

  it('gives a paid result back to its payment when staff take their source away', () => {
    expect(completeUnlockFields({ unlockSource: 'staff', unlockedAt: earlier }, { unlockSource: null, unlockedAt: earlier }, now, true)).toEqual({
      unlockSource: 'payment',
      unlockedAt: earlier,
    })
  })

  it('changes nothing on an edit that leaves both fields alone', () => {
    expect(completeUnlockFields({ unlockSource: 'promo', unlockedAt: earlier }, { unlockSource: 'promo', unlockedAt: earlier }, now)).toEqual({
      unlockSource: 'promo',
      unlockedAt: earlier,
    })
    expect(completeUnlockFields({ unlockSource: null, unlockedAt: null }, {}, now)).toEqual({ unlockSource: null, unlockedAt: null })
  })
})
