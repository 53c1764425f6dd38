import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { waitUntilHealthy } from '../../scripts/lib/run'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/**
 * Starts the production build (scripts/start.ts) on the given database, migrated and seeded by it. The seed's
 * pictures go to a temporary folder removed on stop: each run used to add a full set to media/uploads.
 */
export async function startApp(port: number, databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'orientation-bench-media-'))
  const removeMedia = () => rmSync(mediaDir, { recursive: true, force: true })
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SITE_URL: `http://localhost:${port}`,
      ADMIN_EMAIL: 'bench@exemple.fr',
      ADMIN_PASSWORD: 'bench-admin-password-123',
      // Load comes from one address: the benchmark sends a distinct X-Forwarded-For per request.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      MEDIA_DIR: mediaDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://localhost:${port}`
  if (!(await waitUntilHealthy(url, child, 10 * 60_000))) {
    if (child.exitCode === null) child.kill('SIGTERM')
    removeMedia()
    if (child.exitCode !== null) throw new Error(`the app exited (code ${child.exitCode}) before it was ready`)
    throw new Error(`the app did not answer ${url}/api/health within 10 minutes`)
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          removeMedia()
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
