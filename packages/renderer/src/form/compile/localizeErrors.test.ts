import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import validator from '@rjsf/validator-ajv8'
import type { FormDocument, FormRecordMode, LanguageCode, ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm, errorField, fieldErrorMessage, localizeErrors, validationMessage } from './index.ts'

const documents = fileURLToPath(new URL('../../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(`${documents}${path}`, 'utf8')) as T

/** What the person reads under each field after rjsf validated `values` with the compiled schema. */
function messagesFor(name: string, values: Record<string, unknown>, language: LanguageCode, mode: FormRecordMode) {
  const form = readJson<FormDocument>(`forms/${name}.json`)
  const model = readJson<ModelDocument>(`models/${form.model}.json`)
  const compiled = compileForm(form, { model, language, mode })
  const { errors } = validator.validateFormData(values, compiled.schema)
  return localizeErrors(errors, form, language).map((error) => [errorField(error), error.message])
}

describe('localizeErrors', () => {
  it('says a required field is missing in the field’s own words, or the standard ones', () => {
    expect(messagesFor('news-form', {}, 'mn_MN', 'create')).toEqual([
      ['title', 'Талбарыг бөглөнө үү!'],
      ['body', 'Утга оруулна уу'],
    ])
    expect(messagesFor('news-form', {}, 'en_US', 'create')).toEqual([
      ['title', 'Please fill in this field'],
      ['body', 'Please enter a value'],
    ])
    expect(messagesFor('news-form', {}, 'ko_KR', 'create')).toEqual([
      ['title', '이 항목을 입력해 주세요!'],
      ['body', '값을 입력하세요'],
    ])
  })

  it('says the same when a required text is emptied in an update', () => {
    expect(messagesFor('news-form', { title: '' }, 'en_US', 'update')).toEqual([['title', 'Please fill in this field']])
  })

  it('uses the message a rule carries, in the chosen language', () => {
    const values = { last_name: 'Bat1', first_name: 'Болд', sort_order: 0 }
    expect(messagesFor('ahas-member-form', values, 'mn_MN', 'create')).toEqual([
      ['last_name', 'Латин эсвэл монгол үсгээр бичнэ үү'],
    ])
    expect(messagesFor('ahas-member-form', values, 'en_US', 'create')).toEqual([
      ['last_name', 'Use Latin or Mongolian letters'],
    ])
    expect(messagesFor('application-form', { amount: -5 }, 'en_US', 'update')).toEqual([
      ['amount', 'The amount cannot be negative'],
    ])
    expect(messagesFor('feedback-public-form', { phone: '12 34' }, 'ko_KR', 'update')).toEqual([
      ['phone', '숫자만, 공백 없이'],
    ])
  })

  it('uses the standard text of the check when the rule has no message', () => {
    expect(messagesFor('application-form', { amount: 200_000_000 }, 'en_US', 'update')).toEqual([
      ['amount', 'The largest allowed value is 100000000'],
    ])
    expect(messagesFor('news-form', { title: 'x'.repeat(256) }, 'mn_MN', 'update')).toEqual([
      ['title', 'Хамгийн ихдээ 255 тэмдэгт оруулна уу'],
    ])
    expect(messagesFor('content-item-form', { media_kind: 'podcast' }, 'en_US', 'update')).toEqual([
      ['media_kind', 'Please choose one of the options'],
    ])
    expect(messagesFor('news-form', { view_count: 'many' }, 'mn_MN', 'update')).toEqual([
      ['view_count', 'Бүхэл тоо оруулна уу'],
    ])
  })

  it('starts the error list entry with the field’s label', () => {
    const form = readJson<FormDocument>('forms/news-form.json')
    const [error] = localizeErrors(
      [{ name: 'required', property: 'title', params: { missingProperty: 'title' }, stack: 'title is required' }],
      form,
      'en_US',
    )
    expect(error).toMatchObject({ message: 'Please fill in this field', stack: 'Title: Please fill in this field' })
  })
})

describe('fieldErrorMessage', () => {
  it('names a field the form does not have', () => {
    const form = readJson<FormDocument>('forms/news-form.json')
    expect(
      fieldErrorMessage(
        { keyword: 'additionalProperties', field: '', params: { additionalProperty: 'x' } },
        form,
        'en_US',
      ),
    ).toBe(validationMessage('unknownField', 'en_US', { name: 'x' }))
  })
})
