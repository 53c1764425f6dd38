import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)
/** E2E_BASE_URL points the tests at a server already running (e.g. a development server); otherwise one is started. */
const external = process.env.E2E_BASE_URL
const baseURL = external ?? `http://localhost:${PORT}`

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.e2e.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'fr-FR',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  // The server trusts the address a proxy would add (TRUST_PROXY): each project is its own visitor for the
  // per-address rate limits, so two passes within their ten-minute window do not share one budget.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions: chromium, extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.1' } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions: chromium, extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.2' } } },
  ],
  webServer: external
    ? undefined
    : {
    // A production build against a brand-new database, dropped when the run ends.
    command: 'node_modules/.bin/tsx scripts/start.ts --ephemeral',
    url: `${baseURL}/api/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      SITE_URL: baseURL,
      ADMIN_EMAIL: 'admin@exemple.fr',
      ADMIN_PASSWORD: 'e2e-admin-password-123',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      // Mail stays in the outbox, whole, where the tests read its links (an empty value reads as unset).
      SMTP_URL: '',
      // A tag manager container, so the consent tests see it load only once accepted (site.e2e.spec.ts, which
      // answers its script locally: no test reaches googletagmanager.com).
      GTM_ID: 'GTM-E2ETEST',
    },
  },
})
