import { APIError } from 'payload'

/**
 * An error for a Payload hook to throw whose message the REST answer shows as it is
 * (`{ errors: [{ message }] }`). Payload's answer shows the message of an error that has a name, and takes
 * the name from the class, which a production build minifies away (it then reads « An unknown error
 * occurred. »): the name is set here. It is the person's mistake or a race they can mend, not the server's: the
 * configuration logs it as Payload logs its own validation errors, one line at `info` (`loggingLevels`), not as an
 * error with its stack.
 */
export const PUBLIC_REFUSAL = 'PublicRefusal'

export function publicApiError(message: string, status: number): APIError {
  const error = new APIError(message, status, null, true)
  error.name = PUBLIC_REFUSAL
  return error
}
