import { describe, expect, it } from 'vitest'
import { interceptedLinkUrl, isSitePageUrl, listingHref, type SiteLinkClick, sitePayloadUrl } from './navigation.ts'

const origin = 'https://heritage.example.com'
const here = new URL('/news?page=2', origin)
const click = (href: string, change: Partial<SiteLinkClick> = {}): SiteLinkClick => ({
  href: new URL(href, origin).href,
  target: '',
  download: false,
  button: 0,
  modified: false,
  defaultPrevented: false,
  ...change,
})

describe('which links the site navigates itself', () => {
  it.each(['/', '/news/5', '/uv-teegch/detail/3', '/ahas?aimag=11&page=2', '/dom-zasal?search=бариа', '/about-us'])(
    'a site page %s is drawn from its payload',
    (path) => {
      expect(isSitePageUrl(new URL(path, origin), origin)).toBe(true)
    },
  )

  it.each([
    '/admin',
    '/admin/p/12',
    '/auth/login',
    '/form/3',
    '/select-role',
    '/api/site/forms/feedback',
    '/_site/assets/client.js',
    '/_img/640/assets/heritage/bg.svg',
    '/sitemap.xml',
    '/files/report.pdf',
    '/news/_payload.json',
    '/news/5?lang=en_US',
  ])('%s is left to the browser', (path) => {
    expect(isSitePageUrl(new URL(path, origin), origin)).toBe(false)
  })

  it('another origin or scheme is left to the browser', () => {
    expect(isSitePageUrl(new URL('https://example.org/news'), origin)).toBe(false)
    expect(isSitePageUrl(new URL('mailto:info@heritage.example.com'), origin)).toBe(false)
  })

  it('a path that only begins like an admin path is still a site page', () => {
    expect(isSitePageUrl(new URL('/administration-news', origin), origin)).toBe(true)
  })

  it('a plain click on a site link is intercepted', () => {
    expect(interceptedLinkUrl(click('/news/5'), here)?.pathname).toBe('/news/5')
  })

  it('modified, secondary, targeted, download and already-handled clicks are not', () => {
    expect(interceptedLinkUrl(click('/news/5', { modified: true }), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news/5', { button: 1 }), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news/5', { target: '_blank' }), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news/5', { download: true }), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news/5', { defaultPrevented: true }), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news/5', { target: '_self' }), here)?.pathname).toBe('/news/5')
  })

  it('a language switch and a jump within the page are not', () => {
    expect(interceptedLinkUrl(click('/news?lang=ko_KR'), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news?page=2#top'), here)).toBeNull()
    expect(interceptedLinkUrl(click('/news#top'), here)?.pathname).toBe('/news')
  })
})

describe('the payload address of a page', () => {
  it('adds the suffix to the path and keeps the query', () => {
    expect(sitePayloadUrl(new URL('/news/5', origin))).toBe('/news/5/_payload.json')
    expect(sitePayloadUrl(new URL('/ahas?aimag=11&page=2', origin))).toBe('/ahas/_payload.json?aimag=11&page=2')
  })

  it('the home page is /_payload.json, and a trailing slash is dropped', () => {
    expect(sitePayloadUrl(new URL('/', origin))).toBe('/_payload.json')
    expect(sitePayloadUrl(new URL('/news/', origin))).toBe('/news/_payload.json')
  })
})

describe('listing links', () => {
  it('page 1 without search or filter is the plain path', () => {
    expect(listingHref('/news', { search: '', filterName: null, filterValue: '', page: 1 })).toBe('/news')
  })

  it('a page link keeps the search and the filter', () => {
    const href = listingHref('/uv-teegch', { search: 'уртын дуу', filterName: 'aimag', filterValue: '11', page: 3 })
    const url = new URL(href, origin)
    expect(url.pathname).toBe('/uv-teegch')
    expect(url.searchParams.get('search')).toBe('уртын дуу')
    expect(url.searchParams.get('aimag')).toBe('11')
    expect(url.searchParams.get('page')).toBe('3')
  })
})
