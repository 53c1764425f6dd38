import type { UIFieldServerProps } from 'payload'
import { isPaused, signInPauseLines } from '@/domain/sign-in-pauses'
import { signInPausesOf } from './sign-in-limits'
import { LiftSignInPauses } from './LiftSignInPauses'

/**
 * The account's sign-in pauses, on its page in the admin, with the button that lifts them (POST
 * /api/users/unlock, which only admins may call). Payload's own unlock button is gone with its lockout.
 * Shown to admins only, and only on a saved account.
 */
export async function SignInPausesField({ data, payload, req }: UIFieldServerProps) {
  const email = typeof data?.email === 'string' ? data.email : null
  if (req.user?.collection !== 'users' || req.user.role !== 'admin' || !email || !data?.id) return null
  const pauses = await signInPausesOf(payload, email)
  return <LiftSignInPauses email={email} lines={signInPauseLines(pauses)} paused={isPaused(pauses) || pauses.guessesThisHour > 0} />
}
