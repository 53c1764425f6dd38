import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The report's part of a formula still to give back becomes a fact of its own (`report_part_owed_at`), beside
 * the order's note: a « Remboursement échoué » note used to replace « à rembourser », and the part's later
 * refund was then not counted. Orders noted « à rembourser », and those whose part was given back and then
 * returned by the bank (dated, no longer covered by their refunds), owe it from their last change. An order
 * whose part Stripe refused and whose note a failed goodwill refund then replaced cannot be told from any other
 * failed refund: staff settle it from its « Remboursement échoué ».
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "report_part_owed_at" timestamp(3) with time zone;`)
  await dateReportPartsOwed(db)
}

/** Dates the part owed on the orders that owed it before the column (idempotent: a dated one keeps its date). */
export async function dateReportPartsOwed(db: MigrateUpArgs['db']): Promise<void> {
  await db.execute(sql`
  UPDATE "orders" SET "report_part_owed_at" = "updated_at"
  WHERE "status" = 'paid' AND "report_part_owed_at" IS NULL
    AND ("payment_note" = 'report-owned'
         OR ("report_part_refunded_at" IS NOT NULL AND "report_part_cents" IS NOT NULL AND coalesce("refunded_cents", 0) < "report_part_cents"));`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" DROP COLUMN "report_part_owed_at";`)
}
