import { describe, expect, it } from 'vitest'
import { importedDocument, jsonFileName } from './transfer.ts'

describe('JSON import and export', () => {
  it('names the exported file after the kind and the document', () => {
    expect(jsonFileName('form', 'grant-form')).toBe('form-grant-form.json')
  })

  it('takes a document of the same kind under the open document’s name, and says when it renamed it', () => {
    const text = JSON.stringify({ kind: 'form', version: 1, name: 'other-form', title: 'x' })
    expect(importedDocument(text, 'form', 'grant-form')).toEqual({
      ok: true,
      document: { kind: 'form', version: 1, name: 'grant-form', title: 'x' },
      renamed: true,
    })
  })

  it('refuses text that is not JSON, and a document of another kind', () => {
    expect(importedDocument('{ not json', 'form', 'a')).toEqual({ ok: false, problem: 'jsonInvalid' })
    expect(importedDocument('[1]', 'form', 'a')).toEqual({ ok: false, problem: 'jsonInvalid' })
    expect(importedDocument('{"kind":"grid","name":"a"}', 'form', 'a')).toEqual({
      ok: false,
      problem: 'importWrongKind',
    })
  })
})
