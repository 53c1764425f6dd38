import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { env, siteUrl } from '@/env'
import { getHomeContent, getSiteContext } from '@/server/site-content'
import { Header } from '@/components/site/Header'
import { Footer } from '@/components/site/Footer'
import { CookieBanner } from '@/components/site/CookieBanner.client'
import { CONSENT_EARLY_SCRIPT, HIDE_COOKIE_BANNER_CSS } from '@/components/site/analytics'
import { ScrollToTop } from '@/components/site/ScrollToTop.client'
import { ErrorLabelsProvider } from '@/components/site/ErrorLabels.client'
import { PendingSubmissions } from '@/components/assessment/PendingSubmissions.client'
import './globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const [{ settings }, home] = await Promise.all([getSiteContext(), getHomeContent()])
  const brand = settings.brandName
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: settings.tagline ? `${brand} — ${settings.tagline}` : brand, template: `%s — ${brand}` },
    // The orientation test's description: pages without their own fall back to it.
    description: home.copy.hero.subtitle,
    applicationName: brand,
    openGraph: { siteName: brand, locale: 'fr_FR', type: 'website' },
    icons: { icon: '/favicon.svg' },
    formatDetection: { telephone: false, email: false, address: false },
    // A French service for France.
    other: { 'geo.region': 'FR', 'geo.placename': 'France' },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d4ed8' }

export default async function FrontendLayout({ children }: { children: ReactNode }) {
  const { settings, copy } = await getSiteContext()
  return (
    <html lang="fr">
      <head>
        {/* Hides the server-rendered cookie banner before the body is read when a choice is already stored. */}
        <script dangerouslySetInnerHTML={{ __html: CONSENT_EARLY_SCRIPT }} />
        {/* Without JavaScript nothing is measured and the banner's buttons could not work. */}
        <noscript>
          <style>{HIDE_COOKIE_BANNER_CSS}</style>
        </noscript>
      </head>
      <body>
        <a href="#contenu" className="skip-link">
          {copy.ui.skipLink}
        </a>
        <Header brandName={settings.brandName} copy={copy} />
        <ScrollToTop />
        <main id="contenu" tabIndex={-1}>
          <ErrorLabelsProvider labels={copy.ui.error}>{children}</ErrorLabelsProvider>
        </main>
        <Footer settings={settings} copy={copy} />
        <CookieBanner copy={copy.privacy.cookieBanner} gtmId={env().GTM_ID} />
        {/* A test kept in this browser while the server was unreachable is sent again from any page. */}
        <PendingSubmissions />
      </body>
    </html>
  )
}
