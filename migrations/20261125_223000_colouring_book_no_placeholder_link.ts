import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The colouring book's button was seeded with the marketplace's home page, which does not sell the book:
 * the link is now the operator's to give, and the landing shows the book without its button until then.
 * Databases seeded before lose that seeded link here (a link an editor wrote is left alone).
 */
export const SEEDED_LINK = 'https://www.amazon.fr/'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`UPDATE "site_settings" SET "colouring_book_url" = NULL WHERE "colouring_book_url" = ${SEEDED_LINK}`)
}

/** Back to the seeded link wherever none is written (a database seeded after the change had none either). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`UPDATE "site_settings" SET "colouring_book_url" = ${SEEDED_LINK} WHERE "colouring_book_url" IS NULL`)
}
