import { after } from 'next/server'

/**
 * Hands work that goes on after the answer (an email sent once the page has its answer) to Next's server, when
 * there is a request to hand it to: a stop (SIGTERM, a deploy or a restart) then waits for it before the
 * process exits, as `next start` and the standalone server close their HTTP server and then await every such
 * task. The work has already started and is never awaited here. Outside a request (jobs, scripts, tests)
 * nothing can wait for it: it simply runs. `work` must not reject.
 */
export function outlastTheAnswer(work: Promise<unknown>): void {
  try {
    after(work)
  } catch {
    // Not in a request: nothing to hand it to.
  }
}
