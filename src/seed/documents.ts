import type { AudiencePageCopy, AudienceKey, SiteDefaults } from '@/content/marketing'
import type { privacyNotice } from '@/content/pages'
import { pageMetaDefaults } from '@/content/page-meta'
import { DEFAULT_UI_LABELS } from '@/components/site/ui-labels'
import { DEFAULT_OFFER_TEXTS } from '@/domain/offers'
import type { SiteCopy } from '@/server/site-content'

/** Maps the typed seed copy onto the fields of the `pages` collection. */
export const audiencePageDocs = (pages: Record<AudienceKey, AudiencePageCopy>) =>
  Object.values(pages).map((page) => ({
    slug: page.path.replace(/^\//, ''),
    title: page.metaTitle,
    hero: {
      badge: page.hero.badge,
      title: page.hero.title,
      subtitle: page.hero.subtitle,
      cta: page.hero.startButton,
      reassurance: page.hero.reassurance,
    },
    sections: page.sections.map((section) => ({
      title: section.title,
      text: section.text,
      items: section.items?.map((text) => ({ text })),
    })),
    testimonialsTitle: page.testimonialsTitle,
    faqTitle: page.faqTitle,
    closing: page.closingCta,
    meta: { title: page.metaTitle, description: page.metaDescription },
  }))

/**
 * Maps the typed seed defaults onto the `site-settings` global. Prices stay empty: the offers table applies.
 * The copy is checked against what the pages read (`SiteCopy`), so no key of theirs goes unseeded.
 */
export const siteSettingsDoc = (defaults: SiteDefaults, privacy: typeof privacyNotice) => ({
  brandName: defaults.brand.name,
  tagline: defaults.brand.tagline,
  supportEmail: defaults.supportEmail,
  socialLinks: defaults.socialLinks.map(({ label, url }) => ({ label, url })),
  referencePrices: {
    reportReference: defaults.referencePrices.report.referenceCents,
    monthlyReference: defaults.referencePrices.monthlyCoachingAddOn.statedValueCents,
  },
  claims: Object.entries(defaults.claims).map(([key, claim]) => ({ key, ...claim })),
  colouringBook: { url: defaults.colouringBook.url, priceText: defaults.colouringBook.priceLabel },
  copy: {
    logoAlt: defaults.brand.logoAlt,
    menu: defaults.menu,
    footer: defaults.footer,
    notFound: defaults.notFound,
    resourcesIndex: defaults.resourcesIndex,
    articlePage: defaults.articlePage,
    colouringBookTitle: defaults.colouringBook.title,
    privacy,
    ui: DEFAULT_UI_LABELS,
    meta: pageMetaDefaults,
    offers: DEFAULT_OFFER_TEXTS,
  } satisfies SiteCopy,
})
