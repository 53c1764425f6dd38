import { withPayload } from '@payloadcms/next/withPayload'

const securityHeaders = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(self)' },
]

const tagManager = process.env.GTM_ID ? ' https://www.googletagmanager.com https://www.google-analytics.com' : ''

/**
 * No 'unsafe-eval' anywhere. Inline scripts stay allowed because prerendered pages cannot carry a
 * per-request nonce; the admin also allows the CDN its code editor loads from.
 */
const contentSecurityPolicy = (extra = '') =>
  [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${tagManager}${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob:${tagManager}`,
    `font-src 'self' data:${extra}`,
    `connect-src 'self'${tagManager}${extra}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The Docker image runs Next's standalone server; `npm start` runs `next start`, which does not support it.
  ...(process.env.NEXT_OUTPUT === 'standalone' ? { output: 'standalone' } : {}),
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    localPatterns: [{ pathname: '/api/media/file/**' }, { pathname: '/images/**' }],
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      { source: '/((?!admin).*)', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy() }] },
      { source: '/admin/:path*', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(' https://cdn.jsdelivr.net') }] },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
