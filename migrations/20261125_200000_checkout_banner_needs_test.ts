import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The checkout's banner promised the report « disponible tout de suite », but the orientation questionnaire
 * leads there before any RIASEC test, and the report is drawn from that test: it now says so. The seed never
 * overwrites stored texts, so databases seeded before get the new sentence here, where the stored one is
 * still the seeded one (an editor's own wording is left alone).
 */
const PATH = '{payments,checkout,bannerText}'
const BEFORE =
  'Ton profil complet, les 6 métiers qui te correspondent, les formations pour y arriver et ton plan d’action : un rapport personnalisé de 12 pages, disponible tout de suite.'
const AFTER =
  'Ton profil complet, les 6 métiers qui te correspondent, les formations pour y arriver et ton plan d’action : un rapport personnalisé de 12 pages, établi d’après ton test RIASEC, disponible dès que tu l’as passé.'

const replace = (db: MigrateUpArgs['db'], from: string, to: string) =>
  db.execute(sql`UPDATE "interface_texts" SET "copy" = jsonb_set("copy", ${PATH}::text[], to_jsonb(${to}::text)) WHERE "copy" #>> ${PATH}::text[] = ${from}`)

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replace(db, BEFORE, AFTER)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replace(db, AFTER, BEFORE)
}
