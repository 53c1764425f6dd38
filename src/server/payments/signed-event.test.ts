import { describe, expect, it } from 'vitest'
import { InvalidSignatureError } from './provider'
import { signEvent, verifySignedEvent } from './signed-event'

const SECRET = 'whsec_unit_0123456789'
const event = (type: string, object: Record<string, unknown>) => JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } })
const verify = (body: string, secret = SECRET) => verifySignedEvent(body, signEvent(body, SECRET), secret)

describe('signed provider events', () => {
  it('names the checkout session or the charge an event is about', () => {
    expect(verify(event('checkout.session.completed', { id: 'cs_1', object: 'checkout.session' }))).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      sessionId: 'cs_1',
      chargeId: null,
      refundFailed: false,
      aboutDispute: false,
    })
    expect(verify(event('charge.refunded', { id: 'ch_1', object: 'charge' }))).toMatchObject({ sessionId: null, chargeId: 'ch_1', refundFailed: false, aboutDispute: false })
  })

  it('names the charge of a refund, and says when the refund failed or was cancelled', () => {
    const refund = (status: string, charge: unknown = 'ch_2') => verify(event('charge.refund.updated', { id: 're_1', object: 'refund', charge, status }))
    expect(refund('failed')).toMatchObject({ chargeId: 'ch_2', refundFailed: true })
    expect(refund('canceled')).toMatchObject({ chargeId: 'ch_2', refundFailed: true })
    expect(refund('succeeded')).toMatchObject({ chargeId: 'ch_2', refundFailed: false })
    expect(refund('pending')).toMatchObject({ refundFailed: false })
    // A refund without a charge is acknowledged, not refused: it is about no order.
    expect(refund('failed', null)).toMatchObject({ chargeId: null })
  })

  it('names the charge of a dispute, never as a failed refund, whatever its status', () => {
    const dispute = (status: string) => verify(event('charge.dispute.closed', { id: 'dp_1', object: 'dispute', charge: 'ch_3', status }))
    expect(dispute('lost')).toMatchObject({ sessionId: null, chargeId: 'ch_3', refundFailed: false, aboutDispute: true })
    expect(dispute('won')).toMatchObject({ chargeId: 'ch_3', refundFailed: false, aboutDispute: true })
  })

  it('refuses a body signed with another secret', () => {
    expect(() => verify(event('charge.refunded', { id: 'ch_1', object: 'charge' }), 'whsec_other')).toThrow(InvalidSignatureError)
  })
})
