import { describe, expect, it } from 'vitest'
import { NameRegistry, slugify, toSqlIdentifier, transliterate } from './names.ts'

describe('names', () => {
  it('transliterates Mongolian the way the public routes are written', () => {
    expect(slugify('Өв тээгч')).toBe('uv-teegch')
    expect(slugify('Элч төлөөлөгч')).toBe('elch-tuluulugch')
    expect(transliterate('Хэрэглэгч')).toBe('hereglegch')
  })

  it('makes a document name of ids and mixed text, at most the given length', () => {
    expect(slugify('crud_form')).toBe('crud-form')
    expect(slugify('  Маягт, хүснэгт нэгтгэл  ')).toBe('mayagt-husnegt-negtgel')
    expect(slugify('Cистем лог')).toBe('cistem-log')
    expect(slugify('a'.repeat(200)).length).toBe(128)
    expect(slugify('!!!')).toBe('')
  })

  it('hands out unique names per kind in request order', () => {
    const names = new NameRegistry()
    expect(names.claim('form', ['Өргөдөл form'], 'form')).toBe('urgudul-form')
    expect(names.claim('form', ['Өргөдөл form'], 'form')).toBe('urgudul-form-2')
    expect(names.claim('grid', ['Өргөдөл form'], 'grid')).toBe('urgudul-form')
    expect(names.claim('form', ['', undefined], 'form-7')).toBe('form-7')
    expect(names.claimExact('model', 'heritage_bearer', 'model')).toBe('heritage_bearer')
  })

  it('turns Lambda table names into SQL identifiers and says what changed', () => {
    expect(toSqlIdentifier('users')).toEqual({ identifier: 'users' })
    expect(toSqlIdentifier('workflow_and_process.workflow_category')).toEqual({
      identifier: 'workflow_category',
      change: 'schema-dropped',
    })
    expect(toSqlIdentifier('CRUD_LOG')).toEqual({ identifier: 'crud_log', change: 'lower-cased' })
    expect(toSqlIdentifier('2fa-codes')).toEqual({ identifier: '_2fa_codes', change: 'rewritten' })
    expect(toSqlIdentifier('  ')).toBeUndefined()
  })
})
