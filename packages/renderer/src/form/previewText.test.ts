import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { previewText } from './previewText.ts'

const seed = fileURLToPath(new URL('../../../../examples/heritage/seed/', import.meta.url))

describe('the preview of a value the form cannot edit yet', () => {
  it('reads rich text as its text, one paragraph a line, with no markup left', () => {
    expect(previewText('<p>Өв <b>соёл</b></p><p>A&amp;B&nbsp;&lt;2&gt;</p>')).toBe('Өв соёл\nA&B <2>')
    const [item] = JSON.parse(readFileSync(join(seed, 'content_item.json'), 'utf8')) as Array<{ body: string }>
    const text = previewText(item?.body)
    expect(text).not.toMatch(/<[^>]+>/)
    expect(text.split('\n').length).toBeGreaterThan(1)
    expect(text).toContain('Бариа засал нь')
  })

  it('keeps plain text as it is, and writes other values as JSON', () => {
    expect(previewText('a < b')).toBe('a < b')
    expect(previewText({ type: 'Point', coordinates: [106.9, 47.9] })).toBe(
      JSON.stringify({ type: 'Point', coordinates: [106.9, 47.9] }, null, 2),
    )
    expect(previewText(null)).toBe('')
    expect(previewText(3)).toBe('3')
  })
})
