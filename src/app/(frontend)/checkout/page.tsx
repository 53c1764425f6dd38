import type { Metadata } from 'next'
import { checkoutTotal, referencePricing } from '@/domain/offers'
import { getTestimonials } from '@/server/content'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { getSiteContext } from '@/server/site-content'
import { termsDialogTexts } from '@/components/site/terms-dialog-texts'
import { CheckoutForm, type CheckoutPricing } from '@/components/payments/CheckoutForm.client'
import styles from '@/components/payments/Payments.module.css'

export async function generateMetadata(): Promise<Metadata> {
  const texts = await getPaymentTexts()
  return { title: texts.checkout.metaTitle, robots: { index: false, follow: false } }
}

/** The checkout after the orientation test: the prices come from the server's offers table. */
export default async function CheckoutPage() {
  const [texts, { settings, offers, copy }, testimonials] = await Promise.all([
    getPaymentTexts(),
    getSiteContext(),
    getTestimonials('checkout'),
  ])
  const t = texts.checkout
  const reference = settings.referencePrices ?? {}
  const pricing: CheckoutPricing = {
    report: { label: offers.report.label, amountCents: offers.report.amountCents },
    addon: { label: offers.monthlyAddon.label, amountCents: offers.monthlyAddon.amountCents, referenceCents: reference.monthlyReference ?? null },
    withoutAddon: { totalCents: checkoutTotal({ monthlyAddon: false }, offers), reference: referencePricing({ monthlyAddon: false }, reference, offers) },
    withAddon: { totalCents: checkoutTotal({ monthlyAddon: true }, offers), reference: referencePricing({ monthlyAddon: true }, reference, offers) },
  }
  const testimonial = testimonials[0]

  return (
    <div className={styles.page}>
      <section className={styles.banner} aria-labelledby="checkout-title">
        <span className={styles.badge}>{t.bannerBadge}</span>
        <h1 id="checkout-title">{t.bannerTitle}</h1>
        <p>{t.bannerText}</p>
      </section>
      {testimonial ? (
        <section className={styles.card} aria-labelledby="checkout-testimonial">
          <h2 id="checkout-testimonial">{t.testimonialTitle}</h2>
          <figure className={styles.quote}>
            <blockquote>
              <p>{`${testimonial.emoji ? `${testimonial.emoji} ` : ''}«\u00a0${testimonial.text}\u00a0»`}</p>
            </blockquote>
            <figcaption>{testimonial.author}</figcaption>
          </figure>
        </section>
      ) : null}
      <CheckoutForm
        texts={t}
        pricing={pricing}
        consentText={copy.privacy.consentCheckout}
        parentalNotice={copy.privacy.parentalNotice}
        termsDialog={termsDialogTexts(copy)}
      />
    </div>
  )
}
