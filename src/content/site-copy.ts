import { DEFAULT_UI_LABELS } from '@/components/site/ui-labels'
import { DEFAULT_OFFER_TEXTS } from '@/domain/offers'
import type { SiteCopy } from '@/server/site-content'
import { siteDefaults } from './marketing'
import { pageMetaDefaults } from './page-meta'
import { privacyNotice } from './pages'

/**
 * The default of the site settings' JSON copy: what the seed writes, what the site falls back on for a
 * key an editor removed, and what an edit's placeholders are checked against. Typed against what the
 * pages read (`SiteCopy`), so no key of theirs goes unseeded.
 */
export const siteCopyDefaults: SiteCopy = {
  logoAlt: siteDefaults.brand.logoAlt,
  menu: siteDefaults.menu,
  footer: siteDefaults.footer,
  notFound: siteDefaults.notFound,
  resourcesIndex: siteDefaults.resourcesIndex,
  articlePage: siteDefaults.articlePage,
  colouringBookTitle: siteDefaults.colouringBook.title,
  privacy: privacyNotice,
  ui: DEFAULT_UI_LABELS,
  meta: pageMetaDefaults,
  offers: DEFAULT_OFFER_TEXTS,
}
