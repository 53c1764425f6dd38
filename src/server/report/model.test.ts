import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { interfaceTexts } from '@/content/interface'
import type { ProfileContent } from '@/domain/content-types'
import { SCORING_RULE_TEXT, SINGLE_LETTER_RULE_TEXT, TIE_RULE_TEXT } from '@/domain/riasec'
import { REPORT_TEXTS_GIVEN, reportTexts } from './copy'
import { frenchSpacing } from '@/domain/typography'
import { buildReportModel, excerpt, drawableInReport, printable, reportRanking, type ReportInput } from './model'
import { romeData } from './rome-data'

const profile = (set: ProfileContent[], code: string) => set.find((item) => item.code === code)!

const input = (overrides: Partial<ReportInput> = {}): ReportInput => ({
  brandName: 'Cap Orientation',
  firstName: 'Léa',
  generatedOn: new Date('2026-11-22T10:00:00Z'),
  audience: 'adult',
  profile: profile(adultProfiles, 'IA'),
  scores: { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 },
  dominantProfile: 'IA',
  rome: romeData(),
  texts: reportTexts,
  riasec: interfaceTexts.riasec,
  ...overrides,
})

describe('the report model', () => {
  it('fills, in the sentences REPORT_TEXTS_GIVEN names, every name it declares there (an editor may write them)', () => {
    // Each declared sentence rewritten to use every name declared for it, each between < >, which must never
    // come out empty (the dominant types' lines are the PDF's: render.test.ts).
    const texts = structuredClone(reportTexts) as unknown as Record<string, unknown>
    const declared = REPORT_TEXTS_GIVEN.filter(({ under }) => under[0] !== 'labels')
    const rewrite = (group: Record<string, unknown>, names: readonly string[]) => {
      for (const [key, value] of Object.entries(group)) {
        if (typeof value === 'string') group[key] = `Écrit ${names.map((name) => `<{${name}}>`).join(' ')}`
        else if (value && typeof value === 'object' && !Array.isArray(value)) rewrite(value as Record<string, unknown>, names)
      }
    }
    for (const { under, names } of declared) {
      const parent = under.slice(0, -1).reduce((node, key) => node[key] as Record<string, unknown>, texts)
      const last = under.at(-1)!
      if (typeof parent[last] === 'string') parent[last] = `Écrit ${names.map((name) => `<{${name}}>`).join(' ')}`
      else rewrite(parent[last] as Record<string, unknown>, names)
    }
    for (const [audience, scores] of [
      ['adult', { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 }],
      ['school', { R: 2, I: 2, A: 2, S: 2, E: 2, C: 2 }],
    ] as const) {
      const model = buildReportModel(input({ audience, texts: texts as unknown as ReportInput['texts'], scores, profile: profile(audience === 'adult' ? adultProfiles : schoolProfiles, 'IA') }))
      const printed = JSON.stringify([model.actionPlan, model.indices.sentences, model.meta.subject, model.meta.keywords])
      expect(printed.match(/Écrit/g)!.length).toBeGreaterThanOrEqual(8)
      expect(printed).not.toMatch(/\{\w+\}/)
      expect(printed).not.toContain('<>')
    }
  })

  it('has twelve pages and prints the first name, the date and the six scores in hexagon order', () => {
    const model = buildReportModel(input())
    expect(model.pageTitles).toHaveLength(12)
    expect(model.meta).toMatchObject({ title: 'Ton rapport d’orientation professionnelle — Léa', language: 'fr', author: 'Cap Orientation' })
    expect(model.cover.greeting).toBe('Rapport de Léa, établi le 22 novembre 2026')
    expect(buildReportModel(input({ firstName: 'Élodie-Marie' })).cover.greeting).toBe('Rapport d’Élodie-Marie, établi le 22 novembre 2026')
    expect(model.scores.map((line) => `${line.letter}${line.score}`)).toEqual(['R1', 'I5', 'A3', 'S2', 'E0', 'C1'])
    expect(model.ranking.slice(0, 2)).toEqual(['I', 'A'])
    expect(model.dominantTypes.map((type) => type.name)).toEqual(['Investigateur', 'Artistique'])
  })

  it('speaks of one dominant type for a one-letter profile, and of two otherwise', () => {
    const pair = buildReportModel(input())
    expect(pair.singleType).toBe(false)
    expect(pair.pageTitles[4]).toBe('Tes deux types dominants')
    const single = buildReportModel(input({ profile: profile(adultProfiles, 'I'), dominantProfile: 'I', scores: { R: 1, I: 7, A: 3, S: 2, E: 0, C: 1 } }))
    expect(single.singleType).toBe(true)
    expect(single.pageTitles).toHaveLength(12)
    expect(single.pageTitles[4]).toBe('Ton type dominant et celui qui le suit')
    expect(single.dominantTypes.map((type) => type.letter)).toEqual(['I', 'A'])
  })

  it('quotes the orientation answers shortened, so the summary keeps to its page', () => {
    const dream = 'Travailler dans une ONG internationale pour aider les populations déplacées. '.repeat(30)
    const model = buildReportModel(input({ orientationAnswers: [{ question: 'Ton rêve professionnel ?', answer: dream }] }))
    const [quoted] = model.orientationAnswers
    expect(quoted!.answer.length).toBeLessThanOrEqual(140)
    expect(quoted!.answer).toMatch(/^Travailler dans une ONG internationale.*…$/u)
  })

  it('names the profile’s first two trainings in its own order, as the results page lists them', () => {
    const model = buildReportModel(input({ audience: 'school', profile: profile(schoolProfiles, 'IA'), dominantProfile: 'IA' }))
    expect(model.firstTrainings.map((line) => line.split(' — ')[0])).toEqual(['BUT Métiers du multimédia et de l’internet', 'DNMADE mention Numérique'])
  })

  it('leaves out a name or an answer its font cannot draw, rather than print it blank', () => {
    for (const drawn of ['Ayşe-Łucja', 'Nguyễn Thị', 'Дмитрий', 'Σοφία', 'Zoë O’Brien']) expect(drawableInReport(drawn), drawn).toBe(true)
    for (const blank of ['李雷', 'محمد', 'Léa 李', 'Léa ≥ Zoé', 'Ｌéa', 'Ѐва ♪']) expect(drawableInReport(blank), blank).toBe(false)
    // Emoji are dropped before printing, and the Ukrainian apostrophe (U+02BC) is drawn.
    for (const drawn of ['Léa 😊', 'Мар\u02BCяна']) expect(drawableInReport(drawn), drawn).toBe(true)
    const unnamed = buildReportModel(input({ firstName: '李雷', orientationAnswers: [{ question: 'Ton rêve ?', answer: '成为医生' }, { question: 'Ta ville ?', answer: 'Lyon' }] }))
    expect(unnamed.firstName).toBeNull()
    expect(unnamed.cover.greeting).not.toContain('李')
    expect(unnamed.meta.title).toBe('Ton rapport d’orientation professionnelle')
    expect(unnamed.orientationAnswers.map((answer) => answer.answer)).toEqual(['Lyon'])
    const dreamInChinese = buildReportModel(input({ orientationAnswers: [{ question: 'Ton rêve ?', answer: '成为医生' }] }))
    expect(JSON.stringify(dreamInChinese.actionPlan)).not.toContain('成为')
  })

  it('explains the indices in plain French and flags a weakly differentiated profile', () => {
    const clear = buildReportModel(input())
    expect(clear.indices).toMatchObject({ differentiation: 2, consistency: 'adjacent', consistencyLabel: 'forte', weak: false })
    const weak = buildReportModel(input({ scores: { R: 1, I: 4, A: 4, S: 1, E: 1, C: 1 } }))
    expect(weak.indices.weak).toBe(true)
    expect(weak.indices.weakTitle).toBe('Profil peu différencié')
    expect(weak.indices.sentences[0]).toMatch(/à égalité/)
    expect(weak.actionPlan.days30.some((step) => step.includes('troisième type'))).toBe(true)
  })

  it('gives six careers with their ROME code, family, level, pathway and why they fit', () => {
    const model = buildReportModel(input())
    expect(model.careers).toHaveLength(6)
    for (const career of model.careers) {
      expect(career.romeCode).toMatch(/^[A-N]\d{4}$/)
      expect(career.romeLabel).toBeTruthy()
      expect(career.level).toBeTruthy()
      expect(career.pathway).toBeTruthy()
      expect(career.why).toMatch(/tes scores\u00A0: /)
    }
  })

  it('shows every training level, the profile’s trainings under their own level', () => {
    const model = buildReportModel(input())
    expect(model.levels.map((level) => level.code)).toEqual(['CAP', 'BTS', 'Bachelor', 'Master', 'DNMADE'])
    expect(model.levels.flatMap((level) => level.trainings)).toHaveLength(4)
    for (const level of model.levels) expect(level.trainings.length > 0 || level.emptyText !== null).toBe(true)
  })

  it('ranks other job families by agreement with the scores, without repeating the six careers', () => {
    const model = buildReportModel(input())
    const careerCodes = new Set(model.careers.map((career) => career.romeCode))
    expect(model.families).toHaveLength(8)
    expect(model.families.every((family) => !careerCodes.has(family.code))).toBe(true)
    const fits = model.families.map((family) => family.fitPercent)
    expect([...fits].sort((a, b) => b - a)).toEqual(fits)
    expect(model.families[0]!.letters.startsWith('I')).toBe(true)
  })

  it('gives an adult one bridge fewer when the families page says how many families share the last fit', () => {
    const even = { R: 2, I: 2, A: 2, S: 2, E: 2, C: 2 }
    const flat = buildReportModel(input({ scores: even }))
    expect(flat.fitExplainer).toMatch(/familles s’accordent à 100/u)
    expect(flat.bridges).toHaveLength(5)
    expect(buildReportModel(input({ scores: even, texts: { ...reportTexts, familiesTied: '' } })).bridges).toHaveLength(6)
  })

  it('gives a flat profile families of every ROME domain, and says how many more fit as well', () => {
    const flat = buildReportModel(input({ audience: 'school', profile: profile(schoolProfiles, 'IA'), scores: { R: 4, I: 4, A: 4, S: 4, E: 4, C: 4 } }))
    expect(flat.families).toHaveLength(14)
    expect(new Set(flat.families.map((family) => family.code[0])).size).toBe(14)
    expect(flat.families.every((family) => family.fitPercent === 100)).toBe(true)
    const everyFamily = romeData().families.length - new Set(flat.careers.map((career) => career.romeCode)).size
    expect(flat.fitExplainer).toContain(`${everyFamily}\u00a0familles s’accordent à 100\u202F% avec tes scores`)
  })

  it('gives adults bridge jobs from the ROME mobility links, and school pupils their own wording', () => {
    const adult = buildReportModel(input())
    expect(adult.bridges.length).toBeGreaterThan(0)
    expect(adult.bridges.every((bridge) => adult.careers.some((career) => career.name === bridge.from))).toBe(true)
    expect(adult.resources.map((resource) => resource.name)).toContain('Mon Compte Formation')

    const school = buildReportModel(input({ audience: 'school', profile: profile(schoolProfiles, 'IA') }))
    expect(school.bridges).toEqual([])
    expect(school.families).toHaveLength(14)
    expect(school.cover.title).toBe('Ton rapport d’orientation')
    expect(school.resources.map((resource) => resource.name)).toContain('Parcoursup')
    expect(school.actionPlan.days30.join(' ')).toMatch(/PsyEN/)
    expect(adult.actionPlan.days30.join(' ')).toMatch(/conseiller en évolution professionnelle/)
  })

  it('quotes the orientation answers when given, and works without a first name', () => {
    const model = buildReportModel(
      input({ firstName: null, orientationAnswers: [{ question: 'Ton rêve ?', answer: 'Illustratrice 🎨' }] }),
    )
    expect(model.orientationAnswers).toEqual([{ question: 'Ton rêve\u202F?', answer: 'Illustratrice' }])
    expect(model.meta.title).toBe('Ton rapport d’orientation professionnelle')
    expect(model.cover.greeting).toBe('Rapport personnalisé, établi le 22 novembre 2026')
    expect(model.actionPlan.days90.join(' ')).toContain('«\u00A0Illustratrice\u00A0»')
  })
})

describe('the report texts', () => {
  it('prints the texts it is given, placeholders filled and French spacing applied', () => {
    const texts = structuredClone(reportTexts)
    texts.cover.greeting = 'Bilan préparé pour {firstName} : le {date}'
    texts.careerWhy.oneDominantType = 'Ton type {types} compte ! Scores : {scores}'
    texts.labels.summary.advice = 'Le conseil de ton coach'
    const model = buildReportModel(input({ texts }))
    expect(model.cover.greeting).toBe('Bilan préparé pour Léa\u00A0: le 22 novembre 2026')
    expect(model.careers.map((career) => career.why)).toContain('Ton type Investigateur compte\u202F! Scores\u00A0: I 5/12, R 1/12')
    expect(model.labels.summary.advice).toBe('Le conseil de ton coach')
  })

  it('names the types and the career markers as the interface texts do, wherever the report prints them', () => {
    const riasec = structuredClone(interfaceTexts.riasec)
    riasec.typeNames.I = 'Chercheur'
    riasec.careerTags['🔥'] = 'Ça embauche !'
    const model = buildReportModel(input({ riasec }))
    expect(model.scores.find((line) => line.letter === 'I')?.name).toBe('Chercheur')
    expect(model.dominantTypes[0].name).toBe('Chercheur')
    expect(model.method[1]).toContain('R (Réaliste), I (Chercheur), A (Artistique)')
    expect(model.careers.some((career) => career.officialLetters?.includes('I Chercheur'))).toBe(true)
    const tags = profile(adultProfiles, 'IA').careers.map((career) => career.tag)
    expect(tags).toContain('🔥')
    model.careers.forEach((career, index) => {
      expect(career.marker).toBe(tags[index] === '🔥' ? 'Ça embauche\u202F!' : interfaceTexts.riasec.careerTags[tags[index]!])
    })
  })

  it('prints the method’s rules from the report texts, the default ones as the domain states them', () => {
    expect(buildReportModel(input()).method.slice(1)).toEqual([SCORING_RULE_TEXT, SINGLE_LETTER_RULE_TEXT, TIE_RULE_TEXT].map(frenchSpacing))
    const texts = structuredClone(reportTexts)
    texts.methodRules.tieBreak = 'En cas d’égalité, tes réponses au questionnaire tranchent.'
    expect(buildReportModel(input({ texts })).method.at(-1)).toBe('En cas d’égalité, tes réponses au questionnaire tranchent.')
  })

  it('says what the visitor’s outcome means in the report texts’ words, the lead counted in points', () => {
    // I 5, A 3: a two-point lead, two neighbouring types.
    expect(buildReportModel(input()).indices.sentences).toEqual([
      'Ton premier type a 2 points d’avance sur le deuxième.',
      'Tes deux premiers types sont voisins sur l’hexagone\u00A0: ils vont naturellement ensemble.',
    ])
    const texts = structuredClone(reportTexts)
    texts.outcome.lead = 'Écart entre tes deux premiers types : {lead}.'
    texts.labels.points = { one: '{count} pt', other: '{count} pts' }
    texts.outcome = { ...texts.outcome, consistency: { ...texts.outcome.consistency, adjacent: 'Deux types voisins !' } }
    expect(buildReportModel(input({ texts })).indices.sentences).toEqual(['Écart entre tes deux premiers types\u00A0: 2 pts.', 'Deux types voisins\u202F!'])
    const oneAhead = buildReportModel(input({ texts, scores: { R: 1, I: 4, A: 3, S: 2, E: 1, C: 1 } }))
    expect(oneAhead.indices.sentences[0]).toMatch(/^Ton premier type n’a que 1 pt d’avance/)
  })

  it('names the career each bridge starts from, in French quotation marks', () => {
    const model = buildReportModel(input())
    for (const bridge of model.bridges) {
      expect(bridge.origin).toBe(`Passerelle ${bridge.kind === 'close' ? 'proche' : 'évolution'} depuis «\u00A0${bridge.from}\u00A0»`)
    }
  })
})

describe('helpers', () => {
  it('drops emoji, which the report’s font cannot draw', () => {
    expect(printable('🔧 Geste sûr ⭐️ et efficace')).toBe('Geste sûr et efficace')
  })

  it('keeps a valid saved ranking and rebuilds an invalid one from the scores', () => {
    const scores = { R: 1, I: 5, A: 3, S: 2, E: 0, C: 1 }
    expect(reportRanking(scores, 'IA', ['I', 'A', 'S', 'R', 'C', 'E'])).toEqual(['I', 'A', 'S', 'R', 'C', 'E'])
    expect(reportRanking(scores, 'IA', ['S', 'A', 'I', 'R', 'C', 'E'])).toEqual(['I', 'A', 'S', 'R', 'C', 'E'])
    expect(reportRanking(scores, 'I', undefined).slice(0, 2)).toEqual(['I', 'A'])
    expect(() => reportRanking(scores, 'XY')).toThrow()
  })
})

describe('French spacing', () => {
  it('follows the site’s rule: colons, question marks and guillemets kept with their words, even as an editor typed them', () => {
    const model = buildReportModel(input({ orientationAnswers: [{ question: 'Pourquoi toi ?', answer: 'Parce que «Oui» : voilà !' }] }))
    expect(model.orientationAnswers[0]).toEqual({ question: 'Pourquoi toi\u202F?', answer: 'Parce que «\u00A0Oui\u00A0»\u00A0: voilà\u202F!' })
  })
})

describe('excerpt', () => {
  it('quotes an answer typed as a list on one line, its accents composed', () => {
    expect(excerpt('médecin\nvétérinaire\r\n\tinfirmie\u0300re', 140)).toBe('médecin vétérinaire infirmière')
  })

  it('cuts a long answer at a word, or within a word too long to wait for', () => {
    expect(excerpt('Travailler dans une association qui aide les enfants', 30)).toBe('Travailler dans une…')
    expect(excerpt('x'.repeat(50), 20)).toBe(`${'x'.repeat(19)}…`)
  })
})
