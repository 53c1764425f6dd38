/**
 * A coaching booking's status as staff may change it in the admin. « Payée » records the payment the
 * provider confirmed (the webhook sets it): nobody sets it by hand, and an unpaid booking is neither
 * scheduled nor done; no booking goes back to « En attente » or out of « Annulée » by hand (the status
 * alone cannot tell whether a cancelled booking was paid). Cancelling, and moving a paid booking on, stay free.
 */
export const BOOKING_STATUSES = ['pending', 'paid', 'scheduled', 'done', 'cancelled'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Why staff may not move a booking from `from` to `to`, for the admin; null when they may. */
export function bookingStatusRefusal(from: BookingStatus, to: BookingStatus): string | null {
  if (from === to) return null
  if (to === 'paid') return 'Une réservation passe à « Payée » quand son paiement est confirmé : ce statut ne se choisit pas à la main.'
  if (to === 'pending') return 'Une réservation ne revient pas en attente de paiement : son paiement, lui, ne s’annule pas ici.'
  // Cancelled from « En attente » it was never paid; from a paid status it may be taken up again.
  if ((from === 'pending' || from === 'cancelled') && (to === 'scheduled' || to === 'done')) {
    return from === 'pending'
      ? 'Cette réservation n’est pas payée : elle ne peut être ni planifiée ni réalisée.'
      : 'Une réservation annulée ne se planifie plus : le client réserve à nouveau.'
  }
  return null
}
