import { describe, expect, it } from 'vitest'
import { csvCell, parisDayStart, parisToday } from './csv-export'

describe('CSV export', () => {
  it('quotes what needs it and neutralises formulas', () => {
    expect(csvCell('Léa')).toBe('Léa')
    expect(csvCell(42)).toBe('42')
    expect(csvCell(null)).toBe('')
    expect(csvCell('a;b')).toBe('"a;b"')
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""')
    expect(csvCell('ligne\nsuivante')).toBe('"ligne\nsuivante"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('+33 6')).toBe("'+33 6")
  })

  it('reads filter days as French days', () => {
    expect(parisDayStart('2026-01-15')).toBe('2026-01-14T23:00:00.000Z')
    expect(parisDayStart('2026-07-15')).toBe('2026-07-14T22:00:00.000Z')
    expect(parisDayStart('2026-12-31', 1)).toBe('2026-12-31T23:00:00.000Z')
  })
})

describe('parisToday', () => {
  it('names an export after the day in France, not in UTC, past midnight in Paris', () => {
    expect(parisToday(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
    expect(parisToday(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14')
    expect(parisToday(new Date('2026-07-14T22:01:00Z'))).toBe('2026-07-15')
  })
})
