import { spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { waitUntilAnswers } from '../../scripts/lib/run'

const ROOT = path.resolve(import.meta.dirname, '..', '..')

/**
 * Builds and starts `bench/blank-app`, a Next.js page with nothing of ours (no CSS, no client component, no
 * Payload), with the project's own Next.js and React: what the framework alone reaches on this machine, in the
 * same run as our pages. It is built in a temporary folder: inside the project, Turbopack picks up the
 * project's own `src/proxy.ts`.
 */
export async function startBlankApp(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'orientation-bench-blank-'))
  const remove = () => rmSync(dir, { recursive: true, force: true })
  try {
    cpSync(path.join(ROOT, 'bench', 'blank-app'), dir, { recursive: true })
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir')
    const next = path.join(ROOT, 'node_modules', '.bin', 'next')
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
    const build = spawnSync(next, ['build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    if (build.status !== 0) throw new Error(`the blank reference app did not build (exit ${build.status})`)
    const server = spawn(next, ['start', '--port', String(port)], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] })
    const url = `http://127.0.0.1:${port}`
    if (!(await waitUntilAnswers(url, server, 60_000))) {
      server.kill('SIGTERM')
      throw new Error(`the blank reference app did not answer ${url} within a minute`)
    }
    return {
      url,
      // Safe to call twice: the benchmark stops it once its figures are taken, and again on its way out.
      stop: () =>
        new Promise((resolve) => {
          if (server.exitCode !== null || server.signalCode !== null) return resolve(remove())
          server.once('exit', () => resolve(remove()))
          server.kill('SIGTERM')
        }),
    }
  } catch (error) {
    remove()
    throw error
  }
}
