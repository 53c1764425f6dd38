/**
 * What an access link is for, how long it lives and whether it works once. Pure data: the collection
 * (admin labels) and the link services share it.
 *
 * - restore: emailed from « Accès à mes résultats »; one use, 30 minutes; it gives the device a `device` grant.
 *   The purchase emails carry one too, for PURCHASE_LINK_DAYS: they are read later than a link just asked for.
 * - report: the report download link of the purchase email; reusable for 30 days, downloads the PDF only.
 * - device: the grant behind a browser's `riasec_access` cookie after a restore; a year, like the cookie.
 * - data-rights: « Mes données » link in every email; reusable for 30 days, bound to an email address.
 */
export const ACCESS_LINK_PURPOSES = [
  { value: 'restore', label: 'Accès aux résultats (lien à usage unique)', ttlMinutes: 30, singleUse: true },
  { value: 'report', label: 'Téléchargement du rapport', ttlMinutes: 30 * 24 * 60, singleUse: false },
  { value: 'device', label: 'Accès d’un appareil', ttlMinutes: 365 * 24 * 60, singleUse: false },
  { value: 'data-rights', label: 'Mes données (export, effacement)', ttlMinutes: 30 * 24 * 60, singleUse: false },
] as const

/** How long the restore link of a purchase email (and of the invitation to claim a paid order) lives. */
export const PURCHASE_LINK_DAYS = 7

export type AccessLinkPurpose = (typeof ACCESS_LINK_PURPOSES)[number]['value']

export function purposePolicy(purpose: AccessLinkPurpose): { ttlMinutes: number; singleUse: boolean } {
  const policy = ACCESS_LINK_PURPOSES.find((entry) => entry.value === purpose)
  if (!policy) throw new Error(`Unknown access link purpose ${purpose}`)
  return { ttlMinutes: policy.ttlMinutes, singleUse: policy.singleUse }
}
