/**
 * Starts watching whether the page is being left (a reload, a link to another page) and answers
 * a function that says so. A request the browser cuts off while a page is left fails like a lost
 * connection; it says nothing of the session, and signing the person out for it would follow
 * them to the next page: on a slow link a reload for a newer build (spec 7) regularly lands in
 * the middle of the start-up's calls.
 */
export function watchLeavingPage(target: Pick<Window, 'addEventListener'> = window): () => boolean {
  let leaving = false
  const leave = () => {
    leaving = true
  }
  // Unless a listener before this one asked the person to stay (the reload guard).
  target.addEventListener('beforeunload', (event) => {
    if (!event.defaultPrevented) leave()
  })
  target.addEventListener('pagehide', leave)
  // A page kept in the back-forward cache and shown again is not being left any more.
  target.addEventListener('pageshow', () => {
    leaving = false
  })
  return () => leaving
}
