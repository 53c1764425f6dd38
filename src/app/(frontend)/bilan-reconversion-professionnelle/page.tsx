import { AudiencePage, audienceMetadata } from '@/components/site/AudiencePage'

const SLUG = 'bilan-reconversion-professionnelle'

export const generateMetadata = () => audienceMetadata(SLUG)

export default function Page() {
  return <AudiencePage slug={SLUG} bilanType="reconversion" />
}
