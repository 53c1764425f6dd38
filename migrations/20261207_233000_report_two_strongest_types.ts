import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The report called the visitor's two best types « tes deux types dominants » everywhere, also for a one-letter
 * profile, whose first type leads alone; and said every ROME family carries two letters, though a few carry
 * one. Seeded copy fixed in the code reaches fresh databases only (the seed never overwrites what is stored):
 * this carries the fix to databases seeded before it, where the text is still the seeded one (an editor's own
 * wording is left alone).
 */
export const REPORT_WORDING = [
  [
    '{contents}',
    'Dans ce rapport : ta synthèse, tes six scores et ce qu’ils veulent dire, tes deux types dominants, ta personnalité, ton environnement idéal et tes compétences clés, six métiers expliqués, les formations par niveau, d’autres familles de métiers à explorer, un plan d’action et de quoi préparer un appel avec un coach.',
    'Dans ce rapport : ta synthèse, tes six scores et ce qu’ils veulent dire, tes deux types les plus forts, ta personnalité, ton environnement idéal et tes compétences clés, six métiers expliqués, les formations par niveau, d’autres familles de métiers à explorer, un plan d’action et de quoi préparer un appel avec un coach.',
  ],
  [
    '{careerWhy,bothDominantTypes}',
    'Ses deux lettres officielles sont tes deux types dominants (tes scores : {scores}).',
    'Ses deux lettres officielles sont tes deux types les plus forts (tes scores : {scores}).',
  ],
  [
    '{actionPlan,school,review}',
    'Refais le point : tes deux types dominants te parlent-ils toujours ? Choisis tes vœux en conséquence.',
    'Refais le point : tes deux types les plus forts te parlent-ils toujours ? Choisis tes vœux en conséquence.',
  ],
  [
    '{familiesIntro}',
    'Les familles de métiers du ROME, le répertoire officiel de France Travail, portent chacune deux lettres RIASEC officielles. Voici celles dont les lettres s’accordent le mieux avec tes six scores, hors des six métiers déjà présentés.',
    'Les familles de métiers du ROME, le répertoire officiel de France Travail, portent chacune une ou deux lettres RIASEC officielles. Voici celles dont les lettres s’accordent le mieux avec tes six scores, hors des six métiers déjà présentés.',
  ],
] as const

async function replace(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  for (const [path, before, after] of REPORT_WORDING) {
    const [from, to] = direction === 'up' ? [before, after] : [after, before]
    await db.execute(sql`UPDATE "report_texts" SET "copy" = jsonb_set("copy", ${path}::text[], to_jsonb(${to}::text)) WHERE "copy" #>> ${path}::text[] = ${from}`)
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replace(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replace(db, 'down')
}
