import { AudiencePage, audienceMetadata } from '@/components/site/AudiencePage'

const SLUG = 'bilan-competences-tous-publics'

export const generateMetadata = () => audienceMetadata(SLUG)

export default function Page() {
  return <AudiencePage slug={SLUG} bilanType="public" />
}
