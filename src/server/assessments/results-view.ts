import 'server-only'
import { cookies } from 'next/headers'
import type { RiasecResult } from '@/payload-types'
import { parseBilanType, profileSetFor, layoutFor, type BilanType } from '@/domain/bilan'
import { canonicalCode } from '@/domain/riasec'
import { RIASEC_LETTERS, type RiasecLetter } from '@/domain/riasec-letters'
import { fullProfile, previewOf, type ProfileView } from '@/domain/unlock'
import { ACCESS_COOKIE, KEPT_ACCESS_COOKIE } from '../access-token'
import { BILAN_TYPE_COOKIE } from '../http/test-page-routes'
import { getPayload } from '../payload'
import { getProfile } from '../content'
import { toProfileContent } from '../profile-content'
import { findResultByToken, isUnlocked, ownResultOfProfile } from './visitor-result'

export type ResultsPageData =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'page'
      view: ProfileView
      bilanType: BilanType
      result: RiasecResult | null
      /** The visitor's six scores, in R-I-A-S-E-C order; the page names the types from the interface texts. */
      scores?: Array<{ letter: RiasecLetter; score: number }>
      /** The profile of the unlocked result this device kept from an earlier test, when the page shows another. */
      keptProfile: string | null
      /**
       * The page is not the profile of a test of this device, so nothing here to pay for or redeem (both go to
       * the latest test): the latest test's profile (null without any test), and whether it is unlocked on this
       * device already. Null on the visitor's own page.
       */
      notOwn: { latestProfile: string | null; latestUnlocked: boolean } | null
      /** The page shows the device's latest test, saved without a contact: « Garde tes résultats » offers to give one. */
      contactMissing: boolean
    }

/** The device's latest test: its profile, and whether this device holds it unlocked (itself, or the kept result). */
const latestOf = (current: RiasecResult | null, kept: RiasecResult | null) => ({
  latestProfile: current?.dominantProfile ?? null,
  latestUnlocked: current ? isUnlocked(ownResultOfProfile(current.dominantProfile, current, kept)) : false,
})

/**
 * What the results page may show this browser: the visitor's own result (found by the hash of the
 * cookie token) decides the bilan type and whether the profile is unlocked. The unlock belongs to the
 * saved result, not to the code in the address: anyone else opening the same URL sees the preview.
 */
export async function loadResultsPage(rawProfile: string | undefined, search: URLSearchParams): Promise<ResultsPageData> {
  if (!rawProfile) return { kind: 'redirect', to: '/' }
  const code = canonicalCode(rawProfile)
  if (!code) return { kind: 'redirect', to: '/' }
  if (code !== rawProfile) {
    search.set('profile', code)
    return { kind: 'redirect', to: `/resultats-riasec?${search.toString()}` }
  }

  const jar = await cookies()
  const payload = await getPayload()
  const [current, kept] = await Promise.all([findResultByToken(payload, jar.get(ACCESS_COOKIE)?.value), findResultByToken(payload, jar.get(KEPT_ACCESS_COOKIE)?.value)])
  // The device's result of this profile: its latest test's, or the unlocked one it kept from an earlier test.
  const own = ownResultOfProfile(code, current, kept)
  const result = own ?? current
  const bilanType = result ? parseBilanType(result.bilanType) : parseBilanType(jar.get(BILAN_TYPE_COOKIE)?.value)
  const doc = await getProfile(profileSetFor(bilanType), code)
  if (!doc) return { kind: 'redirect', to: '/' }

  const content = toProfileContent(doc)
  const view = own && isUnlocked(own) ? fullProfile(content) : previewOf(content, layoutFor(bilanType))
  const scores = own
    ? RIASEC_LETTERS.map((letter) => ({
        letter,
        score: own.scores[letter.toLowerCase() as keyof RiasecResult['scores']] as number,
      }))
    : undefined
  // The notice on another profile's page, for the unlocked result kept from an earlier test.
  const keptProfile = kept && isUnlocked(kept) && kept.dominantProfile !== code && kept.id !== current?.id ? kept.dominantProfile : null
  const contactMissing = own !== null && own.id === current?.id && !own.email
  return { kind: 'page', view, bilanType, result: own, scores, keptProfile, notOwn: own ? null : latestOf(current, kept), contactMissing }
}
