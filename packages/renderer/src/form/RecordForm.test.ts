import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument } from '@tamga/schema'
import { createElement } from 'react'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient, HttpMethod } from '../http.ts'
import { recordsClient } from '../records/recordsClient.ts'
import { markupDrawer } from './markupDrawer.ts'
import { RecordForm, type RecordFormProps } from './RecordForm.tsx'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const formOf = (name: string) => readJson<FormDocument>(`documents/forms/${name}.json`)
const modelsOf = (form: FormDocument) => ({
  [form.model]: readJson<ModelDocument>(`documents/models/${form.model}.json`),
})
const seedRow = (table: string) => readJson<Array<Record<string, unknown>>>(`seed/${table}.json`)[0] ?? {}

/** The records client over an HTTP client that refuses every call: a drawn form calls nothing. */
const calls: string[] = []
const refuse = async <T>(method: HttpMethod, path: string): Promise<ApiResult<T>> => {
  calls.push(`${method} ${path}`)
  return { ok: false, status: 0, message: '', cancelled: true }
}
const http: HttpClient = {
  request: refuse,
  get: (path) => refuse('GET', path),
  post: (path) => refuse('POST', path),
  patch: (path) => refuse('PATCH', path),
  put: (path) => refuse('PUT', path),
  delete: (path) => refuse('DELETE', path),
}
const client = recordsClient(http)

const markup = markupDrawer()
afterAll(markup.settle)

/** The form as the server renders it: the markup a browser first shows. */
function draw(form: FormDocument, props: Partial<RecordFormProps> = {}): string {
  return markup.draw(
    createElement(RecordForm, {
      client,
      krud: form.name.replace(/-form$/, ''),
      form,
      models: modelsOf(form),
      subForms: {},
      language: 'mn_MN',
      mode: 'create',
      ...props,
    }),
  )
}

const fieldsShown = (html: string) => [...html.matchAll(/data-field="([^"]+)"/g)].map((match) => match[1])
const requiredLabels = (html: string) =>
  [...html.matchAll(/class="tamga-field-required" title="([^"]+)"/g)].map((match) => match[1])
const fieldMarkup = (html: string, name: string) => {
  const start = html.indexOf(`data-field="${name}"`)
  const next = html.indexOf('data-field="', start + 1)
  return html.slice(start, next === -1 ? undefined : next)
}

describe('a record form', () => {
  const bearer = formOf('heritage-bearer-form')

  it('draws every field the layout places, each in a wrapper named after it, and nothing is called', () => {
    const html = draw(bearer, { roleId: 1 })
    expect(html).toContain('data-testid="record-form"')
    expect(fieldsShown(html)).toEqual([
      'last_name',
      'first_name',
      'register_number',
      'aimag_id',
      'photo',
      'heritage_domain_id',
      'biography',
      'apprentices',
      'is_published',
    ])
    expect(calls).toEqual([])
  })

  it('leaves out the sections the role may not see', () => {
    expect(fieldsShown(draw(bearer))).not.toContain('is_published')
  })

  it('draws the top-level sections as tabs when the document asks for it', () => {
    const html = draw(bearer, { roleId: 1 })
    expect(html).toContain('ant-tabs')
    for (const title of ['Хувийн мэдээлэл', 'Өвийн мэдээлэл', 'Нийтлэл']) expect(html).toContain(`>${title}</div>`)
    expect(draw({ ...bearer, sectionsAsTabs: false }, { roleId: 1 })).not.toContain('ant-tabs')
  })

  it('marks the mandatory fields, in an update too, where the record schema requires nothing', () => {
    const mandatory = ['Овог', 'Нэр', 'Өвийн төрөл']
    expect(requiredLabels(draw(bearer, { roleId: 1 }))).toEqual(mandatory)
    const stored = { ...seedRow('heritage_bearer'), _version: '5' }
    expect(requiredLabels(draw(bearer, { roleId: 1, mode: 'update', record: stored }))).toEqual(mandatory)
  })

  it('shows the stored values of an update and the document’s labels in the chosen language', () => {
    const stored = seedRow('heritage_bearer')
    const html = draw(bearer, { roleId: 1, mode: 'update', record: stored, language: 'en_US' })
    expect(fieldMarkup(html, 'last_name')).toContain(`value="${String(stored.last_name)}"`)
    expect(html).toContain('title="Last name"')
    expect(html).toContain('>Save</span>')
  })

  it('offers saving and resetting, but not in a read-only view, where every input is disabled', () => {
    const editable = draw(bearer, { roleId: 1 })
    expect(editable).toContain('data-testid="record-form-save"')
    expect(editable).toContain('data-testid="record-form-reset"')
    const view = draw(bearer, { roleId: 1, mode: 'update', record: seedRow('heritage_bearer'), readOnly: true })
    expect(view).not.toContain('data-testid="record-form-save"')
    expect(view).not.toContain('data-testid="record-form-reset"')
    expect(fieldMarkup(view, 'first_name')).toMatch(/<input[^>]*disabled=""/)
  })

  it('draws rich text with an editor loaded on its own, a placeholder until it arrives', () => {
    const html = fieldMarkup(draw(bearer, { roleId: 1, language: 'en_US' }), 'biography')
    expect(html).toContain('ant-skeleton')
    expect(html).not.toContain('rich-text-toolbar')
    expect(html).not.toContain('This field is not yet editable here')
  })

  it('takes no file without an upload function, and says so', () => {
    const without = fieldMarkup(draw(bearer, { roleId: 1 }), 'photo')
    expect(without).toContain('Файл хуулах боломжгүй байна')
    const upload: RecordFormProps['upload'] = async () => undefined
    expect(fieldMarkup(draw(bearer, { roleId: 1, upload }), 'photo')).not.toContain('Файл хуулах боломжгүй байна')
  })

  it('shows a field hidden by a condition only while the condition does not hold', () => {
    const contentItem = formOf('content-item-form')
    expect(fieldsShown(draw(contentItem))).not.toContain('media_url')
    expect(fieldsShown(draw(contentItem, { query: { kind: 'video' } }))).not.toContain('media_url')
    const video = { ...seedRow('content_item'), media_kind: 'video' }
    expect(fieldsShown(draw(contentItem, { mode: 'update', record: video }))).toContain('media_url')
  })

  it('shows a formula’s value read-only, as money reads', () => {
    const investor = formOf('investor-form')
    const withFormula: FormDocument = {
      ...investor,
      fields: [
        ...investor.fields,
        { name: 'after_tax', widget: 'money', label: { mn_MN: 'Татварын дараа' }, formula: 'invested_amount * 0.9' },
      ],
      layout: [...(investor.layout ?? investor.fields.map((field) => field.name)), 'after_tax'],
    }
    const html = draw(withFormula, {
      mode: 'update',
      record: { ...seedRow('investor'), invested_amount: '120000000.00' },
    })
    expect(fieldMarkup(html, 'after_tax')).toContain('value="108,000,000₮"')
  })

  it('draws a step-by-step form one page at a time, with the next button instead of saving', () => {
    const envoy = formOf('envoy-form')
    const html = draw(envoy)
    expect(html).toContain('ant-steps')
    expect(fieldsShown(html)).toEqual(['last_name', 'first_name', 'position', 'aimag_id', 'appointed_at'])
    expect(html).toContain('data-testid="record-form-next"')
    expect(html).not.toContain('data-testid="record-form-save"')
  })

  it('shows the document’s notice above the fields, and labels on the left at the given width', () => {
    const aimag = formOf('aimag-form')
    const html = draw({ ...aimag, notice: { mn_MN: 'Анхааруулга' }, labelPosition: 'left', labelWidth: 140 })
    expect(html).toContain('Анхааруулга')
    expect(html).toMatch(/class="tamga-field-label" style="flex:0 0 140px"/)
  })

  it('draws static choices as radios with the document’s labels', () => {
    const html = fieldMarkup(draw(formOf('feedback-public-form'), { language: 'en_US' }), 'topic')
    expect(html.match(/type="radio"/g)?.length).toBe(4)
    for (const label of ['Question', 'Suggestion', 'Complaint', 'Thanks']) expect(html).toContain(`>${label}</span>`)
  })

  it('gives a translatable text over a json column one input per interface language', () => {
    const aimag = formOf('aimag-form')
    const model = readJson<ModelDocument>('documents/models/aimag.json')
    const translatable: FormDocument = {
      ...aimag,
      fields: aimag.fields.map((field) => (field.name === 'name' ? { ...field, translatable: true } : field)),
    }
    const jsonName: ModelDocument = {
      ...model,
      columns: model.columns.map((column) => (column.name === 'name' ? { ...column, type: 'jsonb' } : column)),
    }
    const record = { id: 1, name: { mn_MN: 'Архангай', en_US: 'Arkhangai' }, code: 'MN-073' }
    const html = fieldMarkup(draw(translatable, { models: { aimag: jsonName }, mode: 'update', record }), 'name')
    expect(html).toContain('value="Архангай"')
    expect(html).toContain('value="Arkhangai"')
    expect(html.match(/<input/g)?.length).toBe(3)
  })

  it('says so when none of the models is the form’s table', () => {
    const html = draw(bearer, { models: {}, language: 'en_US' })
    expect(html).toContain('data-testid="record-form"')
    expect(html).toContain('The model of the form’s table was not found')
  })
})
