import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The durable order confirmation (src/server/payments/confirmation.ts): its state on the order, and the
 * recovery task in the jobs queue. Orders paid before this migration keep an empty state: they owe no
 * confirmation, so the recovery job never mails old customers.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_confirmation_email" AS ENUM('due', 'sent', 'abandoned');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendDueOrderConfirmations';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendDueOrderConfirmations';
  ALTER TABLE "orders" ADD COLUMN "confirmation_email" "enum_orders_confirmation_email";
  ALTER TABLE "orders" ADD COLUMN "confirmation_email_sent_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "confirmation_email_attempts" numeric;
  ALTER TABLE "orders" ADD COLUMN "confirmation_email_next_attempt_at" timestamp(3) with time zone;
  CREATE INDEX "orders_confirmation_email_idx" ON "orders" USING btree ("confirmation_email");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old enums do not have the task's slug: its runs go first.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'sendDueOrderConfirmations';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'sendDueOrderConfirmations';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'anonymiseExpiredData');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'anonymiseExpiredData');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "orders_confirmation_email_idx";
  ALTER TABLE "orders" DROP COLUMN "confirmation_email";
  ALTER TABLE "orders" DROP COLUMN "confirmation_email_sent_at";
  ALTER TABLE "orders" DROP COLUMN "confirmation_email_attempts";
  ALTER TABLE "orders" DROP COLUMN "confirmation_email_next_attempt_at";
  DROP TYPE "public"."enum_orders_confirmation_email";`)
}
