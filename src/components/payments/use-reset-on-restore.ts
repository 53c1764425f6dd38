import { useEffect, useEffectEvent } from 'react'

/**
 * Runs `reset` when the browser shows this page again from its back/forward cache, as it was when the
 * visitor left it: a pay button left busy while the browser went to the provider's page is usable again.
 */
export function useResetOnRestore(reset: () => void): void {
  const onRestore = useEffectEvent(reset)
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) onRestore()
    }
    window.addEventListener('pageshow', restored)
    return () => window.removeEventListener('pageshow', restored)
  }, [])
}
