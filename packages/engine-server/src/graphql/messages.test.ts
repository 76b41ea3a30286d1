// The messages are graphql-js's own, produced here by parsing, validating and running queries
// against a small schema, so a wording graphql-js changes shows up as an untranslated message.
import { buildSchema, GraphQLError, graphqlSync, parse, validate } from 'graphql/index.js'
import { describe, expect, it } from 'vitest'
import { graphqlMessageTexts } from './messages.ts'

const schema = buildSchema(`
  enum Kind { HERITAGE FESTIVAL }
  input ItemFilter { name: String! kind: Kind }
  type Item { id: ID! name: String amount: Float kind: Kind }
  type Query {
    item(id: ID!): Item
    items(first: Int, filter: ItemFilter): [Item]
  }
`)

/** The messages graphql-js answers a query with: its syntax error, or its validation errors. */
function messagesOf(query: string): string[] {
  try {
    return validate(schema, parse(query)).map((error) => error.message)
  } catch (error) {
    if (error instanceof GraphQLError) return [error.message]
    throw error
  }
}

/** The messages of running a query with variables (their coercion errors). */
function runMessages(query: string, variableValues: Record<string, unknown>): string[] {
  return (graphqlSync({ schema, source: query, variableValues }).errors ?? []).map((error) => error.message)
}

const FALLBACK_MN = 'GraphQL хүсэлт буруу:'
const FALLBACK_KO = 'GraphQL 요청이 올바르지 않습니다:'

describe('graphqlMessageTexts', () => {
  const queries = [
    '{ item(id: 1) { nam } }',
    '{ items(frist: 1) { id } }',
    '{ item { id } }',
    '{ item(id: 1) }',
    '{ item(id: 1) { id { x } } }',
    'query ($a: Int) { items { id } }',
    '{ items(first: $b) { id } }',
    '{ items(first: "x") { id } }',
    '{ items(filter: {}) { id } }',
    '{ items(filter: { nme: "a", name: "b" }) { id } }',
    '{ items(filter: { name: "a", kind: HERTAGE }) { id } }',
    '{ a: item(id: 1) { id } } { b: item(id: 2) { id } }',
    '{ ...Missing }',
    'query ($v: Unknown) { items { id } }',
    '{ item(id: 1, id: 2) { id } }',
    'fragment Unused on Item { id } { items { id } }',
    'query ($n: String) { items(first: $n) { id } }',
    '{ item(id: 1) { id @unknown } }',
    '{ item(',
    '{ item(id: 1) { id } ]',
  ]
  const tooLong = `{ items { ${'id '.repeat(120)}} }`

  it('says every validation and syntax message these queries meet in Mongolian and Korean, names as written', () => {
    const messages = queries.flatMap(messagesOf)
    expect(messages.length).toBeGreaterThanOrEqual(queries.length)
    try {
      parse(tooLong, { maxTokens: 100 })
    } catch (error) {
      messages.push((error as Error).message)
    }
    expect(messages.at(-1)).toMatch(/tokens/)
    for (const message of messages) {
      const { msg, enMsg, koMsg } = graphqlMessageTexts(message)
      expect(enMsg).toBe(message)
      expect(msg.startsWith(FALLBACK_MN), message).toBe(false)
      expect(koMsg.startsWith(FALLBACK_KO), message).toBe(false)
      expect(`${msg} ${koMsg}`, message).not.toMatch(/Did you mean|enum value|Expected|found|required|Document|Parsing/)
      for (const [name] of message.matchAll(/"[^"]*"/g)) {
        expect(msg, message).toContain(name)
        expect(koMsg, message).toContain(name)
      }
    }
  })

  it('says a variable’s coercion errors with their reason, translated too', () => {
    const messages = [
      ...runMessages('query ($a: Int) { items(first: $a) { id } }', { a: 'x' }),
      ...runMessages('query ($f: ItemFilter) { items(filter: $f) { id } }', { f: { kind: 'HERITAGE' } }),
      ...runMessages('query ($f: ItemFilter) { items(filter: $f) { id } }', { f: { name: 'a', kind: 'OTHER' } }),
      ...runMessages('query ($id: ID!) { item(id: $id) { id } }', {}),
      ...runMessages('query ($id: ID!) { item(id: $id) { id } }', { id: null }),
    ]
    expect(messages).toHaveLength(5)
    for (const message of messages) {
      const { msg, koMsg } = graphqlMessageTexts(message)
      expect(msg.startsWith(FALLBACK_MN), message).toBe(false)
      expect(msg, message).not.toMatch(/cannot represent|was not provided|does not exist|must not be null/)
      expect(koMsg, message).not.toMatch(/cannot represent|was not provided|does not exist|must not be null/)
    }
  })

  it('writes a suggestion as a question in each language', () => {
    const [message = ''] = messagesOf('{ item(id: 1) { nam } }')
    expect(graphqlMessageTexts(message)).toEqual({
      msg: '"Item" төрөлд "nam" талбар байхгүй. "name" гэсэн үү?',
      enMsg: 'Cannot query field "nam" on type "Item". Did you mean "name"?',
      koMsg: '"Item" 타입에 "nam" 필드가 없습니다. "name"을(를) 찾으셨나요?',
    })
  })

  it('keeps a message no rule knows in English, after a translated lead', () => {
    expect(graphqlMessageTexts('Something graphql-js says one day.')).toEqual({
      msg: `${FALLBACK_MN} Something graphql-js says one day.`,
      enMsg: 'Something graphql-js says one day.',
      koMsg: `${FALLBACK_KO} Something graphql-js says one day.`,
    })
  })
})
