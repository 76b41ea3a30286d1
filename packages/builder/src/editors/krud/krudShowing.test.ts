import type { ApiResult } from '@tamga/renderer'
import { describe, expect, test } from 'vitest'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { krudShowing } from './krudShowing.ts'

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data })

function documentsWith(kruds: Record<string, string>, listFails = false): DocumentsClient {
  const stored = (name: string) => ({
    document: { kind: 'krud', version: 1, name, form: `${name}-form`, grid: kruds[name] },
    revision: 1,
    updatedAt: '',
    updatedBy: null,
  })
  return {
    list: async () =>
      listFails
        ? { ok: false, status: 500, message: 'down', cancelled: false }
        : ok({ documents: Object.keys(kruds).map((name) => ({ name }) as never) }),
    get: async (_kind: string, name: string) => ok(stored(name) as never),
  } as unknown as DocumentsClient
}

describe('the krud the preview reads rows through', () => {
  test('is the first krud, by name, that names the grid', async () => {
    const documents = documentsWith({ zeta: 'news-grid', alpha: 'other-grid', beta: 'news-grid' })
    expect(await krudShowing(documents, 'grid', 'news-grid')).toBe('beta')
  })
  test('is none when no krud names the grid or the list cannot be read', async () => {
    expect(await krudShowing(documentsWith({ alpha: 'other-grid' }), 'grid', 'news-grid')).toBeUndefined()
    expect(await krudShowing(documentsWith({ beta: 'news-grid' }, true), 'grid', 'news-grid')).toBeUndefined()
  })
  test('finds the krud of a form as of a grid', async () => {
    const documents = documentsWith({ news: 'news-grid' })
    expect(await krudShowing(documents, 'form', 'news-form')).toBe('news')
    expect(await krudShowing(documents, 'form', 'other-form')).toBeUndefined()
  })
})
