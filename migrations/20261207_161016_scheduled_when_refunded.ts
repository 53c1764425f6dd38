import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Whether a refund cancelled a booking whose call was planned, so that the money coming back after all makes
 * it « Planifiée » again. `migrate:create` again proposed dropping users.login_attempts and lock_until: they
 * stay (see the Users collection), and the snapshot keeps them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "coaching_bookings" ADD COLUMN "scheduled_when_refunded" boolean;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "coaching_bookings" DROP COLUMN "scheduled_when_refunded";`)
}
