import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * When a parent consented, beside a visitor under 15, to their contact being kept: on the result and on the
 * lead. `migrate:create` again proposed dropping users.login_attempts and lock_until: they stay (see the Users
 * collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "leads" ADD COLUMN "parental_consent_at" timestamp(3) with time zone;
  ALTER TABLE "riasec_results" ADD COLUMN "parental_consent_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "leads" DROP COLUMN "parental_consent_at";
  ALTER TABLE "riasec_results" DROP COLUMN "parental_consent_at";`)
}
