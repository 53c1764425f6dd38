import 'server-only'
import { cookies } from 'next/headers'
import type { RiasecResult } from '@/payload-types'
import { parseBilanType, profileSetFor, layoutFor, type BilanType } from '@/domain/bilan'
import { canonicalCode } from '@/domain/riasec'
import { RIASEC_LETTERS, type RiasecLetter } from '@/domain/riasec-letters'
import { fullProfile, previewOf, type ProfileView } from '@/domain/unlock'
import { ACCESS_COOKIE } from '../access-token'
import { BILAN_TYPE_COOKIE } from '../http/test-page-routes'
import { getPayload } from '../payload'
import { getProfile } from '../content'
import { toProfileContent } from '../profile-content'
import { findResultByToken, isUnlocked } from './visitor-result'

export type ResultsPageData =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'page'
      view: ProfileView
      bilanType: BilanType
      result: RiasecResult | null
      /** The visitor's six scores, in R-I-A-S-E-C order; the page names the types from the interface texts. */
      scores?: Array<{ letter: RiasecLetter; score: number }>
    }

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
  const result = await findResultByToken(await getPayload(), jar.get(ACCESS_COOKIE)?.value)
  const bilanType = result ? parseBilanType(result.bilanType) : parseBilanType(jar.get(BILAN_TYPE_COOKIE)?.value)
  const doc = await getProfile(profileSetFor(bilanType), code)
  if (!doc) return { kind: 'redirect', to: '/' }

  const content = toProfileContent(doc)
  const ownsThisProfile = result?.dominantProfile === code
  const view = ownsThisProfile && isUnlocked(result) ? fullProfile(content) : previewOf(content, layoutFor(bilanType))
  const scores =
    ownsThisProfile && result
      ? RIASEC_LETTERS.map((letter) => ({
          letter,
          score: result.scores[letter.toLowerCase() as keyof RiasecResult['scores']] as number,
        }))
      : undefined
  return { kind: 'page', view, bilanType, result: ownsThisProfile ? result : null, scores }
}
