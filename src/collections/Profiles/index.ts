import type { CollectionConfig, Field } from 'payload'
import { EDITOR_DOCUMENT_HISTORY, contentAccess, keptOnRestore } from '../content-access'
import { historyReaders, editorPreview } from '@/access/editors'
import { nobody } from '@/access/nobody'
import { signedInField } from '@/access/signed-in'
import { revalidateCollection, revalidateCollectionOnDelete } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { levelCodeOptions, profileSetOptions } from '@/fields/options'
import { CAREER_TAGS } from '@/domain/content-types'
import { canonicalProfileCode } from './canonical-code'
import { validateRomeCode } from './rome-code'
import { reportStillFits } from './report-fit'
import { reportPreviewPath } from '@/lib/preview-paths'

/** Paid content: the API gives it to staff accounts only; visitors get it from the results page once unlocked. */
const locked = { read: signedInField }

const radarField = (name: string, label: string): Field => ({
  name,
  type: 'number',
  label,
  required: true,
  min: 1,
  max: 5,
  admin: { step: 1, width: '20%' },
})

const fixedOnceCreated = () => false

export const Profiles: CollectionConfig = {
  slug: 'profiles',
  labels: { singular: 'Profil', plural: 'Profils' },
  admin: {
    useAsTitle: 'name',
    group: 'Tests',
    defaultColumns: ['code', 'name', 'set'],
    listSearchableFields: ['code', 'name'],
    // « Aperçu »: the PDF report a visitor of this profile would download now.
    preview: editorPreview((doc) => (typeof doc.set === 'string' && typeof doc.code === 'string' ? reportPreviewPath(doc.set, doc.code) : null)),
    description: 'Les 21 profils de chaque jeu sont fixes : leurs textes se modifient, mais un profil ne se crée pas, ne se supprime pas et ne change ni de code ni de jeu (les résultats des visiteurs et les rapports payés y renvoient). Un texte qui ferait déborder une page du rapport PDF est refusé à l’enregistrement. « Aperçu » ouvre le rapport PDF d’un visiteur de ce profil, avec les textes enregistrés. Les pages de l’exemple de rapport montrées aux visiteurs sont des images du profil IA des adultes : après l’avoir modifié, refais-les dans « Exemple de rapport ».',
  },
  // Visitors' results and paid reports name their profile by set and code: neither may go away or move, and
  // every code the scoring gives has its profile already (a new one could only collide with it).
  access: { ...contentAccess, ...historyReaders, create: nobody, delete: nobody },
  ...EDITOR_DOCUMENT_HISTORY,
  defaultSort: 'code',
  indexes: [{ fields: ['set', 'code'], unique: true }],
  hooks: {
    beforeValidate: [keptOnRestore(['set', 'code']), canonicalProfileCode],
    beforeChange: [reportStillFits],
    afterChange: [revalidateCollection(TAGS.profiles)],
    afterDelete: [revalidateCollectionOnDelete(TAGS.profiles)],
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'set', type: 'select', label: 'Jeu de profils', required: true, options: profileSetOptions, access: { update: fixedOnceCreated } },
        {
          name: 'code',
          type: 'text',
          label: 'Code',
          required: true,
          access: { update: fixedOnceCreated },
          admin: { description: 'Une lettre, ou deux dans l’ordre R-I-A-S-E-C (AI devient IA).' },
        },
      ],
    },
    { name: 'name', type: 'text', label: 'Nom du profil', required: true },
    { name: 'description', type: 'textarea', label: 'Description', required: true },
    {
      name: 'traits',
      type: 'array',
      label: 'Traits de personnalité',
      labels: { singular: 'Trait', plural: 'Traits' },
      minRows: 4,
      maxRows: 4,
      access: locked,
      admin: { description: 'Les 2 premiers sont visibles gratuitement.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'emoji', type: 'text', label: 'Emoji', required: true, admin: { width: '20%' } },
            { name: 'label', type: 'text', label: 'Libellé', required: true },
          ],
        },
      ],
    },
    {
      name: 'radarScores',
      type: 'group',
      label: 'Radar des compétences (1 à 5)',
      fields: [
        {
          type: 'row',
          fields: [
            radarField('ponctualite', 'Ponctualité'),
            radarField('resolutionProblemes', 'Résolution de problèmes'),
            radarField('resistanceStress', 'Résistance au stress'),
            radarField('connaissanceMarche', 'Connaissance du marché'),
            radarField('competencesInterpersonnelles', 'Compétences interpersonnelles'),
          ],
        },
      ],
    },
    {
      name: 'strengths',
      type: 'array',
      label: 'Forces',
      labels: { singular: 'Force', plural: 'Forces' },
      maxRows: 3,
      access: locked,
      fields: [{ name: 'text', type: 'textarea', label: 'Texte', required: true }],
    },
    { name: 'interpretation', type: 'textarea', label: 'Interprétation (verrouillée)', access: locked },
    { name: 'potential', type: 'textarea', label: 'Potentiel (verrouillé)', access: locked },
    {
      name: 'formations',
      type: 'array',
      label: 'Formations recommandées',
      labels: { singular: 'Formation', plural: 'Formations' },
      access: locked,
      // The free preview shows one (school) or two (adult): the full profile must hold more.
      minRows: 3,
      admin: { description: 'Au moins trois : l’aperçu gratuit en montre une (scolaire) ou deux (adulte), le reste est réservé au profil complet.' },
      fields: [
        { name: 'name', type: 'text', label: 'Formation', required: true },
        {
          type: 'row',
          fields: [
            { name: 'duration', type: 'text', label: 'Durée', required: true },
            { name: 'level', type: 'text', label: 'Niveau', required: true },
            // The report lists trainings by level (CAP, BTS, Bachelor, Master, DNMADE): each needs one. (Checked
            // here rather than `required`, which would change the column.)
            {
              name: 'levelCode',
              type: 'select',
              label: 'Code niveau',
              options: levelCodeOptions,
              validate: (value: unknown) => Boolean(value) || 'Choisis le niveau de cette formation : le rapport PDF classe les formations par niveau.',
            },
            { name: 'icon', type: 'text', label: 'Icône' },
          ],
        },
        { name: 'pitch', type: 'textarea', label: 'Pourquoi elle te correspond' },
      ],
    },
    {
      name: 'careers',
      type: 'array',
      label: 'Métiers',
      labels: { singular: 'Métier', plural: 'Métiers' },
      access: locked,
      // The report has one page of six careers (src/server/report/model.ts), and the results page shows the same ones.
      minRows: 6,
      maxRows: 6,
      admin: { description: 'Six métiers exactement : le rapport PDF en présente six, et l’aperçu gratuit en montre un (scolaire) ou deux (adulte).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', label: 'Métier', required: true },
            { name: 'romeCode', type: 'text', label: 'Code ROME', validate: validateRomeCode, admin: { width: '20%' } },
            { name: 'level', type: 'text', label: 'Niveau', required: true },
          ],
        },
        { name: 'description', type: 'textarea', label: 'Description', required: true },
        { name: 'pathway', type: 'textarea', label: 'Comment y arriver' },
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'text', label: 'Icône' },
            {
              name: 'tag',
              type: 'select',
              label: 'Repère',
              options: Object.entries(CAREER_TAGS).map(([value, label]) => ({ value, label: `${value} ${label}` })),
            },
          ],
        },
      ],
    },
    { name: 'environment', type: 'textarea', label: 'Environnement idéal', required: true },
    { name: 'advice', type: 'textarea', label: 'Conseils personnalisés', access: locked },
  ],
}
