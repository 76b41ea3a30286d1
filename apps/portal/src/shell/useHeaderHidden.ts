import { useEffect, useState } from 'react'

/** How far the page must scroll before the header may hide, in px: its own height. */
const HEADER_HEIGHT = 64

/**
 * Whether the header is out of the way (auto-hide header, spec 3.12): hidden while the page
 * scrolls down past the header's height, back as soon as it scrolls up.
 */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false)
  useEffect(() => {
    if (!enabled) {
      setHidden(false)
      return
    }
    let last = window.scrollY
    const onScroll = () => {
      const now = window.scrollY
      setHidden(now > HEADER_HEIGHT && now > last)
      last = now
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [enabled])
  return hidden
}
