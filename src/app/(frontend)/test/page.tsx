import type { Metadata } from 'next'
import { getInterfaceTexts, getQuestions } from '@/server/content'
import { TestRunner } from '@/components/assessment/TestRunner.client'
import { toRunnerQuestions } from '@/components/assessment/runner-questions'
import styles from '@/components/assessment/TestPage.module.css'

export const metadata: Metadata = {
  title: 'Test d’orientation gratuit en 10 questions',
  description:
    'Test d’orientation scolaire et professionnelle gratuit : 10 questions sur tes goûts, tes valeurs et tes projets pour trouver ta voie, en France.',
  alternates: { canonical: '/test' },
  other: { 'geo.region': 'FR', 'geo.placename': 'France' },
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
