import { describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient, HttpMethod, RequestOptions } from '../http.ts'
import { recordsClient } from './recordsClient.ts'

/** An HttpClient that records the calls it gets and answers each with an empty success. */
function recordingHttp() {
  const calls: Array<{ method: HttpMethod; path: string; body?: unknown; query?: RequestOptions['query'] }> = []
  const request = async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> => {
    calls.push({ method, path, body: options.body, query: options.query })
    return { ok: true, status: 200, data: undefined as T }
  }
  const http: HttpClient = {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  }
  return { http, calls }
}

describe('the records client', () => {
  it('calls the records routes of the engine server with the krud and id escaped', async () => {
    const { http, calls } = recordingHttp()
    const client = recordsClient(http)
    await client.screen('applications')
    await client.list('applications', { page: '2', pageSize: '50' })
    await client.update('news', 'a/b', '7', { title: 'Шинэ' })
    await client.restore('news', '3')
    await client.purge('news', '3')
    expect(calls).toEqual([
      { method: 'GET', path: '/records/applications/screen', body: undefined, query: undefined },
      { method: 'GET', path: '/records/applications', body: undefined, query: { page: '2', pageSize: '50' } },
      { method: 'PATCH', path: '/records/news/a%2Fb', body: { title: 'Шинэ' }, query: { version: '7' } },
      { method: 'POST', path: '/records/news/3/restore', body: undefined, query: undefined },
      { method: 'DELETE', path: '/records/news/3/permanent', body: undefined, query: undefined },
    ])
  })

  it('calls the import, saved search and pivot routes; the import sends the workbook as multipart', async () => {
    const { http, calls } = recordingHttp()
    const client = recordsClient(http)
    await client.importSettings('heritage-bearers', 'en_US')
    await client.importWorkbook('heritage-bearers', new Blob(['PK']), true)
    await client.importWorkbook('heritage-bearers', new Blob(['PK']), false)
    await client.saveSearch('envoys', 'Архангай', { filter: '{"aimag_id":{"in":[2]}}' })
    await client.deleteSearch('envoys', 7)
    await client.pivot('supporters', {
      rows: ['supporter_type'],
      columns: [],
      values: [{ column: 'id', aggregate: 'count' }],
    })
    expect(calls.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      { method: 'GET', path: '/records/heritage-bearers/import', query: { lang: 'en_US' } },
      { method: 'POST', path: '/records/heritage-bearers/import', query: { dryRun: true } },
      { method: 'POST', path: '/records/heritage-bearers/import', query: {} },
      { method: 'POST', path: '/records/envoys/saved-searches', query: undefined },
      { method: 'DELETE', path: '/records/envoys/saved-searches/7', query: undefined },
      { method: 'POST', path: '/records/supporters/pivot', query: undefined },
    ])
    const sent = calls[1]?.body
    expect(sent).toBeInstanceOf(FormData)
    expect((sent as FormData).get('file')).toBeInstanceOf(Blob)
    expect(calls[3]?.body).toEqual({ name: 'Архангай', query: { filter: '{"aimag_id":{"in":[2]}}' } })
  })

  it('asks a field’s choices narrowed by the cascading parent and names the chosen values', async () => {
    const { http, calls } = recordingHttp()
    await recordsClient(http).options('heritage-bearers', 'soum_id', { parent: '4', values: [12, 13] })
    expect(calls[0]).toMatchObject({
      path: '/records/heritage-bearers/options/soum_id',
      query: { parent: '4', values: '12,13' },
    })
  })
})
