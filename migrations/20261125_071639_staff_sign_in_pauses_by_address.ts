import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Payload's per-account lockout is off (`maxLoginAttempts: 0`): anyone who knew a staff address could lock
 * its owner out. Sign-ins now pause per account and connection in `rate_limits`
 * (src/collections/Users/sign-in-limits.ts), so the account's own counters go. Stop the instances still
 * running the old code before migrating: they read these columns.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
