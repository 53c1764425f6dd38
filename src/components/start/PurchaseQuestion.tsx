import { useEffect, useId, useRef } from 'react'
import { fillTemplate } from '@/domain/template'

export interface PurchaseQuestionTexts {
  purchaseQuestion: string
  purchaseMine: string
  purchaseNotMine: string
}

interface PurchaseQuestionProps {
  /** The address the waiting report was paid with, masked. */
  email: string
  texts: PurchaseQuestionTexts
  busy: boolean
  onAnswer: (mine: boolean) => void
  className?: string
  buttonClassName?: string
}

/**
 * « Ce n’est pas moi » on a device where a report bought before the test waits for it: whose is it? The
 * question takes the focus from the button that raised it, and its buttons are described by it.
 */
export function PurchaseQuestion({ email, texts, busy, onAnswer, className, buttonClassName }: PurchaseQuestionProps) {
  const id = useId()
  const first = useRef<HTMLButtonElement>(null)
  useEffect(() => first.current?.focus(), [])
  const answer = (mine: boolean) => () => {
    if (!busy) onAnswer(mine)
  }
  return (
    <div role="group" aria-labelledby={id} className={className}>
      <p id={id}>{fillTemplate(texts.purchaseQuestion, { email })}</p>
      <button ref={first} type="button" className={buttonClassName} onClick={answer(true)} aria-disabled={busy || undefined}>
        {texts.purchaseMine}
      </button>{' '}
      <button type="button" className={buttonClassName} onClick={answer(false)} aria-disabled={busy || undefined}>
        {texts.purchaseNotMine}
      </button>
    </div>
  )
}
