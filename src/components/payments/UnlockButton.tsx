import { formatEuros } from '@/domain/offers'
import { getPaymentTexts } from '@/server/payments/page-texts'
import { getSiteContext } from '@/server/site-content'
import { termsDialogTexts } from '@/components/site/terms-dialog-texts'
import { PaymentDialog } from './PaymentDialog.client'

interface UnlockButtonProps {
  profileCode: string
  label: string
  className?: string
}

/** The results page's unlock button: the report's price comes from the server's offers table. */
export async function UnlockButton({ profileCode, label, className }: UnlockButtonProps) {
  const [texts, { offers, copy }] = await Promise.all([getPaymentTexts(), getSiteContext()])
  const amountCents = offers.report.amountCents
  return (
    <PaymentDialog
      className={className}
      label={label}
      fallbackHref="/checkout"
      price={formatEuros(amountCents)}
      amountCents={amountCents}
      texts={texts.dialog}
      termsDialog={termsDialogTexts(copy)}
      profile={profileCode}
    />
  )
}
