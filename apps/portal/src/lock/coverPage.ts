/** What {@link coverPage} changes. */
export interface CoveredPage {
  /** The page body: its scrolling is hidden. */
  body: { style: { overflow: string } }
  /** The app under the lock: made inert, so neither Tab nor a screen reader reaches it. */
  app: { inert: boolean } | null
}

/**
 * Puts the page behind the lock screen (spec 4.5: page scrolling is hidden while locked) and
 * answers the function that gives it back as it was.
 */
export function coverPage({ body, app }: CoveredPage): () => void {
  const overflow = body.style.overflow
  const inert = app?.inert ?? false
  body.style.overflow = 'hidden'
  if (app !== null) app.inert = true
  return () => {
    body.style.overflow = overflow
    if (app !== null) app.inert = inert
  }
}
