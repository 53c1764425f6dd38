import { APIError } from 'payload'

/**
 * An error for a Payload hook to throw whose message the REST answer shows as it is
 * (`{ errors: [{ message }] }`). It is the person's mistake or a race they can mend, not the server's: it has a
 * name of its own, which the configuration logs as Payload logs its own validation errors, one line at `info`
 * (`loggingLevels`), not as an error with its stack. (Payload names errors after their class: the server's
 * build keeps class names, next.config.ts.)
 */
export const PUBLIC_REFUSAL = 'PublicRefusal'

export function publicApiError(message: string, status: number): APIError {
  const error = new APIError(message, status, null, true)
  error.name = PUBLIC_REFUSAL
  return error
}
