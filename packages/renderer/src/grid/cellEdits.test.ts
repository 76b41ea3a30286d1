import { describe, expect, it } from 'vitest'
import type { ApiFailure, ApiResult, HttpClient, HttpMethod, RequestOptions } from '../http.ts'
import { recordsClient } from '../records/recordsClient.ts'
import { cellEditSaver } from './cellEdits.ts'

interface Call {
  method: HttpMethod
  path: string
  body: unknown
  query: RequestOptions['query']
}

/**
 * A records API over one stored news row: reads answer it, updates apply when the version is
 * the stored one (else 409, as the server does) and give it a new version.
 */
function newsServer(stored: Record<string, unknown>, options: { refuse?: ApiFailure } = {}) {
  const calls: Call[] = []
  let version = 900
  const request = async <T>(method: HttpMethod, path: string, request: RequestOptions = {}): Promise<ApiResult<T>> => {
    calls.push({ method, path, body: request.body, query: request.query })
    // A server that answers later than the next edit is made.
    await new Promise((resolve) => setTimeout(resolve, 1))
    const record = () => ({ ...stored, _version: String(version) })
    if (method === 'GET') return { ok: true, status: 200, data: { status: true, record: record() } as T }
    if (options.refuse !== undefined) return options.refuse
    if (request.query?.version !== String(version)) {
      return { ok: false, status: 409, message: 'Бичлэг өөрчлөгдсөн байна', cancelled: false }
    }
    Object.assign(stored, request.body as Record<string, unknown>)
    version += 1
    return { ok: true, status: 200, data: { status: true, record: record() } as T }
  }
  const http: HttpClient = {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
  }
  return { client: recordsClient(http), calls, stored }
}

describe('saving a cell edited in the grid', () => {
  it('sends only the edited field with the row’s version and answers the stored record', async () => {
    const server = newsServer({ id: 5, title: 'Наадам', sort_order: 3 })
    const save = cellEditSaver({ client: server.client, krud: 'news', identity: 'id' })

    const outcome = await save({
      row: { id: 5, title: 'Наадам', sort_order: 4, _version: '900' },
      field: 'sort_order',
      previous: 3,
    })

    expect(server.calls).toEqual([
      { method: 'PATCH', path: '/records/news/5', body: { sort_order: 4 }, query: { version: '900' } },
    ])
    expect(outcome).toEqual({ saved: true, changes: { id: 5, title: 'Наадам', sort_order: 4, _version: '901' } })
  })

  it('puts the value back when the server refuses the save', async () => {
    const refuse: ApiFailure = { ok: false, status: 403, message: 'Засах эрхгүй', cancelled: false }
    const server = newsServer({ id: 5, sort_order: 3 }, { refuse })
    const save = cellEditSaver({ client: server.client, krud: 'news', identity: 'id' })

    const outcome = await save({ row: { id: 5, sort_order: 4, _version: '900' }, field: 'sort_order', previous: 3 })

    expect(outcome).toEqual({ saved: false, changes: { sort_order: 3 }, failure: refuse })
  })

  it('puts the value back when the record changed since the row was read', async () => {
    const server = newsServer({ id: 5, sort_order: 3 })
    const save = cellEditSaver({ client: server.client, krud: 'news', identity: 'id' })

    const outcome = await save({ row: { id: 5, sort_order: 4, _version: '899' }, field: 'sort_order', previous: 3 })

    expect(outcome.saved).toBe(false)
    expect(outcome.changes).toEqual({ sort_order: 3 })
    expect(server.stored.sort_order).toBe(3)
  })

  it('sends two quick edits of one row one after the other, the second with the first’s new version', async () => {
    const server = newsServer({ id: 5, title: 'Наадам', sort_order: 3 })
    const save = cellEditSaver({ client: server.client, krud: 'news', identity: 'id' })
    const row = { id: 5, title: 'Наадам', sort_order: 4, _version: '900' }

    const outcomes = await Promise.all([
      save({ row, field: 'sort_order', previous: 3 }),
      save({ row: { ...row, title: 'Их наадам' }, field: 'title', previous: 'Наадам' }),
    ])

    expect(outcomes.map((outcome) => outcome.saved)).toEqual([true, true])
    expect(server.calls.map((call) => call.query?.version)).toEqual(['900', '901'])
    expect(server.stored).toEqual({ id: 5, title: 'Их наадам', sort_order: 4 })
  })

  it('reads the version of a row the list gave without one', async () => {
    const server = newsServer({ id: 5, sort_order: 3 })
    const save = cellEditSaver({ client: server.client, krud: 'news', identity: 'id' })

    const outcome = await save({ row: { id: 5, sort_order: 8 }, field: 'sort_order', previous: 3 })

    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /records/news/5',
      'PATCH /records/news/5',
    ])
    expect(outcome).toMatchObject({ saved: true, changes: { sort_order: 8, _version: '901' } })
  })

  it('does not save a row without its identity', async () => {
    const server = newsServer({ id: 5, sort_order: 3 })
    const save = cellEditSaver({ client: server.client, krud: 'news', identity: 'id' })

    expect(await save({ row: { sort_order: 8 }, field: 'sort_order', previous: 3 })).toEqual({
      saved: false,
      changes: { sort_order: 3 },
    })
    expect(server.calls).toEqual([])
  })
})
