'use client'

import { useLayoutEffect, useState, type RefObject } from 'react'

/**
 * Whether the element's content is taller than its box, i.e. whether it scrolls. Measured before paint
 * after every render, and again whenever the element or its content changes size (a turned phone, a
 * text loaded later).
 */
export function useOverflows(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflows, setOverflows] = useState(false)
  useLayoutEffect(() => {
    const element = ref.current
    if (!active || !element) return
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    for (const child of Array.from(element.children)) observer.observe(child)
    return () => observer.disconnect()
  })
  return overflows
}
