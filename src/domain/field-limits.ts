/**
 * The longest text each field a visitor fills in takes: the form's `maxLength` stops the typing there and the
 * endpoint's schema refuses more. One number for both sides, so that no form lets through what its endpoint
 * refuses.
 */
export const FIELD_LIMITS = {
  email: 100,
  /** Any address the site may hold, those staff typed in the admin included (RFC 5321's longest): « Mes données ». */
  anyEmail: 254,
  name: 100,
  promoCode: 64,
  currentFiliere: 200,
  coachingObjectives: 2000,
  /** A test's free answer, and the text beside « Autre ». */
  freeAnswer: 2000,
  otherAnswer: 500,
} as const
