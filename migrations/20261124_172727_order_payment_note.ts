/**
 * What the app settled about an order's payment without staff, or needs them for: a duplicate payment
 * refunded or kept, a refund that failed at the provider.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_note" AS ENUM('duplicate-refunded', 'duplicate-kept', 'refund-failed');
  ALTER TABLE "orders" ADD COLUMN "payment_note" "enum_orders_payment_note";
  CREATE INDEX "orders_payment_note_idx" ON "orders" USING btree ("payment_note");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_payment_note_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_note";
  DROP TYPE "public"."enum_orders_payment_note";`)
}
