import { describe, expect, it } from 'vitest'
import { asksForPremium, coachingAddress, coachingScreen, FLOW_DEPTH_KEY, flowDepth, goesBackTo, rebookingAddress } from './coaching-steps'

describe('coaching screens in the address bar', () => {
  it('names the formula on the booking form only', () => {
    expect(coachingAddress('cta', 'premium')).toBe('/coaching?step=cta')
    expect(coachingAddress('presentation', null)).toBe('/coaching?step=presentation')
    expect(coachingAddress('booking', 'coachingMonthly')).toBe('/coaching?step=booking&offer=coachingMonthly')
  })

  it('keeps Premium asked for on every screen, so a reload or a return from the payment page still shows it', () => {
    expect(coachingAddress('presentation', null, true)).toBe('/coaching?step=presentation&offer=premium')
    expect(coachingAddress('cta', null, true)).toBe('/coaching?step=cta&offer=premium')
    expect(coachingAddress('booking', 'coachingSingle', true)).toBe('/coaching?step=booking&offer=coachingSingle&premium=1')
    expect(coachingAddress('booking', 'premium', true)).toBe('/coaching?step=booking&offer=premium')
    for (const [step, offer] of [['presentation', null], ['cta', null], ['booking', 'coachingSingle'], ['booking', 'premium']] as const) {
      const search = new URL(coachingAddress(step, offer, true), 'http://x').searchParams
      // Read back, it is the same screen, and Premium is still asked for.
      expect(coachingScreen(search)).toEqual({ step, offer })
      expect(asksForPremium(Object.fromEntries(search))).toBe(true)
    }
    expect(asksForPremium(Object.fromEntries(new URL(coachingAddress('booking', 'coachingSingle'), 'http://x').searchParams))).toBe(false)
    expect(asksForPremium({ offer: 'premium' })).toBe(true)
    expect(asksForPremium({ premium: 'oui' })).toBe(false)
  })

  it('goes back to the page before when it is this site’s, but never to the payment page a payment was cancelled on', () => {
    const origin = 'https://cap-orientation.fr'
    expect(goesBackTo('https://cap-orientation.fr/bilan-competences-tous-publics', origin)).toBe(true)
    expect(goesBackTo('https://cap-orientation.fr/resultats-riasec?profile=RI', origin)).toBe(true)
    expect(goesBackTo('https://cap-orientation.fr/paiement-demo?session=demo_cs_1', origin)).toBe(false)
    expect(goesBackTo('https://checkout.stripe.com/c/pay/cs_1', origin)).toBe(false)
    expect(goesBackTo(null, origin)).toBe(false)
  })

  it('books an order’s own formula again', () => {
    expect(rebookingAddress('premium')).toBe('/coaching?step=booking&offer=premium')
    expect(rebookingAddress('coachingSingle')).toBe('/coaching?step=booking&offer=coachingSingle')
    // The follow-up sold without the report (the profile was unlocked) is booked as the month's coaching.
    expect(rebookingAddress('monthlyFollowUp')).toBe('/coaching?step=booking&offer=coachingMonthly')
    expect(rebookingAddress('report')).toBe('/coaching')
    expect(rebookingAddress(null)).toBe('/coaching')
  })

  it('reads back every address it writes', () => {
    for (const [step, offer] of [['cta', null], ['presentation', null], ['booking', 'coachingSingle'], ['booking', 'premium']] as const) {
      expect(coachingScreen(new URL(coachingAddress(step, offer), 'http://x').searchParams)).toEqual({ step, offer })
    }
  })

  it('shows the presentation for an unknown step, or a booking form without a known formula', () => {
    expect(coachingScreen(new URLSearchParams(''))).toEqual({ step: 'presentation', offer: null })
    expect(coachingScreen(new URLSearchParams('step=paiement'))).toEqual({ step: 'presentation', offer: null })
    expect(coachingScreen(new URLSearchParams('step=booking'))).toEqual({ step: 'presentation', offer: null })
    expect(coachingScreen(new URLSearchParams('step=booking&offer=gratuit'))).toEqual({ step: 'presentation', offer: null })
    expect(coachingScreen(new URLSearchParams('step=cta&offer=premium'))).toEqual({ step: 'cta', offer: null })
  })
})

describe('the flow’s own history entries', () => {
  it('reads how many screens lie behind an entry, and none from an entry of another page', () => {
    expect(flowDepth({ [FLOW_DEPTH_KEY]: 2, __NA: true })).toBe(2)
    for (const state of [null, undefined, 'x', {}, { __NA: true }, { [FLOW_DEPTH_KEY]: -1 }, { [FLOW_DEPTH_KEY]: 1.5 }, { [FLOW_DEPTH_KEY]: '1' }]) {
      expect(flowDepth(state)).toBe(0)
    }
  })
})
