import { z } from 'zod'

/**
 * What an email address must look like to be kept: the rule of Payload's email fields (no space, quote or
 * consecutive dots, no domain label starting or ending with a hyphen), so that an address the site accepts
 * is never refused afterwards by the collection it is saved in.
 */
export const EMAIL_ADDRESS =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const emailAddress = (message: string) => z.string().regex(EMAIL_ADDRESS, message)
