import type { LoadFigures } from './load'

interface Row {
  metric: string
  value: string
  target: string
  verdict: string
}

/** Collects the figures and prints them beside their target (and reference) as one table. */
export class Table {
  private rows: Row[] = []

  target(metric: string, value: string | number, target: string, ok: boolean): void {
    this.rows.push({ metric, value: String(value), target, verdict: ok ? 'ok' : 'MISSED' })
  }

  /** A figure printed for comparison only: a load reference, or what the framework alone scores here. */
  reference(metric: string, figures: LoadFigures | string): void {
    if (typeof figures === 'string') this.rows.push({ metric, value: figures, target: 'reference', verdict: '' })
    else this.rows.push({ metric, value: describe(figures), target: 'reference', verdict: figures.errors === 0 ? '' : 'ERRORS' })
  }

  /**
   * `figures` must reach `factor` × the reference's requests/s (and, when given, a p99 within `p99Factor` × its
   * p99), with no error and no answer other than 2xx.
   */
  ratio(metric: string, figures: LoadFigures, reference: LoadFigures, factor: number, referenceName: string, p99Factor?: number): void {
    const ratio = figures.requestsPerSecond / Math.max(1, reference.requestsPerSecond)
    const p99Ratio = figures.p99Ms / Math.max(1, reference.p99Ms)
    const clean = figures.errors === 0 && figures.non2xx === 0
    const ok = clean && ratio >= factor && (p99Factor === undefined || p99Ratio <= p99Factor)
    const target = `>= ${factor}x ${referenceName} (${reference.requestsPerSecond} req/s)${p99Factor ? `, p99 <= ${p99Factor}x (${reference.p99Ms} ms)` : ''}`
    this.rows.push({
      metric,
      value: `${describe(figures)}; ratio ${ratio.toFixed(2)}${p99Factor ? `, p99 ratio ${p99Ratio.toFixed(2)}` : ''}`,
      target,
      verdict: ok ? 'ok' : 'MISSED',
    })
  }

  print(): void {
    const widths = (['metric', 'value', 'target', 'verdict'] as const).map((key) => Math.max(key.length, ...this.rows.map((row) => row[key].length)))
    const line = (cells: string[]) => `| ${cells.map((cell, index) => cell.padEnd(widths[index]!)).join(' | ')} |`
    console.log(line(['metric', 'value', 'target', 'verdict']))
    console.log(line(widths.map((width) => '-'.repeat(width))))
    for (const row of this.rows) console.log(line([row.metric, row.value, row.target, row.verdict]))
  }
}

const describe = (figures: LoadFigures) =>
  `${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms, ${figures.errors} errors${figures.non2xx ? `, ${figures.non2xx} non-2xx` : ''}`
