import type { HttpClient } from '@tamga/renderer'
import { type LanguageCode, RoleDocumentSchema, roleKind } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn } from '../../controls/panelWords.ts'
import { propertyWordsOf } from '../../controls/propertyWords.ts'
import { RoleBuilder } from './index.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(RoleDocumentSchema)

// The example role, with a row condition on one of its own krud rights, so its words are drawn too.
const role = {
  ...roleKind.example,
  kruds: {
    news: { r: true, u: true, rowConditions: [{ type: 'user-organizations' as const, column: 'organization_id' }] },
  },
}

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(RoleBuilder, {
      document: role,
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

describe('the role builder draws', () => {
  test('the stable test ids the browser tests drive', () => {
    const html = draw('mn_MN')
    for (const id of [
      'role-id',
      'role-display-name',
      'role-note',
      'role-menu',
      'role-default-menu',
      'role-permissions',
      'role-extra-approve',
      'role-permitted-tables',
      'role-permitted-datasources',
      'role-dashboard',
      'role-krud-news',
      'role-krud-news-u',
      'role-krud-news-condition-0-column',
      'role-krud-add',
      'role-preview',
    ]) {
      expect(html).toContain(`data-testid="${id}`)
    }
  })

  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`its properties in words under the catalogue's group headings, no key shown (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      const labels = propertyLabelsIn(html)
      for (const key of ['id', 'display_name', 'default_menu', 'permitted_tables', 'kruds', 'rowConditions', 'u']) {
        expect(labels.map((label) => label.key)).toContain(key)
      }
      for (const { key, text } of labels) {
        expect(propertyWordsOf(key), key).toBeDefined()
        expect(text, key).not.toBe('')
        // A short key (`u`) is a letter of any word; a longer one shown is a raw key.
        if (key.length > 2) expect(text, key).not.toContain(key)
      }
      expect(groupHeadingsIn(html)).toEqual(['basic', 'data', 'appearance', 'access'])
    })
  }
})
