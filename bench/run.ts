/**
 * `npm run bench`: the performance figures of issue 8 on a production build, printed as a table.
 * Speed targets are ratios against references measured in the same run (a shared 2-core machine drifts);
 * byte counts are absolute. Loopback only; every load is bounded in time.
 */
import path from 'node:path'
import { rmSync } from 'node:fs'
import pg from 'pg'
import { createFreshDatabase, startEmbeddedPostgres } from '../scripts/lib/database'
import { startApp } from './lib/server'
import { firstLoadJs } from './lib/bundle'
import { measureLoad, type LoadFigures } from './lib/load'
import { audit, type LighthouseFigures } from './lib/lighthouse'
import { ensureNginx, serveFromDisk, serveThroughProxy } from './lib/nginx'
import { createVisitorResults, signIn } from './lib/visitors'
import { Table } from './lib/table'
import { measureReportGeneration } from './lib/report'
import { medianBy } from './lib/median'
import { startBlankApp } from './lib/blank-app'

const APP_PORT = 3500
const STATIC_PORT = 3501
const PROXY_PORT = 3502
const BLANK_PORT = 3503
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3)
const ROOT = path.resolve(import.meta.dirname, '..')

const pgDir = path.join(ROOT, '.data', 'bench', 'postgres')
rmSync(pgDir, { recursive: true, force: true })
const server = await startEmbeddedPostgres(pgDir)
const database = await createFreshDatabase(server.serverUrl, 'orientation_bench')
const app = await startApp(APP_PORT, database.url)
const table = new Table()
const stops: Array<() => Promise<void>> = [app.stop]

try {
  const { locked, unlocked } = await createVisitorResults(app.url)
  const blank = await startBlankApp(BLANK_PORT)
  stops.push(blank.stop)
  // The promo unlock prepares the report 5 s later (src/server/report/service.ts) and the server warms its PDF
  // renderer 5 s after start: both hold the CPU for a second or so, which is not what the pages cost.
  await new Promise((resolve) => setTimeout(resolve, 12_000))
  const pages = {
    landing: '/',
    test: '/test-riasec',
    resources: '/ressources',
    article: '/metier-reconversion-40-ans',
  }

  // 1. Lighthouse, mobile emulation.
  const audits: Array<[string, string, string | undefined]> = [
    ['/', pages.landing, undefined],
    ['/test-riasec', pages.test, undefined],
    ['/resultats-riasec (unlocked)', unlocked.path, unlocked.cookie],
    ['/resultats-riasec (locked)', locked.path, locked.cookie],
    ['/ressources', pages.resources, undefined],
    ['article', pages.article, undefined],
  ]
  // Two floors: a blank Next.js page (the framework alone) and our not-found page (the framework and our layout).
  const lighthouseFigures = (figures: LighthouseFigures) =>
    `performance ${figures.performance}, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms`
  table.reference('Lighthouse blank Next.js page (reference)', lighthouseFigures(await audit(blank.url)))
  const notFoundFigures = await audit(`${app.url}/page-qui-n-existe-pas`, { errorPage: true })
  table.reference('Lighthouse not-found page (reference)', lighthouseFigures(notFoundFigures))
  for (const [name, pagePath, cookie] of audits) {
    const figures = await audit(`${app.url}${pagePath}`, { cookie })
    table.target(`Lighthouse ${name}: performance`, figures.performance, '>= 95', figures.performance >= 95)
    table.target(`Lighthouse ${name}: accessibility`, figures.accessibility, '= 100', figures.accessibility === 100)
    table.target(`Lighthouse ${name}: best practices`, figures.bestPractices, '>= 95', figures.bestPractices >= 95)
    if (cookie === undefined) table.target(`Lighthouse ${name}: SEO`, figures.seo, '= 100', figures.seo === 100)
    else {
      // A visitor's own results are kept out of search engines (noindex): that one audit fails on purpose.
      const failures = figures.seoFailures.join(', ') || 'none'
      const onlyNoindex = figures.seoFailures.every((id) => id === 'is-crawlable')
      table.target(`Lighthouse ${name}: SEO`, `${figures.seo} (failing: ${failures})`, '= 100 but for is-crawlable (noindex page)', onlyNoindex)
    }
    table.target(`Lighthouse ${name}: LCP`, `${figures.lcpMs} ms`, '<= 1500 ms', figures.lcpMs <= 1500)
    table.target(`Lighthouse ${name}: TBT`, `${figures.tbtMs} ms`, '<= 100 ms', figures.tbtMs <= 100)
    table.target(`Lighthouse ${name}: CLS`, figures.cls, '<= 0.02', figures.cls <= 0.02)
  }

  // 2. First-load JavaScript, gzipped, beside what the blank Next.js page ships.
  const blankKb = Math.round((await firstLoadJs(blank.url)) / 1024)
  table.reference('First-load JS blank Next.js page (reference)', `${blankKb} KB`)
  await blank.stop()
  for (const [name, pagePath, limit] of [
    ['landing', pages.landing, 180],
    ['article', pages.article, 180],
    ['/test-riasec', pages.test, 200],
    ['/test', '/test', 200],
  ] as const) {
    const kb = Math.round((await firstLoadJs(`${app.url}${pagePath}`)) / 1024)
    table.target(`First-load JS ${name}`, `${kb} KB`, `<= ${limit} KB`, kb <= limit)
  }

  // 3. Load, with references measured in this run.
  ensureNginx()
  const landingHtml = await (await fetch(`${app.url}/`)).text()
  stops.push(await serveFromDisk(landingHtml, STATIC_PORT))
  stops.push(await serveThroughProxy(APP_PORT, PROXY_PORT))
  const submission = await import('./lib/visitors').then((module) => module.submissionBody(app.url))

  for (const connections of [32, 64]) {
    const run = (url: string, extra: Partial<Parameters<typeof measureLoad>[1]> = {}) =>
      measureLoad(url, { connections, seconds: SECONDS, ...extra })
    const notFound = await run(`${app.url}/page-qui-n-existe-pas`)
    const health = await run(`${app.url}/api/health`)
    const nginxDisk = await run(`http://127.0.0.1:${STATIC_PORT}/`)
    table.reference(`${connections} conn. not-found page (reference)`, notFound)
    table.reference(`${connections} conn. /api/health (reference)`, health)
    table.reference(`${connections} conn. nginx from disk (reference)`, nginxDisk)
    // Our smallest page rendered per request: the floor of a Next.js dynamic render on this machine.
    table.reference(`${connections} conn. /mes-donnees, smallest dynamic page (reference)`, await run(`${app.url}/mes-donnees`))

    for (const [name, pagePath] of [
      ['landing', pages.landing],
      ['/ressources', pages.resources],
      ['article', pages.article],
    ] as const) {
      const figures = await run(`${app.url}${pagePath}`)
      table.ratio(`${connections} conn. ${name}`, figures, notFound, 0.9, 'not-found page')
      const proxied = await run(`http://127.0.0.1:${PROXY_PORT}${pagePath}`)
      table.ratio(`${connections} conn. ${name} behind deploy/nginx.conf`, proxied, nginxDisk, 0.5, 'nginx from disk')
    }
    const results = await run(`${app.url}${locked.path}`, { headers: { cookie: locked.cookie } })
    table.ratio(`${connections} conn. /resultats-riasec`, results, health, 1, '/api/health', 2)
    const submit = await run(`${app.url}/api/assessments/riasec`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: submission,
      spreadAddresses: true,
    })
    table.ratio(`${connections} conn. result submission`, submit, health, 1, '/api/health', 2)
  }

  // 4. Report PDF generation, then the admin list of 100,000 leads.
  const report = await measureReportGeneration(50)
  table.target('Report PDF generation p50 (50 reports)', `${report.p50Ms} ms`, '<= 1000 ms', report.p50Ms <= 1000)
  table.target('Report PDF generation p99 (50 reports)', `${report.p99Ms} ms`, '<= 1000 ms', report.p99Ms <= 1000)

  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  await client.query(`insert into leads (name, email, source, bilan_type, current_filiere, created_at, updated_at)
    select 'Visiteur ' || n, 'visiteur' || n || '@exemple.fr', 'orientation', 'scolaire', 'Non spécifié',
           now() - (n || ' minutes')::interval, now()
    from generate_series(1, 100000) as n`)
  await client.query('analyze leads')
  await client.end()
  const token = await signIn(app.url)
  const timings: number[] = []
  for (let attempt = 0; attempt < 10; attempt++) {
    const started = performance.now()
    const response = await fetch(`${app.url}/api/leads?limit=10&page=1&sort=-createdAt&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    await response.json()
    timings.push(performance.now() - started)
  }
  const median = Math.round(medianBy(timings, (ms) => ms))
  table.target('Admin list of 100,000 leads (median of 10)', `${median} ms`, '<= 300 ms', median <= 300)
} finally {
  for (const stop of stops.reverse()) await stop().catch(() => {})
  await database.drop().catch(() => {})
  await server.stop()
  rmSync(pgDir, { recursive: true, force: true })
}

table.print()

export type { LoadFigures }
