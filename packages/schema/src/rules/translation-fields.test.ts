import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { FormDocument } from '../documents/form.ts'
import { checkModel, effectiveColumns, type ModelDocument, translationColumns } from '../documents/model.ts'
import { checkFormRecord, formRecordSchema } from './form-record-schema.ts'
import { withTranslationFields } from './translation-fields.ts'

const examples = new URL('../../../../examples/heritage/documents/', import.meta.url)
const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, examples), 'utf8')) as T
const news = read<ModelDocument>('models/news.json')
const newsForm = read<FormDocument>('forms/news-form.json')

const model = (columns: ModelDocument['columns']): ModelDocument => ({
  kind: 'model',
  version: 1,
  name: 'story',
  title: 'Өгүүлэл',
  table: 'story',
  columns: [{ name: 'id', type: 'bigint', nullable: false, default: { named: 'identity' } }, ...columns],
  primaryKey: ['id'],
})

describe('a translatable column', () => {
  it('brings a nullable column of its type for English and for Korean, right after it', () => {
    const title = {
      name: 'title',
      type: { name: 'varchar', length: 120 },
      nullable: false,
      translatable: true,
    } as const
    expect(translationColumns(title)).toEqual([
      {
        name: 'title_en',
        type: { name: 'varchar', length: 120 },
        nullable: true,
        label: { mn_MN: 'title (англи)', en_US: 'title (English)', ko_KR: 'title (영어)' },
      },
      {
        name: 'title_ko',
        type: { name: 'varchar', length: 120 },
        nullable: true,
        label: { mn_MN: 'title (солонгос)', en_US: 'title (Korean)', ko_KR: 'title (한국어)' },
      },
    ])
    expect(effectiveColumns(model([title, { name: 'note', type: 'text' }])).map((column) => column.name)).toEqual([
      'id',
      'title',
      'title_en',
      'title_ko',
      'note',
    ])
    expect(translationColumns({ name: 'note', type: 'text' })).toEqual([])
  })

  it('is refused on a column that holds no text, or whose companions’ names are taken or too long', () => {
    const codes = (columns: ModelDocument['columns']) => checkModel(model(columns)).map((found) => found.code)
    expect(codes([{ name: 'pages', type: 'integer', translatable: true }])).toEqual(['translatable-type'])
    expect(
      codes([
        { name: 'title', type: 'text', translatable: true },
        { name: 'title_ko', type: 'text' },
      ]),
    ).toEqual(['translation-column-taken'])
    expect(codes([{ name: 'a'.repeat(62), type: 'text', translatable: true }])).toEqual([
      'translation-column-too-long',
      'translation-column-too-long',
    ])
    expect(checkModel(news)).toEqual([])
  })
})

describe('a form over translatable columns', () => {
  const expanded = withTranslationFields(newsForm, news)

  it('follows each of their fields with a field per language, captioned with the language', () => {
    expect(expanded.fields.map((field) => field.name)).toEqual([
      'id',
      'title',
      'title_en',
      'title_ko',
      'summary',
      'summary_en',
      'summary_ko',
      'image',
      'published_at',
      'is_published',
      'body',
      'body_en',
      'body_ko',
      'view_count',
      'created_by',
    ])
    const bodyKo = expanded.fields.find((field) => field.name === 'body_ko')
    expect(bodyKo).toMatchObject({
      widget: 'rich-text',
      editor: 'full',
      label: { mn_MN: 'Агуулга (солонгос)', en_US: 'Content (Korean)', ko_KR: '내용 (한국어)' },
    })
    expect(bodyKo?.required).toBeUndefined()
    expect(expanded.layout?.[0]).toBe('title')
    expect(expanded.layout?.slice(0, 6)).toEqual([
      'title',
      'title_en',
      'title_ko',
      'summary',
      'summary_en',
      'summary_ko',
    ])
    expect(expanded.layout?.slice(-3)).toEqual(['body', 'body_en', 'body_ko'])
  })

  it('places the translations inside rows and sections beside their field', () => {
    const form: FormDocument = {
      ...newsForm,
      layout: [{ type: 'section', title: 'Мэдээ', children: [{ type: 'row', columns: [{ children: ['title'] }] }] }],
    }
    expect(withTranslationFields(form, news).layout).toEqual([
      {
        type: 'section',
        title: 'Мэдээ',
        children: [{ type: 'row', columns: [{ children: ['title', 'title_en', 'title_ko'] }] }],
      },
    ])
  })

  it('lets a translation be left empty but not longer than its column, and keeps the form’s own rules to the Mongolian', () => {
    const check = (record: Record<string, unknown>) =>
      checkFormRecord(expanded, news, { title: 'Мэдээ', body: '<p>Текст</p>', ...record }, 'create').map(
        (found) => `${found.path} ${found.code}`,
      )
    expect(check({ title_en: 'News', title_ko: null, body_ko: '<p>본문</p>' })).toEqual([])
    expect(check({ title_en: 'x'.repeat(256) })).toEqual(['/title_en maxLength'])
    expect(formRecordSchema(expanded, news).required).toEqual(['title', 'body'])
  })

  it('is the form itself when its model has no translatable column', () => {
    const plain = model([{ name: 'title', type: 'text' }])
    expect(withTranslationFields(newsForm, plain)).toBe(newsForm)
    expect(withTranslationFields(newsForm, undefined)).toBe(newsForm)
  })
})
