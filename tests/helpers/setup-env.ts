import { inject } from 'vitest'
import { TEST_SECRET } from './global-setup'

process.env.DATABASE_URL = inject('databaseUrl')
process.env.PAYLOAD_SECRET = TEST_SECRET
process.env.LOG_LEVEL ??= 'warn'
