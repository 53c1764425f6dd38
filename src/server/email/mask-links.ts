import { ORDER_LINK_PATH } from '../payments/claim'
import { DATA_RIGHTS_OPEN_PATH, DATA_RIGHTS_PATH } from '../privacy/links'
import { REPORT_LINK_PATH } from '../report/links'
import { RESTORE_PATH } from '../retrieval/emails'

export const MASK = '[lien personnel masqué]'

const escape = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/gu, '\\$&')

/** Links whose token is a key: a path then the token, or a path then a query that carries it. */
const TOKEN_IN_PATH = new RegExp(`(${[RESTORE_PATH, REPORT_LINK_PATH].map(escape).join('|')})/[A-Za-z0-9_-]+`, 'gu')
// The characters a query of these links holds (`&amp;` in HTML included), as the outbox migration spells
// them too: never « [ », so a link already masked is left as it is, nor a space of any kind.
const TOKEN_IN_QUERY = new RegExp(`(${[DATA_RIGHTS_OPEN_PATH, DATA_RIGHTS_PATH, ORDER_LINK_PATH].map(escape).join('|')})\\?[A-Za-z0-9._~%!$&()*+,;=:@/?-]+`, 'gu')

/**
 * An email as staff read it in the outbox: every personal link (restore access, the report's PDF, the data
 * rights, the purchase's other-device link) keeps its address but not its key. Staff answer « je n’ai pas
 * reçu mon email » from what was sent; the keys would let them open a visitor's results or claim a buyer's
 * report. Admins read the emails as kept: whole without SMTP (their role may do all of that anyway), already
 * masked once SMTP delivered them (src/server/email/adapter.ts).
 */
export function maskPersonalLinks(body: string): string {
  return body.replace(TOKEN_IN_PATH, `$1/${MASK}`).replace(TOKEN_IN_QUERY, `$1?${MASK}`)
}
