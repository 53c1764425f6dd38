import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The report's part of a formula, fixed at checkout (orders.report_part_cents), given back as it was paid when
 * the profile is unlocked another way before the payment. `migrate:create` again proposed dropping
 * users.login_attempts and lock_until: they stay (see the Users collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "report_part_cents" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" DROP COLUMN IF EXISTS "report_part_cents";`)
}
