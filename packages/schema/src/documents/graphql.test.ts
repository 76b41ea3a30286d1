import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import { canReadGraphqlEntry, type GraphqlDocument, graphqlKind } from './graphql.ts'

const folder = new URL('../../../../examples/heritage/documents/graphql/', import.meta.url)
const heritageEntries = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown] as const)

const base = (): GraphqlDocument => structuredClone(graphqlKind.example)

function problems(input: unknown): Array<{ path: string; code: string }> {
  const result = validateDocumentOf(graphqlKind, input)
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
}

/** A staff-only heritage bearer entry with its applications nested two levels deep. */
const bearer = (): GraphqlDocument => ({
  kind: 'graphql',
  version: 1,
  name: 'heritage-bearer-tree',
  model: 'heritage_bearer',
  typeName: 'HeritageBearerTree',
  access: { roles: [1, 2, 3] },
  subTables: [
    {
      model: 'application',
      name: 'applications',
      connectionField: 'heritage_bearer_id',
      subTables: [
        { model: 'application', name: 'related', connectionField: 'applicant_id', parentIdField: 'applicant_id' },
      ],
    },
  ],
})

describe('graphql documents', () => {
  it('the built-in example is valid and is the heritage news entry', () => {
    expect(problems(graphqlKind.example)).toEqual([])
    expect(heritageEntries.find(([file]) => file === 'news.json')?.[1]).toEqual(graphqlKind.example)
  })

  it('the heritage project exposes feedback, news and heritage_bearer', () => {
    expect(heritageEntries.map(([file]) => file).sort()).toEqual(['feedback.json', 'heritage_bearer.json', 'news.json'])
  })

  it.each(heritageEntries)('the heritage entry %s is valid', (file, document) => {
    expect(problems(document)).toEqual([])
    expect(`${(document as GraphqlDocument).name}.json`).toBe(file)
  })

  it('the heritage news entry is readable by visitors and the heritage_bearer entry has a sub-table', () => {
    const byFile = new Map(heritageEntries)
    const news = byFile.get('news.json') as GraphqlDocument
    const heritageBearer = byFile.get('heritage_bearer.json') as GraphqlDocument
    expect(canReadGraphqlEntry(news.access, { signedIn: false })).toBe(true)
    expect(heritageBearer.subTables?.length).toBeGreaterThan(0)
  })

  it('accepts sub-tables nested under sub-tables', () => {
    expect(problems(bearer())).toEqual([])
  })

  it('rejects a type name that is not a GraphQL name', () => {
    expect(problems({ ...base(), typeName: 'Heritage-Bearer' })).toEqual([{ path: '/typeName', code: 'pattern' }])
    expect(problems({ ...base(), typeName: '__News' })).toEqual([{ path: '/typeName', code: 'pattern' }])
    expect(problems({ ...base(), typeName: '1News' })).toEqual([{ path: '/typeName', code: 'pattern' }])
  })

  it('rejects an unknown field deep inside nested sub-tables', () => {
    const entry = bearer()
    Object.assign(entry.subTables?.[0]?.subTables?.[0] ?? {}, { table: 'application' })
    expect(problems(entry)).toEqual([{ path: '/subTables/0/subTables/0', code: 'additionalProperties' }])
  })

  it('rejects a sub-table without its connection field', () => {
    const entry = bearer()
    Reflect.deleteProperty(entry.subTables?.[0] ?? {}, 'connectionField')
    expect(problems(entry)).toEqual([{ path: '/subTables/0', code: 'required' }])
  })

  it('rejects a role id that is not a positive whole number', () => {
    expect(problems({ ...base(), access: { roles: [0] } })).toEqual([{ path: '/access/roles/0', code: 'minimum' }])
    expect(problems({ ...base(), access: { roles: ['staff'] } })).toEqual([{ path: '/access/roles/0', code: 'type' }])
  })

  it('rejects an action outside add, edit and delete', () => {
    expect(problems({ ...base(), actions: { add: false, create: true } })).toEqual([
      { path: '/actions', code: 'additionalProperties' },
    ])
  })

  it('rejects a hidden field listed twice', () => {
    expect(problems({ ...base(), hiddenFields: ['created_by', 'deleted_at', 'created_by'] })).toEqual([
      { path: '/hiddenFields/2', code: 'duplicate-hidden-field' },
    ])
  })

  it('rejects a hidden field listed twice inside a sub-table', () => {
    const entry = bearer()
    Object.assign(entry.subTables?.[0]?.subTables?.[0] ?? {}, { hiddenFields: ['amount', 'amount'] })
    expect(problems(entry)).toEqual([
      { path: '/subTables/0/subTables/0/hiddenFields/1', code: 'duplicate-hidden-field' },
    ])
  })

  it('rejects hiding the ID field', () => {
    expect(problems({ ...base(), hiddenFields: ['id'] })).toEqual([
      { path: '/hiddenFields/0', code: 'hidden-id-field' },
    ])
    expect(problems({ ...base(), idField: 'uid', hiddenFields: ['id'] })).toEqual([])
  })

  it('rejects two sub-tables with the same name on one level', () => {
    const entry = bearer()
    entry.subTables?.push({ model: 'news', name: 'applications', connectionField: 'created_by' })
    expect(problems(entry)).toEqual([{ path: '/subTables/1/name', code: 'duplicate-sub-table' }])
  })

  it('rejects two sub-tables with the same name on a nested level', () => {
    const entry = bearer()
    entry.subTables?.[0]?.subTables?.push({ model: 'news', name: 'related', connectionField: 'created_by' })
    expect(problems(entry)).toEqual([{ path: '/subTables/0/subTables/1/name', code: 'duplicate-sub-table' }])
  })

  it('allows the same sub-table name on different levels', () => {
    const entry = bearer()
    Object.assign(entry.subTables?.[0]?.subTables?.[0] ?? {}, { name: 'applications' })
    expect(problems(entry)).toEqual([])
  })

  it('rejects roles on a public entry', () => {
    expect(problems({ ...base(), access: { public: true, roles: [3] } })).toEqual([
      { path: '/access/roles', code: 'public-with-roles' },
    ])
  })

  it('rejects mutations on a public entry', () => {
    expect(problems({ ...base(), actions: { add: true, edit: false, delete: true } })).toEqual([
      { path: '/actions', code: 'public-write' },
    ])
    expect(problems({ ...base(), access: { public: false }, actions: { add: true, delete: true } })).toEqual([])
  })
})

describe('canReadGraphqlEntry', () => {
  it('without access rights any signed-in person reads, a visitor does not', () => {
    expect(canReadGraphqlEntry(undefined, { signedIn: true, roleId: 5 })).toBe(true)
    expect(canReadGraphqlEntry({ roles: [] }, { signedIn: true, roleId: 5 })).toBe(true)
    expect(canReadGraphqlEntry(undefined, { signedIn: false })).toBe(false)
  })

  it('with access rights only the listed roles read', () => {
    const access = { roles: [1, 2, 3] }
    expect(canReadGraphqlEntry(access, { signedIn: true, roleId: 3 })).toBe(true)
    expect(canReadGraphqlEntry(access, { signedIn: true, roleId: 4 })).toBe(false)
    expect(canReadGraphqlEntry(access, { signedIn: true })).toBe(false)
    expect(canReadGraphqlEntry(access, { signedIn: false, roleId: 3 })).toBe(false)
  })

  it('a public entry is read by everyone', () => {
    expect(canReadGraphqlEntry({ public: true }, { signedIn: false })).toBe(true)
    expect(canReadGraphqlEntry({ public: true }, { signedIn: true, roleId: 5 })).toBe(true)
  })
})
