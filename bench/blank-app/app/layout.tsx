import type { ReactNode } from 'react'

export const metadata = { title: 'Page vierge', description: 'Une page Next.js vierge, référence du benchmark.' }

/** The benchmark's framework reference: a Next.js page with nothing of ours (no CSS, no client component). */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <body>{children}</body>
    </html>
  )
}
