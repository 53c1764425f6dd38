import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Emails SMTP delivered are archived with their personal links masked (src/server/email/adapter.ts): this
 * masks the ones archived whole before, as mask-links.ts did on 2026-11-25 — a key in the path (restore
 * access, the report's PDF) or in the query (« Mes données », old and new address, and the order link).
 * The outbox-only rows (no SMTP) are the delivery and stay whole. Only rows holding a key are rewritten:
 * running it twice touches nothing.
 */
const MASK = '[lien personnel masqué]'
const IN_PATH = '(/acces|/api/report/link)/[A-Za-z0-9_-]+'
const IN_QUERY = `(/mes-donnees/lien|/mes-donnees|/commande/appareil)\\?[A-Za-z0-9._~%!$&()*+,;=:@/?-]+`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const column of ['text', 'html']) {
    const body = sql.identifier(column)
    await db.execute(sql`UPDATE "outbox_emails"
      SET ${body} = regexp_replace(regexp_replace(${body}, ${IN_PATH}, ${`\\1/${MASK}`}, 'g'), ${IN_QUERY}, ${`\\1?${MASK}`}, 'g')
      WHERE "transport" = 'smtp' AND (${body} ~ ${IN_PATH} OR ${body} ~ ${IN_QUERY})`)
  }
}

/** A masked key cannot be brought back: the archive stays masked. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
