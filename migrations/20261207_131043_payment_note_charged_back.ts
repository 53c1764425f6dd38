import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * « Litige perdu : la banque du client a repris le paiement » among the order's payment notes (a chargeback).
 * `migrate:create` again proposed dropping users.login_attempts and lock_until: they stay (see the Users
 * collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TYPE "public"."enum_orders_payment_note" ADD VALUE IF NOT EXISTS 'charged-back';`)
}

/** The release before knows no such note: those orders stay refunded, which their status and refunded total still say. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "orders" SET "payment_note" = NULL WHERE "payment_note" = 'charged-back';
  ALTER TABLE "orders" ALTER COLUMN "payment_note" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_payment_note";
  CREATE TYPE "public"."enum_orders_payment_note" AS ENUM('duplicate-refunded', 'duplicate-kept', 'refund-failed', 'report-owned', 'report-part-refunded');
  ALTER TABLE "orders" ALTER COLUMN "payment_note" SET DATA TYPE "public"."enum_orders_payment_note" USING "payment_note"::"public"."enum_orders_payment_note";`)
}
