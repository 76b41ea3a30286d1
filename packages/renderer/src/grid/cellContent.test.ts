import { describe, expect, it } from 'vitest'
import { fileUrls, linkHref, linkTarget, swatchColor, TAG_COLORS, tagColor, tagValues } from './cellContent.ts'

const first = '0b5c6a4e-3f1d-4c2a-9e8b-1a2b3c4d5e6f'
const second = 'A1B2C3D4-E5F6-4789-8ABC-DEF012345678'

describe('fileUrls', () => {
  it('turns each stored upload id into its address under the records API', () => {
    expect(fileUrls(first, 'news')).toEqual([`/api/records/news/uploads/${first}`])
    expect(fileUrls([first, second], 'heritage-bearers')).toEqual([
      `/api/records/heritage-bearers/uploads/${first}`,
      `/api/records/heritage-bearers/uploads/${second.toLowerCase()}`,
    ])
  })

  it('reads a multiple field kept in a text column as JSON', () => {
    expect(fileUrls(JSON.stringify([first, second]), 'news', '/engine')).toHaveLength(2)
    expect(fileUrls(JSON.stringify([first]), 'news', '/engine')).toEqual([`/engine/records/news/uploads/${first}`])
  })

  it('keeps addresses and drops what names no file', () => {
    expect(
      fileUrls(['https://cdn.example.mn/a.png', '/assets/logo.svg', '//evil.example/x', 'photo.png', 5], 'news'),
    ).toEqual(['https://cdn.example.mn/a.png', '/assets/logo.svg'])
    expect(fileUrls(null, 'news')).toEqual([])
    expect(fileUrls('', 'news')).toEqual([])
  })
})

describe('linkHref', () => {
  it('puts the row’s values into the column’s URL, escaped', () => {
    expect(linkHref({ url: '/news/{id}' }, { id: 7 })).toBe('/news/7')
    expect(linkHref({ url: '/search?q={title}' }, { title: 'Морин хуур & дуу' })).toBe(
      `/search?q=${encodeURIComponent('Морин хуур & дуу')}`,
    )
    expect(linkHref({ url: 'mailto:{email}' }, { email: 'nomin.j@example.com' })).toBe('mailto:nomin.j@example.com')
  })

  it('takes a value that begins the URL as an address, with https when it has no scheme', () => {
    expect(linkHref({ url: '{website}' }, { website: 'https://ich.unesco.org/en' })).toBe('https://ich.unesco.org/en')
    expect(linkHref({ url: '{website}' }, { website: 'www.unesco.org' })).toBe('https://www.unesco.org')
    expect(linkHref({ url: '/{slug}' }, { slug: 'about-us' })).toBe('/about-us')
  })

  it('is no link when a value is missing or the address would run script', () => {
    expect(linkHref({ url: '/news/{id}' }, {})).toBeUndefined()
    expect(linkHref({ url: '{website}' }, { website: 'javascript:alert(1)' })).toBeUndefined()
    expect(linkHref({ url: '{website}' }, { website: ' data:text/html,<b>x</b>' })).toBeUndefined()
  })

  it('opens self links in the same tab and the others in a new one', () => {
    expect(linkTarget({ url: '/x' })).toBe('_self')
    expect(linkTarget({ url: '/x', target: 'blank' })).toBe('_blank')
    expect(linkTarget({ url: '/x', target: 'new' })).toBe('_blank')
  })
})

describe('tags and colours', () => {
  it('shows each item of a list as a tag, and a single value as one', () => {
    expect(tagValues('video')).toEqual(['video'])
    expect(tagValues(['video', 'audio', '', null])).toEqual(['video', 'audio'])
    expect(tagValues('["ngo","academic"]')).toEqual(['ngo', 'academic'])
    expect(tagValues(null)).toEqual([])
  })

  it('gives a value the same preset colour every time, and spreads values over the colours', () => {
    const kinds = ['article', 'audio', 'audiobook', 'course', 'ebook', 'gallery', 'video']
    expect(kinds.map(tagColor)).toEqual(kinds.map(tagColor))
    expect(new Set(kinds.map(tagColor)).size).toBeGreaterThan(2)
    for (const kind of kinds) expect(TAG_COLORS).toContain(tagColor(kind))
  })

  it('paints a swatch only with a colour', () => {
    expect(swatchColor('#e13812')).toBe('#e13812')
    expect(swatchColor(' rgb(30, 126, 52) ')).toBe('rgb(30, 126, 52)')
    expect(swatchColor('orange')).toBe('orange')
    expect(swatchColor('red;background:url(x)')).toBeUndefined()
    expect(swatchColor(12)).toBeUndefined()
  })
})
