import { getInterfaceTexts } from '@/server/content'

export default async function Loading() {
  const texts = await getInterfaceTexts()
  return (
    <p role="status" style={{ padding: '7rem 1rem', textAlign: 'center', minHeight: '60vh' }}>
      {texts.results.loading}
    </p>
  )
}
