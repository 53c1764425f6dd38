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

/**
 * How long an instance keeps content it read before reading it again, in seconds. An editor's save expires
 * its tag at once, but only on the instance that took the save: the others behind the load balancer, and a
 * new container started from an image built on another database, get no signal. Every cached content read
 * carries this age, and Next gives a prerendered page the shortest age of the reads it made, so such an
 * instance serves the change within about two ages (a stale page is served once while it is rebuilt, and
 * the rebuild may itself read a stale entry once).
 */
export const CONTENT_MAX_AGE_SECONDS = 60
