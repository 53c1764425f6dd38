/**
 * What the product sells, at what price, and what a completed payment must do.
 * Amounts are integer cents everywhere (the payment provider's unit); the admin's site settings may
 * override any amount and any offer's label and description, so pages, checkout, emails and fulfilment read
 * the table from `resolveOffers`, never a literal.
 */

import { eachString, mapStrings, placeholderFiller } from './placeholders'

export const OFFER_IDS = ['report', 'coachingSingle', 'monthlyAddon', 'coachingMonthly', 'premium'] as const
export type OfferId = (typeof OFFER_IDS)[number]

/** What fulfilment does once the payment is confirmed. */
export type FulfilmentAction = 'unlockResult' | 'createBooking'

/** What visitors read of an offer; editors may change both (site settings' copy, `offers` key). */
export interface OfferText {
  /** Short French name, shown on buttons, order summaries, emails and the provider's checkout page. */
  label: string
  /** One French sentence saying what is included. */
  description: string
}

export type OfferTexts = Readonly<Record<OfferId, OfferText>>

export interface Offer extends OfferText {
  id: OfferId
  amountCents: number
  /**
   * 'unlockResult' unlocks the visitor's RIASEC result linked to the order (and generates the report);
   * 'createBooking' confirms the coaching booking linked to the order.
   */
  fulfilment: readonly FulfilmentAction[]
  /**
   * False for the monthly add-on: it has no card of its own. It is sold with the report at checkout, or as
   * the one-month follow-up of a visitor who already owns the report (order-offers.ts: coachingOrderOffer).
   */
  soldAlone: boolean
}

type OfferTerms = Pick<Offer, 'fulfilment' | 'soldAlone'>

const OFFER_TERMS: Readonly<Record<OfferId, OfferTerms>> = {
  report: { fulfilment: ['unlockResult'], soldAlone: true },
  coachingSingle: { fulfilment: ['createBooking'], soldAlone: true },
  monthlyAddon: { fulfilment: ['createBooking'], soldAlone: false },
  coachingMonthly: { fulfilment: ['unlockResult', 'createBooking'], soldAlone: true },
  premium: { fulfilment: ['unlockResult', 'createBooking'], soldAlone: true },
}

/** The texts of the spec: what the seed writes and what a missing or emptied text falls back to. */
export const DEFAULT_OFFER_TEXTS: OfferTexts = {
  report: {
    label: 'Rapport Premium',
    description: 'Le profil complet et un rapport personnalisé de 12 pages : 6 métiers, les formations et un plan d’action.',
  },
  coachingSingle: {
    label: 'Séance de coaching',
    description: 'Un appel de 30 minutes avec un coach, par téléphone ou en visio.',
  },
  monthlyAddon: {
    label: 'Suivi mensuel',
    description: 'Un mois de suivi ajouté au rapport : 4 séances de coaching de 30 minutes, une par semaine.',
  },
  coachingMonthly: {
    label: 'Rapport + suivi d’un mois',
    description: 'Le Rapport Premium et un mois de suivi : 4 séances de coaching de 30 minutes, une par semaine.',
  },
  premium: {
    label: 'Offre Premium',
    description: 'Le Rapport Premium, 1 à 2 séances de coaching de 30 à 45 minutes et un mois de suivi.',
  },
}

/**
 * The prices of the spec. The one-month follow-up sold alone costs what checkout charges for the report
 * plus the monthly add-on (18 + 49 = 67 €); the admin can still set each amount on its own.
 */
export const DEFAULT_AMOUNTS_CENTS: Readonly<Record<OfferId, number>> = {
  report: 1800,
  coachingSingle: 1800,
  monthlyAddon: 4900,
  coachingMonthly: 1800 + 4900,
  premium: 5900,
}

/** Amounts from the admin's site settings: an empty field (null or undefined) keeps the default. */
export type AmountOverrides = Partial<Record<OfferId, number | null | undefined>>

export type OfferTable = Readonly<Record<OfferId, Offer>>

const isOfferId = (value: string): value is OfferId => (OFFER_IDS as readonly string[]).includes(value)

/** Whether `value` can be an amount: a whole, positive number of cents. */
export const isPositiveCents = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0

function assertPositiveCents(value: number, what: string): void {
  if (!isPositiveCents(value)) {
    throw new Error(`${what} must be a positive whole number of cents, got ${String(value)}`)
  }
}

/**
 * The offer table with the admin's amounts and texts applied; throws on an unknown offer or an amount that
 * is not positive cents. The texts come whole: the caller has already laid the edited ones over the defaults.
 */
export function resolveOffers(overrides: AmountOverrides = {}, texts: OfferTexts = DEFAULT_OFFER_TEXTS): OfferTable {
  for (const [id, amount] of Object.entries(overrides)) {
    if (!isOfferId(id)) throw new Error(`Unknown offer "${id}" in price overrides`)
    if (amount !== null && amount !== undefined) assertPositiveCents(amount, `Price of offer "${id}"`)
  }
  const offer = (id: OfferId): Offer => ({
    id,
    label: texts[id].label,
    description: texts[id].description,
    ...OFFER_TERMS[id],
    amountCents: overrides[id] ?? DEFAULT_AMOUNTS_CENTS[id],
  })
  return {
    report: offer('report'),
    coachingSingle: offer('coachingSingle'),
    monthlyAddon: offer('monthlyAddon'),
    coachingMonthly: offer('coachingMonthly'),
    premium: offer('premium'),
  }
}

export const DEFAULT_OFFERS: OfferTable = resolveOffers()

/** The visitor's choice on the checkout page: the report, with or without the monthly add-on. */
export interface CheckoutChoice {
  monthlyAddon: boolean
}

/** The lines of the checkout's order summary, in display order. */
export function checkoutLines(choice: CheckoutChoice, offers: OfferTable = DEFAULT_OFFERS): Offer[] {
  return choice.monthlyAddon ? [offers.report, offers.monthlyAddon] : [offers.report]
}

/** What checkout charges: the report (1800 by default), plus the monthly add-on when chosen (6700 in all). */
export function checkoutTotal(choice: CheckoutChoice, offers: OfferTable = DEFAULT_OFFERS): number {
  return checkoutLines(choice, offers).reduce((total, line) => total + line.amountCents, 0)
}

/** No-break space (U+00A0) between the amount and the euro sign, as French typography and CLDR's fr locale use. */
const SPACE_BEFORE_EURO = '\u00A0'
/** Narrow no-break space (U+202F) between thousands, as CLDR's fr locale uses. */
const THOUSANDS_SEPARATOR = '\u202F'

/**
 * French price text, the same on every server and browser (no dependence on the runtime's ICU data):
 * 1800 → "18,00 €", 123456 → "1 234,56 €". Always two decimals: the project writes every visitor price so.
 */
export function formatEuros(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new Error(`An amount must be a whole, non-negative number of cents, got ${String(cents)}`)
  }
  const euros = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/gu, THOUSANDS_SEPARATOR)
  const decimals = String(cents % 100).padStart(2, '0')
  return `${euros},${decimals}${SPACE_BEFORE_EURO}€`
}

/**
 * Each offer's price as editors write it into the site's texts (FAQ answers, articles, pages, the terms of
 * sale): the site shows the price of the settings in its place, so a price changed there changes everywhere.
 */
export const PRICE_PLACEHOLDERS: Readonly<Record<OfferId, string>> = {
  report: '[Prix du rapport]',
  coachingSingle: '[Prix de la séance de coaching]',
  monthlyAddon: '[Prix de l’option suivi]',
  coachingMonthly: '[Prix du suivi d’un mois]',
  premium: '[Prix de l’offre Premium]',
}

/** A placeholder as editors may type it: with the typographic apostrophe, or the keyboard's straight one. */
const asTyped = (placeholder: string): string[] => (placeholder.includes('’') ? [placeholder, placeholder.replaceAll('’', "'")] : [placeholder])

/** One text with the offers' prices in place of their placeholders. */
export const offerPriceFiller = (offers: OfferTable): ((text: string) => string) =>
  placeholderFiller(OFFER_IDS.flatMap((id) => asTyped(PRICE_PLACEHOLDERS[id]).map((placeholder) => [placeholder, formatEuros(offers[id].amountCents)] as const)))

/** Every string of `value` (Lexical rich text included) with the offers' prices in place of their placeholders. */
export const fillOfferPrices = <T>(value: T, offers: OfferTable): T => mapStrings(value, offerPriceFiller(offers))

/** A « [Prix …] » placeholder, in any case (« [prix du rapport] » is not filled either). */
const PRICE_LIKE = /\[prix\b[^[\]\n]{0,80}\]/giu
/** « [Prix … » left open at the end of its text: a placeholder split by formatting (one of its words made bold). */
const SPLIT_PRICE = /\[prix\b[^[\]\n]{0,80}$/iu

/**
 * The « [Prix …] » placeholders `value` holds that the site does not fill, each once, in reading order:
 * misspelt, in lower case, or split by formatting (said as its first part, « [Prix du … »).
 */
export function unknownPricePlaceholders(value: unknown, offers: OfferTable): string[] {
  const found = new Set<string>()
  eachString(fillOfferPrices(value, offers), (text) => {
    for (const match of text.matchAll(PRICE_LIKE)) found.add(match[0])
    const split = SPLIT_PRICE.exec(text)
    if (split) found.add(`${split[0].trimEnd()}…`)
  })
  return [...found]
}

/**
 * The stated "reference" values shown struck through at checkout. They are marketing figures, so they
 * come from the admin's site settings (field names match the `referencePrices` group); an empty field
 * means no strike-through is shown.
 */
export interface ReferencePrices {
  /** Stated value of the report, struck through beside its price. */
  reportReference?: number | null
  /** Stated value of the monthly add-on ("valeur 149 €"). */
  monthlyReference?: number | null
}

/** The figures of the spec (18 + 71 = 89 € for the report, 49 + 100 = 149 € for the add-on): the seed's, until an admin changes them. */
export const DEFAULT_REFERENCE_PRICES = {
  reportReference: 8900,
  monthlyReference: 14900,
} as const satisfies ReferencePrices

export interface ReferencePricing {
  priceCents: number
  /** The struck-through total. */
  referenceCents: number
  savingsCents: number
  /** Rounded down, so the badge never claims more than the real saving ("-79 %" by default). */
  discountPercent: number
}

/**
 * The strike-through block of checkout: the reference total is the sum of the stated values of what is bought
 * (89 € for the report, 89 + 149 = 238 € with the add-on; savings 71 or 171 € by default).
 * Null when a needed figure is missing or not above the price: a "reference" at or under the price is not shown.
 */
export function referencePricing(
  choice: CheckoutChoice,
  reference: ReferencePrices,
  offers: OfferTable = DEFAULT_OFFERS,
): ReferencePricing | null {
  const parts = choice.monthlyAddon
    ? [reference.reportReference, reference.monthlyReference]
    : [reference.reportReference]
  let referenceCents = 0
  for (const part of parts) {
    if (part === null || part === undefined) return null
    assertPositiveCents(part, 'A reference price')
    referenceCents += part
  }
  const priceCents = checkoutTotal(choice, offers)
  if (referenceCents <= priceCents) return null
  const savingsCents = referenceCents - priceCents
  return {
    priceCents,
    referenceCents,
    savingsCents,
    discountPercent: Math.floor((savingsCents * 100) / referenceCents),
  }
}
