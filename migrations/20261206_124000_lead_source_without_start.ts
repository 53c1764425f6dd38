import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Leads lose the origin « Début du test RIASEC » (`start`): nothing ever recorded it, and staff could filter on
 * a value no lead had. A row holding it, were there one, becomes « Questionnaire d’orientation », the origin the
 * column defaults to. (The snapshot beside this file keeps users.login_attempts and lock_until, as the ones before.)
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    UPDATE "leads" SET "source" = 'orientation' WHERE "source" = 'start';
    ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
    ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'orientation'::text;
    DROP TYPE "public"."enum_leads_source";
    CREATE TYPE "public"."enum_leads_source" AS ENUM('orientation', 'checkout');
    ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'orientation'::"public"."enum_leads_source";
    ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE text;
    ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'orientation'::text;
    DROP TYPE "public"."enum_leads_source";
    CREATE TYPE "public"."enum_leads_source" AS ENUM('orientation', 'start', 'checkout');
    ALTER TABLE "leads" ALTER COLUMN "source" SET DEFAULT 'orientation'::"public"."enum_leads_source";
    ALTER TABLE "leads" ALTER COLUMN "source" SET DATA TYPE "public"."enum_leads_source" USING "source"::"public"."enum_leads_source";`)
}
