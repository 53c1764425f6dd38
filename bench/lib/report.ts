/**
 * Report PDF generation time: 50 different reports (every school and adult profile, various names and
 * scores) rendered by the production code path, after one warm-up render like the server's at start.
 */
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { RIASEC_LETTERS } from '@/domain/riasec-letters'
import { buildReportModel } from '@/server/report/model'
import { renderReportPdf } from '@/server/report/render'
import { sampleReportInput } from '@/server/report/sample'

const FIRST_NAMES = ['Camille', 'Léa', 'Noé', 'Inès', 'Mathéo', 'Zoé', 'Élodie', 'Sébastien']

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

export async function measureReportGeneration(count = 50): Promise<{ p50Ms: number; p99Ms: number; bytes: number }> {
  const base = sampleReportInput()
  const profiles = [...schoolProfiles.map((profile) => ({ profile, audience: 'school' as const })), ...adultProfiles.map((profile) => ({ profile, audience: 'adult' as const }))]
  await renderReportPdf(buildReportModel(base))
  const timings: number[] = []
  let bytes = 0
  for (let index = 0; index < count; index++) {
    const { profile, audience } = profiles[index % profiles.length]!
    const letters = profile.code.split('')
    const scores = Object.fromEntries(RIASEC_LETTERS.map((letter) => [letter, letters.includes(letter) ? 5 - letters.indexOf(letter) : index % 2])) as typeof base.scores
    const input = { ...base, audience, profile, scores, dominantProfile: profile.code, ranking: undefined, tieBreak: undefined, firstName: FIRST_NAMES[index % FIRST_NAMES.length]! }
    const started = performance.now()
    const pdf = await renderReportPdf(buildReportModel(input))
    timings.push(performance.now() - started)
    bytes = Math.max(bytes, pdf.length)
  }
  timings.sort((a, b) => a - b)
  return { p50Ms: Math.round(percentile(timings, 50)), p99Ms: Math.round(percentile(timings, 99)), bytes }
}
