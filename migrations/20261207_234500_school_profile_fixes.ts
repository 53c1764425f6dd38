import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Two fixes to the school profiles, carried to databases seeded before them where the seeded text is still
 * stored (an editor's own wording is left alone):
 * - the RS profile listed the « Diplôme d’État d’ambulancier » (niveau 4, open only with a driving licence held
 *   for three years) among the CAP of niveau 3, two years after the 3e: a real CAP takes its place;
 * - a career's name disagreed in gender (« Auditeur / Auditrice comptable et financier »): ROME's own wording.
 */
export const AMBULANCE = {
  before: {
    name: 'Diplôme d’État d’ambulancier',
    duration: 'Environ 6 mois',
    level: 'Niveau 4',
    icon: '🚑',
    pitch: 'Une formation courte pour travailler vite dans l’urgence et le transport de patients, avec ou sans le bac.',
  },
  after: {
    name: 'CAP Agent de sécurité',
    duration: '2 ans',
    level: 'CAP (niveau 3)',
    icon: '🦺',
    pitch: 'Deux ans après la 3e pour apprendre à protéger les personnes et les lieux et à porter secours : une première étape vers les métiers de la sécurité et du secours.',
  },
} as const

export const AUDITOR = ['Auditeur / Auditrice comptable et financier', 'Auditeur comptable et financier / Auditrice comptable et financière'] as const

async function apply(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  const [from, to] = direction === 'up' ? [AMBULANCE.before, AMBULANCE.after] : [AMBULANCE.after, AMBULANCE.before]
  await db.execute(sql`UPDATE "profiles_formations" SET "name" = ${to.name}, "duration" = ${to.duration}, "level" = ${to.level}, "icon" = ${to.icon}, "pitch" = ${to.pitch}
    WHERE "name" = ${from.name} AND "duration" = ${from.duration} AND "level" = ${from.level} AND "level_code" = 'CAP' AND "pitch" = ${from.pitch}
      AND "_parent_id" IN (SELECT "id" FROM "profiles" WHERE "set" = 'scolaire' AND "code" = 'RS')`)
  const [nameFrom, nameTo] = direction === 'up' ? AUDITOR : [AUDITOR[1], AUDITOR[0]]
  await db.execute(sql`UPDATE "profiles_careers" SET "name" = ${nameTo} WHERE "name" = ${nameFrom} AND "rome_code" = 'M1202'`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await apply(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await apply(db, 'down')
}
