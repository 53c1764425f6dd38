import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The pages of the emailed links that keep their key in a cookie say why a visitor may land without it: the
 * seeded sentence named an hour gone by and refused cookies; it now also names another browser (a mail app's
 * « open in browser »). The seed never overwrites stored texts, so databases seeded before get the new
 * sentence here, where the stored one is still the seeded one (an editor's own wording is left alone).
 */
const REOPEN_TEXTS: ReadonlyArray<readonly [path: string, before: string, after: string]> = [
  [
    '{restore,orderLinkReopenText}',
    'Cette page a expiré, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Passer le test sur cet appareil » de ton email de confirmation : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site.',
    'Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Passer le test sur cet appareil » de ton email de confirmation dans le navigateur où tu veux passer le test : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site.',
  ],
  [
    '{dataRights,reopenLink}',
    'Cette page a expiré, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Mes données » de ton email : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site, ou demande un nouveau lien ci-dessous.',
    'Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Mes données » de ton email : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site, ou demande un nouveau lien ci-dessous.',
  ],
]

async function replaceSeededTexts(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  for (const [path, before, after] of REOPEN_TEXTS) {
    const [from, to] = direction === 'up' ? [before, after] : [after, before]
    await db.execute(sql`UPDATE "interface_texts" SET "copy" = jsonb_set("copy", ${path}::text[], to_jsonb(${to}::text))
      WHERE "copy" #>> ${path}::text[] = ${from}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replaceSeededTexts(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replaceSeededTexts(db, 'down')
}
