import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Seeded copy fixed in the code reaches fresh databases only: the seed never overwrites what is stored. This
 * carries two fixes to databases seeded before them, where the text is still the seeded one (an editor's own
 * wording is left alone):
 * - the report's types page counts points with the singular for 0 and 1 (« 1 point sur 12 »): its two
 *   templates take `{points}` (« 1 point », « 5 points ») instead of `{score} points`;
 * - the terms of sale state the one-month follow-up's price for a visitor who already owns the report
 *   (49 €, without the report); their date of update becomes the migration's;
 * - the results-access email no longer promises « l’accès complet » to every visitor, and asks for the
 *   usual browser (the link works once, in the browser that opens it).
 */
export const TYPE_TEMPLATES = [
  ['{labels,types,first}', 'Ton premier type · {score} points sur 12', 'Ton premier type · {points} sur 12'],
  ['{labels,types,second}', 'Ton deuxième type · {score} points sur 12', 'Ton deuxième type · {points} sur 12'],
] as const

export const MONTHLY_TERMS = [
  'Suivi d’un mois : 67,00\u00a0€ TTC. Quatre séances hebdomadaires de 30 minutes. Au moment de la commande du rapport, il peut être ajouté sous la forme d’une option à 49,00\u00a0€ TTC, soit 67,00\u00a0€ TTC au total avec le rapport.',
  'Suivi d’un mois : 67,00\u00a0€ TTC, rapport compris. Quatre séances hebdomadaires de 30 minutes. Au moment de la commande du rapport, il peut être ajouté sous la forme d’une option à 49,00\u00a0€ TTC, soit 67,00\u00a0€ TTC au total avec le rapport. Le Client dont le profil complet est déjà débloqué le commande sans le rapport, pour 49,00\u00a0€ TTC.',
] as const

export const RESULTS_LINK_INTRO = [
  'Ce lien te rend l’accès complet à ton profil {profile}, et à ton rapport si tu l’as débloqué, sur l’appareil où tu l’ouvres :',
  'Ce lien rouvre ton profil {profile} (le profil complet et ton rapport, si tu les as débloqués) dans le navigateur où tu l’ouvres : ouvre-le dans celui que tu utilises d’habitude, pas dans l’aperçu de ta messagerie.',
] as const

async function replaceSeededCopy(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  const [from, to] = direction === 'up' ? [1, 2] : [2, 1]
  for (const template of TYPE_TEMPLATES) {
    const path = template[0]
    await db.execute(sql`UPDATE "report_texts" SET "copy" = jsonb_set("copy", ${path}::text[], to_jsonb(${template[to]}::text))
      WHERE "copy" #>> ${path}::text[] = ${template[from]}`)
  }
  const [introBefore, introAfter] = direction === 'up' ? RESULTS_LINK_INTRO : [RESULTS_LINK_INTRO[1], RESULTS_LINK_INTRO[0]]
  await db.execute(sql`UPDATE "interface_texts" SET "copy" = jsonb_set("copy", '{emails,resultsLink,linkIntro}', to_jsonb(${introAfter}::text))
    WHERE "copy" #>> '{emails,resultsLink,linkIntro}' = ${introBefore}`)
  // The sentence is a list item's text in the Lexical body: a JSON string without any character JSON escapes.
  const [before, after] = direction === 'up' ? MONTHLY_TERMS : [MONTHLY_TERMS[1], MONTHLY_TERMS[0]]
  await db.execute(sql`UPDATE "terms_of_sale" SET "body" = replace("body"::text, ${before}, ${after})::jsonb, "updated_on" = now()
    WHERE strpos("body"::text, ${before}) > 0`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replaceSeededCopy(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replaceSeededCopy(db, 'down')
}
