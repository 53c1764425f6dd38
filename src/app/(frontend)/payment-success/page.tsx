import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import { cookies } from 'next/headers'
import { canonicalCode } from '@/domain/riasec'
import { ACCESS_COOKIE } from '@/server/access-token'
import { getPayload } from '@/server/payload'
import { findResultByToken } from '@/server/assessments/visitor-result'
import { getInterfaceTexts } from '@/server/content'
import { ThankYou } from '@/components/results/ThankYou.client'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return { title: copy.meta.paymentSuccess.title, robots: { index: false, follow: false } }
}

/** Spec part 1 §2.9: the profile from the query, else the visitor's saved result, else RI. */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { profile } = await searchParams
  // A key given twice comes as a list: neither one is taken.
  const fromQuery = typeof profile === 'string' && profile ? canonicalCode(profile) : null
  const result = fromQuery ? null : await findResultByToken(await getPayload(), (await cookies()).get(ACCESS_COOKIE)?.value)
  const code = fromQuery ?? result?.dominantProfile ?? 'RI'
  const texts = await getInterfaceTexts()
  return <ThankYou target={`/resultats-riasec?profile=${encodeURIComponent(code)}&payment=success`} texts={texts.paymentSuccess} />
}
