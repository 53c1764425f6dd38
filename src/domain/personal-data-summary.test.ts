import { describe, expect, it } from 'vitest'
import { describeCounts, erasureSummary, exportSummary, type PersonalDataCounts } from './personal-data-summary'

const none: PersonalDataCounts = { results: 0, leads: 0, orders: 0, bookings: 0, emails: 0, accessLinks: 0 }

describe('the personal-data tool’s summaries', () => {
  it('lists what was found in French, singular and plural, with no-break spaces', () => {
    expect(describeCounts({ ...none, results: 2, leads: 1, emails: 3 })).toBe('2\u00a0résultats, 1\u00a0contact et 3\u00a0emails')
    expect(describeCounts({ ...none, accessLinks: 1 })).toBe('1\u00a0lien')
  })

  it('says plainly that an export found nothing, so a mistyped address is not answered with an empty file unknowingly', () => {
    expect(exportSummary(none)).toBe('Aucune donnée n’est conservée pour cette adresse : le fichier téléchargé est vide. Vérifiez l’adresse.')
    expect(exportSummary({ ...none, orders: 1 })).toBe('Export téléchargé : 1\u00a0commande.')
  })

  it('tells what an erasure removed and that orders stay, anonymised', () => {
    expect(erasureSummary({ ...none, results: 1, orders: 2 })).toBe('Effacé : 1\u00a0résultat. Les commandes (2) restent pour la comptabilité, sans l’adresse.')
    expect(erasureSummary({ ...none, leads: 2 })).toBe('Effacé : 2\u00a0contacts.')
    expect(erasureSummary({ ...none, orders: 1 })).toBe('Rien d’autre à effacer. Les commandes (1) restent pour la comptabilité, sans l’adresse.')
    expect(erasureSummary(none)).toMatch(/^Rien à effacer/)
    // An order a parent paid for their teenager's report stays the parent's.
    expect(erasureSummary({ ...none, results: 1, ordersOfPayers: 1 })).toBe(
      'Effacé : 1\u00a0résultat. 1\u00a0commande payée avec une autre adresse (un parent) reste au nom de celle-ci, sans lien vers les données effacées.',
    )
    expect(erasureSummary({ ...none, ordersOfPayers: 2 })).toMatch(/^Rien d’autre à effacer\. 2\u00a0commandes payées avec d’autres adresses/)
  })
})
