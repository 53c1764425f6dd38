import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The seeded texts name their prices by placeholder (« [Prix du rapport] »…), which the site fills from the
 * settings' prices, instead of writing them out: a price changed in the settings then changes in the FAQ, the
 * audience pages, the article and the terms of sale too. The seed never overwrites stored texts, so databases
 * seeded before get the placeholders here, wherever the seeded words still stand (an editor's own are left
 * alone). Each fragment is the seeded words around one or two prices, without any character JSON escapes, so
 * it is found alike in plain text columns and in the rich texts' JSON. Going down writes the seed's prices
 * back, whatever the settings' prices are by then.
 */
export const PRICE_FRAGMENTS: ReadonlyArray<readonly [written: string, placeholder: string]> = [
  [
    'est payant : 18,00\u00a0€, en paiement unique',
    'est payant : [Prix du rapport], en paiement unique',
  ],
  [
    'Il coûte 18,00\u00a0€, en paiement unique. Si tu as moins de 18 ans',
    'Il coûte [Prix du rapport], en paiement unique. Si tu as moins de 18 ans',
  ],
  [
    'Tu peux choisir une séance unique à 18,00\u00a0€ ou un suivi d’un mois avec quatre séances hebdomadaires de 30 minutes, à 67,00\u00a0€.',
    'Tu peux choisir une séance unique à [Prix de la séance de coaching] ou un suivi d’un mois avec quatre séances hebdomadaires de 30 minutes, à [Prix du suivi d’un mois].',
  ],
  [
    'Il coûte 18,00\u00a0€ TTC, en paiement unique et sans abonnement.',
    'Il coûte [Prix du rapport] TTC, en paiement unique et sans abonnement.',
  ],
  [
    'Vous choisissez une séance unique à 18,00\u00a0€ ou un suivi d’un mois (quatre séances hebdomadaires de 30 minutes) à 67,00\u00a0€.',
    'Vous choisissez une séance unique à [Prix de la séance de coaching] ou un suivi d’un mois (quatre séances hebdomadaires de 30 minutes) à [Prix du suivi d’un mois].',
  ],
  [
    'Il coûte 18,00\u00a0€, en paiement unique, et reste accessible',
    'Il coûte [Prix du rapport], en paiement unique, et reste accessible',
  ],
  [
    'La séance unique coûte 18,00\u00a0€. L’offre Premium à 59,00\u00a0€ réunit',
    'La séance unique coûte [Prix de la séance de coaching]. L’offre Premium à [Prix de l’offre Premium] réunit',
  ],
  [
    'Pour 18,00\u00a0€, en paiement unique, le rapport Premium de 12 pages',
    'Pour [Prix du rapport], en paiement unique, le rapport Premium de 12 pages',
  ],
  [
    'L’offre Premium à 59,00\u00a0€ y ajoute',
    'L’offre Premium à [Prix de l’offre Premium] y ajoute',
  ],
  [
    'Rapport Premium : 18,00\u00a0€ TTC.',
    'Rapport Premium : [Prix du rapport] TTC.',
  ],
  [
    'Séance de coaching : 18,00\u00a0€ TTC.',
    'Séance de coaching : [Prix de la séance de coaching] TTC.',
  ],
  [
    'Suivi d’un mois : 67,00\u00a0€ TTC, rapport compris.',
    'Suivi d’un mois : [Prix du suivi d’un mois] TTC, rapport compris.',
  ],
  [
    'sous la forme d’une option à 49,00\u00a0€ TTC, soit 67,00\u00a0€ TTC au total avec le rapport.',
    'sous la forme d’une option à [Prix de l’option suivi] TTC, soit [Prix du suivi d’un mois] TTC au total avec le rapport.',
  ],
  [
    'le commande sans le rapport, pour 49,00\u00a0€ TTC.',
    'le commande sans le rapport, pour [Prix de l’option suivi] TTC.',
  ],
  [
    'Offre Premium : 59,00\u00a0€ TTC.',
    'Offre Premium : [Prix de l’offre Premium] TTC.',
  ],
  [
    'est disponible pour 18,00\u00a0€. Il est facultatif',
    'est disponible pour [Prix du rapport]. Il est facultatif',
  ],
]

const TEXT_COLUMNS = [
  ['faqs', 'answer'],
  ['pages_sections', 'text'],
] as const
const RICH_TEXT_COLUMNS = [
  ['terms_of_sale', 'body'],
  ['articles', 'body'],
  ['_articles_v', 'version_body'],
] as const

async function replaceFragments(db: MigrateUpArgs['db'], direction: 'up' | 'down'): Promise<void> {
  for (const [written, placeholder] of PRICE_FRAGMENTS) {
    const [from, to] = direction === 'up' ? [written, placeholder] : [placeholder, written]
    for (const [table, column] of TEXT_COLUMNS) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = replace(${sql.identifier(column)}, ${from}, ${to})
        WHERE strpos(${sql.identifier(column)}, ${from}) > 0`)
    }
    for (const [table, column] of RICH_TEXT_COLUMNS) {
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(column)} = replace(${sql.identifier(column)}::text, ${from}, ${to})::jsonb
        WHERE strpos(${sql.identifier(column)}::text, ${from}) > 0`)
    }
  }
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await replaceFragments(db, 'up')
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await replaceFragments(db, 'down')
}
