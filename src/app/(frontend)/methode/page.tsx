import { ContentPage, contentPageMetadata } from '@/components/site/ContentPage'

const SLUG = 'methode'

export const generateMetadata = () => contentPageMetadata(SLUG)

export default function Page() {
  return <ContentPage slug={SLUG} />
}
