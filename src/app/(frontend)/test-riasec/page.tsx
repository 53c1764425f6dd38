import type { Metadata } from 'next'
import { parseBilanType, profileSetFor } from '@/domain/bilan'
import { getInterfaceTexts, getQuestions } from '@/server/content'
import { TestRunner } from '@/components/assessment/TestRunner.client'
import { toRunnerQuestions } from '@/components/assessment/runner-questions'
import styles from '@/components/assessment/TestPage.module.css'

export const metadata: Metadata = {
  title: 'Test RIASEC gratuit : découvre ton profil d’orientation',
  description: 'Douze questions pour découvrir ton profil RIASEC, tes traits de personnalité et les métiers qui te correspondent. Gratuit, résultats immédiats.',
  alternates: { canonical: '/test-riasec' },
  robots: { index: true, follow: true },
}

export default async function RiasecTestPage({ searchParams }: { searchParams: Promise<{ bilan?: string }> }) {
  const bilanType = parseBilanType((await searchParams).bilan)
  const [questions, texts] = await Promise.all([getQuestions('riasec', profileSetFor(bilanType)), getInterfaceTexts()])
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{texts.runner.riasecTitle}</h1>
      <TestRunner key={bilanType} kind="riasec" bilanType={bilanType} questions={toRunnerQuestions(questions)} texts={texts.runner} />
    </div>
  )
}
