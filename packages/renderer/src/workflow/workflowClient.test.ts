import { describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient, HttpMethod, RequestOptions } from '../http.ts'
import { HISTORY_BODY } from './__fixtures__/history.ts'
import { workflowClient } from './workflowClient.ts'

/** An HttpClient that records the calls it gets and answers each with `answer`. */
function recordingHttp(answer: unknown = undefined) {
  const calls: Array<{ method: HttpMethod; path: string; body?: unknown; query?: unknown; quiet?: boolean }> = []
  const request = async <T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> => {
    calls.push({ method, path, body: options.body, query: options.query, quiet: options.quiet })
    return { ok: true, status: 200, data: answer as T }
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

describe('the workflow client', () => {
  it('calls the contract’s routes, the record’s key escaped', async () => {
    const { http, calls } = recordingHttp()
    const client = workflowClient(http)
    await client.state('applications', 'a/1')
    await client.act(12, 7, { port: 'approve', description: 'Бүрдсэн' })
    await client.vote(12, 9, { vote: 'recreate' })
    await client.closeVote(12, 9)
    await client.candidates(12, 7, 'transfer')
    await client.uploadSignature(new Blob(['png'], { type: 'image/png' }))
    await client.waiting()
    await client.overdue()
    expect(calls).toEqual([
      { method: 'GET', path: '/process/of/applications/a%2F1', body: undefined, query: undefined, quiet: true },
      {
        method: 'POST',
        path: '/process/12/steps/7/act',
        body: { port: 'approve', description: 'Бүрдсэн' },
        query: undefined,
        quiet: true,
      },
      { method: 'POST', path: '/process/12/steps/9/vote', body: { vote: 'recreate' }, query: undefined, quiet: true },
      { method: 'POST', path: '/process/12/steps/9/close-vote', body: undefined, query: undefined, quiet: true },
      {
        method: 'GET',
        path: '/process/12/steps/7/candidates',
        body: undefined,
        query: { port: 'transfer' },
        quiet: true,
      },
      { method: 'POST', path: '/process/signatures', body: expect.any(FormData), query: undefined, quiet: true },
      { method: 'GET', path: '/process/waiting', body: undefined, query: undefined, quiet: undefined },
      { method: 'GET', path: '/process/overdue', body: undefined, query: undefined, quiet: undefined },
    ])
  })

  it('sends a drawn signature as multipart, its image in the field `file`', async () => {
    const { http, calls } = recordingHttp({ status: true, id: 'a', url: '/x' })
    await workflowClient(http).uploadSignature(new Blob(['png'], { type: 'image/png' }))
    const body = calls[0]?.body
    expect(body).toBeInstanceOf(FormData)
    const file = (body as FormData).get('file')
    expect(file).toBeInstanceOf(Blob)
    expect((file as File).name).toBe('signature.png')
  })

  it('loads the history quietly and reads it: signatures parsed, lists kept', async () => {
    const { http, calls } = recordingHttp(HISTORY_BODY)
    const answer = await workflowClient(http).history(12)
    expect(calls).toEqual([
      { method: 'GET', path: '/process/history/12', body: undefined, query: undefined, quiet: true },
    ])
    expect(answer.ok).toBe(true)
    if (!answer.ok) return
    expect(answer.data.statusHistories).toHaveLength(HISTORY_BODY.statusHistories.length)
    expect(answer.data.statusHistories[1]?.signature?.type).toBe('text')
    expect(answer.data.votingPeople[0]?.signature_image?.firstname).toBe('Ганбат')
    expect(answer.data.actionNumbers).toEqual(HISTORY_BODY.actionNumbers)
  })

  it('answers a history that does not read as a failure with the issues found', async () => {
    const { http } = recordingHttp({ statusHistories: [{ status: 'x', status_type: 'NOT_A_STEP' }] })
    const answer = await workflowClient(http).history(12)
    expect(answer.ok).toBe(false)
    if (answer.ok) return
    expect(answer.cancelled).toBe(false)
    expect(Array.isArray(answer.body) && answer.body.length > 0).toBe(true)
  })
})
