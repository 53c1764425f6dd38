import { describe, expect, it } from 'vitest'
import { reportPartGivenBack } from './report-part'

describe('reportPartGivenBack', () => {
  const part = { reportPartCents: 1800, reportPartRefundedAt: '2026-11-25T10:00:00.000Z' }

  it('holds once the part was given back, while the refunds cover it', () => {
    expect(reportPartGivenBack({ ...part, refundedCents: 1800 })).toBe(true)
    // A goodwill refund on top does not change it.
    expect(reportPartGivenBack({ ...part, refundedCents: 2300 })).toBe(true)
    // The bank returned the part: the formula pays for the report again.
    expect(reportPartGivenBack({ ...part, refundedCents: 500 })).toBe(false)
    expect(reportPartGivenBack({ ...part, refundedCents: null })).toBe(false)
  })

  it('never holds for a refund that was not the part’s, whatever its amount', () => {
    expect(reportPartGivenBack({ reportPartCents: 1800, reportPartRefundedAt: null, refundedCents: 2000 })).toBe(false)
    expect(reportPartGivenBack({ reportPartCents: null, reportPartRefundedAt: null, refundedCents: 6700 })).toBe(false)
    // An order made before the part was kept has no part to compare with.
    expect(reportPartGivenBack({ reportPartCents: null, reportPartRefundedAt: '2026-11-25T10:00:00.000Z', refundedCents: 1800 })).toBe(false)
  })
})
