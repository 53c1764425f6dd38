'use client'

import { createContext, useContext, type ReactNode } from 'react'
import { DEFAULT_UI_LABELS, type UiLabels } from './ui-labels'

const ErrorLabelsContext = createContext<UiLabels['error']>(DEFAULT_UI_LABELS.error)

/**
 * The error page's labels as editors wrote them, handed down by the layout that already read them: the
 * page's error boundary sits inside it. Without the provider (the layout itself failed) the defaults apply.
 */
export function ErrorLabelsProvider({ labels, children }: { labels: UiLabels['error']; children: ReactNode }) {
  return <ErrorLabelsContext value={labels}>{children}</ErrorLabelsContext>
}

export const useErrorLabels = (): UiLabels['error'] => useContext(ErrorLabelsContext)
