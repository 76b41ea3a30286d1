import { DOCUMENT_KINDS, type DocumentKind, validateDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { isNewName, newDocument } from './newDocument.ts'

/** What a builder must still choose in a new document of these kinds, by pointer. */
const TO_CHOOSE: Partial<Record<DocumentKind, readonly string[]>> = {
  form: ['/model'],
  grid: ['/model', '/columns'],
  krud: ['/form', '/grid'],
  workflow: ['/model', '/krud', '/nodes', '/edges'],
}

const issuePaths = (document: unknown) => {
  const checked = validateDocument(document)
  return checked.ok ? [] : checked.issues.map((found) => found.path)
}

describe('a new document', () => {
  it('of every kind is named as asked and has issues only where the builder must still choose', () => {
    for (const kind of DOCUMENT_KINDS) {
      const document = newDocument(kind, 'fresh_one')
      expect(document.name).toBe('fresh_one')
      const allowed = TO_CHOOSE[kind] ?? []
      for (const path of issuePaths(document)) {
        expect(
          allowed.some((place) => path === place || path.startsWith(`${place}/`)),
          `${kind}: ${path}`,
        ).toBe(true)
      }
    }
  })

  it('takes the title the builder typed, for every kind, and stays valid as far as it was', () => {
    for (const kind of DOCUMENT_KINDS) {
      const document = newDocument(kind, 'arga_khemjee', ' Арга хэмжээ ')
      expect(document.title, kind).toBe('Арга хэмжээ')
      expect(issuePaths(document)).toEqual(issuePaths(newDocument(kind, 'arga_khemjee')))
    }
  })

  it('of a model is a table of its own name with an identity key, valid as it is', () => {
    const model = newDocument('model', 'grant_request') as { table?: string; primaryKey?: string[] }
    expect(model.table).toBe('grant_request')
    expect(model.primaryKey).toEqual(['id'])
    expect(issuePaths(model)).toEqual([])
  })

  it('of a form asks for its model', () => {
    expect(issuePaths(newDocument('form', 'grant-form'))).toContain('/model')
  })

  it('takes only names the server takes, and for a model an SQL identifier', () => {
    expect(isNewName('form', 'grant-form')).toBe(true)
    expect(isNewName('form', 'Grant form')).toBe(false)
    expect(isNewName('model', 'grant-request')).toBe(false)
    expect(isNewName('model', 'grant_request')).toBe(true)
  })
})
