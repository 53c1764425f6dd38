import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, bookingStatusRefusal, needsPaymentCheck, scheduleRefusal } from './booking-status'

describe('bookingStatusRefusal', () => {
  it('never lets staff mark a booking paid by hand: only a confirmed payment does', () => {
    for (const from of BOOKING_STATUSES.filter((status) => status !== 'paid')) expect(bookingStatusRefusal(from, 'paid')).toMatch(/Payée/)
  })

  it('keeps an unpaid booking from being scheduled or done, but lets it be cancelled', () => {
    expect(bookingStatusRefusal('pending', 'scheduled')).toMatch(/pas payée/)
    expect(bookingStatusRefusal('pending', 'done')).toMatch(/pas payée/)
    expect(bookingStatusRefusal('pending', 'cancelled')).toBeNull()
  })

  it('never sends a booking back to « En attente », nor takes up a cancelled one without a payment kept', () => {
    for (const from of ['paid', 'scheduled', 'done', 'cancelled'] as const) {
      expect(bookingStatusRefusal(from, 'pending', true), from).toMatch(/ne revient pas/)
    }
    expect(bookingStatusRefusal('cancelled', 'scheduled')).toMatch(/annulée/)
    expect(bookingStatusRefusal('cancelled', 'done')).toMatch(/annulée/)
  })

  it('takes up a cancelled booking whose payment was kept, and asks for the payment only then', () => {
    expect(bookingStatusRefusal('cancelled', 'scheduled', true)).toBeNull()
    expect(bookingStatusRefusal('cancelled', 'done', true)).toBeNull()
    const checked = BOOKING_STATUSES.flatMap((from) => BOOKING_STATUSES.filter((to) => needsPaymentCheck(from, to)).map((to) => `${from}→${to}`))
    expect(checked).toEqual(['cancelled→scheduled', 'cancelled→done'])
  })

  it('lets a paid booking move on, back, or be cancelled, and any status stay as it is', () => {
    expect(bookingStatusRefusal('paid', 'scheduled')).toBeNull()
    expect(bookingStatusRefusal('scheduled', 'done')).toBeNull()
    expect(bookingStatusRefusal('done', 'scheduled')).toBeNull()
    expect(bookingStatusRefusal('scheduled', 'cancelled')).toBeNull()
    for (const status of BOOKING_STATUSES) expect(bookingStatusRefusal(status, status)).toBeNull()
  })
})

describe('scheduleRefusal', () => {
  it('asks for the call’s date of a booking « Planifiée », and of no other', () => {
    expect(scheduleRefusal('scheduled', null)).toMatch(/indique celle du rendez-vous/)
    expect(scheduleRefusal('scheduled', '')).toMatch(/indique celle du rendez-vous/)
    expect(scheduleRefusal('scheduled', '2026-12-02T09:30:00.000Z')).toBeNull()
    for (const status of BOOKING_STATUSES.filter((candidate) => candidate !== 'scheduled')) expect(scheduleRefusal(status, null), status).toBeNull()
  })
})
