import { describe, expect, it } from 'vitest'
import { profiles as adultProfiles } from '@/content/profiles/adulte'
import { profiles as schoolProfiles } from '@/content/profiles/scolaire'
import { buildRomeDataset, parseQuotedCsv, splitQuotedLine, typographicLabel, ROME_CREDIT } from './rome-csv'
import { romeData } from './rome-data'

describe('ROME CSV reading', () => {
  it('splits quoted fields, keeps commas inside them and refuses a broken line', () => {
    expect(splitQuotedLine('"A1101","Conduite, engins","R",""', 2)).toEqual(['A1101', 'Conduite, engins', 'R', ''])
    expect(() => splitQuotedLine('"A1101",R', 3)).toThrow(/line 3/)
    expect(() => parseQuotedCsv('"a","b"\n"1"')).toThrow(/1 fields, expected 2/)
  })

  it('prints ROME’s doubled apostrophes as the typographic one', () => {
    expect(typographicLabel("Ecriture d''ouvrages, de livres ")).toBe('Ecriture d’ouvrages, de livres')
  })

  it('keeps codes, labels, letters and family-level links, preferring "close" when a pair is listed twice', () => {
    const dataset = buildRomeDataset(
      {
        codes: `"code_rome","code_fiche_em","code_ogr","libelle_rome","statut"\n"B0001","1","1","Famille d''essai","1"\n"A0001","2","2","Autre famille","1"\n"C0001","3","3","Sans lettres","1"`,
        riasec: '"code_rome","riasec_majeur","riasec_mineur"\n"A0001","R","I"\n"B0001","S",""',
        mobility:
          '"code_rome","code_rome_cible","code_appellation_source","code_appellation_cible","code_type_mobilite","libelle_type_mobilite"\n' +
          '"A0001","B0001","","","2","Evolution"\n"A0001","B0001","123","","1","Proche"\n"A0001","C0001","","","1","Proche"\n"B0001","B0001","","","1","Proche"',
      },
      '3.47',
    )
    expect(dataset.credit).toBe(ROME_CREDIT)
    expect(dataset.families).toEqual([
      ['A0001', 'Autre famille', 'R', 'I'],
      ['B0001', 'Famille d’essai', 'S', ''],
    ])
    expect(dataset.mobility).toEqual({ A0001: [['B0001', 'close']] })
  })
})

describe('the shipped ROME data', () => {
  const rome = romeData()

  it('holds the 531 families of ROME 3.47 with their credit line', () => {
    expect(rome.families).toHaveLength(531)
    expect(rome.credit).toBe('Source : ROME, France Travail, Licence Ouverte')
    expect(rome.family('M1805')).toMatchObject({ code: 'M1805', major: 'I' })
  })

  it('knows every career code of the seeded profiles, and lists bridges closest first', () => {
    for (const profile of [...schoolProfiles, ...adultProfiles]) {
      for (const career of profile.careers) expect(rome.family(career.romeCode), `${profile.set}/${profile.code} ${career.name}`).toBeDefined()
    }
    const bridges = rome.mobilityFrom('M1805')
    expect(bridges.length).toBeGreaterThan(0)
    const firstEvolution = bridges.findIndex((bridge) => bridge.kind === 'evolution')
    if (firstEvolution >= 0) expect(bridges.slice(firstEvolution).every((bridge) => bridge.kind === 'evolution')).toBe(true)
  })
})
