import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ERROR_CATALOGUE, projectKind } from '@tamga/schema'
import Type from 'typebox'
import { afterEach, describe, expect, it } from 'vitest'
import { BODY_LIMIT, buildApp, type TamgaApp } from '../app.ts'
import { errorAnswer } from './errorHandler.ts'
import { ERROR_RESPONSES, tamgaError } from './errors.ts'
import { requireValidDocument } from './helpers.ts'
import { MemoryDocumentStore, testConfig } from './testing.ts'

const ProbeBody = Type.Object(
  {
    name: Type.String({ minLength: 1 }),
    count: Type.Integer({ minimum: 0 }),
    tags: Type.Optional(Type.Array(Type.String())),
  },
  { additionalProperties: false },
)

/** Routes that exercise each kind of failure. */
const probes: FastifyPluginAsyncTypebox = async (api) => {
  api.post(
    '/probe',
    {
      schema: {
        body: ProbeBody,
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) }),
        response: {
          200: Type.Object({ received: Type.String(), limit: Type.Optional(Type.Integer()) }),
          ...ERROR_RESPONSES,
        },
      },
    },
    async (request) => ({ received: request.body.name, limit: request.query.limit }),
  )
  api.get('/items/:id', { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }) } }, async (request) => ({
    id: request.params.id,
  }))
  api.put('/documents', async (request) => ({ name: requireValidDocument(request.body).name }))
  api.get('/boom', async () => {
    throw new Error('secret detail: password=hunter2')
  })
  api.get('/throws-string', async () => {
    throw 'not even an error'
  })
  api.get('/store-conflict', async () => {
    // The shape the document store's own errors have: a kebab-case code and both messages.
    throw Object.assign(new Error('form "x" was changed by someone else'), {
      code: 'document-conflict',
      messages: { mn_MN: 'өөр хүн өөрчилсөн', en_US: 'form "x" was changed by someone else' },
    })
  })
  api.get('/store-invalid', async () => {
    throw Object.assign(new Error('long text repeating every issue'), {
      code: 'document-invalid',
      issues: [
        {
          path: '/name',
          code: 'pattern',
          message: { mn_MN: 'буруу', en_US: 'wrong' },
          file: 'documents/forms/x.json',
        },
      ],
      context: { mn_MN: 'form "x" баримтыг хадгалах боломжгүй', en_US: 'form "x" cannot be saved' },
      messages: { mn_MN: 'урт', en_US: 'long text repeating every issue' },
    })
  })
}

/** The server with a few routes that exercise each kind of failure, under the API base. */
function appWithProbes(logLines?: string[]): TamgaApp {
  const app = buildApp({
    config: testConfig(),
    store: new MemoryDocumentStore([projectKind.example]),
    logger:
      logLines === undefined ? false : { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  })
  app.register(probes, { prefix: '/api' })
  return app
}

const ERROR_KEYS = ['code', 'enMsg', 'koMsg', 'msg', 'status']

function expectFailure(response: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(response.statusCode).toBe(status)
  const body = response.json() as Record<string, unknown>
  expect(body).toMatchObject({ status: false, code })
  expect(Object.keys(body)).toEqual(expect.arrayContaining(ERROR_KEYS))
  return body
}

describe('the answer to a failing request', () => {
  let app: TamgaApp | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  const post = (payload: string | Buffer, headers: Record<string, string> = { 'content-type': 'application/json' }) => {
    app = appWithProbes()
    return app.inject({ method: 'POST', url: '/api/probe', payload, headers })
  }

  it('passes a valid request through', async () => {
    const response = await post(JSON.stringify({ name: 'Болд', count: 2 }))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: 'Болд' })
  })

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const body = expectFailure(await post('{"name": "Болд", '), 400, 'INVALID_JSON')
    expect(body.enMsg).toBe(ERROR_CATALOGUE.INVALID_JSON.enMsg)
    expect(body.msg).toBe(ERROR_CATALOGUE.INVALID_JSON.msg)
    expect(body.koMsg).toBe(ERROR_CATALOGUE.INVALID_JSON.koMsg)
  })

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    expectFailure(await post(''), 400, 'INVALID_JSON')
  })

  it('refuses a body that tries to set __proto__ with 400', async () => {
    expectFailure(await post('{"name":"a","count":1,"__proto__":{"admin":true}}'), 400, 'INVALID_JSON')
  })

  it('answers wrong types with 400 and the path and bilingual message of each problem', async () => {
    const body = expectFailure(await post(JSON.stringify({ name: 5, count: 'many' })), 400, 'VALIDATION_FAILED')
    expect(body.in).toBe('body')
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: '/name',
          code: 'type',
          message: {
            en_US: 'This must be a text. Change the value to a text.',
            mn_MN: 'Энд текст байх ёстой. Утгыг текст болгож засна уу.',
            ko_KR: '여기에는 텍스트 값이 와야 합니다. 값을 텍스트(으)로 고치세요.',
          },
        }),
        expect.objectContaining({ path: '/count', code: 'type' }),
      ]),
    )
  })

  it('answers unknown fields with 400 instead of dropping them', async () => {
    const body = expectFailure(await post(JSON.stringify({ name: 'a', count: 1, cuont: 2 })), 400, 'VALIDATION_FAILED')
    expect(body.issues).toEqual([
      expect.objectContaining({
        path: '',
        code: 'additionalProperties',
        message: expect.objectContaining({ en_US: 'The setting «cuont» does not belong here. Remove it.' }),
      }),
    ])
  })

  it('answers a missing field and a body that is not an object with 400', async () => {
    const missing = expectFailure(await post(JSON.stringify({ name: 'a' })), 400, 'VALIDATION_FAILED')
    expect(missing.issues).toEqual([expect.objectContaining({ path: '', code: 'required' })])
    expectFailure(await post('[1,2,3]'), 400, 'VALIDATION_FAILED')
    expectFailure(await post('null'), 400, 'VALIDATION_FAILED')
  })

  it('reads a query parameter as the type its schema declares', async () => {
    app = appWithProbes()
    const response = await app.inject({ method: 'POST', url: '/api/probe?limit=20', payload: { name: 'a', count: 1 } })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ received: 'a', limit: 20 })
  })

  it('answers a query parameter of the wrong type with 400 naming the query string', async () => {
    app = appWithProbes()
    const response = await app.inject({
      method: 'POST',
      url: '/api/probe?limit=lots',
      payload: { name: 'a', count: 1 },
    })
    const body = expectFailure(response, 400, 'VALIDATION_FAILED')
    expect(body.in).toBe('querystring')
    expect(body.issues).toEqual([expect.objectContaining({ path: '/limit', code: 'type' })])
  })

  it('reads a path parameter as its declared type, and answers a wrong one with 400 naming the params', async () => {
    app = appWithProbes()
    const ok = await app.inject({ method: 'GET', url: '/api/items/42' })
    expect(ok.json()).toEqual({ id: 42 })
    const body = expectFailure(await app.inject({ method: 'GET', url: '/api/items/abc' }), 400, 'VALIDATION_FAILED')
    expect(body.in).toBe('params')
    expect(body.issues).toEqual([expect.objectContaining({ path: '/id', code: 'type' })])
    const zero = expectFailure(await app.inject({ method: 'GET', url: '/api/items/0' }), 400, 'VALIDATION_FAILED')
    expect(zero.issues).toEqual([expect.objectContaining({ path: '/id', code: 'minimum' })])
  })

  it(`answers a body over ${BODY_LIMIT} bytes with 413`, async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(BODY_LIMIT + 10), count: 1 })
    expectFailure(await post(huge), 413, 'BODY_TOO_LARGE')
  })

  it('answers a content type the API does not read with 415', async () => {
    expectFailure(await post('<probe/>', { 'content-type': 'application/xml' }), 415, 'UNSUPPORTED_MEDIA_TYPE')
    expectFailure(await post('name=a', { 'content-type': 'text/plain' }), 415, 'UNSUPPORTED_MEDIA_TYPE')
  })

  it('answers a document that fails @tamga/schema validation with 400 and its issues', async () => {
    app = appWithProbes()
    const response = await app.inject({
      method: 'PUT',
      url: '/api/documents',
      payload: { kind: 'menu', version: 1, name: 'Main Menu', items: [], colour: 'red' },
    })
    const body = expectFailure(response, 400, 'DOCUMENT_INVALID')
    expect(body.in).toBe('body')
    expect(body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: '/name', code: 'pattern' }),
        expect.objectContaining({
          code: 'additionalProperties',
          message: expect.objectContaining({ en_US: 'The setting «colour» does not belong here. Remove it.' }),
        }),
      ]),
    )
  })

  it('answers an unknown API route with 404 NOT_FOUND whatever the method', async () => {
    app = appWithProbes()
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH'] as const) {
      const body = expectFailure(await app.inject({ method, url: '/api/no-such-route?x=1' }), 404, 'NOT_FOUND')
      expect(body).toEqual({
        status: false,
        code: 'NOT_FOUND',
        msg: 'Хуудас олдсонгүй',
        enMsg: "The Page can't be found",
        koMsg: '페이지를 찾을 수 없습니다',
      })
    }
    expectFailure(await app.inject({ method: 'GET', url: '/api' }), 404, 'NOT_FOUND')
    const head = await app.inject({ method: 'HEAD', url: '/api/no-such-route' })
    expect(head.statusCode).toBe(404)
  })

  it('answers a malformed URL with 400 in the same shape', async () => {
    app = appWithProbes()
    expectFailure(await app.inject({ method: 'GET', url: '/api/%E0%A4%A' }), 400, 'BAD_REQUEST')
  })

  it('answers an unexpected exception with 500 and the generic text only, and logs it with its stack', async () => {
    const lines: string[] = []
    app = appWithProbes(lines)
    const response = await app.inject({ method: 'GET', url: '/api/boom' })
    const body = expectFailure(response, 500, 'SERVER_ERROR')
    expect(body).toEqual({
      status: false,
      code: 'SERVER_ERROR',
      msg: 'Уучлаарай, алдаа гарлаа',
      enMsg: 'Sorry, an error occurred',
      koMsg: '죄송합니다. 오류가 발생했습니다',
    })
    expect(response.body).not.toContain('hunter2')
    const logged = lines.map((line) => JSON.parse(line) as { level: number; err?: { message: string; stack: string } })
    const error = logged.find((entry) => entry.level === 50)
    expect(error?.err?.message).toBe('secret detail: password=hunter2')
    expect(error?.err?.stack).toContain('errorHandler.test.ts')
  })

  it('answers a thrown non-error with 500 as well', async () => {
    app = appWithProbes()
    expectFailure(await app.inject({ method: 'GET', url: '/api/throws-string' }), 500, 'SERVER_ERROR')
  })

  it('answers the document store’s errors with their catalogue status and their own message', async () => {
    app = appWithProbes()
    const conflict = expectFailure(
      await app.inject({ method: 'GET', url: '/api/store-conflict' }),
      409,
      'DOCUMENT_CONFLICT',
    )
    expect(conflict.enMsg).toBe('form "x" was changed by someone else')
    const invalid = expectFailure(
      await app.inject({ method: 'GET', url: '/api/store-invalid' }),
      400,
      'DOCUMENT_INVALID',
    )
    expect(invalid).toMatchObject({
      msg: 'form "x" баримтыг хадгалах боломжгүй',
      enMsg: 'form "x" cannot be saved',
      // A message of the moment with no Korean leaves the code's own Korean text.
      koMsg: ERROR_CATALOGUE.DOCUMENT_INVALID.koMsg,
      issues: [{ path: '/name', code: 'pattern', file: 'documents/forms/x.json' }],
    })
  })
})

describe('errorAnswer', () => {
  it('keeps the status of a client error from elsewhere', () => {
    expect(errorAnswer(Object.assign(new Error('no'), { statusCode: 403 }))).toMatchObject({
      statusCode: 403,
      body: { code: 'FORBIDDEN' },
      unexpected: false,
    })
    expect(errorAnswer(Object.assign(new Error('odd'), { status: 418 }))).toMatchObject({
      statusCode: 400,
      body: { code: 'BAD_REQUEST' },
    })
  })

  it('treats a server error from elsewhere as unexpected and says nothing of it', () => {
    const answer = errorAnswer(Object.assign(new Error('pool exhausted at db.internal:5432'), { statusCode: 502 }))
    expect(answer).toEqual({
      statusCode: 500,
      body: {
        status: false,
        code: 'SERVER_ERROR',
        msg: 'Уучлаарай, алдаа гарлаа',
        enMsg: 'Sorry, an error occurred',
        koMsg: '죄송합니다. 오류가 발생했습니다',
      },
      unexpected: true,
    })
  })

  it('answers a catalogue error with its own status, texts and details', () => {
    const answer = errorAnswer(
      tamgaError('DOCUMENT_INVALID', {
        in: 'body',
        issues: [{ path: '/title', code: 'required', message: { mn_MN: 'алга', en_US: 'missing' } }],
      }),
    )
    expect(answer).toEqual({
      statusCode: 400,
      body: {
        status: false,
        code: 'DOCUMENT_INVALID',
        msg: ERROR_CATALOGUE.DOCUMENT_INVALID.msg,
        enMsg: ERROR_CATALOGUE.DOCUMENT_INVALID.enMsg,
        koMsg: ERROR_CATALOGUE.DOCUMENT_INVALID.koMsg,
        in: 'body',
        issues: [{ path: '/title', code: 'required', message: { mn_MN: 'алга', en_US: 'missing' } }],
      },
      unexpected: false,
    })
  })

  it('does not take a code that merely resembles a catalogue code', () => {
    expect(errorAnswer(Object.assign(new Error('x'), { code: 'Not-Found' })).body.code).toBe('SERVER_ERROR')
    expect(errorAnswer(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })).body.code).toBe('SERVER_ERROR')
  })
})
