import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * What an admin noted as given back outside Stripe, kept apart from Stripe's own refunds: Stripe reports those
 * as a running total that never counts a bank transfer, so the order's total is Stripe's plus this. Orders
 * refunded by hand before cannot be told from Stripe's full refunds and keep their total as it is.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "refunded_by_hand_cents" numeric;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" DROP COLUMN "refunded_by_hand_cents";`)
}
