import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * When a formula's report part was given back (orders.report_part_refunded_at): while the order's refunds
 * cover that part, the formula no longer pays for the report, whatever its note says later (a goodwill refund
 * on top that fails notes « Remboursement échoué »). Orders noted so before, with their part kept, are dated
 * by their payment.
 * `migrate:create` again proposed dropping users.login_attempts and lock_until: they stay (see the Users
 * collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "report_part_refunded_at" timestamp(3) with time zone;
    UPDATE "orders" SET "report_part_refunded_at" = coalesce("paid_at", "updated_at") WHERE "payment_note" = 'report-part-refunded' AND "report_part_cents" IS NOT NULL;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" DROP COLUMN IF EXISTS "report_part_refunded_at";`)
}
