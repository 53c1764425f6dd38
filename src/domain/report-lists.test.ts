import { describe, expect, it } from 'vitest'
import { describeReportListProblems, reportListProblems } from './report-lists'

const defaults = { pageTitles: ['Couverture', 'Sommaire', 'Profil'], resources: { school: ['a', 'b'], adult: ['c', 'd'] }, intro: 'Bonjour' }

describe('reportListProblems', () => {
  it('accepts lists shortened or reworded, and the titles one per page', () => {
    expect(reportListProblems(defaults, { pageTitles: ['Une', 'Deux', 'Trois'], resources: { school: ['z'], adult: [] } })).toEqual([])
  })

  it('refuses a list longer than the default one, and page titles of another count', () => {
    expect(reportListProblems(defaults, { pageTitles: ['Une', 'Deux'], resources: { school: ['a', 'b', 'c'] } })).toEqual([
      { path: ['pageTitles'], length: 2, limit: 3, exact: true },
      { path: ['resources', 'school'], length: 3, limit: 2, exact: false },
    ])
  })

  it('checks only the lists the edit changed: a list stored already is never refused again', () => {
    const stored = { pageTitles: ['Une', 'Deux'], resources: { school: ['a', 'b', 'c'] } }
    expect(reportListProblems(defaults, { ...stored, intro: 'Salut' }, stored)).toEqual([])
    expect(reportListProblems(defaults, { ...stored, resources: { school: ['a', 'b', 'c', 'd'] } }, stored)).toEqual([
      { path: ['resources', 'school'], length: 4, limit: 2, exact: false },
    ])
  })

  it('leaves alone values of another type and keys the report does not read', () => {
    expect(reportListProblems(defaults, { pageTitles: 'Titre', other: [1, 2, 3, 4], resources: null })).toEqual([])
  })

  it('says in French which list to mend and why', () => {
    const message = describeReportListProblems(reportListProblems(defaults, { pageTitles: ['Une'], resources: { adult: ['c', 'd', 'e'] } }))
    expect(message).toContain('« pageTitles » en compte 1, il en faut 3 (un par page)')
    expect(message).toContain('« resources › adult » en compte 3, le rapport en tient 2 au plus')
  })
})
