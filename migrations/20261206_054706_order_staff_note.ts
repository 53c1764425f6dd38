import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Orders get the team's note (« Note de l’équipe »), which staff write as they do on bookings. The lockout
 * columns Payload used (users.login_attempts, lock_until) stay, as in every snapshot since they were left.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" ADD COLUMN "staff_note" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" DROP COLUMN "staff_note";`)
}
