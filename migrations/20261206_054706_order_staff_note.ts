import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Orders get the team's note (« Note de l’équipe »), which staff write as they do on bookings. (The snapshot
 * beside this file keeps users.login_attempts and lock_until, which `migrate:create` proposed to drop.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" ADD COLUMN "staff_note" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "orders" DROP COLUMN "staff_note";`)
}
