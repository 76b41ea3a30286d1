// DOMPurify needs a DOM and no DOM library (jsdom, happy-dom) is installed: what the sanitiser
// keeps and removes is tested in Chromium, in apps/portal/e2e/richText.e2e.test.ts. Here, the
// one thing Node can show: without a DOM it refuses rather than hand the HTML back untouched.

import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './sanitizeRichText.ts'

describe('the rich-text sanitiser', () => {
  it('throws where there is no DOM instead of passing the HTML through', () => {
    expect(() => sanitizeRichText('<p>Өв</p><script>alert(1)</script>')).toThrow(/without a DOM/)
  })

  it('allows no element that runs or embeds, and no event, style or class attribute', () => {
    const tags: readonly string[] = RICH_TEXT_TAGS
    for (const tag of [
      'script',
      'style',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
      'form',
      'input',
      'base',
      'meta',
    ]) {
      expect(tags).not.toContain(tag)
    }
    for (const attribute of RICH_TEXT_ATTRIBUTES) expect(attribute).not.toMatch(/^on|^style$|^class$|^srcset$/)
  })
})
