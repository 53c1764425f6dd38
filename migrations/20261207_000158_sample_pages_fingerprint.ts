import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'removeReplacedSamplePages';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'removeReplacedSamplePages';
  ALTER TABLE "sample_report" ADD COLUMN "pages_fingerprint" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The task's runs go with it: the older type has no value for them.
  await db.execute(sql`
   DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'removeReplacedSamplePages';
   DELETE FROM "payload_jobs" WHERE "task_slug" = 'removeReplacedSamplePages';
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'anonymiseExpiredData', 'sendDueOrderConfirmations', 'settleStalePendingOrders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'anonymiseExpiredData', 'sendDueOrderConfirmations', 'settleStalePendingOrders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "sample_report" DROP COLUMN "pages_fingerprint";`)
}
