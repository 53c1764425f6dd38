import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors, historyReaders } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { DAY_ONLY } from '@/fields/dates'
import { PRICE_PLACEHOLDERS_HELP, refuseUnknownPricePlaceholders } from '@/fields/price-placeholders'
import { EDITOR_HISTORY, checkRestoredVersion } from './versions'

export const TermsOfSale: GlobalConfig = {
  slug: 'terms-of-sale',
  label: 'Conditions générales de vente',
  admin: { group: 'Réglages' },
  access: { read: anyone, update: editors, ...historyReaders },
  ...EDITOR_HISTORY,
  hooks: { beforeOperation: [checkRestoredVersion], beforeValidate: [refuseUnknownPricePlaceholders({ body: 'Texte' })], afterChange: [revalidateGlobal(TAGS.termsOfSale)] },
  fields: [
    {
      name: 'title',
      type: 'text',
      label: 'Titre',
      required: true,
      admin: { description: 'Le nom de ce texte dans l’administration. Sur le site, le titre de la fenêtre des CGV se règle dans Réglages du site › Textes communs (footer › termsDialogTitle).' },
    },
    {
      name: 'body',
      type: 'richText',
      label: 'Texte',
      required: true,
      admin: {
        description:
          `Les repères entre crochets (« [Raison sociale] », « [SIREN] », « [Email de contact] »…) reçoivent les informations de Réglages du site › Vendeur, remplies une fois pour tous les endroits où ils figurent. Tant qu’un repère n’a pas d’information, chaque démarrage le signale. ${PRICE_PLACEHOLDERS_HELP}`,
      },
    },
    {
      name: 'updatedOn',
      type: 'date',
      label: 'Date de mise à jour',
      admin: { date: DAY_ONLY, description: 'Affichée en tête des CGV sur le site (« Mise à jour le … ») : change-la à chaque nouvelle version.' },
    },
  ],
}
