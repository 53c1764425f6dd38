/**
 * A coaching booking's status as staff may change it in the admin. « Payée » records the payment the
 * provider confirmed (the webhook sets it): nobody sets it by hand, and an unpaid booking is neither
 * scheduled nor done; no booking goes back to « En attente » by hand. A cancelled booking whose payment
 * was kept (cancelled by mistake, or to be moved) may be taken up again; one never paid, or refunded, may
 * not: the client books again. Cancelling, and moving a paid booking on, stay free.
 */
export const BOOKING_STATUSES = ['pending', 'paid', 'scheduled', 'done', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** A move that depends on the booking's payment: asked only then, since it costs a lookup. */
export const needsPaymentCheck = (from: BookingStatus, to: BookingStatus): boolean => from === 'cancelled' && (to === 'scheduled' || to === 'done')

/**
 * Why staff may not move a booking from `from` to `to`, for the admin; null when they may. `paid`: an
 * order of this booking is paid and not refunded (asked only when `needsPaymentCheck`).
 */
export function bookingStatusRefusal(from: BookingStatus, to: BookingStatus, paid = false): string | null {
  if (from === to) return null
  if (to === 'paid') return 'Une réservation passe à « Payée » quand son paiement est confirmé : ce statut ne se choisit pas à la main.'
  if (to === 'pending') return 'Une réservation ne revient pas en attente de paiement : son paiement, lui, ne s’annule pas ici.'
  if (from === 'pending' && (to === 'scheduled' || to === 'done')) return 'Cette réservation n’est pas payée : elle ne peut être ni planifiée ni réalisée.'
  if (needsPaymentCheck(from, to) && !paid) {
    return 'Cette réservation annulée n’a pas de paiement en cours (jamais payée, ou remboursée) : elle ne se planifie plus, le client réserve à nouveau.'
  }
  return null
}

/** Why a booking cannot be saved « Planifiée » as it is: a call planned has its date. Null when it can. */
export const scheduleRefusal = (status: BookingStatus, scheduledAt: string | null | undefined): string | null =>
  status === 'scheduled' && !scheduledAt ? 'Une réservation « Planifiée » a sa date : indique celle du rendez-vous.' : null
