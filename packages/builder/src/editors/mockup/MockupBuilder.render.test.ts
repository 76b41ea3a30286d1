import type { HttpClient } from '@tamga/renderer'
import { type LanguageCode, MockupDocumentSchema, mockupKind } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { MockupBuilder } from './MockupBuilder.tsx'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(MockupDocumentSchema)

/** The properties whose label carries a help text (PropertyLabel's `data-help`). */
const helpedIn = (html: string) =>
  [...html.matchAll(/data-property="([^"]+)" data-help="([^"]+)"/g)].map((match) => match[1])

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(MockupBuilder, {
      document: mockupKind.example,
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

/** The drawn card of one frame, up to the next frame's. */
const cardOf = (html: string, id: string) => {
  const start = html.indexOf(`data-testid="mockup-frame-${id}"`)
  const next = html.indexOf('data-testid="mockup-frame-', html.indexOf(`mockup-frame-${id}-view`))
  return html.slice(start, next === -1 ? undefined : next)
}

describe('the mock-up builder draws', () => {
  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`each frame's properties in words with their help, under group headings (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      const byRoute = cardOf(html, 'news-phone')
      expect(groupHeadingsIn(byRoute)).toEqual(['basic', 'data', 'appearance'])
      const keys = propertyLabelsIn(byRoute).map((label) => label.key)
      expect(keys).toEqual(['id', 'notes', 'page', 'route', 'device', 'orientation'])
      expect(helpedIn(byRoute)).toEqual(keys)
      // A frame that shows a menu's entry names the menu and the entry instead of an address.
      const byMenu = propertyLabelsIn(cardOf(html, 'applications-tablet')).map((label) => label.key)
      expect(byMenu).toEqual(['id', 'notes', 'page', 'menu', 'item', 'device', 'orientation'])
      for (const { key, text } of propertyLabelsIn(html)) expect(text, key).not.toContain(key)
    })
  }

  test('the stable test ids the browser tests drive', () => {
    const html = draw('mn_MN')
    for (const id of [
      'mockup-device-phone',
      'mockup-add-frame',
      'mockup-frame-news-phone',
      'mockup-frame-news-phone-id',
      'mockup-frame-news-phone-device',
      'mockup-frame-news-phone-orientation',
      'mockup-frame-news-phone-route',
      'mockup-frame-applications-tablet-item',
      'mockup-frame-news-phone-view',
    ]) {
      expect(html).toContain(`data-testid="${id}"`)
    }
  })
})
