import type { GlobalConfig } from 'payload'
import { anyone } from '@/access/anyone'
import { editors, historyReaders, editorPreview } from '@/access/editors'
import { revalidateGlobal } from '@/hooks/revalidate'
import { TAGS } from '@/server/cache-tags'
import { JSON_TEXT_FIELD } from '@/fields/json-text'
import { copyValidation } from '@/fields/copy-placeholders'
import { interfaceTexts } from '@/content/interface'
import { accessTexts } from '@/server/retrieval/access-texts'
import { riasecWordsStillFit } from './report-texts-fit'
import { EDITOR_HISTORY, checkRestoredVersion } from './versions'
import { EMAILS_PREVIEW_PATH } from '@/lib/preview-paths'
import { SERVER_MESSAGES_GIVEN } from '@/content/server-messages'

/** Every sentence of the tests, the results page and their dialogs. */
export const InterfaceTexts: GlobalConfig = {
  slug: 'interface-texts',
  label: 'Textes des tests, résultats et emails',
  // « Aperçu »: every email a visitor can receive, written from the texts saved here (the pages show theirs live).
  admin: { group: 'Contenus', preview: editorPreview(() => EMAILS_PREVIEW_PATH) },
  access: { read: anyone, update: editors, ...historyReaders },
  ...EDITOR_HISTORY,
  hooks: { beforeOperation: [checkRestoredVersion], beforeChange: [riasecWordsStillFit], afterChange: [revalidateGlobal(TAGS.interfaceTexts)] },
  fields: [
    {
      name: 'copy',
      type: 'json',
      label: 'Textes',
      required: true,
      // As the seed writes it: each page lays its part of this copy over these defaults.
      validate: copyValidation({ ...interfaceTexts, ...accessTexts }, null, SERVER_MESSAGES_GIVEN),
      admin: {
        components: JSON_TEXT_FIELD,
        description:
          'Tests, résultats, paiements, accès aux résultats et « Mes données » ; les emails de ces deux pages sont sous « emails », ceux des commandes (confirmation d’achat, rapport prêt, réservation de coaching) sous « payments » › « emails », les noms des six types RIASEC et le sens des repères de métiers (résultats et rapport PDF) sous « riasec ». Les messages d’erreur que le serveur renvoie aux formulaires (trop de tentatives, case à cocher manquante, lien expiré…) sont sous « serverMessages », sauf « Code promo incorrect » (« promo » › « wrong »). Les mots entre accolades ({price}, {firstName}…) sont remplacés par le site : garde-les tels quels. Une clé supprimée reprend son texte par défaut. « Aperçu » montre chaque email tel qu’il part avec les textes enregistrés.',
      },
    },
  ],
}
