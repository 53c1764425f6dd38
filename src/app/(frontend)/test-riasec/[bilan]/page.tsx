import type { Metadata } from 'next'
import { getSiteContext, getStartTestCopy } from '@/server/site-content'
import { pageMetadata } from '@/components/site/seo'
import { notFound } from 'next/navigation'
import { BILAN_TYPES, isBilanType, profileSetFor } from '@/domain/bilan'
import { getInterfaceTexts, getQuestions } from '@/server/content'
import { TestRunner } from '@/components/assessment/TestRunner.client'
import { toRunnerQuestions } from '@/components/assessment/runner-questions'
import styles from '@/components/assessment/TestPage.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy, settings } = await getSiteContext()
  return { ...pageMetadata({ ...copy.meta.riasecTest, path: '/test-riasec', siteName: settings.brandName }), robots: { index: true, follow: true } }
}

/**
 * One prerendered page per bilan type, so that the test, where most visits go, costs no render per request
 * and a cache in front can keep it. Visitors never see this path: `/test-riasec?bilan=…` is rewritten to it
 * and the path itself redirects there (src/server/http/test-page-routes.ts).
 */
export const dynamicParams = false
export const generateStaticParams = () => BILAN_TYPES.map((bilan) => ({ bilan }))

export default async function RiasecTestPage({ params }: { params: Promise<{ bilan: string }> }) {
  const { bilan } = await params
  if (!isBilanType(bilan)) notFound()
  const [questions, texts, contactCopy] = await Promise.all([getQuestions('riasec', profileSetFor(bilan)), getInterfaceTexts(), getStartTestCopy()])
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.runner.riasecTitle}</h1>
      <TestRunner key={bilan} kind="riasec" bilanType={bilan} questions={toRunnerQuestions(questions)} texts={texts.runner} contactCopy={contactCopy} />
    </div>
  )
}
