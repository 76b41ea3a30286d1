import { describe, expect, it } from 'vitest'
import { isAllowedImageAddress, isAllowedLinkAddress, linkAddressFromInput } from './rich-text.ts'

const UPLOAD = '/api/records/news/uploads/0b7c1c59-8f3e-4a0e-9d65-6a3f1d2b9c11'

describe('the addresses a rich text’s links may point at', () => {
  it('are absolute web and mail addresses', () => {
    expect(isAllowedLinkAddress('https://heritage.mn/news?id=1#top')).toBe(true)
    expect(isAllowedLinkAddress('http://heritage.mn')).toBe(true)
    expect(isAllowedLinkAddress('mailto:info@heritage.mn')).toBe(true)
    expect(isAllowedLinkAddress('HTTPS://HERITAGE.MN')).toBe(true)
  })

  it('never run script or carry data, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      '\u0000javascript:alert(1)',
      'java\u200bscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'tel:+97611',
    ]) {
      expect(isAllowedLinkAddress(href), href).toBe(false)
    }
  })

  it('are never relative, empty or a mail link without an address', () => {
    expect(isAllowedLinkAddress('/news/1')).toBe(false)
    expect(isAllowedLinkAddress('//evil.example/x')).toBe(false)
    expect(isAllowedLinkAddress('news/1')).toBe(false)
    expect(isAllowedLinkAddress('')).toBe(false)
    expect(isAllowedLinkAddress('mailto:')).toBe(false)
    expect(isAllowedLinkAddress('https://')).toBe(false)
  })
})

describe('the addresses a rich text’s pictures may load from', () => {
  it('are web addresses and the server’s uploads on the page’s own origin', () => {
    expect(isAllowedImageAddress('https://heritage.mn/logo.png')).toBe(true)
    expect(isAllowedImageAddress(UPLOAD)).toBe(true)
    expect(isAllowedImageAddress(UPLOAD.replace('/api', ''))).toBe(true)
    expect(isAllowedImageAddress(`/tamga/api/v1${UPLOAD.slice(4)}`)).toBe(true)
  })

  it('are never inline data, script, mail or another path of the site', () => {
    for (const src of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:image/svg+xml,<svg onload="alert(1)"/>',
      'javascript:alert(1)',
      'mailto:info@heritage.mn',
      '/api/auth/logout',
      '/api/records/news/uploads/not-an-id',
      `${UPLOAD}?download=1`,
      `//evil.example${UPLOAD}`,
      `/api/../${UPLOAD.slice(5)}`,
      `/api/records/news/uploads/../../../auth/logout`,
      'x',
      '',
    ]) {
      expect(isAllowedImageAddress(src), src).toBe(false)
    }
  })
})

describe('a typed link address', () => {
  it('is made absolute: an e-mail address becomes mailto:, a bare host https://', () => {
    expect(linkAddressFromInput(' info@heritage.mn ')).toBe('mailto:info@heritage.mn')
    expect(linkAddressFromInput('heritage.mn')).toBe('https://heritage.mn')
    expect(linkAddressFromInput('heritage.mn/about?x=1')).toBe('https://heritage.mn/about?x=1')
    expect(linkAddressFromInput('http://heritage.mn')).toBe('http://heritage.mn')
    expect(linkAddressFromInput('mailto:info@heritage.mn')).toBe('mailto:info@heritage.mn')
  })

  it('is refused when it is no web or mail address', () => {
    expect(linkAddressFromInput('javascript:alert(1)')).toBeUndefined()
    expect(linkAddressFromInput('data:text/html,x')).toBeUndefined()
    expect(linkAddressFromInput('just words')).toBeUndefined()
    expect(linkAddressFromInput('/relative/path')).toBeUndefined()
    expect(linkAddressFromInput('   ')).toBeUndefined()
  })
})
