import Link from 'next/link'
import { getPaymentTexts } from '@/server/payments/page-texts'

/** The results page's premium offer (59 €) leads to the coaching booking form with that offer chosen. */
export async function PremiumLink({ className }: { className?: string }) {
  const texts = await getPaymentTexts()
  return (
    <Link className={className} href="/coaching?step=booking&offer=premium">
      {texts.coaching.premiumButton}
    </Link>
  )
}
