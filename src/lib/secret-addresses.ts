/**
 * Pages whose address holds a secret, shared by the server that makes them and the browser code that must
 * keep them out of analytics (components/site/analytics.ts): the purchase email's other-device link, shown
 * for confirmation with its signature in the query (server/payments/claim.ts).
 */
export const ORDER_LINK_CONFIRM_PATH = '/commande/confirmer'
