import type { HttpClient } from '@tamga/renderer'
import { type LanguageCode, ModelDocumentSchema, modelKind } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { groupHeadingsIn, internalNamesOf, propertyLabelsIn, rawWordsIn, shownText } from '../../controls/panelWords.ts'
import { ModelBuilder } from './index.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient
const RAW = internalNamesOf(ModelDocumentSchema)

/** The properties whose label carries a help text (PropertyLabel's `data-help`). */
const helpedIn = (html: string) =>
  [...html.matchAll(/data-property="([^"]+)" data-help="([^"]+)"/g)].map((match) => match[1])

const draw = (language: LanguageCode) =>
  renderToString(
    createElement(ModelBuilder, {
      document: {
        ...modelKind.example,
        timestamps: true,
        softDelete: true,
        indexes: [{ columns: ['aimag_id'], method: 'btree', unique: true }],
        foreignKeys: [
          { columns: ['aimag_id'], references: { model: 'aimag', columns: ['id'] }, onDelete: 'set-null' as const },
        ],
      },
      onChange: () => {},
      issues: [],
      language,
      http: {} as HttpClient,
      documents,
    }),
  )

describe('the model builder draws', () => {
  test('a row of controls per column, with the stable test ids the browser test drives', () => {
    const html = renderToString(
      createElement(ModelBuilder, {
        document: modelKind.example,
        onChange: () => {},
        issues: [
          {
            path: '/columns/1/name',
            code: 'duplicate-column',
            message: { mn_MN: 'давхардсан нэр', en_US: 'repeats the column name' },
          },
        ],
        language: 'mn_MN',
        http: {} as HttpClient,
        documents,
      }),
    )
    for (const id of ['model-add-column', 'model-plan', 'model-column-0-name', 'model-column-8-type']) {
      expect(html).toContain(`data-testid="${id}"`)
    }
    expect(html).not.toContain('data-testid="model-column-9-name"')
    // The issue is shown at its column, in the reader's language.
    expect(html).toContain('давхардсан нэр')
  })

  test('a translatable box on each column, usable on the text columns only', () => {
    const document = {
      ...modelKind.example,
      columns: [
        { name: 'id', type: 'bigint' as const, nullable: false },
        { name: 'title', type: { name: 'varchar' as const, length: 100 }, translatable: true },
        { name: 'pages', type: 'integer' as const },
      ],
      primaryKey: ['id'],
      foreignKeys: [],
      indexes: [],
    }
    const html = renderToString(
      createElement(ModelBuilder, {
        document,
        onChange: () => {},
        issues: [],
        language: 'en_US',
        http: {} as HttpClient,
        documents,
      }),
    )
    const box = (index: number) =>
      new RegExp(
        `<label[^>]*class="([^"]*)"[^>]*>(?:(?!</label>).)*data-testid="model-column-${index}-translatable"`,
      ).exec(html)?.[1] ?? ''
    expect(html).toContain('Translatable')
    expect(box(1)).toContain('ant-checkbox-wrapper-checked')
    expect(box(1)).not.toContain('disabled')
    expect(box(2)).toContain('ant-checkbox-wrapper-disabled')
  })

  for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
    test(`every property, the columns' too, in words with its help, the table's under group headings (${language})`, () => {
      const html = draw(language)
      expect(rawWordsIn(html, RAW)).toEqual([])
      // What a relation does on delete is said in words, not as SQL.
      expect(shownText(html)).not.toMatch(/ON DELETE|set-null/)
      const settings = html.slice(html.indexOf('data-testid="model-settings"'), html.indexOf('model-add-column'))
      expect(groupHeadingsIn(settings)).toEqual(['data', 'behaviour'])
      const labels = propertyLabelsIn(html)
      const keys = labels.map((label) => label.key)
      for (const key of [
        'table',
        'primaryKey',
        'timestamps',
        'view',
        'softDelete',
        'columns',
        'label',
        'name',
        'type',
        'nullable',
        'default',
        'unique',
        'translatable',
        'indexes',
        'method',
        'foreignKeys',
        'references',
        'onDelete',
      ]) {
        expect(keys, key).toContain(key)
      }
      for (const { key, text } of labels) expect(text, key).not.toContain(key)
      expect(helpedIn(html)).toEqual(keys)
    })
  }

  test("a flag's columns and the relation's rows keep the stable test ids, the columns as code", () => {
    const html = draw('mn_MN')
    for (const id of ['model-timestamps', 'model-softDelete', 'model-view', 'model-index-0', 'model-relation-0']) {
      expect(html).toContain(`data-testid="${id}"`)
    }
    expect(html).toContain('<code>created_at</code>')
    expect(html).toContain('<code>deleted_at</code>')
  })
})
