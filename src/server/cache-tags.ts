/** Cache tags of content read by the site; Payload hooks revalidate them when an editor saves. */
export const TAGS = {
  profiles: 'profiles',
  questions: 'questions',
  articles: 'articles',
  testimonials: 'testimonials',
  faqs: 'faqs',
  pages: 'pages',
  media: 'media',
  siteSettings: 'global:site-settings',
  homePage: 'global:home-page',
  sampleReport: 'global:sample-report',
  termsOfSale: 'global:terms-of-sale',
  interfaceTexts: 'global:interface-texts',
} as const
export type CacheTag = (typeof TAGS)[keyof typeof TAGS]
