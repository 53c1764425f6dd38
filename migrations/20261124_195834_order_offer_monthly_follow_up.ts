import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_offer" ADD VALUE 'monthlyFollowUp';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "offer" SET DATA TYPE text;
  UPDATE "orders" SET "offer" = 'coachingMonthly' WHERE "offer" = 'monthlyFollowUp';
  DROP TYPE "public"."enum_orders_offer";
  CREATE TYPE "public"."enum_orders_offer" AS ENUM('report', 'reportWithMonthly', 'coachingSingle', 'coachingMonthly', 'premium');
  ALTER TABLE "orders" ALTER COLUMN "offer" SET DATA TYPE "public"."enum_orders_offer" USING "offer"::"public"."enum_orders_offer";`)
}
