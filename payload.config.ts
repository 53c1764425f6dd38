import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Config } from 'payload'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { fr } from '@payloadcms/translations/languages/fr'
import sharp from 'sharp'

import { deploymentWarnings, env, siteUrl } from './src/env'
import { outboxEmailAdapter } from './src/server/email/adapter'
import { collections } from './src/collections'
import { globals } from './src/globals'
import { siteEditor } from './src/fields/rich-text'
import { endpoints } from './src/endpoints'
import { jobsConfig } from './src/server/privacy/jobs'
import { keepPoolAliveOnDatabaseRestart } from './src/server/db'
import { restrictJobStatsToAdmins } from './src/access/job-stats'
import { answerMalformedRequestsWith400, refuseUnanswerableRequestsEverywhere } from './src/server/http/client-errors'
import { MAX_UPLOAD_FILE_BYTES, MAX_UPLOAD_REQUEST_BYTES } from './src/server/http/body-limits'
import { PUBLIC_REFUSAL } from './src/server/http/public-api-error'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

export default buildConfig({
  serverURL: siteUrl(),
  secret: config.PAYLOAD_SECRET,
  admin: {
    user: 'users',
    meta: { titleSuffix: ' — Administration', description: 'Administration du site' },
    importMap: { baseDir: path.resolve(dirname, 'src') },
    dateFormat: 'dd/MM/yyyy HH:mm',
    // Gravatar's picture is a third-party request the admin's CSP refuses (and a leak of staff emails' hashes).
    avatar: 'default',
    components: { beforeDashboard: ['@/components/payments/admin/ActivityDashboard#ActivityDashboard'] },
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  collections,
  globals,
  endpoints,
  jobs: jobsConfig,
  editor: siteEditor,
  db: postgresAdapter({
    pool: {
      connectionString: config.DATABASE_URL ?? '',
      max: config.DATABASE_POOL_MAX,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    },
    // The schema changes only through committed migrations, unless a developer opts in.
    push: config.ALLOW_SCHEMA_PUSH,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: outboxEmailAdapter({
    smtpUrl: config.SMTP_URL,
    fromAddress: config.MAIL_FROM,
    fromName: config.MAIL_FROM_NAME,
  }),
  sharp,
  // An upload is held in memory while Payload reads it: bounded, like every body (see body-limits.ts).
  upload: { limits: { fileSize: MAX_UPLOAD_FILE_BYTES }, requestSizeLimit: MAX_UPLOAD_REQUEST_BYTES },
  graphQL: { disable: true },
  defaultDepth: 1,
  maxDepth: 4,
  cors: [siteUrl()],
  csrf: [siteUrl()],
  telemetry: false,
  logger: { options: { level: config.LOG_LEVEL } },
  // A person's mistake (a wrong password, a refused save) is one line of the log, not an error with its stack.
  // Payload looks levels up by the error's name at runtime; its type lists only its own errors' names.
  loggingLevels: { AuthenticationError: 'info', [PUBLIC_REFUSAL]: 'info' } as Config['loggingLevels'],
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  hooks: { afterError: [answerMalformedRequestsWith400] },
  onInit: async (payload) => {
    keepPoolAliveOnDatabaseRestart(payload)
    for (const warning of deploymentWarnings(config)) payload.logger.warn({ msg: warning })
  },
}).then((sanitized) => refuseUnanswerableRequestsEverywhere(restrictJobStatsToAdmins(sanitized)))
