'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import styles from './Reveal.module.css'

type RevealState = 'static' | 'waiting' | 'shown'

/**
 * Fades a landing section in once 10 % of it is visible, 50 px before it enters the screen (spec part 1
 * §2.4). The server HTML is fully visible: only a section still below the fold at hydration waits, and
 * only with opacity and transform, so nothing moves in the layout and it stays readable without JavaScript.
 */
export function Reveal({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<RevealState>('static')

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    setState('waiting')
    const show = () => {
      setState('shown')
      observer.disconnect()
      element.removeEventListener('focusin', show)
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && show(), {
      threshold: 0.1,
      rootMargin: '0px 0px 50px 0px',
    })
    observer.observe(element)
    // A keyboard user tabbing into the section sees it at once.
    element.addEventListener('focusin', show)
    return () => {
      observer.disconnect()
      element.removeEventListener('focusin', show)
    }
  }, [])

  return (
    <div ref={ref} className={styles.reveal} data-reveal={state}>
      {children}
    </div>
  )
}
