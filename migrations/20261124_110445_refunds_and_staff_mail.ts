/**
 * Refunds (when and how much an order gave back; a result whose payment was refunded), and mail marked as
 * sent to a staff account, so staff never read it once that account's address changes.
 */
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_riasec_results_payment" ADD VALUE 'refunded';
  ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "refunded_cents" numeric;
  ALTER TABLE "outbox_emails" ADD COLUMN "to_staff_account" boolean DEFAULT false;
  CREATE INDEX "outbox_emails_to_staff_account_idx" ON "outbox_emails" USING btree ("to_staff_account");
  UPDATE "outbox_emails" SET "to_staff_account" = true WHERE lower(trim("to")) IN (SELECT lower("email") FROM "users");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "riasec_results" ALTER COLUMN "payment" SET DATA TYPE text;
  UPDATE "riasec_results" SET "payment" = 'pending' WHERE "payment" = 'refunded';
  DROP TYPE "public"."enum_riasec_results_payment";
  CREATE TYPE "public"."enum_riasec_results_payment" AS ENUM('pending', 'completed');
  ALTER TABLE "riasec_results" ALTER COLUMN "payment" SET DATA TYPE "public"."enum_riasec_results_payment" USING "payment"::"public"."enum_riasec_results_payment";
  DROP INDEX "outbox_emails_to_staff_account_idx";
  ALTER TABLE "orders" DROP COLUMN "refunded_at";
  ALTER TABLE "orders" DROP COLUMN "refunded_cents";
  ALTER TABLE "outbox_emails" DROP COLUMN "to_staff_account";`)
}
