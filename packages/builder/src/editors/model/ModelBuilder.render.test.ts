import type { HttpClient } from '@tamga/renderer'
import { modelKind } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { ModelBuilder } from './index.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient

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
})
