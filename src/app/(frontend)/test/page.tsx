import type { Metadata } from 'next'
import { getSiteContext } from '@/server/site-content'
import { getInterfaceTexts, getQuestions } from '@/server/content'
import { TestRunner } from '@/components/assessment/TestRunner.client'
import { toRunnerQuestions } from '@/components/assessment/runner-questions'
import styles from '@/components/assessment/TestPage.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const { copy } = await getSiteContext()
  return {
    ...copy.meta.orientationTest,
    alternates: { canonical: '/test' },
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
