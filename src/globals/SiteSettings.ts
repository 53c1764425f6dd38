import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors } from '@/access/editors'
import { adminsField } from '@/access/admins'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { SIREN } from '@/domain/seller-details'
import { isExternalLink } from '@/domain/external-link'
import { PRICE_PLACEHOLDERS, isPositiveCents } from '@/domain/offers'
import { copyValidation } from '@/fields/copy-placeholders'
import { siteCopyDefaults } from '@/content/site-copy'
import { JSON_TEXT_FIELD } from '@/fields/json-text'
import { trimmed } from '@/fields/trimmed'
import { nobody } from '@/access/nobody'

/**
 * An amount in cents, or empty. Pages and checkout refuse any other amount, so the admin refuses it at
 * the save rather than let one decimal take the site down.
 */
const cents = (name: string, label: string, description: string) => ({
  name,
  type: 'number' as const,
  label,
  admin: { description, step: 1 },
  validate: (value: unknown) =>
    value === null || value === undefined || isPositiveCents(value) || 'Indique un nombre entier de centimes, supérieur à zéro (1800 pour 18,00 €).',
})

const price = (name: string, label: string) => cents(name, label, 'En centimes. Vide : prix par défaut.')

const sellerField = (name: string, label: string, description?: string) => ({
  name,
  type: 'text' as const,
  label,
  ...(description ? { admin: { description } } : {}),
})

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Réglages du site',
  admin: { group: 'Réglages' },
  // No history (a restored version would write back the admins' prices): its versions route answers 403, where
  // Payload's own failed with a 500.
  access: { read: anyone, update: editors, readVersions: nobody },
  hooks: { afterChange: [revalidateGlobal(TAGS.siteSettings)] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Marque',
          fields: [
            { name: 'brandName', type: 'text', label: 'Nom de la marque', required: true },
            { name: 'tagline', type: 'text', label: 'Accroche' },
            { name: 'supportEmail', type: 'email', label: 'Email du support', required: true },
            {
              name: 'socialLinks',
              type: 'array',
              label: 'Réseaux sociaux',
              labels: { singular: 'Réseau social', plural: 'Réseaux sociaux' },
              maxRows: 4,
              fields: [
                { name: 'label', type: 'text', label: 'Nom', required: true },
                {
                  name: 'url',
                  type: 'text',
                  label: 'Adresse',
                  required: true,
                  hooks: { beforeValidate: [trimmed] },
                  admin: { description: 'L’adresse complète du compte, commençant par https://' },
                  // An address stored before this check is not refused again: the footer leaves it out, and the rest of the settings can be saved.
                  validate: (value: unknown, { previousValue }: { previousValue?: unknown }) =>
                    isExternalLink(value) ||
                    (value !== undefined && value === previousValue) ||
                    'Indique l’adresse complète du compte, commençant par https:// (par exemple https://www.instagram.com/caporientation/).',
                },
              ],
            },
          ],
        },
        {
          label: 'Prix',
          description: `Seuls les administrateurs modifient les prix encaissés. Les textes du site (questions fréquentes, articles, pages, conditions générales de vente) les affichent à la place de leurs repères : ${Object.values(PRICE_PLACEHOLDERS).join(', ')}.`,
          fields: [
            {
              name: 'prices',
              type: 'group',
              label: 'Prix encaissés',
              access: { update: adminsField },
              fields: [
                price('report', 'Rapport Premium'),
                price('monthlyAddon', 'Suivi mensuel : ajouté au rapport, ou seul quand le rapport est déjà débloqué'),
                price('coachingSingle', 'Séance de coaching'),
                price('coachingMonthly', 'Suivi coaching d’un mois'),
                price('premium', 'Premium (rapport + coaching)'),
              ],
            },
            {
              name: 'referencePrices',
              type: 'group',
              label: 'Prix barrés et remises affichés',
              // An advertised reduction is a commitment of the seller, like the prices it is taken from.
              access: { update: adminsField },
              admin: { description: 'La remise affichée au paiement (« -79 % » par défaut) se calcule à partir de ces valeurs et des prix.' },
              fields: [
                cents('reportReference', 'Prix de référence du rapport (centimes)', 'Vide : aucun prix barré.'),
                cents('monthlyReference', 'Valeur affichée du suivi mensuel (centimes)', 'Vide : aucun prix barré avec le suivi mensuel.'),
              ],
            },
          ],
        },
        {
          label: 'Chiffres et liens',
          fields: [
            {
              name: 'claims',
              type: 'array',
              label: 'Chiffres affichés',
              labels: { singular: 'Chiffre', plural: 'Chiffres' },
              admin: {
                description:
                  'Le texte du chiffre « studentsHelped » s’affiche sous le titre de la page d’accueil. Les autres tiennent le registre des chiffres que citent les pages et les articles, avec leur source : changer un chiffre ici ne change pas ces textes, à mettre à jour avec lui.',
              },
              fields: [
                { name: 'key', type: 'text', label: 'Clé', required: true },
                { name: 'figure', type: 'text', label: 'Chiffre', required: true },
                { name: 'text', type: 'text', label: 'Texte', required: true },
                { name: 'source', type: 'text', label: 'Source' },
              ],
            },
            {
              name: 'colouringBook',
              type: 'group',
              label: 'Livre de coloriage',
              admin: {
                description:
                  'La section « Pause bien-être » de l’accueil présente le livre. Son bouton « Découvrir le livre » et la mention du site marchand n’y figurent qu’une fois le lien de la page du livre écrit ici ; sans lui, chaque démarrage du site le signale.',
              },
              fields: [
                {
                  name: 'url',
                  type: 'text',
                  label: 'Lien de la page du livre',
                  hooks: { beforeValidate: [trimmed] },
                  admin: { description: 'L’adresse complète de la page du livre chez le vendeur, commençant par https://' },
                  validate: (value: unknown) =>
                    value === null || value === undefined || value === '' || isExternalLink(value) || 'Indique l’adresse complète de la page du livre, commençant par https:// (par exemple https://www.exemple.fr/livre).',
                },
                { name: 'priceText', type: 'text', label: 'Prix affiché' },
              ],
            },
          ],
        },
        {
          label: 'Vendeur',
          fields: [
            {
              name: 'seller',
              type: 'group',
              label: 'Identité du vendeur',
              access: { update: adminsField },
              admin: {
                description:
                  'Chaque information remplace son repère entre crochets dans les conditions générales de vente (« [Raison sociale] » y figure quatre fois, « [Email de contact] » neuf fois). À remplir avant d’ouvrir les paiements ; un champ vide laisse le repère, et chaque démarrage du site le signale.',
              },
              fields: [
                sellerField('legalName', 'Raison sociale'),
                sellerField('legalForm', 'Forme juridique et capital', 'Par exemple : SAS au capital de 1 000 €'),
                sellerField('address', 'Adresse du siège'),
                {
                  ...sellerField('siren', 'SIREN', 'Neuf chiffres'),
                  validate: (value: unknown) =>
                    !value || (typeof value === 'string' && SIREN.test(value.trim())) || 'Le SIREN compte neuf chiffres.',
                },
                sellerField('vatNumber', 'Numéro de TVA intracommunautaire'),
                { name: 'contactEmail', type: 'email', label: 'Email de contact' },
                sellerField('phone', 'Téléphone'),
                sellerField('publicationDirector', 'Directeur de la publication'),
                sellerField('host', 'Hébergeur du site', 'Nom, adresse et téléphone'),
                sellerField('mediator', 'Médiateur de la consommation', 'Nom et coordonnées'),
              ],
            },
          ],
        },
        {
          label: 'Textes communs',
          fields: [
            {
              name: 'copy',
              type: 'json',
              validate: copyValidation(siteCopyDefaults),
              label: 'Textes de l’interface (menu, pied de page, 404, titres des pages, noms des offres…)',
              admin: {
                components: JSON_TEXT_FIELD,
                description:
                  'Les noms et descriptions des offres sont sous « offers », les titres des pages sous « meta ». Les mots entre accolades ({price}…) sont remplacés par le site. Une clé supprimée reprend son texte par défaut.',
              },
            },
          ],
        },
      ],
    },
  ],
}
