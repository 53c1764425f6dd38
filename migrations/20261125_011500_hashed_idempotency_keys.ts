import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Submissions' idempotency keys are stored as their SHA-256 (hex), as access tokens are: this hashes the
 * keys stored in clear before (browser UUIDs; a 64-digit hex value is already a hash). A retry sent after
 * the migration still finds its row, since the app hashes the key it receives the same way.
 */
const HASHED = '^[0-9a-f]{64}$'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of ['riasec_results', 'leads']) {
    await db.execute(sql`UPDATE ${sql.identifier(table)} SET "idempotency_key" = encode(sha256(convert_to("idempotency_key", 'UTF8')), 'hex')
      WHERE "idempotency_key" IS NOT NULL AND "idempotency_key" !~ ${HASHED}`)
  }
}

/** A hash cannot be undone: the keys stay hashed, and a retry of a submission saved before only makes a new row. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
