import { AudiencePage, audienceMetadata } from '@/components/site/AudiencePage'

const SLUG = 'bilan-orientation-scolaire'

export const generateMetadata = () => audienceMetadata(SLUG)

export default function Page() {
  return <AudiencePage slug={SLUG} bilanType="scolaire" />
}
