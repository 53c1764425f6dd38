import { AudiencePage } from '@/components/site/AudiencePage'
import { editedPageMetadata } from '@/components/site/page-metadata'

const SLUG = 'bilan-competences-tous-publics'

export const generateMetadata = () => editedPageMetadata(SLUG)

export default function Page() {
  return <AudiencePage slug={SLUG} bilanType="public" />
}
