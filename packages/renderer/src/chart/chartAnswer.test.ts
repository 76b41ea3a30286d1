import { describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient, HttpMethod, RequestOptions } from '../http.ts'
import { chartDataPath, loadChartAnswer } from './chartAnswer.ts'

/** A client that records what it is asked and answers a 404. */
function recordingClient() {
  const calls: Array<{ method: HttpMethod; path: string; options: RequestOptions | undefined }> = []
  const answer = async <T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<ApiResult<T>> => {
    calls.push({ method, path, options })
    return { ok: false, status: 404, message: 'not found', cancelled: false }
  }
  const client: HttpClient = {
    request: answer,
    get: (path, options) => answer('GET', path, options),
    post: (path, _body, options) => answer('POST', path, options),
    patch: (path, _body, options) => answer('PATCH', path, options),
    put: (path, _body, options) => answer('PUT', path, options),
    delete: (path, options) => answer('DELETE', path, options),
  }
  return { client, calls }
}

describe('loading a chart’s rows', () => {
  it('asks the chart endpoint by the chart’s name, escaped', () => {
    expect(chartDataPath('applications-by-status')).toBe('/charts/applications-by-status/data')
    expect(chartDataPath('a/b')).toBe('/charts/a%2Fb/data')
  })

  it('reads quietly, with the data source’s parameters and the abort signal', async () => {
    const { client, calls } = recordingClient()
    const controller = new AbortController()
    const answer = await loadChartAnswer(client, 'sales-of-region', {
      parameters: { region: 'south' },
      signal: controller.signal,
    })
    expect(answer.ok).toBe(false)
    expect(calls).toEqual([
      {
        method: 'GET',
        path: '/charts/sales-of-region/data',
        options: { quiet: true, query: { region: 'south' }, signal: controller.signal },
      },
    ])
  })
})
