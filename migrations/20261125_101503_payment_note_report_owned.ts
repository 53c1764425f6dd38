import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * « Rapport déjà débloqué » among the order's payment notes. `migrate:create` also proposed dropping
 * users.login_attempts and lock_until (Payload's own lockout, now off): they stay until no instance of the
 * release before runs (see the Users collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_orders_payment_note" ADD VALUE IF NOT EXISTS 'report-owned';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "orders" SET "payment_note" = NULL WHERE "payment_note" = 'report-owned';
  ALTER TABLE "orders" ALTER COLUMN "payment_note" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_payment_note";
  CREATE TYPE "public"."enum_orders_payment_note" AS ENUM('duplicate-refunded', 'duplicate-kept', 'refund-failed');
  ALTER TABLE "orders" ALTER COLUMN "payment_note" SET DATA TYPE "public"."enum_orders_payment_note" USING "payment_note"::"public"."enum_orders_payment_note";`)
}
