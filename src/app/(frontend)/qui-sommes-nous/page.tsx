import { ContentPage } from '@/components/site/ContentPage'
import { editedPageMetadata } from '@/components/site/page-metadata'

const SLUG = 'qui-sommes-nous'

export const generateMetadata = () => editedPageMetadata(SLUG)

export default function Page() {
  return <ContentPage slug={SLUG} />
}
