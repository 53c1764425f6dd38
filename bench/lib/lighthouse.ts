import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { medianBy } from './median'

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** The SEO audits that did not pass (a private page fails `is-crawlable` on purpose: it is noindex). */
  seoFailures: string[]
  lcpMs: number
  tbtMs: number
  cls: number
}

const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export interface AuditOptions {
  cookie?: string
  /** The page answers with an error status on purpose (the not-found reference); Lighthouse refuses those. */
  errorPage?: boolean
  /** How many audits the median is taken from (3 unless said). */
  runs?: number
}

/**
 * Lighthouse 12 with its default mobile emulation, in Debian's Chromium, each run in a fresh browser (a first
 * visit). Its simulation multiplies the main thread's observed work by four, so one stall of this shared host
 * moves a score by 20 points: the figures are the median run's, by performance score, as Lighthouse's own
 * guidance advises. Each page is requested once before its audits. A page Lighthouse could not audit (an
 * error status, a crash) throws rather than scoring 0.
 */
export async function audit(url: string, { runs = 3, ...options }: AuditOptions = {}): Promise<LighthouseFigures> {
  // A page's first request after start loads its route's server code (hundreds of ms here): a server in
  // production has long served it, so the audits measure the page as it is served from then on.
  await fetch(url, { headers: options.cookie ? { cookie: options.cookie } : {} }).then((response) => response.arrayBuffer())
  const figures: LighthouseFigures[] = []
  for (let run = 0; run < runs; run++) figures.push(await auditOnce(url, options))
  return medianBy(figures, (run) => run.performance)
}

async function auditOnce(url: string, { cookie, errorPage = false }: AuditOptions): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
      ignoreStatusCode: errorPage,
    })
    if (!result) throw new Error(`lighthouse gave no result for ${url}`)
    if (result.lhr.runtimeError) throw new Error(`lighthouse could not audit ${url}: ${result.lhr.runtimeError.message}`)
    const { categories, audits } = result.lhr
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      seoFailures: (categories.seo?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1).map((ref) => ref.id),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    }
  } finally {
    await chrome.kill()
  }
}
