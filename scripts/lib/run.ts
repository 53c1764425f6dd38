import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from './env-file'

/** The project's own binary when there is one (no npx: no network look-up, no npm wrapper). */
const resolveBin = (command: string): string => {
  const local = path.join(ROOT, 'node_modules', '.bin', command)
  return existsSync(local) ? local : command
}

export class CommandFailed extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    signal: NodeJS.Signals | null,
  ) {
    super(`${command} failed (${signal ?? `exit ${exitCode}`})`)
  }
}

/** Runs a command from node_modules/.bin (or PATH) and resolves when it exits 0. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(resolveBin(command), args, { cwd: ROOT, env, stdio: 'inherit' })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new CommandFailed([command, ...args].join(' '), code, signal)),
    )
  })
}

/**
 * Node's exit code when its event loop empties while the entry module's top-level await is still
 * pending: the script stopped half-way without an error of its own.
 */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/**
 * Runs a script that is safe to run again (migrations, the seed), and runs it again when it stops
 * half-way with exit 13. Two CI runs saw `tsx scripts/migrate.ts` end so before its watchdog timer was
 * set, that is while tsx's loader thread was still loading Payload; 19 runs on a developer's machine,
 * tsx's cache on and off, never did. Any other failure is final.
 */
export async function runIdempotent(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  attempts = 3,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(command, args, env)
    } catch (error) {
      const unsettled = error instanceof CommandFailed && error.exitCode === UNSETTLED_TOP_LEVEL_AWAIT
      if (!unsettled || attempt >= attempts) throw error
      console.warn(
        `[run] ${error.command} stopped half-way (exit ${UNSETTLED_TOP_LEVEL_AWAIT}, unsettled top-level await); it is safe to repeat, so it runs again (attempt ${attempt + 1} of ${attempts})`,
      )
    }
  }
}

export function startLongRunning(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(resolveBin(command), args, { cwd: ROOT, env, stdio: 'inherit' })
}

/** Polls `url` once a second until it answers 2xx (true), or the server's process ends or the time is up (false). */
export async function waitUntilAnswers(url: string, server: ChildProcess, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && server.exitCode === null) {
    if (await fetch(url).then((response) => response.ok).catch(() => false)) return true
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  return false
}

/** Polls the app's health check (see `waitUntilAnswers`). */
export const waitUntilHealthy = (baseUrl: string, server: ChildProcess, timeoutMs: number): Promise<boolean> =>
  waitUntilAnswers(`${baseUrl}/api/health`, server, timeoutMs)
