import { ACCESS_COOKIE, KEPT_ACCESS_COOKIE } from '../access-token'
import { ORDER_COOKIE, ORDER_LINK_COOKIE } from '../payments/claim'
import { DATA_RIGHTS_COOKIE } from '../privacy/links'
import { RESTORE_LINK_COOKIE } from '../retrieval/restore-link'

/**
 * The cookies that tie this browser to a person: their results (the latest test's and the unlocked one kept
 * from an earlier test), a report bought before the test (which the next test taken here claims), and the
 * emailed links waiting to be confirmed. A shared computer's next visitor who says « Ce n’est pas moi » gets
 * none of them.
 */
export const PERSON_COOKIES = [ACCESS_COOKIE, KEPT_ACCESS_COOKIE, ORDER_COOKIE, ORDER_LINK_COOKIE, RESTORE_LINK_COOKIE, DATA_RIGHTS_COOKIE] as const
