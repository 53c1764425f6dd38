import { ValidationError, type PayloadRequest } from 'payload'
import { DEFAULT_OFFERS, PRICE_PLACEHOLDERS, unknownPricePlaceholders } from '@/domain/offers'

/** The price placeholders as an editor reads them: « [Prix du rapport] », « … ». */
const PLACEHOLDER_LIST = Object.values(PRICE_PLACEHOLDERS)
  .map((placeholder) => `« ${placeholder} »`)
  .join(', ')

/** What editors read under a text that may name a price: its placeholder, which the site fills from the settings. */
export const PRICE_PLACEHOLDERS_HELP = `Pour écrire un prix, mets son repère : ${PLACEHOLDER_LIST}. Le site y affiche le prix de Réglages du site › Prix : un prix modifié là change partout.`

/**
 * Refuses a save that brings a price placeholder the site does not know (« [Prix du raport] »): visitors would
 * read it as written where a price should be. Said under the text that holds it (`labels`: the top fields
 * checked, with their names in the admin; a group's or a list's texts are named by their own path). A
 * placeholder the stored document already held is not refused again: it is the operator's, said at every
 * start (scripts/prepare-database.ts), and saving another change stays possible.
 */
export const refuseUnknownPricePlaceholders =
  (labels: Record<string, string>) =>
  ({ data, originalDoc, req }: { data?: Record<string, unknown>; originalDoc?: Record<string, unknown>; req: PayloadRequest }) => {
    if (!data) return data
    const errors = Object.entries(labels).flatMap(([key, label]) => {
      const stored = new Set(unknownPricePlaceholders(originalDoc?.[key], DEFAULT_OFFERS))
      return textsOf(data[key], key).flatMap(([path, value]) => {
        const brought = unknownPricePlaceholders(value, DEFAULT_OFFERS).filter((placeholder) => !stored.has(placeholder))
        return brought.length === 0 ? [] : [{ path, label, message: unknownPriceMessage(brought) }]
      })
    })
    if (errors.length > 0) throw new ValidationError({ errors, req }, req.t)
    return data
  }

const isRichText = (value: unknown): boolean => typeof value === 'object' && value !== null && 'root' in value

/** The texts of a field with their paths as the admin names them (`sections.0.text`); a rich text is one. */
function textsOf(value: unknown, path: string): Array<[path: string, value: unknown]> {
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, `${path}.${index}`))
  if (typeof value === 'object' && value !== null && !isRichText(value)) {
    return Object.entries(value).flatMap(([key, inner]) => (key === 'id' ? [] : textsOf(inner, `${path}.${key}`)))
  }
  return [[path, value]]
}

const unknownPriceMessage = (placeholders: string[]): string =>
  `${placeholders.map((placeholder) => `« ${placeholder} »`).join(', ')} : ${placeholders.length > 1 ? 'ces repères de prix sont inconnus' : 'ce repère de prix est inconnu'} du site. Repères possibles : ${PLACEHOLDER_LIST}.`
