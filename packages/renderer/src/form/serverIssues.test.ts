import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ErrorSchema } from '@rjsf/utils'
import { checkFormRecord, type FormDocument, type ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import type { FormValues } from './compile/index.ts'
import {
  errorsOfFields,
  failureCode,
  issueField,
  serverIssueErrors,
  serverIssuesOf,
  withoutFieldErrors,
} from './serverIssues.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const form = readJson<FormDocument>('forms/heritage-bearer-form.json')
const model = readJson<ModelDocument>('models/heritage_bearer.json')
const shown = new Set(['last_name', 'first_name', 'register_number', 'heritage_domain_id', 'aimag_id', 'photo'])

/** The error body the engine server answers for a refused record (a 400 VALIDATION_FAILED). */
const refusal = (record: unknown) => ({
  status: false,
  code: 'VALIDATION_FAILED',
  msg: 'Илгээсэн мэдээлэл буруу байна',
  enMsg: 'The data sent is not valid',
  issues: checkFormRecord(form, model, record, 'create'),
})

describe('the issues of a refused write', () => {
  it('are read from the engine server’s error body, and none from a body that is not one', () => {
    const body = refusal({ first_name: 'Болд' })
    expect(failureCode(body)).toBe('VALIDATION_FAILED')
    expect(serverIssuesOf(body).map((issue) => issue.path)).toEqual(
      expect.arrayContaining(['/last_name', '/heritage_domain_id']),
    )
    expect(serverIssuesOf({ code: 'SERVER_ERROR' })).toEqual([])
    expect(serverIssuesOf('Bad gateway')).toEqual([])
    // A body that is not the catalogue's error body is not read in part.
    expect(serverIssuesOf({ issues: [{ code: 'x' }, { path: '/a', code: 'y' }] })).toEqual([])
    expect(failureCode(undefined)).toBeUndefined()
  })

  it('name the field of their JSON Pointer, unescaped', () => {
    expect(issueField('/title')).toBe('title')
    expect(issueField('/items/0/amount')).toBe('items')
    expect(issueField('/a~1b')).toBe('a/b')
    expect(issueField('')).toBe('')
  })

  it('are shown at their fields in the browser’s own words, in any interface language', () => {
    const issues = serverIssuesOf(refusal({ first_name: 'Болд', last_name: 'x'.repeat(80) }))
    const mn = serverIssueErrors(issues, form, 'mn_MN', shown)
    expect(mn.errorSchema).toMatchObject({
      last_name: { __errors: ['Хамгийн ихдээ 75 тэмдэгт оруулна уу'] },
      heritage_domain_id: { __errors: ['Утга оруулна уу'] },
    })
    expect(mn.unplaced).toEqual([])
    const ko = serverIssueErrors(issues, form, 'ko_KR', shown)
    expect(ko.errorSchema).toMatchObject({ heritage_domain_id: { __errors: ['값을 입력하세요'] } })
  })

  it('keep the field rule’s own message when the document gives one', () => {
    const issues = serverIssuesOf(refusal({ first_name: 'Болд', last_name: 'Bat1', heritage_domain_id: 1 }))
    const { errorSchema } = serverIssueErrors(issues, form, 'en_US', shown)
    expect(errorSchema).toEqual({ last_name: { __errors: ['Use Latin or Mongolian letters'] } })
  })

  it('say a taken value in the words of the field’s unique rule', () => {
    // What the engine server answers for a unique violation (23505) at the column.
    const taken = {
      path: '/register_number',
      code: 'unique',
      message: { mn_MN: 'өөр бичлэгт бүртгэгдсэн байна', en_US: 'is already used by another record' },
    }
    expect(serverIssueErrors([taken], form, 'en_US', shown).errorSchema).toEqual({
      register_number: { __errors: ['This value is already registered'] },
    })
    expect(serverIssueErrors([taken], form, 'mn_MN', shown).errorSchema).toEqual({
      register_number: { __errors: ['Давхацсан утга оруулсан байна!'] },
    })
  })

  it('keep the server’s words for its own checks, Mongolian when it has none in the language', () => {
    const referenced = {
      path: '/heritage_domain_id',
      code: 'reference',
      message: { mn_MN: 'холбогдох бичлэг олдсонгүй', en_US: 'names a related record that does not exist' },
    }
    expect(serverIssueErrors([referenced], form, 'en_US', shown).errorSchema).toEqual({
      heritage_domain_id: { __errors: ['names a related record that does not exist'] },
    })
    expect(serverIssueErrors([referenced], form, 'ko_KR', shown).errorSchema).toEqual({
      heritage_domain_id: { __errors: ['холбогдох бичлэг олдсонгүй'] },
    })
  })

  it('about the record or a field not drawn now are listed apart, after the field’s label', () => {
    const { errorSchema, unplaced } = serverIssueErrors(
      [
        { path: '', code: 'sub-form', message: { mn_MN: 'Мөр буруу', en_US: 'A row is wrong' } },
        { path: '/is_published', code: 'type', params: { type: 'boolean' } },
      ],
      form,
      'en_US',
      shown,
    )
    expect(errorSchema).toEqual({})
    expect(unplaced).toEqual(['A row is wrong', 'Publish: Please choose yes or no'])
  })
})

describe('the errors at the fields', () => {
  it('lose a field’s errors once its value changes', () => {
    const errors = { title: { __errors: ['a'] }, body: { __errors: ['b'] } } as ErrorSchema<FormValues>
    expect(withoutFieldErrors(errors, ['title'])).toEqual({ body: { __errors: ['b'] } })
    expect(withoutFieldErrors(errors, ['title', 'body'])).toEqual({})
    expect(errors).toHaveProperty('title')
  })
})

describe('the errors of some fields', () => {
  it('are those of the fields named that hold a message, not the empty entries rjsf leaves', () => {
    const errorSchema = {
      __errors: ['about the record'],
      last_name: { __errors: ['Утга оруулна уу'] },
      first_name: { __errors: [] },
      email: { __errors: ['bad'] },
      geometry: { coordinates: { __errors: ['nested'] } },
    } as unknown as ErrorSchema<FormValues>
    expect(errorsOfFields(errorSchema, new Set(['last_name', 'first_name', 'geometry']))).toEqual({
      last_name: { __errors: ['Утга оруулна уу'] },
      geometry: { coordinates: { __errors: ['nested'] } },
    })
    expect(errorsOfFields(errorSchema, new Set(['first_name']))).toEqual({})
  })
})
