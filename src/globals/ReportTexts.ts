import type { GlobalConfig } from 'payload'
import { editors, historyReaders, editorPreview } from '@/access/editors'
import { JSON_TEXT_FIELD } from '@/fields/json-text'
import { copyValidation } from '@/fields/copy-placeholders'
import { REPORT_TEXTS_GIVEN, reportTexts } from '@/server/report/copy'
import { describeReportListProblems, reportListProblems } from '@/domain/report-lists'
import { reportTextsStillFit } from './report-texts-fit'
import { EDITOR_HISTORY, checkRestoredVersion } from './versions'
import { reportPreviewPath } from '@/lib/preview-paths'
import { SAMPLE_PROFILE_CODE } from '@/server/report/sample'

/** Each page of the report has a fixed place: no list longer than the default one, one title per page. */
const reportListsFit = (value: unknown, previous: unknown): string | true => {
  const problems = reportListProblems(reportTexts, value, previous)
  return problems.length === 0 ? true : describeReportListProblems(problems)
}

/**
 * The fixed frame of the paid PDF report. The report reads it at each download (src/server/report/inputs.ts),
 * never through a cache, so an edit needs no revalidation: it changes the next report's content hash.
 */
export const ReportTexts: GlobalConfig = {
  slug: 'report-texts',
  label: 'Textes du rapport PDF',
  admin: {
    group: 'Contenus',
    // « Aperçu »: the sample report's profile, rendered with the texts saved here.
    preview: editorPreview(() => reportPreviewPath('adulte', SAMPLE_PROFILE_CODE)),
    description:
      'Les phrases fixes du rapport PDF de 12 pages. Les mots entre accolades ({firstName}, {date}…) sont remplacés par le site : garde-les tels quels. Une clé supprimée reprend son texte par défaut. Chaque page a une place fixe : une liste peut être raccourcie, pas allongée, et « pageTitles » garde un titre par page ; un texte qui ferait déborder une page est refusé à l’enregistrement. Le prochain téléchargement de chaque rapport utilise les nouveaux textes ; « Aperçu » ouvre le rapport d’exemple avec les textes enregistrés. Les pages de l’exemple montrées aux visiteurs sont des images : refais-les ensuite dans « Exemple de rapport ».',
  },
  access: { read: editors, update: editors, ...historyReaders },
  ...EDITOR_HISTORY,
  hooks: { beforeOperation: [checkRestoredVersion], beforeChange: [reportTextsStillFit] },
  fields: [{ name: 'copy', type: 'json', label: 'Textes', required: true, validate: copyValidation(reportTexts, reportListsFit, REPORT_TEXTS_GIVEN), admin: { components: JSON_TEXT_FIELD } }],
}
