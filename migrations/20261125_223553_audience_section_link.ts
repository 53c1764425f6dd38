import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * An audience page's section may end with a button to a page of the site. The all-audiences page names the
 * Premium offer but led nowhere to buy it: databases seeded before get its button under that section, found
 * by its seeded title (a section an editor renamed, or gave a button, is left alone).
 */
export const PREMIUM_SECTION = {
  page: 'bilan-competences-tous-publics',
  title: 'Le rapport complet, si vous le souhaitez',
  label: 'Découvrir l’offre Premium',
  href: '/coaching?offer=premium',
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_sections" ADD COLUMN "link_label" varchar;
  ALTER TABLE "pages_sections" ADD COLUMN "link_href" varchar;`)
  await givePremiumSectionItsButton(db)
}

export async function givePremiumSectionItsButton(db: MigrateUpArgs['db']): Promise<void> {
  const { page, title, label, href } = PREMIUM_SECTION
  await db.execute(sql`
    UPDATE "pages_sections" SET "link_label" = ${label}, "link_href" = ${href}
    WHERE "title" = ${title} AND "link_href" IS NULL AND "link_label" IS NULL
      AND "_parent_id" IN (SELECT "id" FROM "pages" WHERE "slug" = ${page})`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "pages_sections" DROP COLUMN "link_label";
  ALTER TABLE "pages_sections" DROP COLUMN "link_href";`)
}
