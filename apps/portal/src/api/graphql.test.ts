import { describe, expect, it } from 'vitest'
import { graphql } from './graphql.ts'
import { graphqlErrorMessage } from './graphqlErrors.ts'
import { createHttpClient } from './httpClient.ts'

function clientAnswering(status: number, body: unknown) {
  const sent: unknown[] = []
  const toasts: string[] = []
  const client = createHttpClient({
    fetch: (async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)))
      return new Response(JSON.stringify(body), { status })
    }) as typeof globalThis.fetch,
    token: () => undefined,
    language: () => 'mn_MN',
    messages: () => ({ forbidden: '', serverError: 'server error', network: '', timeout: '', unknown: '' }),
    notify: (message) => toasts.push(message),
    onNotAcceptable: () => {},
  })
  return { client, sent, toasts }
}

describe('graphql', () => {
  it('joins GraphQL errors into one message (spec 8.2)', () => {
    expect(graphqlErrorMessage([{ message: 'a' }, { message: 'b c' }])).toBe('GraphQL error: a | b c')
  })

  it('posts the query and variables and answers the data', async () => {
    const { client, sent } = clientAnswering(200, { data: { news: [{ id: 1 }] } })
    expect(await graphql(client, 'query { news { id } }', { limit: 1 })).toEqual({
      ok: true,
      data: { news: [{ id: 1 }] },
    })
    expect(sent).toEqual([{ query: 'query { news { id } }', variables: { limit: 1 } }])
  })

  it('shows the errors of a 200 answer as one toast', async () => {
    const { client, toasts } = clientAnswering(200, { data: null, errors: [{ message: 'x' }, { message: 'y' }] })
    const notify = (message: string) => toasts.push(message)
    expect(await graphql(client, '{ a }', {}, { notify })).toEqual({ ok: false, message: 'GraphQL error: x | y' })
    expect(toasts).toEqual(['GraphQL error: x | y'])
  })

  it('reads GraphQL errors from a failed answer too', async () => {
    const { client } = clientAnswering(400, { errors: [{ message: 'bad field' }] })
    expect(await graphql(client, '{ a }', {}, { quiet: true })).toEqual({
      ok: false,
      message: 'GraphQL error: bad field',
    })
  })
})
