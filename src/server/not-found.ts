import 'server-only'
import { getPayload } from './payload'

/** Longer paths (scanners, garbage) are cut: the log line stays one short line. */
const MAX_PATH_LENGTH = 300

/** The path as logged: what the visitor asked for, cut to a sane length. */
export const loggedPath = (path: string): string => (path.length > MAX_PATH_LENGTH ? `${path.slice(0, MAX_PATH_LENGTH)}…` : path)

/**
 * One warning line naming the missing path, written by the route that is about to answer with the
 * not-found page (call `notFound()` right after). The not-found page itself stays static: it cannot
 * know the path. In production an unknown path's 404 is cached like any page of its route, so a path
 * is logged when its 404 is rendered, not on every request for it.
 */
export async function logNotFound(path: string): Promise<void> {
  try {
    ;(await getPayload()).logger.warn({ msg: 'Page not found', path: loggedPath(path) })
  } catch {
    // Logging must never turn a 404 into a 500 (Payload may be what failed): the console still gets the line.
    console.warn(`Page not found: ${loggedPath(path)}`)
  }
}
