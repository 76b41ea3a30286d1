import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type FormDocument, type FormField, formRecordSchema, type ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm, compileWidgets } from './index.ts'

const documents = fileURLToPath(new URL('../../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(`${documents}${path}`, 'utf8')) as T
const heritage = (name: string) => {
  const form = readJson<FormDocument>(`forms/${name}.json`)
  return { form, model: readJson<ModelDocument>(`models/${form.model}.json`) }
}
const withField = (form: FormDocument, field: FormField): FormDocument => ({ ...form, fields: [...form.fields, field] })
const withColumn = (model: ModelDocument, column: ModelDocument['columns'][number]): ModelDocument => ({
  ...model,
  columns: [...model.columns.filter((c) => c.name !== column.name), column],
})

describe('compileWidgets', () => {
  it('describes money, file, model-choice, workflow and current-user fields with their defaults', () => {
    const { form, model } = heritage('application-form')
    const widgets = compileWidgets(form, formRecordSchema(form, model), { language: 'en_US' })
    expect(widgets.amount).toMatchObject({
      widget: 'money',
      label: 'Requested amount (₮)',
      required: true,
      inRecord: true,
      valueType: 'number',
      settings: { precision: 2, currency: 'MNT' },
    })
    expect(widgets.attachment?.settings.file).toEqual({
      multiple: true,
      maxCount: 5,
      maxSizeKb: 10240,
      accept: ['.pdf', '.doc', '.docx'],
    })
    expect(widgets.heritage_bearer_id?.settings.choices).toMatchObject({
      source: 'model',
      model: 'heritage_bearer',
      labelFields: ['last_name', 'first_name'],
      visibleFields: ['register_number'],
      sortOrder: 'asc',
    })
    expect(widgets.approval).toMatchObject({
      widget: 'workflow',
      inRecord: false,
      settings: { workflow: 'application-approval' },
    })
    expect(widgets.created_by).toMatchObject({ hidden: true, inRecord: false, computed: 'current-user' })
    expect(
      compileWidgets(form, formRecordSchema(form, model), { language: 'en_US', currency: 'USD' }).amount?.settings,
    ).toMatchObject({ currency: 'USD' })
  })

  it('gives static choices their labels in the chosen language', () => {
    const { form, model } = heritage('content-item-form')
    const widgets = compileWidgets(form, formRecordSchema(form, model), { language: 'ko_KR' })
    const choices = widgets.media_kind?.settings.choices
    expect(choices?.source === 'static' ? choices.items.slice(0, 2) : undefined).toEqual([
      { value: 'article', label: '기사' },
      { value: 'video', label: '동영상' },
    ])
  })

  it('shows dates and times as the spec writes them and says whether the stored value needs a zone', () => {
    const { form, model } = heritage('news-form')
    const widgets = compileWidgets(form, formRecordSchema(form, model), { language: 'mn_MN' })
    expect(widgets.published_at?.settings).toMatchObject({
      displayFormat: 'YYYY-MM-DD HH:mm',
      valueFormat: 'date-time',
    })
    expect(widgets.body?.settings.editor).toBe('full')
  })

  it('edits a translatable text column as one text, and a JSON column as one text per language', () => {
    const { form, model } = heritage('news-form')
    const asText = compileWidgets(form, formRecordSchema(form, model), { language: 'mn_MN' })
    expect(asText.title?.translation).toEqual({ shape: 'single-text' })
    const jsonModel = withColumn(model, { name: 'title', type: 'jsonb', nullable: false })
    const compiled = compileForm(form, { model: jsonModel, language: 'mn_MN', mode: 'create' })
    expect(compiled.widgets.title?.translation).toEqual({
      shape: 'per-language',
      languages: ['mn_MN', 'en_US', 'ko_KR'],
      required: ['mn_MN'],
    })
    expect(compiled.widgets.summary?.translation).toEqual({ shape: 'single-text' })
    // rjsf cannot hand an any-JSON value to a widget, so the React layer draws it as a field.
    expect(compiled.uiSchema.title).toMatchObject({ 'ui:widget': 'text', 'ui:field': 'text' })
  })

  it('fills the password, geographic, sub-form and rich-text defaults', () => {
    const { form, model } = heritage('envoy-form')
    const extended = [
      { name: 'secret', widget: 'password', password: { confirm: true } },
      {
        name: 'location',
        widget: 'geographic',
        geographic: { geometry: 'point', center: { longitude: 106.9, latitude: 47.9 }, zoom: 12 },
      },
      { name: 'notes', widget: 'sub-form', subForm: { form: 'envoy-note-form', connectionField: 'envoy_id' } },
      { name: 'about', widget: 'rich-text' },
    ] satisfies FormField[]
    const widgets = compileWidgets(extended.reduce(withField, form), formRecordSchema(form, model), {
      language: 'mn_MN',
    })
    expect(widgets.secret?.settings.password).toEqual({ confirm: true, generate: false, requireCurrent: false })
    expect(widgets.location?.settings.geographic).toMatchObject({
      baseMap: 'openstreetmap',
      checkOverlap: false,
      zoom: 12,
    })
    expect(widgets.notes?.settings.subForm).toMatchObject({
      display: 'grid',
      disableCreate: false,
      disableEdit: false,
      disableDelete: false,
      showRowNumbers: false,
    })
    expect(widgets.about?.settings.editor).toBe('basic')
  })
})

describe('the uiSchema of a form', () => {
  it('hides the hidden widget, locks disabled fields and empties nullable inputs to null', () => {
    const { form, model } = heritage('news-form')
    const { uiSchema } = compileForm(form, { model, language: 'en_US', mode: 'update' })
    expect(uiSchema.id).toMatchObject({ 'ui:widget': 'hidden' })
    expect(uiSchema.view_count).toMatchObject({ 'ui:widget': 'number', 'ui:disabled': true })
    expect(uiSchema.summary).toMatchObject({ 'ui:emptyValue': null, 'ui:title': 'Summary' })
    expect(uiSchema.title).toMatchObject({ 'ui:emptyValue': '' })
    expect(uiSchema['ui:submitButtonOptions']).toEqual({ submitText: 'Save' })
    expect(uiSchema.image?.['ui:options']).toMatchObject({ span: { xs: 24, sm: 24, md: 24, lg: 24 } })
  })

  it('labels static choices and never offers the null a nullable choice accepts', () => {
    const { form, model } = heritage('feedback-form')
    const nullable = withColumn(model, { name: 'topic', type: { name: 'varchar', length: 20 }, nullable: true })
    const compiled = compileForm(form, { model: nullable, language: 'en_US', mode: 'update' })
    expect(compiled.schema.properties?.topic).toMatchObject({
      enum: ['question', 'suggestion', 'complaint', 'thanks', null],
    })
    expect(compiled.uiSchema.topic?.['ui:options']).toMatchObject({
      enumNames: { question: 'Question', suggestion: 'Suggestion', complaint: 'Complaint', thanks: 'Thanks' },
      enumOrder: ['question', 'suggestion', 'complaint', 'thanks'],
    })
  })
})
