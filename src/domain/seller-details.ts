import { replacePlaceholders } from './placeholders'

/**
 * The seller's legal details, written once in the site settings (« Vendeur ») and put wherever the terms of
 * sale hold their placeholder: « [Raison sociale] » stands in four places, « [Email de contact] » in nine.
 * An editor may still write a detail straight into the text; a placeholder whose setting is empty stays,
 * and the start-up warning names it (`unfilledPlaceholders`).
 */
export interface SellerDetails {
  legalName?: string | null
  legalForm?: string | null
  address?: string | null
  siren?: string | null
  vatNumber?: string | null
  contactEmail?: string | null
  phone?: string | null
  publicationDirector?: string | null
  host?: string | null
  mediator?: string | null
}

export const SELLER_PLACEHOLDERS: Readonly<Record<keyof SellerDetails, string>> = {
  legalName: '[Raison sociale]',
  legalForm: '[Forme juridique et capital]',
  address: '[Adresse du siège]',
  siren: '[SIREN]',
  vatNumber: '[Numéro de TVA intracommunautaire]',
  contactEmail: '[Email de contact]',
  phone: '[Numéro de téléphone]',
  publicationDirector: '[Directeur de la publication]',
  host: '[Nom, adresse et téléphone de l’hébergeur]',
  mediator: '[Nom et coordonnées du médiateur]',
}

/** A SIREN: nine digits, grouped by three or not. */
export const SIREN = /^\d{3} ?\d{3} ?\d{3}$/

/** Every string of `value` (Lexical rich text included) with the written details in place of their placeholders. */
export function fillSellerDetails<T>(value: T, details: SellerDetails): T {
  return replacePlaceholders(
    value,
    (Object.keys(SELLER_PLACEHOLDERS) as Array<keyof SellerDetails>).flatMap((key) => {
      const detail = details[key]?.trim()
      return detail ? [[SELLER_PLACEHOLDERS[key], detail] as const] : []
    }),
  )
}
