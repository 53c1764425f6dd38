import { z } from 'zod'
import { emailAddress } from '@/domain/email-address'
import { PROFILE_CODES } from '@/domain/riasec'
import { AVAILABILITIES, COACHING_OFFERS } from './order-offers'
import { FIELD_LIMITS } from '@/domain/field-limits'

const optionalEmail = z
  .string()
  .trim()
  .max(FIELD_LIMITS.email)
  .transform((value) => value.toLowerCase())
  .pipe(z.union([z.literal(''), emailAddress('emailInvalid')]))
  .optional()
  .transform((value) => value || undefined)

const waiverRequired = z.literal(true, 'waiverMissing')

/** The profile of the page a request comes from (« IA »). */
export const profileCode = z.enum(PROFILE_CODES)

/**
 * What the browser may say when it asks to pay: which offer and the visitor's own details. Never a price:
 * amounts come from the server's offers table.
 */
export const checkoutRequestSchema = z.discriminatedUnion('kind', [
  /**
   * The results page's dialog: the report for the visitor's own result (found by cookie), which must be of the
   * page's profile when the page names it.
   */
  z.object({ kind: z.literal('report'), withdrawalWaiver: waiverRequired, profile: profileCode.optional() }),
  /** The checkout page after the orientation test: the report, with or without the monthly add-on. */
  z.object({
    kind: z.literal('checkout'),
    monthlyAddon: z.boolean(),
    email: optionalEmail,
    currentFiliere: z.string().trim().max(FIELD_LIMITS.currentFiliere).optional(),
    orientationKey: z.uuid().optional(),
    termsAccepted: z.literal(true, 'termsMissing'),
    withdrawalWaiver: waiverRequired,
  }),
  /** The coaching booking form. */
  z.object({
    kind: z.literal('coaching'),
    offer: z.enum(COACHING_OFFERS, 'offerMissing'),
    name: z.string().trim().min(1, 'fieldsMissing').max(FIELD_LIMITS.name),
    email: z
      .string()
      .trim()
      .min(1, 'fieldsMissing')
      .max(FIELD_LIMITS.email)
      .pipe(emailAddress('emailInvalid'))
      .transform((value) => value.toLowerCase()),
    objectives: z.string().trim().max(FIELD_LIMITS.coachingObjectives).optional(),
    availability: z.enum(AVAILABILITIES, 'fieldsMissing'),
    withdrawalWaiver: z.boolean().optional(),
    /**
     * The price the page showed, checked against the server's and never charged: a visitor whose profile was
     * unlocked (or locked again) since the page was drawn is asked to reload rather than charged another price.
     */
    shownAmountCents: z.number().int().positive().max(100_000_00).optional(),
    /** Premium was on show beside the formula chosen: a return from the payment page shows it again. */
    premiumShown: z.boolean().optional(),
  }),
])
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>

/** Stripe's ids are `cs_test_…`/`cs_live_…`; the demo's are `demo_cs_…`. */
export const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,200}$/)

export const demoPaymentSchema = z.object({
  session: sessionIdSchema,
  email: optionalEmail,
})
