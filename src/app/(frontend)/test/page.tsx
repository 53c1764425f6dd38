import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import { pageMetadata } from '@/components/site/seo'
import { getInterfaceTexts, getQuestions } from '@/server/content'
import { TestRunner } from '@/components/assessment/TestRunner.client'
import { toRunnerQuestions } from '@/components/assessment/runner-questions'
import styles from '@/components/assessment/TestPage.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy, settings } = await getSiteContext()
  return {
    ...pageMetadata({ ...copy.meta.orientationTest, path: '/test', siteName: settings.brandName }),
    other: { 'geo.region': 'FR', 'geo.placename': 'France' },
  }
}

export default async function OrientationTestPage() {
  const [questions, texts] = await Promise.all([getQuestions('orientation', 'scolaire'), getInterfaceTexts()])
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.runner.orientationTitle}</h1>
      <TestRunner kind="orientation" bilanType="scolaire" questions={toRunnerQuestions(questions)} texts={texts.runner} />
    </div>
  )
}
