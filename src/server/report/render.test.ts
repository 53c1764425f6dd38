/**
 * Renders real PDFs (a few seconds): the profiles with the most text in each set must still fill exactly
 * twelve A4 pages, with embedded fonts, French metadata and the visitor's own figures on the pages.
 */
import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import type { ProfileContent } from '@/domain/content-types'
import { interfaceTexts } from '@/content/interface'
import { reportTexts } from './copy'
import { buildReportModel, type ReportInput } from './model'
import { pdfInfo, pdfPagesPlacedText, pdfPagesText, pageCountOf } from './pdf-text'
import { renderReportPdf } from './render'
import { LONGEST_ANSWERS } from './page-fit'
import { romeData } from './rome-data'
import { fillTemplate } from '@/domain/template'

const longest = (set: ProfileContent[], count: number) => [...set].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length).slice(0, count)


/** A report's model: the brand, the date and the texts as seeded, the ROME data, and what each test gives. */
const reportModel = (input: Omit<ReportInput, 'brandName' | 'generatedOn' | 'rome' | 'riasec' | 'texts'> & Partial<Pick<ReportInput, 'texts'>>) =>
  buildReportModel({ brandName: 'Cap Orientation', generatedOn: new Date('2026-11-22T10:00:00Z'), rome: romeData(), riasec: interfaceTexts.riasec, texts: reportTexts, ...input })

describe('the rendered report', () => {
  // The profiles with the most text, and those whose summary page has the least room left for the answers.
  const withCodes = (set: ProfileContent[], codes: string[]) => set.filter((profile) => codes.includes(profile.code))
  const cases = [
    ...[...longest(schoolProfiles, 1), ...withCodes(schoolProfiles, ['IS'])].map((profile) => ({ profile, audience: 'school' as const })),
    ...[...longest(adultProfiles, 1), ...withCodes(adultProfiles, ['AS'])].map((profile) => ({ profile, audience: 'adult' as const })),
  ]

  it.each(cases)('$profile.set/$profile.code fills exactly twelve A4 pages', { timeout: 60_000 }, async ({ profile, audience }) => {
    const model = reportModel({
      firstName: 'Marie-Françoise',
      audience,
      profile,
      scores: { R: 2, I: 3, A: 1, S: 3, E: 2, C: 1 },
      dominantProfile: profile.code,
      orientationAnswers: LONGEST_ANSWERS,
    })
    const pdf = await renderReportPdf(model)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdfInfo(pdf)).toEqual({ title: `${model.cover.title} — Marie-Françoise`, language: 'fr', pageCount: 12 })
    // The service's own count, which reads the page tree only.
    expect(pageCountOf(pdf)).toBe(12)
    expect(pdf.toString('latin1')).toMatch(/\/FontFile2/)
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 595\.28\d* 841\.89\d*\]/)
    const pages = pdfPagesText(pdf)
    expect(pages).toHaveLength(12)
    const all = pages.join('\n')
    expect(pages[0]).toContain('Marie-Françoise')
    for (const line of model.scores) expect(pages[3]).toContain(`${line.letter} ${line.name}`)
    for (const career of model.careers) expect(pages[7]!.replace(/\s+/gu, ' ')).toContain(career.name)
    expect(all).toContain('Source : ROME, France Travail, Licence Ouverte')
    expect(all).toContain('’')
  })

  it('gives six equal scores families of every ROME domain, says so, and keeps to twelve pages', { timeout: 60_000 }, async () => {
    const profile = longest(schoolProfiles, 1)[0]!
    const model = reportModel({
      firstName: 'Marie-Françoise',
      audience: 'school',
      profile,
      scores: { R: 4, I: 4, A: 4, S: 4, E: 4, C: 4 },
      dominantProfile: profile.code,
      orientationAnswers: LONGEST_ANSWERS,
    })
    const pdf = await renderReportPdf(model)
    expect(pageCountOf(pdf)).toBe(12)
    const families = pdfPagesText(pdf)[9]!.replace(/\s+/gu, ' ')
    expect(families).toMatch(/\d{3} familles s’accordent à 100 % avec tes scores/u)
    for (const domain of 'ABCDEFGHIJKLMN') expect(families).toMatch(new RegExp(`${domain}\\d{4} `, 'u'))
  })

  it('speaks of one dominant type, and of 1 point in the singular, for a very marked one-letter profile', { timeout: 60_000 }, async () => {
    const model = reportModel({
      firstName: null,
      audience: 'school',
      profile: schoolProfiles.find((item) => item.code === 'R')!,
      scores: { R: 7, I: 1, A: 1, S: 1, E: 1, C: 1 },
      dominantProfile: 'R',
    })
    const pages = (await pdfPagesText(await renderReportPdf(model))).map((page) => page.replace(/\s+/gu, ' '))
    expect(pages).toHaveLength(12)
    expect(pages[1]).toContain('Ton type dominant')
    expect(pages[1]).not.toContain('R + ')
    expect(pages[4]).toContain('Ton type dominant et celui qui le suit')
    expect(pages[4]).toContain('Ton deuxième type · 1 point sur 12')
    expect(pages.join(' ')).not.toMatch(/\b[01] points\b/u)
  })

  it('fills the dominant types’ lines with the score an editor may write there (REPORT_TEXTS_GIVEN)', { timeout: 60_000 }, async () => {
    const types = { ...reportTexts.labels.types, first: 'Premier : {score}/12 ({points})', second: 'Deuxième : {score}/12 ({points})' }
    const model = reportModel({
      firstName: 'Léa',
      audience: 'adult',
      profile: adultProfiles.find((item) => item.code === 'IA')!,
      scores: { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 },
      dominantProfile: 'IA',
      texts: { ...reportTexts, labels: { ...reportTexts.labels, types } },
    })
    const page = (await pdfPagesText(await renderReportPdf(model)))[4]!.replace(/\s+/gu, ' ')
    expect(page).toContain('Premier : 5/12 (5 points)')
    expect(page).toContain('Deuxième : 3/12 (3 points)')
  })
})

describe('the report’s font', () => {
  it('breaks a first name and a quoted address too long for a line, every letter kept, and stays on twelve pages', { timeout: 60_000 }, async () => {
    const name = 'Marie-Christine-Alexandrine-Bérengère-Joséphine'
    const address = 'https://www.exemple.fr/formations/alternance/metiers-du-numerique/developpeur-web?source=rapport'
    const profile = adultProfiles.find((item) => item.code === 'IA')!
    const model = reportModel({ firstName: name, audience: 'adult', profile, scores: { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 }, dominantProfile: 'IA', orientationAnswers: [{ question: 'Ton rêve professionnel ?', answer: address }] })
    const pdf = await renderReportPdf(model)
    expect(pageCountOf(pdf)).toBe(12)
    // The cover's title (32 pt) gives the name lines of its own, joined back once the break's hyphen is dropped.
    const titleLines = pdfPagesPlacedText(pdf)[0]!.filter((piece) => piece.size === 32).map((piece) => piece.text)
    const nameLines = titleLines.slice(titleLines.findIndex((line) => line.startsWith('Marie')))
    expect(nameLines.length).toBeGreaterThan(1)
    expect(nameLines.map((line, index) => (index < nameLines.length - 1 ? line.replace(/-$/u, '') : line)).join('')).toBe(name)
    const summary = pdfPagesText(pdf)[1]!.replace(/-\n/gu, '').replace(/\s+/gu, ' ')
    expect(summary).toContain(address)
  })

  // Names from the scripts the report prints (model.ts: inReportScripts). A letter without its glyph in the
  // font would come out of the PDF missing (« Aye-ucja »).
  it('prints Latin, Greek and Cyrillic names on the cover and in the page headers, every letter kept', { timeout: 60_000 }, async () => {
    const names = 'Ayşe-Łucja Nguyễn Đức Ørsted Ţepeş Ğülşen Dvořák Żaneta Дмитрий Σοφία Zoë'
    const profile = adultProfiles.find((item) => item.code === 'RS')!
    const model = reportModel({
      firstName: names,
      audience: 'adult',
      profile,
      scores: { R: 5, I: 3, A: 1, S: 5, E: 2, C: 1 },
      dominantProfile: profile.code,
    })
    const pdf = await renderReportPdf(model)
    const pages = pdfPagesText(pdf).map((page) => page.replace(/\s+/gu, ' '))
    expect(pages).toHaveLength(12)
    for (const page of pages) expect(page).toContain(names)
    expect(pdfInfo(pdf).title).toContain(names)
  })
})

describe('the rendered cover', () => {
  const coverOf = async (audience: 'school' | 'adult', title: string) => {
    const profile = (audience === 'school' ? schoolProfiles : adultProfiles).find((item) => item.code === 'RS')!
    const texts = { ...reportTexts, cover: { ...reportTexts.cover, title: { ...reportTexts.cover.title, [audience]: title } } }
    const model = reportModel({
      firstName: 'Élodie-Marie',
      audience,
      profile,
      scores: { R: 5, I: 3, A: 1, S: 5, E: 2, C: 1 },
      dominantProfile: profile.code,
      texts,
    })
    const pdf = await renderReportPdf(model)
    expect(pdfInfo(pdf).pageCount).toBe(12)
    const cover = pdfPagesPlacedText(pdf)[0]!
    const footer = cover.find((piece) => piece.text.startsWith(fillTemplate(reportTexts.labels.cover.footer, { pages: 12 })))
    const hexagonScores = cover.filter((piece) => /^\d+\/12$/u.test(piece.text))
    expect(footer).toBeDefined()
    expect(hexagonScores).toHaveLength(6)
    return { footer: footer!, lowestScore: Math.max(...hexagonScores.map((piece) => piece.top)), scoreSize: hexagonScores[0]!.size }
  }

  // The adult title takes two lines and an editor's may take more: the hexagon gets the room left above the footer.
  it.each([
    ['school', reportTexts.cover.title.school],
    ['adult', reportTexts.cover.title.adult],
    ['adult', 'Ton rapport d’orientation professionnelle, de reconversion et de transition de carrière'],
  ] as const)('%s cover titled %j keeps the hexagon above the footer', { timeout: 60_000 }, async (audience, title) => {
    const { footer, lowestScore } = await coverOf(audience, title)
    expect(lowestScore).toBeLessThan(footer.top - footer.size - 4)
  })

  it('keeps the school hexagon at full size', { timeout: 60_000 }, async () => {
    expect((await coverOf('school', reportTexts.cover.title.school)).scoreSize).toBe(8)
  })
})

describe('pageCountOf', () => {
  it('reads the count of the page tree’s root, not of a branch', () => {
    const pdf = Buffer.from('%PDF-1.3\n2 0 obj\n<< /Type /Pages /Parent 1 0 R /Count 2 /Kids [] >>\nendobj\n1 0 obj\n<<\n/Type /Pages\n/Count 13\n/Kids [2 0 R]\n>>\nendobj\n', 'latin1')
    expect(pageCountOf(pdf)).toBe(13)
    expect(pageCountOf(Buffer.from('%PDF-1.3\n', 'latin1'))).toBeNull()
  })
})
