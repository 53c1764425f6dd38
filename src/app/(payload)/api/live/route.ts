/**
 * Liveness, for an orchestrator that restarts a stuck process: 200 as long as the process answers, whatever
 * the database (a restart would not bring it back, and the app recovers by itself once it is back; readiness
 * is `/api/health`). Answered by Next alone, before Payload: a process started while the database is down
 * answers it too. This static route wins over Payload's `api/[...slug]`.
 */
export const dynamic = 'force-dynamic'

export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
