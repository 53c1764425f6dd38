import type { Metadata } from 'next'
import { siteUrl } from '@/env'
import { formatEuros } from '@/domain/offers'
import { colouringBookLink } from '@/domain/external-link'
import { getFaqs, getSampleReport, getTestimonials } from '@/server/content'
import { getHomeContent, getSiteContext } from '@/server/site-content'
import { pageMetadata } from '@/components/site/seo'
import { JsonLd, faqPageSchema } from '@/components/site/JsonLd'
import { Testimonials } from '@/components/site/Testimonials'
import { FaqSection } from '@/components/site/FaqSection'
import { AudienceCards, Benefits, FreePreview, Hero, Wellbeing } from '@/components/landing/sections'
import { ExampleReport } from '@/components/landing/ExampleReport'
import { Reveal } from '@/components/landing/Reveal.client'

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, { copy }] = await Promise.all([getSiteContext(), getHomeContent()])
  const title = settings.tagline ? `${settings.brandName} — ${settings.tagline}` : settings.brandName
  return pageMetadata({ title, absoluteTitle: true, description: copy.hero.subtitle, path: '/', siteName: settings.brandName })
}

/** The landing page: the ten sections of spec part 1 §2.4, in order (the footer comes from the layout). */
export default async function HomePage() {
  const [{ settings, copy: site, offers }, { copy, benefits }, testimonials, faqs, sample] = await Promise.all([
    getSiteContext(),
    getHomeContent(),
    getTestimonials('home'),
    getFaqs('home'),
    getSampleReport(),
  ])
  const report = offers.report
  const proof = settings.claims?.find((claim) => claim.key === 'studentsHelped')?.text
  const origin = siteUrl()

  return (
    <>
      <Hero copy={copy.hero} proof={proof} />
      <AudienceCards cards={copy.audienceCards} />
      <Reveal>
        <Testimonials id="temoignages" headingId="temoignages-titre" title={copy.testimonials.title} testimonials={testimonials} />
      </Reveal>
      <ExampleReport
        copy={copy.exampleReport}
        priceModal={copy.priceModal}
        sample={sample}
        labels={site.ui}
        priceText={formatEuros(report.amountCents)}
        priceEuros={report.amountCents / 100}
      />
      <FreePreview copy={copy.freePreview} />
      <Wellbeing
        copy={copy.wellbeing}
        bookTitle={site.colouringBookTitle}
        url={colouringBookLink(settings)}
        priceText={settings.colouringBook?.priceText}
        newTabLabel={site.ui.newTab}
      />
      <Benefits title={copy.benefits.title} benefits={benefits} />
      <Reveal>
        <FaqSection id="faq" headingId="faq-titre" title={copy.faq.title} faqs={faqs} />
      </Reveal>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: settings.brandName,
            url: origin,
            logo: `${origin}/favicon.svg`,
            email: settings.supportEmail,
            sameAs: settings.socialLinks?.map((link) => link.url) ?? [],
          },
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: report.label,
            description: report.description,
            brand: { '@type': 'Brand', name: settings.brandName },
            offers: {
              '@type': 'Offer',
              price: (report.amountCents / 100).toFixed(2),
              priceCurrency: 'EUR',
              availability: 'https://schema.org/InStock',
              url: `${origin}/`,
            },
          },
          faqPageSchema(faqs),
        ]}
      />
    </>
  )
}
