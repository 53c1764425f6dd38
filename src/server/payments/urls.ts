import { siteUrl } from '@/env'
import { SESSION_ID_PLACEHOLDER } from './provider'

export const RETURN_PATH = '/api/payments/return'

/** Where every provider sends the visitor after paying: the return endpoint fulfils, then redirects. */
export const successUrl = (): string => `${siteUrl()}${RETURN_PATH}?session_id=${SESSION_ID_PLACEHOLDER}`

/** The success URL of one session (the demo provider fills the placeholder itself). */
export const successUrlFor = (sessionId: string): string => successUrl().replace(SESSION_ID_PLACEHOLDER, encodeURIComponent(sessionId))

/** Paths a cancelled payment may lead back to: the pages that start one. */
const CANCEL_PATHS = /^\/(resultats-riasec|checkout|coaching)(\?[A-Za-z0-9=&%_.-]*)?$/

/** A same-site path to go back to, or the home page for anything else (no open redirect). */
export const safeCancelPath = (path: string | null | undefined): string => (path && CANCEL_PATHS.test(path) ? path : '/')

export const absolute = (path: string): string => new URL(path, siteUrl()).toString()
