import { MenuDocumentSchema } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn, shownText } from './panelWords.ts'

describe('what a drawn panel shows', () => {
  it('takes the internal names of a schema through its recursive items, leaving plain words out', () => {
    const names = internalNamesOf(MenuDocumentSchema)
    expect(names).toContain('link_to')
    expect(names).toContain('sub_top_children')
    expect(names).toContain('noActionSubTop')
    // "url" and "icon" read as words; "crud" as a value is still no camel or snake name.
    expect(names).not.toContain('url')
    expect(names).not.toContain('icon')
  })

  it('finds a raw key in text and in a placeholder, but not in code or in attributes', () => {
    const names = new Set(['link_to', 'timeUnit', 'sub_top_children', 'noAction'])
    const html =
      '<div data-testid="menu-item-link_to"><label>Дарахад link_to</label>' +
      '<input placeholder="timeUnit"/><code>sub_top_children</code><span title="noAction">Бүлэг</span></div>'
    expect(rawWordsIn(html, names).sort()).toEqual(['link_to', 'timeUnit'])
    expect(shownText('<p>a &amp; b<!-- -->c</p>')).toContain('a & b')
  })

  it('lists the group headings and the property labels with their text', () => {
    const html =
      '<span data-testid="property-group-basic">Үндсэн</span><span data-testid="property-group-nope">x</span>' +
      '<span data-property="link_to" data-help="Цэсийг дарахад юу болох">Дарахад<!-- --> *<span role="img"></span></span>'
    expect(groupHeadingsIn(html)).toEqual(['basic'])
    expect(propertyLabelsIn(html)).toEqual([{ key: 'link_to', text: 'Дарахад *' }])
  })
})
