import type { HttpClient } from '@tamga/renderer'
import { KrudDocumentSchema, krudKind, type LanguageCode } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { KrudBuilder } from './KrudBuilder.tsx'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(KrudDocumentSchema)

/** The properties whose label carries a help text (PropertyLabel's `data-help`). */
const helpedIn = (html: string) =>
  [...html.matchAll(/data-property="([^"]+)" data-help="([^"]+)"/g)].map((match) => match[1])

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(KrudBuilder, {
      document: { ...krudKind.example, public: true, workflow: 'approval' },
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

describe('the krud builder draws', () => {
  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`each property in words with its help, under the catalogue's group headings (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      // No internal name in brackets either, such as the lambda config's flag.
      expect(html).not.toContain('krud_public')
      expect(groupHeadingsIn(html)).toEqual(['basic', 'data', 'appearance', 'behaviour', 'access'])
      const labels = propertyLabelsIn(html)
      expect(labels.map((label) => label.key)).toEqual([
        'title',
        'form',
        'grid',
        'template',
        'actions',
        'workflow',
        'public',
      ])
      for (const { key, text } of labels) expect(text, key).not.toContain(key)
      // Each label has its one-line help behind the question mark.
      expect(helpedIn(html)).toEqual(labels.map((label) => label.key))
    })
  }

  test('the stable test ids the browser tests drive', () => {
    const html = draw('mn_MN')
    for (const id of ['krud-builder', 'krud-title', 'krud-form', 'krud-grid', 'krud-template', 'krud-actions']) {
      expect(html).toContain(`data-testid="${id}`)
    }
    for (const id of ['krud-action-create', 'krud-workflow', 'krud-public'])
      expect(html).toContain(`data-testid="${id}"`)
  })
})
