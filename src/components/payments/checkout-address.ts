/**
 * The checkout's return address from the payment page when the visitor had added the monthly follow-up: the
 * follow-up is ticked again, as they chose it (on any other visit it starts unticked: an extra payment is never
 * a default).
 */
export const CHECKOUT_ADDON_QUERY = 'addon=monthly'

/** Whether the checkout's query asks for the follow-up ticked again. */
export const asksForAddon = (search: string): boolean => new URLSearchParams(search).get('addon') === 'monthly'
