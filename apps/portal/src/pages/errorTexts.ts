/**
 * The status message of the app error page (spec 2.4): 'Page Not Found' for 404, 'Internal
 * Server Error' for every other status. The spec's English wording is kept verbatim.
 *
 * @example statusMessage(502) // 'Internal Server Error'
 */
export function statusMessage(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error'
}

/**
 * The message of the 404 page for an unknown route (spec 2.4, 8.2), verbatim.
 *
 * @example notFoundMessage('/nope') // 'Page not found: /nope'
 */
export function notFoundMessage(path: string): string {
  return `Page not found: ${path}`
}

/**
 * A path as people read it: percent-escapes (Cyrillic, spaces) decoded, or the path as it
 * came when it is not valid escaping.
 *
 * @example readablePath('/%D0%BC%D1%8D%D0%B4%D1%8D%D1%8D') // '/мэдээ'
 */
export function readablePath(path: string): string {
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}
