import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CommandFailed, runIdempotent } from './run'

let dir: string
let script: string
const runsSoFar = () => Number(readFileSync(path.join(dir, 'runs'), 'utf8'))

/** A script that counts its runs and, until run `succeedsOnRun`, ends the way it did in CI or fails plainly. */
const writeScript = (failure: 'unsettled' | 'error', succeedsOnRun: number) =>
  writeFileSync(
    script,
    `import { existsSync, readFileSync, writeFileSync } from 'node:fs'
const counter = ${JSON.stringify(path.join(dir, 'runs'))}
const run = (existsSync(counter) ? Number(readFileSync(counter, 'utf8')) : 0) + 1
writeFileSync(counter, String(run))
if (run < ${succeedsOnRun}) {
  ${failure === 'unsettled' ? 'await new Promise(() => {})' : 'process.exit(1)'}
}
`,
  )

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'run-idempotent-'))
  script = path.join(dir, 'script.mjs')
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
  vi.restoreAllMocks()
})

describe('runIdempotent', () => {
  it('runs a script again when it stopped half-way with exit 13, and says so', async () => {
    writeScript('unsettled', 2)
    await runIdempotent('node', [script])
    expect(runsSoFar()).toBe(2)
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('runs again (attempt 2 of 3)'))
  })

  it('gives up after three attempts', async () => {
    writeScript('unsettled', 10)
    await expect(runIdempotent('node', [script])).rejects.toMatchObject({ exitCode: 13 })
    expect(runsSoFar()).toBe(3)
  })

  it('never repeats a script that failed on its own', async () => {
    writeScript('error', 2)
    const failure = await runIdempotent('node', [script]).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(CommandFailed)
    expect((failure as CommandFailed).message).toBe(`node ${script} failed (exit 1)`)
    expect(runsSoFar()).toBe(1)
  })
})
