import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/** Starts the production build (scripts/start.ts) on the given database, migrated and seeded by it. */
export async function startApp(port: number, databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
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
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://localhost:${port}`
  const deadline = Date.now() + 10 * 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the app exited before it was ready')
    const ok = await fetch(`${url}/api/health`).then((response) => response.ok).catch(() => false)
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
