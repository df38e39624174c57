import { useEffect, useState, type RefObject } from 'react'

/**
 * The content width of an element in CSS pixels, kept current as its layout changes (0 until the
 * first layout). Read from a ResizeObserver only: reading clientWidth here would force a layout of
 * the whole page inside React's commit (~50 ms on the dashboard's first render).
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}
