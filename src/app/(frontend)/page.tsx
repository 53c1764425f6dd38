import { getSiteSettings } from '@/server/content'

export default async function HomePage() {
  const settings = await getSiteSettings()
  return (
    <main>
      <h1>{settings.brandName}</h1>
      <p>{settings.tagline}</p>
    </main>
  )
}
