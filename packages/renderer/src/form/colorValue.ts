/**
 * A colour as the form stores it: lower-case `#rrggbb`. Accepts what people type (`#ABC`,
 * `abc`, `#aabbcc`, with spaces around); anything else is `undefined`.
 */
export function normalizeHexColor(text: string): string | undefined {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim())
  if (match?.[1] === undefined) return undefined
  const digits = match[1].toLowerCase()
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  return `#${full}`
}
