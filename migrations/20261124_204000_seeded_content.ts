import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The editorial defaults already seeded (src/seed/seeded-content.ts), so that a start never brings back an
 * article, testimonial or FAQ entry an editor deleted or reworded. Not a Payload collection: only the seed
 * writes it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "seeded_content" (
    "key" varchar PRIMARY KEY NOT NULL,
    "seeded_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "seeded_content";`)
}
