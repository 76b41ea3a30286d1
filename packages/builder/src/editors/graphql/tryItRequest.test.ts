import { describe, expect, it } from 'vitest'
import { tryItRequest } from './tryItRequest.ts'

describe('tryItRequest', () => {
  it('sends a query with a chosen role to the preview, naming the role', () => {
    expect(tryItRequest('{ newsList { id } }', 5)).toEqual({
      path: '/graphql/preview',
      body: { query: '{ newsList { id } }', roleId: 5 },
    })
  })

  it('sends a query without a chosen role to the endpoint, as the signed-in caller', () => {
    expect(tryItRequest('{ newsList { id } }', undefined)).toEqual({
      path: '/graphql',
      body: { query: '{ newsList { id } }' },
    })
  })
})
