import type { SiteCopy } from '@/server/site-content'

/** The terms dialog's own texts: the site settings' title and close label, the interface's loading and error lines. */
export interface TermsDialogTexts {
  title: string
  close: string
  loading: string
  error: string
}

export const termsDialogTexts = (copy: Pick<SiteCopy, 'footer' | 'ui'>): TermsDialogTexts => ({
  title: copy.footer.termsDialogTitle,
  close: copy.footer.termsDialogClose,
  loading: copy.ui.loading,
  error: copy.ui.loadFailed,
})
