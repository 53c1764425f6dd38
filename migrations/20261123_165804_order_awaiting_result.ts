import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Which orders may still be claimed by a new result (src/server/payments/claim.ts). Before, any paid order
 * that unlocks a result and had none was claimable, including one whose result had been erased or deleted.
 * Existing orders keep their claim only when they never had a result: no result, and their email is still
 * there (an erasure empties both).
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "awaiting_result" boolean DEFAULT false;
  UPDATE "orders" SET "awaiting_result" = true
    WHERE "result_id" IS NULL AND "email" IS NOT NULL AND "status" IN ('pending', 'paid')
      AND "offer" IN ('report', 'reportWithMonthly', 'coachingMonthly', 'premium');`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "awaiting_result";`)
}
