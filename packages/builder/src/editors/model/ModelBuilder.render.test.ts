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
})
