/**
 * Whether a value a request sends says the same as the stored one: a timestamp (a Date from the
 * driver) equals the same instant however it is written, numeric text equals its number, JSON
 * values by content.
 */
export function sameValue(stored: unknown, sent: unknown): boolean {
  if (stored === sent) return true
  if (stored === null || sent === null || stored === undefined || sent === undefined) return false
  if (stored instanceof Date) return typeof sent === 'string' && stored.getTime() === new Date(sent).getTime()
  if (typeof stored === 'object' || typeof sent === 'object') return JSON.stringify(stored) === JSON.stringify(sent)
  // numeric columns come back as text ('10.00'); a form sends the number.
  if (typeof sent === 'number' && typeof stored === 'string') return Number(stored) === sent
  return String(stored) === String(sent)
}
