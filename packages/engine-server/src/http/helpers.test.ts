import { describe, expect, it } from 'vitest'
import { acceptsHtml, entityTag, noneMatch, requireValidDocument } from './helpers.ts'

describe('acceptsHtml', () => {
  it('admits HTML for browsers, wildcards and requests that say nothing', () => {
    expect(acceptsHtml('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')).toBe(true)
    expect(acceptsHtml('*/*')).toBe(true)
    expect(acceptsHtml('text/*')).toBe(true)
    expect(acceptsHtml(undefined)).toBe(true)
  })

  it('refuses HTML to a client that asks for JSON only or rules HTML out with q=0', () => {
    expect(acceptsHtml('application/json')).toBe(false)
    expect(acceptsHtml('text/html;q=0, application/json')).toBe(false)
    expect(acceptsHtml('image/avif,image/webp')).toBe(false)
  })
})

describe('entity tags', () => {
  it('gives the same body the same tag and another body another', () => {
    expect(entityTag('{"a":1}')).toBe(entityTag('{"a":1}'))
    expect(entityTag('{"a":1}')).not.toBe(entityTag('{"a":2}'))
    expect(entityTag('x')).toMatch(/^"[A-Za-z0-9_-]+"$/)
  })

  it('matches If-None-Match lists, weak tags and the wildcard', () => {
    const tag = entityTag('body')
    expect(noneMatch(tag, tag)).toBe(true)
    expect(noneMatch(`"other", W/${tag}`, tag)).toBe(true)
    expect(noneMatch('*', tag)).toBe(true)
    expect(noneMatch('"other"', tag)).toBe(false)
    expect(noneMatch(undefined, tag)).toBe(false)
  })
})

describe('requireValidDocument', () => {
  it('returns a valid document', () => {
    const document = requireValidDocument({
      kind: 'menu',
      version: 1,
      name: 'main',
      items: [],
    })
    expect(document.kind).toBe('menu')
  })

  it('throws DOCUMENT_INVALID with the path of each issue', () => {
    expect(() => requireValidDocument({ kind: 'menu', version: 1, name: 'Bad Name' })).toThrow(
      expect.objectContaining({
        code: 'DOCUMENT_INVALID',
        statusCode: 400,
        details: expect.objectContaining({
          in: 'body',
          issues: expect.arrayContaining([expect.objectContaining({ path: '/name' })]),
        }),
      }),
    )
  })
})
