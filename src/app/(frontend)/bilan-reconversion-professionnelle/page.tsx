import { AudiencePage } from '@/components/site/AudiencePage'
import { editedPageMetadata } from '@/components/site/page-metadata'

const SLUG = 'bilan-reconversion-professionnelle'

export const generateMetadata = () => editedPageMetadata(SLUG)

export default function Page() {
  return <AudiencePage slug={SLUG} bilanType="reconversion" />
}
