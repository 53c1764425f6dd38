import { siteCopyDefaults } from '@/content/site-copy'
import type { AudiencePageCopy, AudienceKey, SiteDefaults } from '@/content/marketing'
import { DEFAULT_REFERENCE_PRICES } from '@/domain/offers'

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
      link: section.link,
    })),
    testimonialsTitle: page.testimonialsTitle,
    faqTitle: page.faqTitle,
    closing: page.closingCta,
    meta: { title: page.metaTitle, description: page.metaDescription },
  }))

/** Maps the typed seed defaults onto the `site-settings` global. Prices stay empty: the offers table applies. */
export const siteSettingsDoc = (defaults: SiteDefaults) => ({
  brandName: defaults.brand.name,
  tagline: defaults.brand.tagline,
  supportEmail: defaults.supportEmail,
  socialLinks: defaults.socialLinks.map(({ label, url }) => ({ label, url })),
  referencePrices: DEFAULT_REFERENCE_PRICES,
  claims: Object.entries(defaults.claims).map(([key, claim]) => ({ key, ...claim })),
  colouringBook: { priceText: defaults.colouringBook.priceLabel },
  copy: siteCopyDefaults,
})
