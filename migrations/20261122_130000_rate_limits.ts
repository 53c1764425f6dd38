import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Fixed-window counters for rate limits, kept in PostgreSQL so that every app instance shares them.
 * Not a Payload collection: it is written by one atomic upsert per request and never edited.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE UNLOGGED TABLE "rate_limits" (
    "key" varchar PRIMARY KEY NOT NULL,
    "window_started_at" timestamp(3) with time zone NOT NULL,
    "hits" integer NOT NULL
  );
  CREATE INDEX "rate_limits_window_started_at_idx" ON "rate_limits" USING btree ("window_started_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "rate_limits";`)
}
