/**
 * Where the admin's « Aperçu » buttons open (src/app/(frontend)/apercu): pages for editors signed in to the
 * admin, which show what visitors would get from the texts saved now.
 */
export const articlePreviewPath = (id: number | string): string => `/apercu/article/${id}`

/** Every email a visitor can receive, from the interface texts (InterfaceTexts' « Aperçu »). */
export const EMAILS_PREVIEW_PATH = '/apercu/emails'

/**
 * The PDF report a visitor of this profile would download now (Profiles' and the report texts' « Aperçu »).
 * The code is written in lower case: the site sends an address with capitals to its lower-case form.
 */
export const reportPreviewPath = (set: string, code: string): string => `/apercu/rapport/${set}/${code.toLowerCase()}`

/** The previews' addresses: editors' pages, never measured (no tag manager there, whatever the consent). */
export const isPreviewPath = (pathname: string): boolean => pathname === '/apercu' || pathname.startsWith('/apercu/')
