'use client'

import { useFormStatus } from 'react-dom'

interface RestoreButtonProps {
  label: string
  pendingLabel: string
  className?: string
}

/**
 * The link's submit button: disabled while its form is being sent, so a double click cannot use the
 * one-time link twice (the second request would find it used). Without JavaScript it is a plain button.
 */
export function RestoreButton({ label, pendingLabel, className }: RestoreButtonProps) {
  const { pending } = useFormStatus()
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  )
}
