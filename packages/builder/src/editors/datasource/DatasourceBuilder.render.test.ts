import type { HttpClient } from '@tamga/renderer'
import { DatasourceDocumentSchema, datasourceKind, type LanguageCode } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { propertyWordsOf } from '../../controls/propertyWords.ts'
import { DatasourceBuilder } from './index.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(DatasourceDocumentSchema)

// The example, with a grouping and a required parameter, so every kind of row is drawn.
const datasource = {
  ...datasourceKind.example,
  groupBy: ['a.process_status'],
  parameters: [{ name: 'status', type: 'text' as const, required: true }],
}

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(DatasourceBuilder, {
      document: datasource,
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

describe('the data source builder draws', () => {
  test('the stable test ids the browser tests drive', () => {
    const html = draw('mn_MN')
    for (const id of [
      'datasource-base-model',
      'datasource-base-alias',
      'datasource-add-join',
      'datasource-join-0-type',
      'datasource-join-0-on-0-left',
      'datasource-column-1-as',
      'datasource-column-1-aggregate',
      'datasource-filter-1-operator',
      'datasource-filter-1-value',
      'datasource-parameter-0-required',
      'datasource-group-by',
      'datasource-order-0-by',
      'datasource-limit',
    ]) {
      expect(html).toContain(`data-testid="${id}`)
    }
  })

  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`each box of each row named in words, under the catalogue's group heading, no key shown (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      // A join type is said in words, not as SQL's `left`.
      expect(html).not.toMatch(/\((inner|left)\)/)
      const labels = propertyLabelsIn(html)
      for (const key of [
        'base',
        'joins',
        'on',
        'columns',
        'as',
        'aggregate',
        'operator',
        'required',
        'groupBy',
        'limit',
      ]) {
        expect(labels.map((label) => label.key)).toContain(key)
      }
      for (const { key, text } of labels) {
        expect(propertyWordsOf(key), key).toBeDefined()
        expect(text, key).not.toBe('')
        // A short key (`as`, `on`) is a letter pair of many words; a longer one shown is a raw key.
        if (key.length > 2) expect(text, key).not.toContain(key)
      }
      // Everything a data source holds is its data: one heading, above the first card.
      expect(groupHeadingsIn(html)).toEqual(['data'])
      expect(html.indexOf('property-group-data')).toBeLessThan(html.indexOf('datasource-base-model'))
    })
  }
})
