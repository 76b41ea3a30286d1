import { describe, expect, it } from 'vitest'
import { bookPages, matchSiteRoute } from './sitePayload.ts'

describe('matchSiteRoute', () => {
  it('names every route of the spec’s table, with its id', () => {
    expect(matchSiteRoute('/')).toEqual({ kind: 'home' })
    expect(matchSiteRoute('/news/12')).toEqual({ kind: 'news-detail', id: 12 })
    expect(matchSiteRoute('/online-book')).toEqual({ kind: 'category', slug: 'online-book' })
    expect(matchSiteRoute('/online-book/4')).toEqual({ kind: 'content', slug: 'online-book', id: 4 })
    expect(matchSiteRoute('/uv-teegch/detail/3')).toEqual({ kind: 'registry-detail', slug: 'uv-teegch', id: 3 })
    expect(matchSiteRoute('/about-us')).toEqual({ kind: 'info', slug: 'about-us' })
    expect(matchSiteRoute('/feedback')).toEqual({ kind: 'feedback' })
  })

  it('has no route for anything else: other paths, ids that are no ids, extra segments', () => {
    for (const path of [
      '/nope',
      '/news/0',
      '/news/01',
      '/news/1e3',
      '/news/1/2',
      '/uv-teegch/3',
      '/about-us/1',
      '/news/99999999999999999',
    ]) {
      expect(matchSiteRoute(path), path).toBeUndefined()
    }
  })
})

describe('bookPages', () => {
  it('splits a book where staff put page breaks', () => {
    expect(bookPages('<p>нэг</p><hr><p>хоёр</p><hr/><p>гурав</p>')).toEqual([
      '<p>нэг</p>',
      '<p>хоёр</p>',
      '<p>гурав</p>',
    ])
  })

  it('otherwise fills pages with whole paragraphs up to a page’s length', () => {
    const paragraph = `<p>${'ө'.repeat(700)}</p>`
    const pages = bookPages(paragraph.repeat(5))
    expect(pages).toHaveLength(3)
    expect(pages.join('')).toBe(paragraph.repeat(5))
  })
})
