import type { MenuItem } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { withLinkTo } from './menuLink.ts'

const news: MenuItem = { id: 'news', title: 'Мэдээ', link_to: 'crud', url: 'news', target: 'blank' }

describe('changing an entry’s link type', () => {
  it('drops the url, whose meaning depends on the type', () => {
    expect(withLinkTo(news, 'link')).toEqual({ id: 'news', title: 'Мэдээ', link_to: 'link', target: 'blank' })
  })

  it('a heading keeps neither url nor target', () => {
    expect(withLinkTo(news, 'noAction')).toEqual({ id: 'news', title: 'Мэдээ', link_to: 'noAction' })
  })

  it('the same type leaves the entry as it is', () => {
    expect(withLinkTo(news, 'crud')).toBe(news)
  })
})
