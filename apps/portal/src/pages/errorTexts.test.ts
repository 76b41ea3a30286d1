import { describe, expect, it } from 'vitest'
import { notFoundMessage, readablePath, statusMessage } from './errorTexts.ts'

describe('error page texts (spec 2.4)', () => {
  it("an unknown route's message is 'Page not found: {path}'", () => {
    expect(notFoundMessage('/nope/here')).toBe('Page not found: /nope/here')
  })

  it("the status message is 'Page Not Found' for 404 and 'Internal Server Error' otherwise", () => {
    expect(statusMessage(404)).toBe('Page Not Found')
    expect(statusMessage(500)).toBe('Internal Server Error')
    expect(statusMessage(503)).toBe('Internal Server Error')
  })

  it('a percent-escaped path is shown decoded, a broken escape as it came', () => {
    expect(readablePath('/%D0%BC%D1%8D%D0%B4%D1%8D%D1%8D')).toBe('/мэдээ')
    expect(readablePath('/100%')).toBe('/100%')
  })
})
