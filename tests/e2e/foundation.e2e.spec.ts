import http from 'node:http'
import { expect, test } from '@playwright/test'
import { adminHeaders } from '../helpers/admin-api'
import { cookieChoiceMade } from '../helpers/consent'

test.describe('the running product', () => {
  test('answers the health check only with a live database', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  test('answers the liveness probe from Next itself, never cached, beside Payload’s API', async ({ request }) => {
    const response = await request.get('/api/live')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(await response.json()).toEqual({ status: 'ok' })
    // Payload's routes under /api are still Payload's.
    expect((await request.get('/api/lives')).status()).toBe(404)
  })

  // Its security headers: the next test, for every kind of response.
  test('serves the site in French', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<html lang="fr"')
  })

  test('sends the security headers on every kind of response', async ({ request }) => {
    const landing = await (await request.get('/')).text()
    const script = landing.match(/\/_next\/static\/[^"]+\.js/)![0]
    const picture = landing.match(/\/api\/media\/file\/[^"?\s,]+/)![0]
    const answers = {
      page: await request.get('/'),
      api: await request.get('/api/health'),
      admin: await request.get('/admin/login'),
      notFound: await request.get('/nexiste-pas'),
      // A path that merely starts with "admin" is a public page, with the public policy.
      adminLike: await request.get('/administration-publique'),
      script: await request.get(script),
      picture: await request.get(picture),
      redirect: await request.get('/Ressources', { maxRedirects: 0 }),
      // Browsers ask for it whatever the page declares: an icon, not a 404 rendered per request.
      favicon: await request.get('/favicon.ico'),
    }
    expect(answers.redirect.status()).toBe(308)
    expect(answers.favicon.status()).toBe(200)
    expect(answers.favicon.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    expect(answers.notFound.status()).toBe(404)
    expect(answers.adminLike.status()).toBe(404)
    for (const [kind, response] of Object.entries(answers)) {
      const headers = response.headers()
      expect(headers['x-powered-by'], kind).toBeUndefined()
      expect(headers['x-content-type-options'], kind).toBe('nosniff')
      expect(headers['strict-transport-security'], kind).toContain('max-age=')
      expect(headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin')
      expect(headers['content-security-policy'], kind).toContain("frame-ancestors 'none'")
      expect(headers['x-frame-options'], kind).toBe('DENY')
      expect(headers['content-security-policy'], kind).not.toContain('unsafe-eval')
    }
    expect(answers.adminLike.headers()['content-security-policy']).toBe(answers.page.headers()['content-security-policy'])
  })

  test('refuses an API body too large, or of unknown length, before reading it', async ({ request, baseURL }) => {
    const tooLarge = await request.post('/api/users/login', { data: { email: 'a@exemple.fr', password: 'x'.repeat(1_100_000) } })
    expect(tooLarge.status()).toBe(413)
    expect(await tooLarge.json()).toEqual({ error: 'Ton envoi est trop volumineux.' })
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = http.request(new URL('/api/assessments/riasec', baseURL), { method: 'POST', headers: { 'content-type': 'application/json' } }, (answer) => {
        let body = ''
        answer.on('data', (chunk) => (body += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      })
      sent.on('error', reject)
      sent.write('{"answers":')
      sent.end('[]}')
    })
    expect(chunked.status).toBe(411)
    expect(JSON.parse(chunked.body)).toEqual({ error: 'Ton envoi doit indiquer sa taille.' })
  })

  test('answers a query the database cannot run with a 400 that says so, in the production build', async ({ request }) => {
    // Refused by a hook before any read: the message reaches the answer in the production build too.
    const refused = await request.get('/api/articles?where[title][near]=1,2')
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toBe('Requête invalide.')
    // So is an editor's refused deletion of a RIASEC question: the admin shows the reason, not « An unknown error occurred. ».
    const auth = await adminHeaders(request)
    const questions = (await (await request.get('/api/questions?where[test][equals]=riasec&limit=1&depth=0', { headers: auth })).json()) as { docs: Array<{ id: number }> }
    const kept = await request.delete(`/api/questions/${questions.docs[0]!.id}`, { headers: auth })
    expect(kept.status()).toBe(400)
    expect(((await kept.json()) as { errors: Array<{ message: string }> }).errors[0]?.message).toMatch(/^Le test RIASEC compte 12 questions par formulation/)
  })

  test('names Payload’s refusals in the production build as in development, which their log level goes by', async ({ request }) => {
    // Payload answers a refused save with its error's class name and logs it at the level configured for that
    // name (`loggingLevels`: one `info` line for a ValidationError). A minified server build named it « u »: the
    // answer said so, and every refused save was logged as an error with its stack.
    const refused = await request.post('/api/users', { headers: await adminHeaders(request), data: { email: 'pas-une-adresse', password: 'x', role: 'staff' } })
    expect(refused.status()).toBe(400)
    expect(((await refused.json()) as { errors: Array<{ name?: string }> }).errors[0]?.name).toBe('ValidationError')
  })

  test('renews content pages within a minute on every instance, not only the one an editor used', async ({ request }) => {
    // An editor's save refreshes the instance that took it at once (see the test below); other instances and
    // containers started from an older image hear nothing, so a page must not be kept longer than this.
    for (const path of ['/', '/ressources', '/bilan-orientation-scolaire']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expect(response.headers()['cache-control'], path).toMatch(/(^|[ ,])s-maxage=60([ ,]|$)/)
    }
  })

  test('serves the RIASEC test from a page prerendered per bilan type, at its usual address', async ({ request }) => {
    const html = new Map<string, string>()
    for (const path of ['/test-riasec', '/test-riasec?bilan=reconversion', '/test-riasec?bilan=%20Reconversion']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      // Rendered once and kept, not rendered again for each visitor.
      expect(response.headers()['cache-control'], path).toMatch(/(^|[ ,])s-maxage=60([ ,]|$)/)
      html.set(path, await response.text())
    }
    // The query still picks the question set, forgiving case and spaces.
    expect(html.get('/test-riasec?bilan=%20Reconversion')).toBe(html.get('/test-riasec?bilan=reconversion'))
    expect(html.get('/test-riasec')).not.toBe(html.get('/test-riasec?bilan=reconversion'))
    // With no query, the bilan type this browser chose before picks it; a query still wins over it. (Compared
    // by the type the page renders: a page regenerated after its minute may differ from its earlier copy.)
    const chosen = { headers: { cookie: 'bilan_type=reconversion' } }
    const servedBilan = async (path: string) => /\\"bilanType\\":\\"(\w+)\\"/u.exec(await (await request.get(path, chosen)).text())?.[1]
    expect(await servedBilan('/test-riasec')).toBe('reconversion')
    expect(await servedBilan('/test-riasec?bilan=scolaire')).toBe('scolaire')
    // The per-type pages have no address of their own.
    const direct = await request.get('/test-riasec/public', { maxRedirects: 0 })
    expect(direct.status()).toBe(308)
    expect(direct.headers()['location']).toMatch(/\/test-riasec\?bilan=public$/)
  })

  test('loads a first visit’s page in one request: the colour-scheme hint stays on the admin', async ({ page, request }) => {
    // `Critical-CH` makes Chrome drop the first response and ask again (an internal 307).
    const documents: string[] = []
    page.on('request', (sent) => {
      if (sent.resourceType() === 'document') documents.push(sent.url())
    })
    await page.goto('/ressources')
    expect(documents).toHaveLength(1)
    for (const path of ['/', '/ressources', '/test-riasec']) expect((await request.get(path)).headers()['critical-ch'], path).toBeUndefined()
    // The admin renders in the visitor's theme on the server.
    expect((await request.get('/admin/login')).headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('shows the admin login page in French', async ({ page }) => {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await expect(page.getByRole('button', { name: /connexion|se connecter/i })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('reveals no visitor data, account or promo code to anonymous API callers', async ({ request }) => {
    for (const collection of ['leads', 'riasec-results', 'orders', 'coaching-bookings', 'promo-codes', 'users', 'payment-events', 'outbox-emails']) {
      const response = await request.get(`/api/${collection}`)
      expect(response.status(), collection).toBe(403)
    }
    const graphql = await request.post('/api/graphql', { data: { query: '{ Leads { docs { email } } }' } })
    expect(graphql.status()).toBeGreaterThanOrEqual(400)
    expect(await graphql.text()).not.toContain('@')
  })

  test('keeps paid profile fields out of the public API', async ({ request }) => {
    const response = await request.get('/api/profiles?limit=100&depth=0')
    expect(response.status()).toBe(200)
    const body = (await response.json()) as { docs: Array<Record<string, unknown>>; totalDocs: number }
    expect(body.totalDocs).toBe(42)
    for (const profile of body.docs) {
      expect(profile.description).toBeTruthy()
      for (const field of ['interpretation', 'potential', 'advice']) expect(profile).not.toHaveProperty(field)
      for (const field of ['careers', 'formations', 'strengths', 'traits']) expect(profile[field] ?? []).toEqual([])
    }
  })
})

test('an editor’s change to a profile shows on the site within seconds', async ({ request, page }) => {
  await cookieChoiceMade(page.context())
  const auth = await adminHeaders(request)
  const found = await request.get('/api/profiles?where[code][equals]=R&where[set][equals]=scolaire&depth=0', { headers: auth })
  const profile = ((await found.json()) as { docs: Array<{ id: number; description: string }> }).docs[0]!
  await page.goto('/resultats-riasec?profile=R')
  await expect(page.getByText(profile.description)).toBeVisible()

  const edited = `Description revue par l’équipe éditoriale ${Date.now()}.`
  const patch = await request.patch(`/api/profiles/${profile.id}`, { data: { description: edited }, headers: auth })
  expect(patch.status()).toBe(200)
  await expect(async () => {
    await page.reload()
    await expect(page.getByText(edited)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 10_000 })
  await request.patch(`/api/profiles/${profile.id}`, { data: { description: profile.description }, headers: auth })
})
