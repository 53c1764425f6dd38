import type { InterfaceTexts } from '@/content/interface'

const SAVE_TEXTS = ['saveTitle', 'saveText', 'saveButton', 'saveDialogTitle', 'saveSubmit', 'saveSending', 'savedText', 'saveFailed', 'saveUnreachable'] as const
export type SaveTexts = Pick<InterfaceTexts['results'], (typeof SAVE_TEXTS)[number]>

/** The results texts « Garde tes résultats » shows, and no others: they travel to the browser. */
export const saveTextsOf = (texts: InterfaceTexts['results']): SaveTexts =>
  Object.fromEntries(SAVE_TEXTS.map((key) => [key, texts[key]])) as SaveTexts
