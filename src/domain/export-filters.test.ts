import { describe, expect, it } from 'vitest'
import { exportedSummary, exportQuery, isCalendarDay, isReversedRange } from './export-filters'

describe('isCalendarDay', () => {
  it('takes the days that exist, leap days included', () => {
    for (const day of ['2026-01-01', '2028-02-29', '2000-12-31', '2100-06-15']) expect(isCalendarDay(day), day).toBe(true)
  })

  it('refuses days that would roll over, other centuries and other shapes', () => {
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '1999-12-31', '2101-01-01', '9999-99-99', '2026-1-1', '01/02/2026', '']) {
      expect(isCalendarDay(day), day).toBe(false)
    }
  })
})

describe('isReversedRange', () => {
  it('is reversed only when both days are set and the end comes first', () => {
    expect(isReversedRange({ from: '2026-11-02', to: '2026-11-01' })).toBe(true)
    expect(isReversedRange({ from: '2026-11-01', to: '2026-11-01' })).toBe(false)
    expect(isReversedRange({ from: '2026-11-01', to: '2026-12-01' })).toBe(false)
    expect(isReversedRange({ from: '2026-11-01', to: '' })).toBe(false)
    expect(isReversedRange({ to: '2026-11-01' })).toBe(false)
  })
})

describe('exportQuery', () => {
  it('keeps the filters that are set, in one order, and leaves blank ones out', () => {
    expect(exportQuery({ offer: 'report', status: 'paid', to: '2026-11-30', from: '2026-11-01' })).toBe('?from=2026-11-01&to=2026-11-30&status=paid&offer=report')
    expect(exportQuery({ from: '', to: '  ', status: '', offer: 'premium' })).toBe('?offer=premium')
    expect(exportQuery({})).toBe('')
  })
})

describe('exportedSummary', () => {
  it('names the file and counts its rows in French', () => {
    expect(exportedSummary('orders-2026-12-06.csv', 0)).toBe('Fichier enregistré : orders-2026-12-06.csv (aucune ligne).')
    expect(exportedSummary('orders-2026-12-06.csv', 1)).toBe('Fichier enregistré : orders-2026-12-06.csv (1\u00a0ligne).')
    expect(exportedSummary('leads-2026-12-06.csv', 12345)).toBe('Fichier enregistré : leads-2026-12-06.csv (12\u202f345\u00a0lignes).')
  })
})
