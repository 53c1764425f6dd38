/**
 * What a log line says of a failure. A failed database query's own message (drizzle's « Failed query: …
 * params: … ») carries the values it wrote: names, email addresses, a visitor's address in a rate-limit key;
 * a mail server's refusal usually quotes the recipient. Logs keep neither: a failed query is told by the
 * database's reason, its SQLSTATE code and the statement (whose values are parameters), and any address in a
 * message is masked.
 */
const STATEMENT_SHOWN = 160
const EMAIL_ADDRESS = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+\.[^\s<>"'(),;:[\]]+/g

interface FailedQuery {
  query: string
  params: unknown[]
  cause?: unknown
}

const isFailedQuery = (error: unknown): error is FailedQuery =>
  error instanceof Error && typeof (error as Partial<FailedQuery>).query === 'string' && Array.isArray((error as Partial<FailedQuery>).params)

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim()

export function describeError(error: unknown): string {
  if (isFailedQuery(error)) {
    const statement = oneLine(error.query)
    const shown = statement.length > STATEMENT_SHOWN ? `${statement.slice(0, STATEMENT_SHOWN)}…` : statement
    const cause = error.cause
    const code = cause && typeof cause === 'object' && typeof (cause as { code?: unknown }).code === 'string' ? ` [${(cause as { code: string }).code}]` : ''
    return maskAddresses(`${cause ? messageOf(cause) : 'query failed'}${code} in « ${shown} »`)
  }
  return maskAddresses(messageOf(error))
}

const maskAddresses = (text: string): string => text.replace(EMAIL_ADDRESS, '[email]')
