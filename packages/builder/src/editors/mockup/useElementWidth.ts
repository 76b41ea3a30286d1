import { type RefObject, useEffect, useRef, useState } from 'react'

/** The content width of an element, followed as it resizes; `fallback` until it is measured. */
export function useElementWidth<TElement extends HTMLElement>(fallback: number): [RefObject<TElement | null>, number] {
  const ref = useRef<TElement | null>(null)
  const [width, setWidth] = useState(fallback)
  useEffect(() => {
    const element = ref.current
    if (element === null || typeof ResizeObserver === 'undefined') return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver((entries) => {
      const measured = entries[0]?.contentRect.width
      if (measured !== undefined && measured > 0) setWidth(measured)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, width]
}
