/**
 * Run with tsx (which resolves the tsconfig paths): applies pending migrations,
 * seeds the French content where it is missing, installs the sample report's pages and the
 * illustrations (the sample report's and the articles') into Payload media, and makes sure an admin account exists.
 * One process at a time: another one started on the same database waits for this one (src/server/advisory-lock.ts).
 */
import { getPayload } from 'payload'
import config from '@payload-config'
import { seed } from '../src/seed'
import { ensureAdmin } from '../src/seed/admin'
import { installArticleIllustrations, installIllustrations } from '../src/seed/illustrations'
import { installSampleSlides } from '../src/server/report/sample-slides'
import { unfilledPlaceholders } from '../src/domain/placeholders'
import { fillSellerDetails } from '../src/domain/seller-details'
import { DEFAULT_OFFER_TEXTS, fillOfferPrices, unknownPricePlaceholders } from '../src/domain/offers'
import { offerTable } from '../src/server/offers'
import { colouringBookLink } from '../src/domain/external-link'
import { whilePreparingAlone } from '../src/server/advisory-lock'

async function prepare(): Promise<void> {
  const payload = await getPayload({ config })
  await payload.db.migrate()
  const report = await seed(payload)
  payload.logger.info({ msg: 'Seed done', created: report.created, kept: report.kept, completed: report.completed })
  // Media uploads (sharp makes every size): here rather than in seed(), which integration tests run often.
  // A failure leaves the placeholders in place and does not stop the start.
  try {
    const slides = await installSampleSlides(payload)
    const illustrations = await installIllustrations(payload)
    const articles = await installArticleIllustrations(payload)
    payload.logger.info({ msg: 'Seed media', slides, ...illustrations, articleImages: articles })
  } catch (error) {
    payload.logger.error({ msg: 'Sample report media not installed', err: (error as Error).message })
  }
  // The seeded terms of sale leave the seller's details to the operator: say so at every start until they are written.
  const terms = await payload.findGlobal({ slug: 'terms-of-sale', depth: 0, overrideAccess: true })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
  // Its prices are placeholders the site fills from the settings' prices, as it shows them.
  const placeholders = unfilledPlaceholders(fillOfferPrices(fillSellerDetails(terms.body, settings.seller ?? {}), offerTable(settings, DEFAULT_OFFER_TEXTS)))
  if (placeholders.length) {
    payload.logger.warn({
      msg: 'The terms of sale still hold placeholders: write the seller details in the admin (Réglages du site › Vendeur) before taking payments',
      placeholders,
    })
  }
  // A price placeholder misspelt, or split by formatting in a rich text, shows as written: say where.
  const prices = offerTable(settings, DEFAULT_OFFER_TEXTS)
  const [faqs, pages, articles] = await Promise.all([
    payload.find({ collection: 'faqs', limit: 1000, depth: 0, overrideAccess: true, pagination: false }),
    payload.find({ collection: 'pages', limit: 1000, depth: 0, overrideAccess: true, pagination: false }),
    payload.find({ collection: 'articles', limit: 1000, depth: 0, overrideAccess: true, pagination: false }),
  ])
  const unknownPrices = [
    ...faqs.docs.map((doc) => ({ text: `faqs/${doc.id}`, value: doc.answer })),
    ...pages.docs.map((doc) => ({ text: `pages/${doc.slug}`, value: doc })),
    ...articles.docs.map((doc) => ({ text: `articles/${doc.slug}`, value: doc.body })),
    { text: 'terms-of-sale', value: terms.body },
  ].flatMap(({ text, value }) => unknownPricePlaceholders(value, prices).map((placeholder) => `${text}: ${placeholder}`))
  if (unknownPrices.length) {
    payload.logger.warn({ msg: 'Some texts hold a price placeholder the site does not know (misspelt, or split by formatting): it shows as written', unknownPrices })
  }
  // The landing presents the colouring book without its button until an editor gives the book's page.
  // A link written before it was checked may not be an https address: the button is hidden all the same.
  if (!colouringBookLink(settings)) {
    const written = settings.colouringBook?.url
    payload.logger.warn({
      msg: written
        ? 'The colouring book\'s link is not a full https address: the landing shows the book without its button. Correct it in the admin (Réglages du site › Chiffres et liens › Livre de coloriage)'
        : 'The colouring book has no product link: the landing shows it without its button. Write the book page\'s address in the admin (Réglages du site › Chiffres et liens › Livre de coloriage)',
      ...(written ? { link: written } : {}),
    })
  }
  if (!process.env.STRIPE_SECRET_KEY) {
    payload.logger.warn({
      msg: 'No STRIPE_SECRET_KEY: payments run in demo mode, where anyone can unlock a report without paying. Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET before opening the site to the public',
    })
  }
  // An empty value (docker-compose passes unset variables as empty) counts as unset.
  const admin = await ensureAdmin(payload, { email: process.env.ADMIN_EMAIL || undefined, password: process.env.ADMIN_PASSWORD || undefined })
  if (admin.generatedPassword) {
    console.log(`\n  Admin account created: ${admin.email}\n  Password (shown once): ${admin.generatedPassword}\n`)
  } else if (admin.created) {
    console.log(`\n  Admin account created: ${admin.email} (password from ADMIN_PASSWORD)\n`)
  } else {
    console.log(`\n  Log in at /admin with your existing account (${admin.email}).\n`)
  }
  await payload.destroy()
}

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is not set (run through scripts/with-db.ts, or set it)')
await whilePreparingAlone(process.env.DATABASE_URL, prepare, {
  onWait: () => console.log('[prepare] another process is preparing this database (migrations, content): waiting for it'),
})
process.exit(0)
