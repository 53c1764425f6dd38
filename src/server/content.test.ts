/**
 * The cached CMS reads, with Next's cache and Payload replaced by recorders: each read keeps its own cache
 * key and tags, asks Payload what it always asked, and returns French spacing without touching addresses.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const { registered, payload } = vi.hoisted(() => ({
  registered: [] as Array<{ key: string[]; tags: string[] | undefined; revalidate: number | false | undefined }>,
  payload: { findGlobal: vi.fn(), find: vi.fn() },
}))

vi.mock('server-only', () => ({}))
vi.mock('next/cache', () => ({
  unstable_cache: (
    read: (...args: unknown[]) => Promise<unknown>,
    key: string[],
    options: { tags?: string[]; revalidate?: number | false },
  ) => {
    registered.push({ key, tags: options.tags, revalidate: options.revalidate })
    return read
  },
}))
vi.mock('./payload', () => ({ getPayload: async () => payload }))

const content = await import('./content')
const { CONTENT_MAX_AGE_SECONDS } = await import('./cache-tags')
const { getAccessTexts } = await import('./retrieval/texts')
const { accessTexts } = await import('./retrieval/access-texts')

const NBSP = '\u00A0'
const NNBSP = '\u202F'

beforeEach(() => {
  payload.findGlobal.mockReset()
  payload.find.mockReset()
  // The site settings every read asks for its prices: none set, the defaults.
  payload.findGlobal.mockResolvedValue({})
})

describe('cache keys and tags', () => {
  it('gives every read its own key and the tags it always had, and the settings’ (their prices fill the texts)', () => {
    expect(Object.fromEntries(registered.map(({ key, tags }) => [key.join(','), tags]))).toEqual({
      'site-settings': ['global:site-settings'],
      'home-page': ['global:home-page', 'global:site-settings'],
      // Its rich text's links and pictures come populated: a renamed page or article, or a picture, renews it.
      'terms-of-sale': ['global:terms-of-sale', 'pages', 'articles', 'media', 'global:site-settings'],
      'interface-texts': ['global:interface-texts', 'global:site-settings'],
      'sample-report': ['global:sample-report', 'media', 'global:site-settings'],
      page: ['pages', 'articles', 'media', 'global:site-settings'],
      articles: ['articles', 'media', 'global:site-settings'],
      article: ['articles', 'media', 'global:site-settings'],
      'article-moved-from': ['articles', 'global:site-settings'],
      testimonials: ['testimonials', 'global:site-settings'],
      faqs: ['faqs', 'global:site-settings'],
      questions: ['questions', 'global:site-settings'],
      profile: ['profiles', 'global:site-settings'],
      'access-texts': ['global:interface-texts', 'global:site-settings'],
    })
    // Next keys an entry by the callback's source and the key: the shared callback needs unique keys.
    expect(new Set(registered.map(({ key }) => key.join(','))).size).toBe(registered.length)
  })

  it('renews every read after the content max age: other instances never hear of an editor’s save', () => {
    expect(registered.filter(({ revalidate }) => revalidate !== CONTENT_MAX_AGE_SECONDS)).toEqual([])
  })
})

describe('globals', () => {
  it.each([
    ['getSiteSettings', 'site-settings', 0],
    ['getHomePage', 'home-page', 0],
    ['getTermsOfSale', 'terms-of-sale', 1],
    ['getSampleReport', 'sample-report', 1],
  ] as const)('%s reads %s at depth %i, with French spacing', async (name, slug, depth) => {
    payload.findGlobal.mockResolvedValue({
      title: 'Prêt ? On y va !',
      supportUrl: 'https://exemple.fr/?a=1',
      supportEmail: 'aide@exemple.fr',
    })
    expect(await content[name]()).toEqual({
      title: `Prêt${NNBSP}? On y va${NNBSP}!`,
      supportUrl: 'https://exemple.fr/?a=1',
      supportEmail: 'aide@exemple.fr',
    })
    expect(payload.findGlobal).toHaveBeenCalledWith({ slug, depth })
  })

  it('getInterfaceTexts lays the edited copy over the defaults, then spaces it', async () => {
    payload.findGlobal.mockResolvedValue({ copy: { promo: { title: 'Un code ? Le voici !' }, results: 'not an object' } })
    const texts = await content.getInterfaceTexts()
    expect(texts.promo.title).toBe(`Un code${NNBSP}? Le voici${NNBSP}!`)
    expect(texts.promo.hint).toBe(`Indice${NBSP}: le nom de famille du Premier ministre du Canada.`)
    expect(texts.results.goFurtherTeaser).toBe(`Tu veux aller plus loin${NNBSP}?`)
    expect(payload.findGlobal).toHaveBeenCalledWith({ slug: 'interface-texts', depth: 0 })
  })
})

describe('prices', () => {
  it('show the settings’ prices in place of their placeholders, in plain and rich text alike', async () => {
    payload.findGlobal.mockResolvedValue({ prices: { report: 2400, premium: null } })
    payload.find.mockResolvedValue({
      docs: [{ answer: 'Le rapport coûte [Prix du rapport] ; Premium, [Prix de l’offre Premium].', body: { root: { children: [{ text: '[Prix du rapport] TTC' }] } } }],
    })
    expect(await content.getFaqs('home')).toEqual([
      { answer: `Le rapport coûte 24,00${NBSP}€${NNBSP}; Premium, 59,00${NBSP}€.`, body: { root: { children: [{ text: `24,00${NBSP}€ TTC` }] } } },
    ])
    expect(payload.findGlobal).toHaveBeenCalledWith({ slug: 'site-settings', depth: 0, select: { prices: true } })
  })
})

describe('collections', () => {
  it('getPage finds one page by slug and returns null when there is none', async () => {
    payload.find.mockResolvedValue({ docs: [{ slug: 'methode', title: 'Notre méthode : le modèle RIASEC' }] })
    expect(await content.getPage('methode')).toEqual({ slug: 'methode', title: `Notre méthode${NBSP}: le modèle RIASEC` })
    expect(payload.find).toHaveBeenCalledWith({ collection: 'pages', where: { slug: { equals: 'methode' } }, limit: 1, depth: 1 })
    payload.find.mockResolvedValue({ docs: [] })
    expect(await content.getPage('absente')).toBeNull()
  })

  it('getArticles lists the published articles with their card fields only', async () => {
    payload.find.mockResolvedValue({ docs: [{ title: 'Pourquoi pas ?', slug: 'pourquoi-pas' }] })
    expect(await content.getArticles()).toEqual([{ title: `Pourquoi pas${NNBSP}?`, slug: 'pourquoi-pas' }])
    expect(payload.find).toHaveBeenCalledWith({
      collection: 'articles',
      where: { _status: { equals: 'published' } },
      sort: 'order',
      limit: 50,
      depth: 1,
      select: { title: true, slug: true, excerpt: true, image: true, order: true },
    })
  })

  it('getArticle finds one published article by slug', async () => {
    payload.find.mockResolvedValue({ docs: [] })
    expect(await content.getArticle('absent')).toBeNull()
    expect(payload.find).toHaveBeenCalledWith({
      collection: 'articles',
      where: { and: [{ slug: { equals: 'absent' } }, { _status: { equals: 'published' } }] },
      limit: 1,
      depth: 1,
    })
  })

  it('getArticleMovedFrom finds the published article that left an address, the one saved last first', async () => {
    payload.find.mockResolvedValue({ docs: [{ slug: 'nouvelle-adresse' }] })
    expect(await content.getArticleMovedFrom('ancienne-adresse')).toBe('nouvelle-adresse')
    expect(payload.find).toHaveBeenCalledWith({
      collection: 'articles',
      where: { and: [{ 'formerSlugs.slug': { equals: 'ancienne-adresse' } }, { _status: { equals: 'published' } }] },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
      select: { slug: true },
    })
    payload.find.mockResolvedValue({ docs: [] })
    expect(await content.getArticleMovedFrom('inconnue')).toBeNull()
  })

  it('getTestimonials, getFaqs and getQuestions pass their arguments to the query', async () => {
    payload.find.mockResolvedValue({ docs: [{ text: 'Top ; merci !' }] })
    expect(await content.getTestimonials('home')).toEqual([{ text: `Top${NNBSP}; merci${NNBSP}!` }])
    expect(payload.find).toHaveBeenLastCalledWith({
      collection: 'testimonials',
      where: { placement: { equals: 'home' } },
      sort: 'order',
      limit: 20,
      depth: 0,
    })
    await content.getFaqs('home')
    expect(payload.find).toHaveBeenLastCalledWith({
      collection: 'faqs',
      where: { placement: { equals: 'home' } },
      sort: 'order',
      limit: 20,
      depth: 0,
    })
    await content.getQuestions('riasec', 'adulte')
    expect(payload.find).toHaveBeenLastCalledWith({
      collection: 'questions',
      where: { and: [{ test: { equals: 'riasec' } }, { set: { equals: 'adulte' } }] },
      sort: 'order',
      limit: 20,
      depth: 0,
    })
  })

  it('getProfile reads the whole profile, locked fields included', async () => {
    payload.find.mockResolvedValue({ docs: [{ code: 'RI', summary: 'Concret : tu aimes agir.' }] })
    expect(await content.getProfile('scolaire', 'RI')).toEqual({ code: 'RI', summary: `Concret${NBSP}: tu aimes agir.` })
    expect(payload.find).toHaveBeenCalledWith({
      collection: 'profiles',
      where: { and: [{ set: { equals: 'scolaire' } }, { code: { equals: 'RI' } }] },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  })
})

describe('access texts', () => {
  it('get French spacing, defaults and edits alike, and keep their placeholders', async () => {
    payload.findGlobal.mockResolvedValue({
      copy: { dataRights: { intro: 'Une question ? Écris à aide@exemple.fr ou va sur https://exemple.fr/aide?x=1 !' } },
    })
    const texts = await getAccessTexts()
    expect(texts.retrieval.notReceivedText).toMatch(new RegExp(`^Rien reçu d’ici quelques minutes${NNBSP}\\? `))
    expect(texts.retrieval.mailBody).toBe(
      `Bonjour,\n\nJe ne retrouve pas mes résultats.\nEmail utilisé${NBSP}: {email}\nPrénom utilisé${NBSP}: {firstName}\nDate approximative du test${NBSP}: \n\nMerci${NNBSP}!`,
    )
    expect(texts.dataRights.concerned).toBe(`Adresse concernée${NBSP}: {email}`)
    expect(texts.dataRights.intro).toBe(
      `Une question${NNBSP}? Écris à aide@exemple.fr ou va sur https://exemple.fr/aide?x=1${NNBSP}!`,
    )
    expect(texts.restore).toEqual({
      ...Object.fromEntries(Object.entries(accessTexts.restore).map(([key, text]) => [key, text.replace(/ :/gu, `${NBSP}:`)])),
      orderLinkPayer: `Si ton test n’indique pas d’email, la personne qui a passé la commande pourra aussi le consulter et l’effacer depuis «${NBSP}Mes données${NBSP}». Ce lien ne vient pas de toi${NNBSP}? N’y donne pas suite.`,
      replacesLost: `Cet appareil ouvre déjà les résultats d’un autre test, que la page «${NBSP}Accès à mes résultats${NBSP}» ne permet pas de retrouver${NBSP}: en confirmant, il ouvrira ceux de ce lien à la place, et les résultats de l’autre test ne seront plus accessibles ici.`,
      orderLinkReopenText: `Cette page a expiré, tu l’as ouverte dans un autre navigateur que celui du lien, ou ton navigateur a refusé le cookie qui la protège. Rouvre le lien «${NBSP}Passer le test sur cet appareil${NBSP}» de ton email de confirmation dans le navigateur où tu veux passer le test${NBSP}: il est valable 30 jours après son envoi. S’il te ramène ici, autorise les cookies pour ce site.`,
    })
  })
})
