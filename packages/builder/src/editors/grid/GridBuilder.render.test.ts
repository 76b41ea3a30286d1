import type { HttpClient } from '@tamga/renderer'
import { exampleGrid } from '@tamga/schema'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { GridBuilder } from './index.ts'

const never = () => new Promise<never>(() => {})
const documents = { list: never, get: never, planModel: never } as unknown as DocumentsClient

describe('the grid builder draws', () => {
  test('its columns, the add controls, the first column’s properties and the preview', () => {
    const html = renderToString(
      createElement(GridBuilder, {
        document: exampleGrid,
        onChange: () => {},
        issues: [],
        language: 'en_US',
        http: {} as HttpClient,
        documents,
      }),
    )
    for (const id of [
      'grid-column-0',
      'grid-column-2',
      'grid-add-column',
      'grid-add-all',
      'grid-preview',
      'grid-column-0-properties',
      'grid-column-0-hidden',
      'grid-pageSize',
    ]) {
      expect(html).toContain(`data-testid="${id}"`)
    }
    expect(html).not.toContain('data-testid="grid-column-3"')
  })
})
