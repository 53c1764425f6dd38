import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { testPageRedirects, testPageRewrites } from './src/server/http/test-page-routes'

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
]

/** The tag manager's and Google Analytics' hosts, as Google documents them for a CSP (its regional collection hosts included). */
const tagManagerSources = (directive: 'script' | 'img' | 'connect'): string => {
  if (!process.env.GTM_ID) return ''
  const hosts = {
    script: ['https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  }[directive]
  return ` ${hosts.join(' ')}`
}

/**
 * No 'unsafe-eval' anywhere. Inline scripts stay allowed because prerendered pages cannot carry a
 * per-request nonce. The admin is held to the same policy: no third-party script runs beside the staff's
 * session (its JSON fields are plain text, not Payload's Monaco from a CDN: JsonTextField).
 */
const contentSecurityPolicy = (): string =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${tagManagerSources('script')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tagManagerSources('img')}`,
    "font-src 'self' data:",
    `connect-src 'self'${tagManagerSources('connect')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')

const nextConfig: NextConfig = {
  // The Docker image runs Next's standalone server; `npm start` runs `next start`, which does not support it.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  poweredByHeader: false,
  // The sample report's pages are drawn in a worker thread (src/server/report/rasterize.ts, which the build
  // compiles into a chunk of its own) by these two, which Node loads as they are: the canvas is a native module.
  serverExternalPackages: ['pdfjs-dist', '@napi-rs/canvas'],
  reactStrictMode: true,
  experimental: {
    // The server's code keeps its names: Payload logs a refusal at the level configured for its error's class
    // name (one `info` line for a refused save, payload.config.ts: `loggingLevels`) and answers with that name,
    // and minified it was « u », logged as an error with a stack; production stacks read as the code does too.
    // The browser's code is minified as before.
    turbopackMinify: { server: false, client: true },
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async redirects() {
    return testPageRedirects()
  },
  async rewrites() {
    return { beforeFiles: testPageRewrites() }
  },
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders, { key: 'Content-Security-Policy', value: contentSecurityPolicy() }] },
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks for the visitor's colour scheme on every path (`Accept-CH` and `Critical-CH:
 * Sec-CH-Prefers-Color-Scheme`) so that its admin renders in the right theme. `Critical-CH` makes Chrome
 * drop the first response of a first visit and send the request again with the hint: one more round trip
 * before a visitor's first page can show. The public site has no use for the hint, so it stays on the admin.
 */
const isColourSchemeHint = (rule: { headers: { key: string }[] }) => rule.headers.some((header) => header.key.toLowerCase() === 'critical-ch')

const config: NextConfig = {
  ...withPayloadConfig,
  async headers() {
    const rules = (await withPayloadConfig.headers?.()) ?? []
    return rules.map((rule) => (isColourSchemeHint(rule) ? { ...rule, source: '/admin/:path*' } : rule))
  },
}

export default config
