import { z } from 'zod'

/**
 * Every environment variable the app reads, validated once. A wrong value stops the start
 * with one line naming it (see `.env.example` for the meaning of each).
 */
const optionalUrl = z.url().optional()
const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection string')
      .optional(),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: optionalUrl,
    ALLOW_SCHEMA_PUSH: flag,
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_/, 'must start with sk_test_, sk_live_ or rk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    STRIPE_API_URL: optionalUrl,
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
    MAIL_FROM: z.string().email().default('bonjour@exemple.fr'),
    MAIL_FROM_NAME: z.string().optional(),
    ADMIN_EMAIL: z.string().email().optional(),
    ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
    LEAD_RETENTION_DAYS: z.coerce.number().int().min(30).default(1095),
    TRUST_PROXY: flag,
    GTM_ID: z.string().regex(/^GTM-[A-Z0-9]+$/, 'must look like GTM-XXXXXXX').optional(),
    MEDIA_DIR: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((value, ctx) => {
    if (value.STRIPE_SECRET_KEY && !value.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_WEBHOOK_SECRET'], message: 'is required when STRIPE_SECRET_KEY is set' })
    }
    if (Boolean(value.ADMIN_EMAIL) !== Boolean(value.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'and ADMIN_EMAIL go together' })
    }
  })

export type Env = z.infer<typeof schema>

export class EnvError extends Error {}

/** Empty strings count as unset, as in most .env files. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const issue = result.error.issues[0]!
    throw new EnvError(`Invalid environment: ${issue.path.join('.') || 'value'} ${issue.message}`)
  }
  return result.data
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}

/**
 * What a public deployment (production, on an https address) should not run without, said when the app
 * starts: each default is right on a developer's machine and wrong for visitors. (Demo payments are said
 * at every start by scripts/prepare-database.ts.)
 */
export function deploymentWarnings(config: Env): string[] {
  if (config.NODE_ENV !== 'production' || !config.SITE_URL?.startsWith('https://')) return []
  const warnings: string[] = []
  if (!config.TRUST_PROXY) warnings.push('TRUST_PROXY is unset: every visitor shares one rate-limit count, and five wrong passwords by anyone pause a staff account for every device that never signed in to it. Set it behind the reverse proxy.')
  if (!config.SMTP_URL) warnings.push('SMTP_URL is unset: emails stay in the admin outbox and reach no visitor.')
  return warnings
}

/** Where the site answers: `SITE_URL`, or this machine on `PORT` without it. */
export const siteAddressOf = (config: Pick<Env, 'SITE_URL' | 'PORT'>): string => config.SITE_URL ?? `http://localhost:${config.PORT}`

export const siteUrl = (): string => siteAddressOf(env())
