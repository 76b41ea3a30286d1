import { describe, expect, it } from 'vitest'
import { type FetchLike, loadLambdaConfig } from './loadLambdaConfig.ts'

/** A server that answers every call with `status` and `body`, recording the requests. */
function server(status: number, body: unknown) {
  const requests: { input: string; init: RequestInit | undefined }[] = []
  const fetch: FetchLike = async (input, init) => {
    requests.push({ input, init })
    return { ok: status >= 200 && status < 300, status, json: async () => body }
  }
  return { fetch, requests }
}

describe('loadLambdaConfig', () => {
  it('asks GET /api/lambda-config with X-Requested-With and credentials included (spec 7)', async () => {
    const { fetch, requests } = server(200, { title: 'Өв' })
    await loadLambdaConfig({ fetch })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.input).toBe('/api/lambda-config')
    expect(requests[0]?.init?.credentials).toBe('include')
    expect(requests[0]?.init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' })
    expect(requests[0]?.init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('reads the title, sub-title and default language of the configuration', async () => {
    const body = {
      title: { mn_MN: 'Өвийн сан', en_US: 'Heritage Foundation' },
      subTitle: 'Соёлын өвийг хамгаалах сан',
      default_language: 'mn_MN',
      languages: [{ label: 'Монгол', code: 'mn_MN' }],
    }
    expect(await loadLambdaConfig({ fetch: server(200, body).fetch })).toEqual({
      ok: true,
      config: {
        title: { mn_MN: 'Өвийн сан', en_US: 'Heritage Foundation' },
        subTitle: 'Соёлын өвийг хамгаалах сан',
        default_language: 'mn_MN',
      },
    })
  })

  it('skips fields that are not texts instead of trusting them', async () => {
    const result = await loadLambdaConfig({ fetch: server(200, { title: 42, subTitle: { en_US: 'x' } }).fetch })
    expect(result).toEqual({ ok: true, config: {} })
  })

  it('an answer with status false is a failure (spec 4.4), with the server message', async () => {
    const body = { status: false, code: 'CONFIG', msg: 'Тохиргоо алга', enMsg: 'No configuration' }
    expect(await loadLambdaConfig({ fetch: server(200, body).fetch })).toEqual({
      ok: false,
      status: 500,
      reason: 'refused',
      msg: 'Тохиргоо алга',
      enMsg: 'No configuration',
    })
  })

  it('an error status is a failure carrying that status', async () => {
    expect(await loadLambdaConfig({ fetch: server(503, undefined).fetch })).toEqual({
      ok: false,
      status: 503,
      reason: 'refused',
    })
  })

  it('a network failure is a failure with status 500, never an exception', async () => {
    const fetch: FetchLike = async () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await loadLambdaConfig({ fetch })).toEqual({ ok: false, status: 500, reason: 'unreachable' })
  })

  it('a 2xx answer that is not a configuration object is a failure', async () => {
    expect(await loadLambdaConfig({ fetch: server(200, ['not', 'a', 'config']).fetch })).toEqual({
      ok: false,
      status: 500,
      reason: 'invalid',
    })
    const notJson: FetchLike = async () => ({
      ok: true,
      status: 200,
      json: async () => {
        throw new SyntaxError('Unexpected token <')
      },
    })
    expect(await loadLambdaConfig({ fetch: notJson })).toMatchObject({ ok: false, reason: 'invalid' })
  })
})
