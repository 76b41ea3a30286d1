import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { FormDocument } from '../documents/form.ts'
import type { ModelDocument } from '../documents/model.ts'
import { checkFormRecord, formRecordSchema } from './form-record-schema.ts'

const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'book',
  title: { mn_MN: 'Ном', en_US: 'Book' },
  table: 'book',
  columns: [
    { name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } },
    { name: 'title', type: { name: 'varchar', length: 20 }, nullable: false },
    { name: 'summary', type: { name: 'varchar', length: 200 } },
    { name: 'pages', type: 'integer' },
    { name: 'price', type: { name: 'numeric', precision: 6, scale: 2 } },
    { name: 'published_on', type: 'date' },
    { name: 'read_at', type: 'timestamp' },
    { name: 'opens_at', type: 'time' },
    { name: 'email', type: 'text' },
    { name: 'phone', type: 'text' },
    { name: 'website', type: 'text' },
    { name: 'code', type: 'text' },
    { name: 'genre', type: { name: 'varchar', length: 20 } },
    { name: 'tags', type: 'jsonb' },
    { name: 'secret', type: 'text' },
    { name: 'status', type: { name: 'varchar', length: 20 }, nullable: false, default: { value: 'draft' } },
    { name: 'location', type: { name: 'geometry', shape: 'point' } },
    { name: 'owner_id', type: 'bigint' },
    { name: 'total', type: { name: 'numeric', precision: 10, scale: 2 } },
    { name: 'isbn', type: 'text', unique: true },
  ],
  primaryKey: ['id'],
  timestamps: true,
}

const form: FormDocument = {
  kind: 'form',
  version: 1,
  name: 'book-form',
  title: { mn_MN: 'Ном', en_US: 'Book' },
  model: 'book',
  identity: 'id',
  fields: [
    { name: 'id', widget: 'hidden' },
    {
      name: 'title',
      widget: 'text',
      required: true,
      rules: [
        { rule: 'maxLength', value: 50 },
        { rule: 'minLength', value: 2 },
      ],
    },
    { name: 'summary', widget: 'textarea', rules: [{ rule: 'maxLength', value: 10 }] },
    { name: 'pages', widget: 'number', rules: [{ rule: 'min', value: 1 }] },
    { name: 'price', widget: 'money', precision: 2 },
    { name: 'published_on', widget: 'date' },
    { name: 'read_at', widget: 'datetime' },
    { name: 'opens_at', widget: 'time' },
    { name: 'email', widget: 'text', rules: [{ rule: 'email' }] },
    { name: 'phone', widget: 'text', rules: [{ rule: 'phone' }] },
    { name: 'website', widget: 'text', rules: [{ rule: 'url' }] },
    {
      name: 'code',
      widget: 'text',
      rules: [{ rule: 'pattern', pattern: '^\\p{Lu}{2}-[0-9]+$', message: { mn_MN: 'Код', en_US: 'Code' } }],
    },
    {
      name: 'genre',
      widget: 'select',
      options: {
        source: 'static',
        items: [
          { value: 'novel', label: { mn_MN: 'Роман', en_US: 'Novel' } },
          { value: 'poem', label: { mn_MN: 'Шүлэг', en_US: 'Poem' } },
        ],
      },
    },
    {
      name: 'tags',
      widget: 'multi-select',
      options: {
        source: 'static',
        items: [
          { value: 'a', label: { mn_MN: 'А', en_US: 'A' } },
          { value: 'b', label: { mn_MN: 'Б', en_US: 'B' } },
        ],
      },
    },
    { name: 'secret', widget: 'password' },
    { name: 'status', widget: 'text', required: true, disabled: true },
    {
      name: 'location',
      widget: 'geographic',
      geographic: { geometry: 'point', center: { longitude: 106.9, latitude: 47.9 }, zoom: 10 },
    },
    { name: 'owner_id', widget: 'hidden', fillWithCurrentUser: true },
    { name: 'total', widget: 'money', formula: 'pages * price' },
    { name: 'isbn', widget: 'text', rules: [{ rule: 'unique' }] },
    { name: 'nickname', widget: 'text' },
    { name: 'chapters', widget: 'sub-form', subForm: { form: 'chapter-form', connectionField: 'book_id' } },
  ],
}

const valid = { title: 'Тунгалаг Тамир', pages: 300, price: 19.99 }

/** The paths and codes of the issues a record raises. */
const problems = (record: unknown, mode: 'create' | 'update' = 'create'): string[] =>
  checkFormRecord(form, model, record, mode).map((found) => `${found.path} ${found.code}`)

describe('formRecordSchema', () => {
  const schema = formRecordSchema(form, model)

  it('is a closed object with one property per field bound to a column', () => {
    expect(schema.type).toBe('object')
    expect(schema.additionalProperties).toBe(false)
    expect(Object.keys(schema.properties)).toEqual([
      'id',
      'title',
      'summary',
      'pages',
      'price',
      'published_on',
      'read_at',
      'opens_at',
      'email',
      'phone',
      'website',
      'code',
      'genre',
      'tags',
      'secret',
      'status',
      'location',
      'isbn',
    ])
  })

  it('leaves out formula, fillWithCurrentUser, sub-form and column-less fields', () => {
    for (const name of ['total', 'owner_id', 'chapters', 'nickname']) expect(schema.properties).not.toHaveProperty(name)
  })

  it('is plain JSON that survives being sent to the browser', () => {
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema)
  })

  it('requires in create mode only the required fields without a column default', () => {
    expect(schema.required).toEqual(['title'])
    expect(formRecordSchema(form, model, { mode: 'update' }).required).toEqual([])
  })

  it('takes the stricter of a length rule and the varchar length', () => {
    expect(schema.properties.title).toMatchObject({ type: 'string', maxLength: 20, minLength: 2 })
    expect(schema.properties.summary).toMatchObject({ type: ['string', 'null'], maxLength: 10 })
  })

  it('maps column types to JSON types and formats', () => {
    expect(schema.properties.id).toEqual({ type: 'integer' })
    expect(schema.properties.pages).toEqual({ type: ['integer', 'null'], minimum: 1, maximum: 2147483647 })
    expect(schema.properties.price).toEqual({
      type: ['number', 'null'],
      exclusiveMinimum: -10000,
      exclusiveMaximum: 10000,
    })
    expect(schema.properties.published_on).toEqual({ type: ['string', 'null'], format: 'date' })
    expect(schema.properties.tags).toEqual({ type: ['array', 'null'], items: { enum: ['a', 'b'] }, uniqueItems: true })
  })

  it('marks a password write-only and keeps hidden and disabled fields', () => {
    expect(schema.properties.secret).toMatchObject({ writeOnly: true })
    expect(schema.properties.id).toBeDefined()
    expect(schema.properties.status).toEqual({ type: 'string', maxLength: 20, minLength: 1 })
  })
})

describe('checkFormRecord', () => {
  it('accepts a valid record', () => {
    expect(
      checkFormRecord(
        form,
        model,
        {
          ...valid,
          id: 7,
          summary: null,
          published_on: '2024-02-29',
          read_at: '2024-05-01T10:30:00',
          opens_at: '09:00:00',
          email: 'bat@example.mn',
          phone: '99112233',
          website: 'https://example.mn/books',
          code: 'ӨВ-12',
          genre: 'novel',
          tags: ['a', 'b'],
          secret: 'correct horse',
          status: 'published',
          location: { type: 'Point', coordinates: [106.9, 47.9] },
          isbn: '978-99929',
        },
        'create',
      ),
    ).toEqual([])
  })

  it('refuses a create without a required field, at the field', () => {
    const issues = checkFormRecord(form, model, { pages: 3 }, 'create')
    expect(issues.map((found) => [found.path, found.code])).toEqual([['/title', 'required']])
    expect(issues[0]?.message.en_US).toContain('title')
    expect(issues[0]?.message.mn_MN).toContain('title')
  })

  it('accepts a partial record in update mode, with the same form and model', () => {
    expect(problems({ pages: 3 }, 'update')).toEqual([])
    expect(problems({ pages: 3 }, 'create')).toEqual(['/title required'])
  })

  it('refuses null and an empty text for a required field, in both modes', () => {
    expect(problems({ title: null }, 'update')).toEqual(['/title type'])
    expect(problems({ title: '' }, 'update')).toEqual(['/title minLength'])
    expect(problems({ ...valid, status: null })).toEqual(['/status type'])
  })

  it('accepts null for a field that is neither required nor on a not-null column', () => {
    expect(problems({ ...valid, pages: null, genre: null, location: null })).toEqual([])
  })

  it('enforces the varchar length and the field length rules', () => {
    expect(problems({ ...valid, title: 'x'.repeat(21) })).toEqual(['/title maxLength'])
    expect(problems({ ...valid, title: 'x'.repeat(20) })).toEqual([])
    expect(problems({ ...valid, title: 'x' })).toEqual(['/title minLength'])
    expect(problems({ ...valid, summary: 'x'.repeat(11) })).toEqual(['/summary maxLength'])
  })

  it('enforces the integer range and integrality', () => {
    expect(problems({ ...valid, pages: 2147483647 })).toEqual([])
    expect(problems({ ...valid, pages: 2147483648 })).toEqual(['/pages maximum'])
    expect(problems({ ...valid, pages: 1.5 })).toEqual(['/pages type'])
    expect(problems({ ...valid, pages: 0 })).toEqual(['/pages minimum'])
  })

  it('bounds a numeric by its precision and scale but leaves rounding to the server', () => {
    expect(problems({ ...valid, price: 9999.99 })).toEqual([])
    expect(problems({ ...valid, price: -9999.99 })).toEqual([])
    expect(problems({ ...valid, price: 10000 })).toEqual(['/price exclusiveMaximum'])
    expect(problems({ ...valid, price: -10000 })).toEqual(['/price exclusiveMinimum'])
    expect(problems({ ...valid, price: 0.1 + 0.2 })).toEqual([])
  })

  it('enforces date, timestamp and time formats', () => {
    expect(problems({ ...valid, published_on: '2023-02-29' })).toEqual(['/published_on format'])
    expect(problems({ ...valid, published_on: '29.02.2024' })).toEqual(['/published_on format'])
    expect(problems({ ...valid, read_at: '2024-05-01' })).toEqual(['/read_at format'])
    expect(problems({ ...valid, opens_at: '9 o’clock' })).toEqual(['/opens_at format'])
  })

  it('enforces static options', () => {
    expect(problems({ ...valid, genre: 'essay' })).toEqual(['/genre enum'])
    expect(problems({ ...valid, tags: ['a', 'x'] })).toEqual(['/tags/1 enum'])
    expect(problems({ ...valid, tags: ['a', 'a'] })).toEqual(['/tags uniqueItems'])
    expect(problems({ ...valid, tags: 'a' })).toEqual(['/tags type'])
  })

  it('enforces a Unicode pattern, e-mail, phone and url rules', () => {
    expect(problems({ ...valid, code: 'ab-12' })).toEqual(['/code pattern'])
    expect(problems({ ...valid, email: 'bat.example.mn' })).toEqual(['/email format'])
    expect(problems({ ...valid, phone: '9911223' })).toEqual(['/phone pattern'])
    expect(problems({ ...valid, phone: '9911223a' })).toEqual(['/phone pattern'])
    expect(problems({ ...valid, website: 'not a url' })).toEqual(['/website format'])
  })

  it('requires a GeoJSON geometry of the column shape', () => {
    expect(problems({ ...valid, location: { coordinates: [1, 2] } })).toEqual(['/location/type required'])
    expect(problems({ ...valid, location: { type: 'Polygon', coordinates: [] } })).toEqual(['/location/type const'])
  })

  it('refuses unknown and server-filled fields, at the field', () => {
    const issues = checkFormRecord(form, model, { ...valid, colour: 'red', owner_id: 5 }, 'create')
    expect(issues.map((found) => `${found.path} ${found.code}`)).toEqual([
      '/colour additionalProperties',
      '/owner_id additionalProperties',
    ])
    expect(issues[0]?.message.mn_MN).toContain('colour')
  })

  it('refuses a record that is not an object', () => {
    expect(problems(['title'])).toEqual([' type'])
  })
})

describe('the heritage application form', () => {
  const examples = new URL('../../../../examples/heritage/documents/', import.meta.url)
  const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, examples), 'utf8')) as T
  const applicationForm = read<FormDocument>('forms/application-form.json')
  const application = read<ModelDocument>('models/application.json')
  const check = (record: unknown, mode: 'create' | 'update' = 'create'): string[] =>
    checkFormRecord(applicationForm, application, record, mode).map((found) => `${found.path} ${found.code}`)
  const record = { heritage_bearer_id: 12, title: 'Морин хуурын сургалт', amount: 1500000.5 }

  it('writes the columns of its own fields, never the server-filled or workflow ones', () => {
    const schema = formRecordSchema(applicationForm, application)
    expect(Object.keys(schema.properties)).toEqual([
      'id',
      'heritage_bearer_id',
      'title',
      'description',
      'amount',
      'attachment',
      'process_status',
    ])
    expect(schema.required).toEqual(['heritage_bearer_id', 'title', 'amount'])
  })

  it('accepts a new application and refuses one without its required fields', () => {
    expect(check(record)).toEqual([])
    expect(check({ description: 'Тайлбар' })).toEqual([
      '/heritage_bearer_id required',
      '/title required',
      '/amount required',
    ])
  })

  it('enforces the amount rules and the title length', () => {
    expect(check({ ...record, amount: -1 })).toEqual(['/amount minimum'])
    expect(check({ ...record, amount: 100000001 })).toEqual(['/amount maximum'])
    expect(check({ ...record, title: 'ө'.repeat(256) })).toEqual(['/title maxLength'])
  })

  it('accepts a partial update but not emptying a required field', () => {
    expect(check({ description: 'Шинэ тайлбар' }, 'update')).toEqual([])
    expect(check({ amount: null }, 'update')).toEqual(['/amount type'])
    expect(check({ applicant_id: 3 }, 'update')).toEqual(['/applicant_id additionalProperties'])
  })
})
