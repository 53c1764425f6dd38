import { APIError } from 'payload'

/**
 * An error for a Payload hook to throw whose message the REST answer shows as it is
 * (`{ errors: [{ message }] }`). Payload's answer shows the message of an error that has a name, and takes
 * the name from the class, which a production build minifies away (it then reads « An unknown error
 * occurred. »): the name is set here.
 */
export function publicApiError(message: string, status: number): APIError {
  const error = new APIError(message, status, null, true)
  error.name = 'APIError'
  return error
}
