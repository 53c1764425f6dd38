import { expect, test } from '@playwright/test'

test.describe('the running product', () => {
  test('answers the health check only with a live database', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' })
  })

  test('serves the site in French with security headers', async ({ request }) => {
    const response = await request.get('/')
    expect(response.status()).toBe(200)
    expect(await response.text()).toContain('<html lang="fr"')
    const headers = response.headers()
    expect(headers['x-powered-by']).toBeUndefined()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
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
