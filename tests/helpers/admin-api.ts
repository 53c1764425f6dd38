import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * The admin's credentials: those the Playwright config gives the server it starts, or, against a server
 * already running (E2E_BASE_URL), those of ADMIN_EMAIL / ADMIN_PASSWORD. Only that last mode may lack them.
 */
export const E2E_ADMIN = !process.env.E2E_BASE_URL
  ? { email: 'admin@exemple.fr', password: 'e2e-admin-password-123' }
  : process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
    ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
    : null

let token: string | undefined

/**
 * The admin's API headers, for tests that prepare or check data as staff. Signed in once per worker: staff
 * sign-ins are limited to 30 per address in five minutes (src/collections/Users/sign-in-limits.ts), a
 * project's tests all come from one address, and a sign-in per call ran the later files out of them. A
 * failed sign-in fails the test.
 */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  test.skip(!E2E_ADMIN, 'against an external server (E2E_BASE_URL), needs ADMIN_EMAIL and ADMIN_PASSWORD')
  if (!token) {
    const login = await request.post('/api/users/login', { data: E2E_ADMIN })
    expect(login.status(), 'the admin signs in').toBe(200)
    token = ((await login.json()) as { token: string }).token
  }
  return { Authorization: `JWT ${token}` }
}
