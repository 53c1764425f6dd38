import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { _internal_jobSystemGlobals as jobSystem } from 'payload'
import { inject } from 'vitest'
import { createFreshDatabase } from '../../scripts/lib/database'
import { TEST_SECRET } from './global-setup'

// Each test file gets its own copy of the migrated template: files never see each other's rows.
// The copies are dropped by the global teardown, once every connection is closed.
const database = await createFreshDatabase(inject('databaseServerUrl'), inject('fileDatabasePrefix'), inject('templateDatabase'))
process.env.DATABASE_URL = database.url
process.env.PAYLOAD_SECRET = TEST_SECRET
process.env.LOG_LEVEL ??= 'warn'
// Endpoint tests send X-Forwarded-For, as the production proxy does.
process.env.TRUST_PROXY = 'true'
// Mail stays in the outbox, whole, where the tests read its links: never a developer's own SMTP server.
delete process.env.SMTP_URL
// Uploads (the seed's illustrations) go to a folder of this file's own, removed when it ends.
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'orientation-int-media-'))
process.env.MEDIA_DIR = mediaDir
process.on('exit', () => rmSync(mediaDir, { recursive: true, force: true }))
// Payload starts the queues' crons (payload.config: jobs.autoRun) in the first process that answers an HTTP
// request (its REST handler asks getPayload for them), which the files using api-server.ts are. A file that
// crossed a ten-minute mark then had its own `payments` cron queue the hourly settling behind the test's
// back, and `handleSchedules` in the test found it already queued. Tests queue and run jobs themselves.
jobSystem.shouldAutoSchedule = false
jobSystem.shouldAutoRun = false
