import { describe, expect, it } from 'vitest'
import { insertsImages, richTextControls } from './richTextControls.ts'

describe('the rich-text toolbar of a field’s editor setting', () => {
  it('basic marks text, makes lists and links, and undoes', () => {
    expect(richTextControls('basic').flat()).toEqual([
      'bold',
      'italic',
      'underline',
      'bulletList',
      'orderedList',
      'link',
      'undo',
      'redo',
    ])
    expect(insertsImages('basic')).toBe(false)
  })

  it('full adds headings, strikethrough, quotes and pictures', () => {
    const controls = richTextControls('full').flat()
    for (const control of richTextControls('basic').flat()) expect(controls).toContain(control)
    expect(controls).toEqual(expect.arrayContaining(['heading', 'strike', 'blockquote', 'image']))
    expect(controls[0]).toBe('heading')
    expect(insertsImages('full')).toBe(true)
  })
})
