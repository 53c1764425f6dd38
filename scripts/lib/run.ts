import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './env-file'

/** The project's own binary when there is one (no npx: no network look-up, no npm wrapper). */
const resolveBin = (command: string): string => {
  const local = path.join(ROOT, 'node_modules', '.bin', command)
  return existsSync(local) ? local : command
}

/** Runs a command from node_modules/.bin (or PATH) and resolves when it exits 0. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(resolveBin(command), args, { cwd: ROOT, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    )
  })
}

export function startLongRunning(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(resolveBin(command), args, { cwd: ROOT, env, stdio: 'inherit' })
}

/** Polls the app's health check once a second until it answers 200 (true), or the process ends or the time is up (false). */
export async function waitUntilHealthy(baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && server.exitCode === null) {
    if (await fetch(`${baseUrl}/api/health`).then((response) => response.ok).catch(() => false)) return true
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  return false
}
