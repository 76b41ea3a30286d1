import type { HttpClient } from '@tamga/renderer'
import { GraphqlDocumentSchema, graphqlKind, type LanguageCode } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { GraphqlBuilder } from './GraphqlBuilder.tsx'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(GraphqlDocumentSchema)

/** The properties whose label carries a help text (PropertyLabel's `data-help`). */
const helpedIn = (html: string) =>
  [...html.matchAll(/data-property="([^"]+)" data-help="([^"]+)"/g)].map((match) => match[1])

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(GraphqlBuilder, {
      document: {
        ...graphqlKind.example,
        subTables: [{ model: 'news_photo', name: 'photos', connectionField: 'news_id', hiddenFields: ['created_by'] }],
      },
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

describe('the GraphQL builder draws', () => {
  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`each property and each sub-table's in words with its help, under group headings (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      expect(groupHeadingsIn(html)).toEqual(['basic', 'data', 'behaviour', 'access'])
      const labels = propertyLabelsIn(html)
      const keys = labels.map((label) => label.key)
      for (const key of ['typeName', 'model', 'idField', 'subTables', 'actions', 'subscription', 'access', 'public']) {
        expect(keys).toContain(key)
      }
      // A sub-table's boxes are labelled the same way, inside its card.
      for (const key of ['name', 'connectionField', 'parentIdField', 'hiddenFields']) expect(keys).toContain(key)
      for (const { key, text } of labels) expect(text, key).not.toContain(key)
      expect(helpedIn(html)).toEqual(keys)
    })
  }

  test('the stable test ids the browser tests drive', () => {
    const html = draw('mn_MN')
    for (const id of [
      'graphql-model',
      'graphql-type-name',
      'graphql-id-field',
      'graphql-action-add',
      'graphql-public',
      'graphql-roles',
      'graphql-sub-table-0',
      'graphql-add-sub-table',
      'graphql-subscription',
    ]) {
      expect(html).toContain(`data-testid="${id}"`)
    }
  })
})
