import { describe, expect, it } from 'vitest'
import { BOOKING_STATUSES, bookingStatusRefusal } from './booking-status'

describe('bookingStatusRefusal', () => {
  it('never lets staff mark a booking paid by hand: only a confirmed payment does', () => {
    for (const from of BOOKING_STATUSES.filter((status) => status !== 'paid')) expect(bookingStatusRefusal(from, 'paid')).toMatch(/Payée/)
  })

  it('keeps an unpaid booking from being scheduled or done, but lets it be cancelled', () => {
    expect(bookingStatusRefusal('pending', 'scheduled')).toMatch(/pas payée/)
    expect(bookingStatusRefusal('pending', 'done')).toMatch(/pas payée/)
    expect(bookingStatusRefusal('pending', 'cancelled')).toBeNull()
  })

  it('never sends a booking back to « En attente », nor takes up a cancelled one', () => {
    for (const from of ['paid', 'scheduled', 'done', 'cancelled'] as const) expect(bookingStatusRefusal(from, 'pending'), from).toMatch(/ne revient pas/)
    expect(bookingStatusRefusal('cancelled', 'scheduled')).toMatch(/annulée/)
    expect(bookingStatusRefusal('cancelled', 'done')).toMatch(/annulée/)
  })

  it('lets a paid booking move on, back, or be cancelled, and any status stay as it is', () => {
    expect(bookingStatusRefusal('paid', 'scheduled')).toBeNull()
    expect(bookingStatusRefusal('scheduled', 'done')).toBeNull()
    expect(bookingStatusRefusal('done', 'scheduled')).toBeNull()
    expect(bookingStatusRefusal('scheduled', 'cancelled')).toBeNull()
    for (const status of BOOKING_STATUSES) expect(bookingStatusRefusal(status, status)).toBeNull()
  })
})
