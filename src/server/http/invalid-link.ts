/**
 * The page of an emailed link expired, used or altered: the one-time results link of « Accès à mes
 * résultats » and of the purchase email, and (INVALID_ORDER_LINK_PATH) the purchase email's order link.
 */
export const INVALID_LINK_PATH = '/acces/invalide'

const ORDER_LINK = { lien: 'commande' } as const

/** An order link cannot be sent again from « Accès à mes résultats »: its page says whom to ask instead. */
export const INVALID_ORDER_LINK_PATH = `${INVALID_LINK_PATH}?${new URLSearchParams(ORDER_LINK)}`

export const isOrderLinkQuery = (query: Record<string, string | string[] | undefined>): boolean => query.lien === ORDER_LINK.lien
