/**
 * Where the admin's « Aperçu » buttons open (src/app/(frontend)/apercu): pages for editors signed in to the
 * admin, which show what visitors would get from the texts saved now.
 */
export const articlePreviewPath = (id: number | string): string => `/apercu/article/${id}`

/** Every email a visitor can receive, from the interface texts (InterfaceTexts' « Aperçu »). */
export const EMAILS_PREVIEW_PATH = '/apercu/emails'
