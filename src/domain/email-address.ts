import { z } from 'zod/mini'

/**
 * What an email address must look like to be kept: the rule of Payload's email fields (no space, quote or
 * consecutive dots, no domain label starting or ending with a hyphen), so that an address the site accepts
 * is never refused afterwards by the collection it is saved in.
 */
export const EMAIL_ADDRESS =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

/**
 * The rule as a schema. Written with `zod/mini`, as is everything the browser loads: the start modal and the
 * test runner validate with it, and classic `zod` added 14 KB (gzipped) to the test pages.
 */
export const emailAddress = (message: string) => z.string().check(z.regex(EMAIL_ADDRESS, message))

/** An address as it is compared, counted and looked up: without surrounding spaces, in lower case. */
export const normalEmail = (email: string): string => email.trim().toLowerCase()

/** « j•••@exemple.fr »: enough for someone to recognise their own address, not enough to read a stranger's. */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}
