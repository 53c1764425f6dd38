import type { Endpoint } from 'payload'
import { z } from 'zod'
import { PROMO_PER_RESULT, redeemPromoCode } from '@/server/promo'
import { findResultByToken, isAnotherProfile } from '@/server/assessments/visitor-result'
import { tokenFromCookieHeader } from '@/server/access-token'
import { guarded, refusedByRateLimit } from '@/server/http/handle'
import { clientAddress, parseJsonBody } from '@/server/http/request'
import { takeBackHit } from '@/server/rate-limit'
import { refusal } from '@/server/http/refusals'
import { profileCode } from '@/server/payments/schemas'
import { FIELD_LIMITS } from '@/domain/field-limits'

const schema = z.object({ code: z.string().trim().min(1, 'promoCodeMissing').max(FIELD_LIMITS.promoCode, 'promoWrong'), profile: profileCode.optional() })

/**
 * Guesses from one address. A code that works does not count: a class given its teacher's code redeems it
 * from the school's one address, pupil after pupil.
 */
export const PROMO_PER_ADDRESS = { name: 'promo', limit: 8, windowSeconds: 900 }

/** The five-click dialog's code: checked on the server, for the visitor's own saved result only. */
export const redeemPromoEndpoint: Endpoint = {
  path: '/promo/redeem',
  method: 'post',
  handler: (req) =>
    guarded(req, PROMO_PER_ADDRESS, async () => {
      const body = await parseJsonBody(req, schema)
      if (!body.ok) return body.response
      const result = await findResultByToken(req.payload, tokenFromCookieHeader(req.headers.get('cookie')))
      if (!result) return refusal(req.payload, 409, 'promoNeedsTest')
      // A code typed on another profile's page would unlock the latest test's, not the one on screen.
      if (isAnotherProfile(body.data.profile, result)) return refusal(req.payload, 409, 'otherProfile')
      const refused = await refusedByRateLimit(req, PROMO_PER_RESULT, String(result.id))
      if (refused) return refused
      await redeemPromoCode(req.payload, body.data.code, result)
      await takeBackHit(req.payload, PROMO_PER_ADDRESS, clientAddress(req))
      return Response.json({ unlocked: true, profile: result.dominantProfile }, { headers: { 'Cache-Control': 'no-store' } })
    }),
}
