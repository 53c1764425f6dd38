import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Seeded copy fixed in the code reaches fresh databases only: the seed never overwrites what is stored. This
 * carries three fixes to databases seeded before them, where the text is still the seeded one (an editor's
 * own wording is left alone):
 * - the RIASEC questions had the orientation questionnaire's encouragements (« Dernière question » on the
 *   tenth of twelve): each gets its own;
 * - the adult results page's premium offer now states its price (`{price}`);
 * - the price modal's title takes the report's price from the settings instead of a written « 18 € ».
 */
const ENCOURAGEMENTS: ReadonlyArray<readonly [before: string, after: string]> = [
  ["C’est parti ! Réponds spontanément : il n’y a ni bonne ni mauvaise réponse 🚀", "C’est parti ! Choisis la réponse qui te ressemble le plus, sans trop réfléchir 🚀"],
  ["Ce qui te fait plaisir en dit long sur toi, continue 😊", "Il n’y a ni bonne ni mauvaise réponse : fie-toi à ton instinct 😊"],
  ["Tu avances bien, garde ce rythme 💪", "Tu hésites entre deux réponses ? Garde celle qui te fait le plus envie 🤔"],
  ["Tes valeurs sont ta boussole : elles t’orientent vers ce qui te ressemble 🧭", "Chaque choix dessine un peu plus ton profil, continue 🎨"],
  ["Déjà la moitié du parcours, bravo 🎯", "Beau rythme, tu es sur la bonne voie 💪"],
  ["Tenir compte de tes contraintes, c’est déjà construire un projet solide 🧩", "Déjà la moitié du test, bravo 🎯"],
  ["Imagine-toi un lundi matin sur ton futur lieu de travail… 🌿", "Pense à ce que tu aimes vraiment faire, pas à ce qu’on attend de toi 🌿"],
  ["Laisse parler ta curiosité, aucun secteur n’est trop ambitieux 🔭", "Tes centres d’intérêt sont une vraie boussole : laisse-les te guider 🧭"],
  ["Tes doutes sont normaux : on est là pour t’aider à y voir plus clair 🤝", "Encore un petit effort, ton profil se précise 🔍"],
  ["Dernière question : ose parler de ton rêve, même s’il te paraît fou 🌟", "Tes points forts commencent à se dessiner, tiens bon ✨"],
  ["Quelques mots suffisent : un métier, une envie, une image qui te fait vibrer ✍️", "Avant-dernière question, tu touches au but 🏁"],
  ["Tu as tout donné ! Clique sur « Obtenir mes résultats » pour découvrir la suite 🎉", "Dernière question : un dernier choix et tu découvres ton profil RIASEC 🎉"],
]

const PREMIUM_TEXT = [
  'Ton rapport complet, une à deux séances de coaching de 30 à 45 minutes et un mois de suivi.',
  'Pour {price} : ton rapport complet, une à deux séances de coaching de 30 à 45 minutes et un mois de suivi.',
] as const

const PRICE_MODAL_TITLE = ['Rapport Premium — 18 €', 'Rapport Premium — {price}'] as const

async function replaceSeededCopy(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  const [from, to] = direction === 'up' ? [0, 1] : [1, 0]
  for (const [index, texts] of ENCOURAGEMENTS.entries()) {
    await db.execute(sql`UPDATE "questions" SET "encouragement" = ${texts[to]}
      WHERE "test" = 'riasec' AND "order" = ${index + 1} AND "encouragement" = ${texts[from]}`)
  }
  await db.execute(sql`UPDATE "interface_texts" SET "copy" = jsonb_set("copy", '{results,premiumText}', to_jsonb(${PREMIUM_TEXT[to]}::text))
    WHERE "copy" #>> '{results,premiumText}' = ${PREMIUM_TEXT[from]}`)
  await db.execute(sql`UPDATE "home_page" SET "copy" = jsonb_set("copy", '{priceModal,title}', to_jsonb(${PRICE_MODAL_TITLE[to]}::text))
    WHERE "copy" #>> '{priceModal,title}' = ${PRICE_MODAL_TITLE[from]}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replaceSeededCopy(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replaceSeededCopy(db, 'down')
}
