import type { HttpClient } from '@tamga/renderer'
import { type LanguageCode, MenuDocumentSchema, type MenuItem, menuKind } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { propertyWordsOf } from '../../controls/propertyWords.ts'
import { MenuBuilder, MenuItemPanel } from './MenuBuilder.tsx'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(MenuDocumentSchema)

const panel = (item: MenuItem, language: LanguageCode) =>
  renderToString(
    createElement(MenuItemPanel, {
      item,
      krudOptions: [{ value: 'news', label: 'Мэдээ' }],
      language,
      own: [],
      issuesOf: () => ({}),
      edit: () => {},
      retitle: () => {},
    }),
  )

const ENTRIES: Record<string, MenuItem> = {
  'a screen': { id: 'news', title: { mn_MN: 'Мэдээ' }, link_to: 'crud', url: 'news', icon: 'notification' },
  'an address': { id: 'site', title: { mn_MN: 'Сайт' }, link_to: 'link', url: 'https://example.mn', target: 'blank' },
  'a top-bar group': { id: 'top', title: { mn_MN: 'Дээд' }, link_to: 'noActionSubTop', sub_top_children: [] },
  'a divider': { id: 'line', title: { mn_MN: '' }, link_to: 'divider' },
}

describe('the menu builder draws', () => {
  test('the tree with its link types in words and the stable test ids', () => {
    const html = renderToString(
      createElement(MenuBuilder, {
        document: menuKind.example,
        onChange: () => {},
        issues: [],
        language: 'mn_MN',
        http: {} as HttpClient,
        documents,
      }),
    )
    for (const id of ['menu-add-item', 'menu-add-child', 'menu-tree', 'menu-item-news', 'menu-item-panel']) {
      expect(html).toContain(`data-testid="${id}"`)
    }
    expect(rawWordsIn(html, RAW)).toEqual([])
  })

  for (const [what, item] of Object.entries(ENTRIES)) {
    for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
      test(`the panel of ${what} in words under group headings (${language})`, () => {
        const html = panel(item, language)
        expect(rawWordsIn(html, RAW)).toEqual([])
        const labels = propertyLabelsIn(html)
        expect(labels.map((label) => label.key)).toContain('link_to')
        for (const { key, text } of labels) {
          expect(propertyWordsOf(key), key).toBeDefined()
          expect(text, key).not.toBe('')
          // A short key (`u`) is a letter of any word; a longer one shown is a raw key.
          if (key.length > 2) expect(text, key).not.toContain(key)
        }
        const headings = groupHeadingsIn(html)
        expect(headings[0]).toBe('basic')
        expect(headings).toContain('behaviour')
        // A divider has no icon, so no appearance group either.
        expect(headings.includes('appearance')).toBe(item.link_to !== 'divider')
        for (const id of ['menu-item-id', 'menu-item-title', 'menu-item-link-to']) {
          expect(html).toContain(`data-testid="${id}`)
        }
      })
    }
  }

  test('the screen or address under what a click does, not apart under "Өгөгдөл"', () => {
    const html = panel(ENTRIES['a screen'] as MenuItem, 'mn_MN')
    expect(groupHeadingsIn(html)).toEqual(['basic', 'appearance', 'behaviour'])
    expect(html.indexOf('data-testid="menu-item-url"')).toBeGreaterThan(html.indexOf('data-testid="menu-item-link-to"'))
  })
})
