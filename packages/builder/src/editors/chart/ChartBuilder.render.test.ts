import type { HttpClient } from '@tamga/renderer'
import { ChartDocumentSchema, chartKind, type LanguageCode } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { propertyWordsOf } from '../../controls/propertyWords.ts'
import { ChartBuilder } from './index.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(ChartDocumentSchema)

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(ChartBuilder, {
      document: chartKind.example,
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

describe('the chart builder draws', () => {
  test('the stable test ids the browser tests drive', () => {
    const html = draw('mn_MN')
    for (const id of [
      'chart-type',
      'chart-source-kind',
      'chart-source-name',
      'chart-element-0',
      'chart-element-1-aggregation',
      'chart-element-0-time-unit',
      'chart-element-1-background',
      'chart-sort-0-by',
      'chart-add-sort',
      'chart-limit',
      'chart-preview',
    ]) {
      expect(html).toContain(`data-testid="${id}"`)
    }
  })

  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`its properties in words under the catalogue's group headings, no key shown (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      const labels = propertyLabelsIn(html)
      for (const key of ['type', 'source', 'elements', 'sort', 'limit', 'field', 'timeUnit', 'aggregation', 'link']) {
        expect(labels.map((label) => label.key)).toContain(key)
      }
      for (const { key, text } of labels) {
        // A key the catalogue does not know would read "Бусад тохиргоо", which says nothing.
        expect(propertyWordsOf(key), key).toBeDefined()
        expect(text, key).not.toBe('')
        // A short key (`u`) is a letter of any word; a longer one shown is a raw key.
        if (key.length > 2) expect(text, key).not.toContain(key)
      }
      // The chart's own groups, then each element card's.
      const headings = groupHeadingsIn(html)
      expect(headings.slice(0, 3)).toEqual(['basic', 'data', 'appearance'])
      expect(headings.slice(3, 7)).toEqual(['basic', 'data', 'appearance', 'behaviour'])
    })
  }
})
