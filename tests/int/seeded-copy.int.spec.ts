/**
 * The data migration that carries fixed seeded copy to databases seeded before the fix
 * (migrations/20261123_180000_seeded_copy_fixes.ts): the seeded wording is replaced, an editor's is not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { sql } from '@payloadcms/db-postgres'
import { seed } from '@/seed'
import { execute } from '@/server/db'
import { encouragements, riasecEncouragements } from '@/content/questions'
import { interfaceTexts } from '@/content/interface'
import { homeCopy } from '@/content/marketing'
import { down, up } from '../../migrations/20261123_180000_seeded_copy_fixes'
import * as pointsAndTerms from '../../migrations/20261124_201500_report_points_and_follow_up_terms'
import * as reopenTexts from '../../migrations/20261125_084500_reopen_texts_name_another_browser'
import * as pricePlaceholders from '../../migrations/20261125_141500_price_placeholders'
import * as checkoutBanner from '../../migrations/20261125_200000_checkout_banner_needs_test'
import * as colouringBook from '../../migrations/20261125_223000_colouring_book_no_placeholder_link'
import * as sectionLink from '../../migrations/20261125_223553_audience_section_link'
import * as strongestTypes from '../../migrations/20261207_233000_report_two_strongest_types'
import * as schoolProfiles from '../../migrations/20261207_234500_school_profile_fixes'
import { paymentTexts } from '@/content/payment-texts'
import { reportTexts } from '@/server/report/copy'
import { termsOfSale } from '@/content/pages'
import { toLexical } from '@/seed/lexical'
import { accessTexts } from '@/server/retrieval/access-texts'
import { testPayload } from '../helpers/payload'

/** A seeded text as written before its prices became placeholders (20261125_141500_price_placeholders). */
const withWrittenPrices = (text: string): string =>
  pricePlaceholders.PRICE_FRAGMENTS.reduce((written, [price, placeholder]) => written.replaceAll(placeholder, price), text)

const OLD_PREMIUM_TEXT = 'Ton rapport complet, une à deux séances de coaching de 30 à 45 minutes et un mois de suivi.'
const OLD_MODAL_TITLE = 'Rapport Premium — 18 €'
const EDITED = 'Message réécrit par l’équipe'

let payload: Payload
/** As Payload runs a migration: its `db` is the adapter's Drizzle instance. */
const migrate = (step: typeof up) => step({ db: (payload.db as unknown as { drizzle: never }).drizzle, payload, req: {} as never })

const riasecEncouragementsStored = async () =>
  execute<{ set: string; order: string; encouragement: string }>(
    payload,
    sql`select "set", "order", encouragement from questions where test = 'riasec' order by "set", "order"`,
  )
const storedCopy = async () => ({
  premiumText: (await execute<{ text: string }>(payload, sql`select copy #>> '{results,premiumText}' as text from interface_texts`))[0]?.text,
  modalTitle: (await execute<{ text: string }>(payload, sql`select copy #>> '{priceModal,title}' as text from home_page`))[0]?.text,
})

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterAll(async () => {
  // Back to what the seed writes today, for the files that run after this one.
  for (const [index, text] of riasecEncouragements.entries()) {
    await execute(payload, sql`update questions set encouragement = ${text} where test = 'riasec' and "order" = ${index + 1}`)
  }
  await execute(payload, sql`update interface_texts set copy = jsonb_set(copy, '{results,premiumText}', to_jsonb(${interfaceTexts.results.premiumText}::text))`)
  await execute(payload, sql`update home_page set copy = jsonb_set(copy, '{priceModal,title}', to_jsonb(${homeCopy.priceModal.title}::text))`)
  await execute(payload, sql`update report_texts set copy = ${JSON.stringify(reportTexts)}::jsonb`)
  await execute(payload, sql`update terms_of_sale set body = ${JSON.stringify(toLexical(termsOfSale.body))}::jsonb`)
})

describe('the seeded copy fixes of 2026-11-23', () => {
  it('replaces the seeded wording in a database seeded before them, and leaves an editor’s own', async () => {
    // As seeded before the fix, with one message an editor had rewritten.
    for (const [index, text] of encouragements.entries()) {
      await execute(payload, sql`update questions set encouragement = ${text} where test = 'riasec' and "order" = ${index + 1}`)
    }
    await execute(payload, sql`update questions set encouragement = ${EDITED} where test = 'riasec' and "set" = 'adulte' and "order" = 3`)
    await execute(payload, sql`update interface_texts set copy = jsonb_set(copy, '{results,premiumText}', to_jsonb(${OLD_PREMIUM_TEXT}::text))`)
    await execute(payload, sql`update home_page set copy = jsonb_set(copy, '{priceModal,title}', to_jsonb(${OLD_MODAL_TITLE}::text))`)

    await migrate(up)
    const migrated = await riasecEncouragementsStored()
    expect(migrated).toHaveLength(24)
    for (const row of migrated) {
      const edited = row.set === 'adulte' && Number(row.order) === 3
      expect(row.encouragement, `${row.set} ${row.order}`).toBe(edited ? EDITED : riasecEncouragements[Number(row.order) - 1])
    }
    expect(await storedCopy()).toEqual({ premiumText: interfaceTexts.results.premiumText, modalTitle: homeCopy.priceModal.title })

    await migrate(down)
    for (const row of await riasecEncouragementsStored()) {
      const edited = row.set === 'adulte' && Number(row.order) === 3
      expect(row.encouragement, `${row.set} ${row.order}`).toBe(edited ? EDITED : encouragements[Number(row.order) - 1])
    }
    expect(await storedCopy()).toEqual({ premiumText: OLD_PREMIUM_TEXT, modalTitle: OLD_MODAL_TITLE })
  })

  it('changes nothing in a database seeded after them', async () => {
    await seed(payload)
    await execute(payload, sql`update interface_texts set copy = jsonb_set(copy, '{results,premiumText}', to_jsonb(${interfaceTexts.results.premiumText}::text))`)
    await execute(payload, sql`update home_page set copy = jsonb_set(copy, '{priceModal,title}', to_jsonb(${homeCopy.priceModal.title}::text))`)
    for (const [index, text] of riasecEncouragements.entries()) {
      await execute(payload, sql`update questions set encouragement = ${text} where test = 'riasec' and "order" = ${index + 1}`)
    }
    const before = { rows: await riasecEncouragementsStored(), copy: await storedCopy() }
    await migrate(up)
    expect({ rows: await riasecEncouragementsStored(), copy: await storedCopy() }).toEqual(before)
  })
})

describe('the seeded copy fixes of 2026-11-24', () => {
  const [[firstPath, firstBefore, firstAfter], [secondPath, secondBefore, secondAfter]] = pointsAndTerms.TYPE_TEMPLATES
  const [termsBefore, termsAfter] = pointsAndTerms.MONTHLY_TERMS
  const stored = async () => {
    const [report] = await execute<{ first: string; second: string }>(
      payload,
      sql`select copy #>> ${firstPath}::text[] as first, copy #>> ${secondPath}::text[] as second from report_texts`,
    )
    const [terms] = await execute<{ body: string }>(payload, sql`select body::text as body from terms_of_sale`)
    return { ...report!, terms: terms!.body }
  }

  it('counts points in the singular on the report’s types page, and gives the follow-up’s price without the report in the terms', async () => {
    // As seeded before the fix (the terms from the seed's own text, the old sentence in place of the new).
    const seededTerms = withWrittenPrices(JSON.stringify(toLexical(termsOfSale.body)))
    const oldTerms = seededTerms.replace(termsAfter, termsBefore)
    expect(oldTerms).toContain(termsBefore)
    await execute(payload, sql`update terms_of_sale set body = ${oldTerms}::jsonb, updated_on = '2026-11-01'`)
    await execute(payload, sql`update report_texts set copy = jsonb_set(jsonb_set(copy, ${firstPath}::text[], to_jsonb(${firstBefore}::text)), ${secondPath}::text[], to_jsonb(${secondBefore}::text))`)

    const [introBefore, introAfter] = pointsAndTerms.RESULTS_LINK_INTRO
    const intro = async () => (await execute<{ text: string }>(payload, sql`select copy #>> '{emails,resultsLink,linkIntro}' as text from interface_texts`))[0]?.text
    await execute(payload, sql`update interface_texts set copy = jsonb_set(copy, '{emails,resultsLink,linkIntro}', to_jsonb(${introBefore}::text))`)

    await migrate(pointsAndTerms.up)
    expect(await intro()).toBe(introAfter)
    expect(introAfter).toBe(accessTexts.emails.resultsLink.linkIntro)
    const migrated = await stored()
    expect(migrated).toMatchObject({ first: firstAfter, second: secondAfter })
    expect(migrated.first).toBe(reportTexts.labels.types.first)
    expect(migrated.terms).toContain(termsAfter)
    expect(migrated.terms).not.toContain(termsBefore)
    expect(JSON.parse(migrated.terms)).toEqual(JSON.parse(seededTerms))
    const [{ updated } = { updated: '' }] = await execute<{ updated: string }>(payload, sql`select updated_on::text as updated from terms_of_sale`)
    expect(updated.startsWith('2026-11-01')).toBe(false)

    await migrate(pointsAndTerms.down)
    expect(await stored()).toMatchObject({ first: firstBefore, second: secondBefore, terms: expect.stringContaining(termsBefore) })
    expect(await intro()).toBe(introBefore)
    await migrate(pointsAndTerms.up)
  })

  it('leaves an editor’s own wording alone', async () => {
    const edited = 'Premier type : {score} sur 12'
    await execute(payload, sql`update report_texts set copy = jsonb_set(copy, ${firstPath}::text[], to_jsonb(${edited}::text))`)
    await migrate(pointsAndTerms.up)
    expect((await stored()).first).toBe(edited)
  })
  it('names another browser in the seeded reopen sentences of databases seeded before, and leaves an editor’s own', async () => {
    const stored = async () =>
      (await execute<{ order: string; data: string }>(payload, sql`select "copy" #>> '{restore,orderLinkReopenText}' as "order", "copy" #>> '{dataRights,reopenLink}' as data from interface_texts`))[0]!
    const before = {
      order: 'Cette page a expiré, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Passer le test sur cet appareil » de ton email de confirmation : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site.',
      data: 'Cette page a expiré, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien « Mes données » de ton email : il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site, ou demande un nouveau lien ci-dessous.',
    }
    await execute(payload, sql`update interface_texts set "copy" = jsonb_set(jsonb_set("copy", '{restore,orderLinkReopenText}', to_jsonb(${before.order}::text)), '{dataRights,reopenLink}', to_jsonb(${EDITED}::text))`)
    await migrate(reopenTexts.up)
    // The seeded one becomes today's default; the editor's stays.
    expect(await stored()).toEqual({ order: accessTexts.restore.orderLinkReopenText, data: EDITED })
    await migrate(reopenTexts.down)
    expect(await stored()).toEqual({ order: before.order, data: EDITED })
    await execute(payload, sql`update interface_texts set "copy" = jsonb_set("copy", '{dataRights,reopenLink}', to_jsonb(${before.data}::text))`)
    await migrate(reopenTexts.up)
    expect(await stored()).toEqual({ order: accessTexts.restore.orderLinkReopenText, data: accessTexts.dataRights.reopenLink })
  })

  it('names the prices of databases seeded before by their placeholders, in plain and rich texts, and leaves an editor’s own', async () => {
    const faqs = async () => (await execute<{ answer: string }>(payload, sql`select answer from faqs order by id`)).map((row) => row.answer)
    const sections = async () => (await execute<{ text: string | null }>(payload, sql`select text from pages_sections order by id`)).map((row) => row.text)
    const terms = async () => (await execute<{ body: string }>(payload, sql`select body::text as body from terms_of_sale`))[0]!.body
    const article = async () => (await execute<{ body: string }>(payload, sql`select body::text as body from articles where strpos(body::text, 'Prix du rapport') > 0 or strpos(body::text, 'est disponible pour') > 0`)).map((row) => row.body)
    // The terms as seeded today (the tests above left them as seeded before).
    await execute(payload, sql`update terms_of_sale set body = ${JSON.stringify(toLexical(termsOfSale.body))}::jsonb`)
    const seeded = { faqs: await faqs(), sections: await sections(), terms: await terms(), article: await article() }
    expect(seeded.faqs.join(' ')).toContain('[Prix du rapport]')
    expect(seeded.article).toHaveLength(1)
    // As seeded before, with the prices written out; and one answer an editor rewrote, price included.
    const edited = 'Le rapport coûte 18,00\u00a0€, réglé une seule fois.'
    await execute(payload, sql`update faqs set answer = ${edited} where id = (select min(id) from faqs)`)
    for (const [price, placeholder] of pricePlaceholders.PRICE_FRAGMENTS) {
      await execute(payload, sql`update faqs set answer = replace(answer, ${placeholder}, ${price})`)
      await execute(payload, sql`update pages_sections set text = replace(text, ${placeholder}, ${price})`)
      await execute(payload, sql`update terms_of_sale set body = replace(body::text, ${placeholder}, ${price})::jsonb`)
      await execute(payload, sql`update articles set body = replace(body::text, ${placeholder}, ${price})::jsonb`)
    }
    expect((await faqs()).join(' ')).not.toContain('[Prix ')
    expect(await terms()).not.toContain('[Prix ')

    await migrate(pricePlaceholders.up)
    expect(await faqs()).toEqual([edited, ...seeded.faqs.slice(1)])
    expect(await sections()).toEqual(seeded.sections)
    expect(JSON.parse(await terms())).toEqual(JSON.parse(seeded.terms))
    expect((await article()).map((body) => JSON.parse(body))).toEqual(seeded.article.map((body) => JSON.parse(body)))
    await migrate(pricePlaceholders.down)
    expect(await terms()).toContain('Rapport Premium : 18,00\u00a0€ TTC.')
    await migrate(pricePlaceholders.up)
    await execute(payload, sql`update faqs set answer = ${seeded.faqs[0]!} where id = (select min(id) from faqs)`)
  })

  it('says the checkout’s report is drawn from the RIASEC test in databases seeded before, and leaves an editor’s own', async () => {
    const banner = async () => (await execute<{ text: string }>(payload, sql`select copy #>> '{payments,checkout,bannerText}' as text from interface_texts`))[0]?.text
    const set = (text: string) => execute(payload, sql`update interface_texts set "copy" = jsonb_set("copy", '{payments,checkout,bannerText}', to_jsonb(${text}::text))`)
    const before = 'Ton profil complet, les 6 métiers qui te correspondent, les formations pour y arriver et ton plan d’action : un rapport personnalisé de 12 pages, disponible tout de suite.'
    // The seed stores the text as written (so a database seeded before holds the old one as written).
    expect(await banner()).toBe(paymentTexts.checkout.bannerText)
    await set(before)
    await migrate(checkoutBanner.up)
    expect(await banner()).toBe(paymentTexts.checkout.bannerText)
    await migrate(checkoutBanner.down)
    expect(await banner()).toBe(before)
    await set(EDITED)
    await migrate(checkoutBanner.up)
    expect(await banner()).toBe(EDITED)
    await set(paymentTexts.checkout.bannerText)
  })

  it('takes the marketplace’s home page off the colouring book in databases seeded before, and leaves an editor’s link', async () => {
    const link = async () => (await execute<{ url: string | null }>(payload, sql`select colouring_book_url as url from site_settings`))[0]?.url
    const set = (url: string | null) => execute(payload, sql`update site_settings set colouring_book_url = ${url}`)
    // Seeded today without a link: the operator gives the book's page.
    expect(await link()).toBeNull()
    await set(colouringBook.SEEDED_LINK)
    await migrate(colouringBook.up)
    expect(await link()).toBeNull()
    const edited = 'https://www.exemple.fr/livre-coloriage-anti-stress'
    await set(edited)
    await migrate(colouringBook.up)
    expect(await link()).toBe(edited)
    await set(null)
  })

  it('gives the all-audiences page’s Premium section its button in databases seeded before, and leaves an editor’s own', async () => {
    const { page, title, label, href } = sectionLink.PREMIUM_SECTION
    const button = async () =>
      (await execute<{ label: string | null; href: string | null }>(
        payload,
        sql`select link_label as label, link_href as href from pages_sections where title = ${title} and _parent_id = (select id from pages where slug = ${page})`,
      ))[0]
    const set = (label: string | null, to: string | null) =>
      execute(payload, sql`update pages_sections set link_label = ${label}, link_href = ${to} where title = ${title}`)
    expect(await button()).toEqual({ label, href })
    await set(null, null)
    await sectionLink.givePremiumSectionItsButton((payload.db as unknown as { drizzle: never }).drizzle)
    expect(await button()).toEqual({ label, href })
    await set('Réserver avec un coach', '/coaching')
    await sectionLink.givePremiumSectionItsButton((payload.db as unknown as { drizzle: never }).drizzle)
    expect(await button()).toEqual({ label: 'Réserver avec un coach', href: '/coaching' })
    await set(label, href)
  })

  it('speaks of the two strongest types in the report of databases seeded before, and leaves an editor’s own', async () => {
    const stored = async (path: string) => (await execute<{ text: string }>(payload, sql`select copy #>> ${path}::text[] as text from report_texts`))[0]?.text
    const set = (path: string, text: string) => execute(payload, sql`update report_texts set "copy" = jsonb_set("copy", ${path}::text[], to_jsonb(${text}::text))`)
    for (const [path, , after] of strongestTypes.REPORT_WORDING) expect(await stored(path), path).toBe(after)
    for (const [path, before] of strongestTypes.REPORT_WORDING) await set(path, before)
    const [editedPath] = strongestTypes.REPORT_WORDING[1]
    await set(editedPath, EDITED)
    await migrate(strongestTypes.up)
    for (const [path, , after] of strongestTypes.REPORT_WORDING) expect(await stored(path), path).toBe(path === editedPath ? EDITED : after)
    await migrate(strongestTypes.down)
    expect(await stored(strongestTypes.REPORT_WORDING[0][0])).toBe(strongestTypes.REPORT_WORDING[0][1])
    await migrate(strongestTypes.up)
    await set(editedPath, strongestTypes.REPORT_WORDING[1][2])
  })

  it('lists a CAP of niveau 3 under the CAP of the school RS profile, and names the auditor as ROME does, in databases seeded before', async () => {
    const { before, after } = schoolProfiles.AMBULANCE
    const rsFormation = sql`"_parent_id" = (select id from profiles where "set" = 'scolaire' and code = 'RS') and level_code = 'CAP'`
    const formation = async () => (await execute<{ name: string; level: string; pitch: string }>(payload, sql`select name, level, pitch from profiles_formations where ${rsFormation}`))[0]
    const setFormation = (values: { name: string; duration: string; level: string; icon: string; pitch: string }) =>
      execute(payload, sql`update profiles_formations set name = ${values.name}, duration = ${values.duration}, level = ${values.level}, icon = ${values.icon}, pitch = ${values.pitch} where ${rsFormation}`)
    const auditor = async () => (await execute<{ name: string }>(payload, sql`select name from profiles_careers where rome_code = 'M1202' and name like 'Auditeur%comptable%'`)).map((row) => row.name)
    expect(await formation()).toMatchObject({ name: after.name, level: after.level })
    expect(await auditor()).toEqual([schoolProfiles.AUDITOR[1]])
    await setFormation(before)
    await execute(payload, sql`update profiles_careers set name = ${schoolProfiles.AUDITOR[0]} where name = ${schoolProfiles.AUDITOR[1]}`)
    await migrate(schoolProfiles.up)
    expect(await formation()).toMatchObject({ name: after.name, level: after.level, pitch: after.pitch })
    expect(await auditor()).toEqual([schoolProfiles.AUDITOR[1]])
    await migrate(schoolProfiles.down)
    expect(await formation()).toMatchObject({ name: before.name, level: before.level })
    // An editor's own pitch keeps the row as it is.
    await setFormation({ ...before, pitch: EDITED })
    await migrate(schoolProfiles.up)
    expect(await formation()).toMatchObject({ name: before.name, pitch: EDITED })
    await setFormation(after)
    await migrate(schoolProfiles.up)
  })
})
