import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The payment note a chargeback replaced (a duplicate or a report part still to give back), kept to be given
 * back to the order if the dispute is won after all. `migrate:create` again proposed dropping
 * users.login_attempts and lock_until: they stay (see the Users collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_orders_note_before_chargeback" AS ENUM('duplicate-refunded', 'duplicate-kept', 'refund-failed', 'report-owned', 'report-part-refunded');
  ALTER TABLE "orders" ADD COLUMN "note_before_chargeback" "enum_orders_note_before_chargeback";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders" DROP COLUMN "note_before_chargeback";
  DROP TYPE "public"."enum_orders_note_before_chargeback";`)
}
