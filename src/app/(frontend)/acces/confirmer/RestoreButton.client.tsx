'use client'

import { useFormStatus } from 'react-dom'

interface RestoreButtonProps {
  label: string
  pendingLabel: string
  className?: string
}

/**
 * The link's submit button: inert while its form is being sent, so a double click cannot use the one-time link
 * twice (the second request would find it used). `aria-disabled` rather than `disabled`, so the focus stays on
 * it and what the page says next is read from there. Without JavaScript it is a plain button.
 */
export function RestoreButton({ label, pendingLabel, className }: RestoreButtonProps) {
  const { pending } = useFormStatus()
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      aria-busy={pending}
      onClick={(event) => {
        if (pending) event.preventDefault()
      }}
    >
      {pending ? pendingLabel : label}
    </button>
  )
}
