import { formatEuros } from '@/domain/offers'
import { getSiteSettings } from '@/server/content'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { resolveSiteOffers } from '@/server/offers'
import { PaymentDialog } from './PaymentDialog.client'

interface UnlockButtonProps {
  profileCode: string
  label: string
  className?: string
}

/** The results page's unlock button: the report's price comes from the server's offers table. */
export async function UnlockButton({ profileCode, label, className }: UnlockButtonProps) {
  const [texts, settings] = await Promise.all([getPaymentTexts(), getSiteSettings()])
  const amountCents = resolveSiteOffers(settings).report.amountCents
  return (
    <PaymentDialog
      className={className}
      label={label}
      fallbackHref={`/checkout?profile=${encodeURIComponent(profileCode)}`}
      price={formatEuros(amountCents)}
      amountCents={amountCents}
      texts={texts.dialog}
    />
  )
}
