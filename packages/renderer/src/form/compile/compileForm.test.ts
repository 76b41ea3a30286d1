import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { importLambda } from '@tamga/lambda-import'
import {
  checkFormRecord,
  createAjv,
  type FormDocument,
  type FormRecordMode,
  formRecordSchema,
  type JsonPropertySchema,
  type ModelDocument,
} from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileForm, createFormValidator, PRESENTATION_KEYWORDS } from './index.ts'

const heritage = fileURLToPath(new URL('../../../../../examples/heritage/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const formFiles = readdirSync(join(heritage, 'documents/forms')).filter((name) => name.endsWith('.json'))
const heritageForms = formFiles.map((file) => {
  const form = readJson<FormDocument>(`documents/forms/${file}`)
  return { file, form, model: readJson<ModelDocument>(`documents/models/${form.model}.json`) }
})
const heritageForm = (name: string) => {
  const found = heritageForms.find((entry) => entry.form.name === name)
  if (found === undefined) throw new Error(`no heritage form ${name}`)
  return found
}
const MODES: FormRecordMode[] = ['create', 'update']
const formValidator = createFormValidator()

/** A schema with the presentation keywords taken out, at every depth. */
function withoutPresentation(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutPresentation)
  if (typeof schema !== 'object' || schema === null) return schema
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !(PRESENTATION_KEYWORDS as readonly string[]).includes(key))
      .map(([key, value]) => [key, key === 'properties' ? mapValues(value) : withoutPresentation(value)]),
  )
}
const mapValues = (properties: unknown) =>
  Object.fromEntries(Object.entries(properties as Record<string, unknown>).map(([k, v]) => [k, withoutPresentation(v)]))

/** A value of the wrong kind for each JSON type, and values that break each keyword. */
function brokenValues(property: JsonPropertySchema): unknown[] {
  const types = property.type === undefined ? [] : [property.type].flat()
  const broken: unknown[] = [null, { nested: true }]
  if (types.includes('string')) broken.push(12345, '', 'x'.repeat((property.maxLength ?? 300) + 1), 'not valid!')
  if (types.includes('integer') || types.includes('number')) broken.push('abc', 1.5, -1, (property.maximum ?? 1e15) + 1)
  if (types.includes('boolean')) broken.push('yes', 1)
  if (types.includes('array')) broken.push(['not-an-option'], [])
  if (property.enum !== undefined) broken.push('not-an-option')
  return broken
}

/** The first seed row of the form's table, cut down to the record's properties. */
function seedRecord(form: FormDocument, properties: readonly string[]): Record<string, unknown> {
  const [row] = readJson<Array<Record<string, unknown>>>(`seed/${form.model}.json`)
  return Object.fromEntries(
    properties
      .filter((name) => row !== undefined && Object.hasOwn(row, name))
      .map((name) => [name, row?.[name]])
      .filter(([, value]) => typeof value !== 'object' || value === null),
  )
}

describe('compileForm over the heritage forms', () => {
  it('finds the heritage forms', () => {
    expect(heritageForms.length).toBeGreaterThanOrEqual(15)
  })

  for (const { file, form, model } of heritageForms) {
    for (const mode of MODES) {
      it(`compiles ${file} for a ${mode} and adds only presentation to the server's record schema`, () => {
        const compiled = compileForm(form, { model, language: 'mn_MN', mode, roleId: 1, currentUserId: 1 })
        const record = formRecordSchema(form, model, { mode })
        expect(withoutPresentation(compiled.schema)).toEqual(withoutPresentation(record))
        expect(compiled.recordSchema).toEqual(record)
        expect(Object.keys(compiled.widgets)).toEqual(form.fields.map((field) => field.name))
        expect(compiled.uiSchema['ui:order']?.slice().sort()).toEqual(Object.keys(record.properties).sort())
      })

      it(`accepts and refuses the same ${mode} records of ${file} as the server`, () => {
        const compiled = compileForm(form, { model, language: 'en_US', mode })
        const properties = Object.keys(compiled.recordSchema.properties)
        const base = seedRecord(form, properties)
        const candidates: Array<Record<string, unknown>> = [base, {}, { ...base, not_a_field: 1 }]
        for (const name of properties) {
          const { [name]: _left, ...without } = base
          candidates.push(without)
          for (const value of brokenValues(compiled.recordSchema.properties[name] ?? {})) {
            candidates.push({ ...base, [name]: value })
          }
        }
        const browser = createAjv().compile(compiled.schema)
        const verdicts = candidates.map((candidate) => {
          const server = checkFormRecord(form, model, candidate, mode).length === 0
          expect(browser(candidate), JSON.stringify(candidate)).toBe(server)
          expect(formValidator.isValid(compiled.schema, candidate, compiled.schema), JSON.stringify(candidate)).toBe(
            server,
          )
          return server
        })
        expect(verdicts[0]).toBe(true)
        expect(verdicts.filter((accepted) => !accepted).length).toBeGreaterThan(properties.length)
      })
    }
  }

  it('checks timestamp and time values in the browser exactly as the server does', () => {
    const { form, model } = heritageForm('news-form')
    const local: ModelDocument = {
      ...model,
      columns: [
        ...model.columns.map((column) =>
          column.name === 'published_at' ? { ...column, type: 'timestamp' as const } : column,
        ),
        { name: 'opens_at', type: 'time' },
      ],
    }
    const withTime: FormDocument = { ...form, fields: [...form.fields, { name: 'opens_at', widget: 'time' }] }
    const compiled = compileForm(withTime, { model: local, language: 'mn_MN', mode: 'update' })
    const verdicts = [
      { published_at: '2024-11-21 14:05:00' },
      { published_at: '2024-11-21T14:05:00+08:00' },
      { published_at: 'garbage' },
      { published_at: '2024-11-21 14:05' },
      { opens_at: '09:30:00' },
      { opens_at: '9 o’clock' },
    ].map((record) => {
      const server = checkFormRecord(withTime, local, record, 'update').length === 0
      expect(formValidator.isValid(compiled.schema, record, compiled.schema), JSON.stringify(record)).toBe(server)
      return server
    })
    expect(verdicts).toEqual([true, true, false, false, true, false])
  })

  it('gives labels as titles and, for a new record only, the document defaults', () => {
    const { form, model } = heritageForm('news-form')
    const create = compileForm(form, { model, language: 'en_US', mode: 'create' })
    const update = compileForm(form, { model, language: 'en_US', mode: 'update' })
    expect(create.schema.title).toBe('News')
    expect(create.schema.properties?.title).toMatchObject({ title: 'Title' })
    expect(create.schema.properties?.is_published).toMatchObject({ default: false })
    expect(create.schema.required).toEqual(['title', 'body'])
    expect(update.schema.properties?.is_published).not.toHaveProperty('default')
    expect(update.schema.required).toEqual([])
  })

  it('keeps only the record schema properties that have a value in the record it sends', () => {
    const { form, model } = heritageForm('news-form')
    const compiled = compileForm(form, { model, language: 'mn_MN', mode: 'create', currentUserId: 9 })
    const values = { ...compiled.initialValues(), title: 'Мэдээ', summary: undefined }
    // created_by is filled by the server from the session, so it is shown but not sent.
    expect(values).toMatchObject({ created_by: 9 })
    expect(compiled.recordValues(values)).toEqual({ title: 'Мэдээ', is_published: false, view_count: 0 })
  })

  it('orders the rjsf properties as the layout places them, unplaced ones last', () => {
    const { form, model } = heritageForm('news-form')
    const compiled = compileForm(form, { model, language: 'mn_MN', mode: 'update' })
    expect(compiled.uiSchema['ui:order']).toEqual([
      'title',
      'summary',
      'image',
      'published_at',
      'is_published',
      'view_count',
      'body',
      'id',
    ])
  })
})

// The real Lambda documents live beside the repository (they may not be redistributed), so
// they are read in place when `<repo>/../shared/fixtures/lambda` exists, as the importer's tests do.
const lambdaFixtures = fileURLToPath(new URL('../../../../../../shared/fixtures/lambda', import.meta.url))
const lambdaPresent = existsSync(lambdaFixtures)
const listFiles = (folder: string): string[] =>
  readdirSync(folder)
    .sort()
    .flatMap((name) => {
      const path = join(folder, name)
      return statSync(path).isDirectory() ? listFiles(path) : [path]
    })

describe('compileForm over the Lambda fixtures', () => {
  it.skipIf(!lambdaPresent)(`compiles every form imported from ${lambdaFixtures}`, () => {
    const files = listFiles(lambdaFixtures)
      .filter((path) => !path.endsWith('README.md'))
      .map((path) => ({ path: relative(lambdaFixtures, path), text: readFileSync(path, 'utf8') }))
    const documents = importLambda(files).documents.map((entry) => entry.document)
    const models = new Map(
      documents.flatMap((document) => (document.kind === 'model' ? [[document.name, document] as const] : [])),
    )
    const forms = documents.flatMap((document) => (document.kind === 'form' ? [document] : []))
    expect(forms.length).toBeGreaterThan(0)
    for (const form of forms) {
      // Most fixtures come without their table's description; a table of text columns named
      // after the fields still exercises every widget, layout and formula of the form.
      const model: ModelDocument = models.get(form.model) ?? {
        kind: 'model',
        version: 1,
        name: form.model,
        table: form.model,
        columns: form.fields.map((field) => ({ name: field.name, type: 'text' })),
        primaryKey: [form.identity],
      }
      for (const mode of MODES) {
        const compiled = compileForm(form, { model, language: 'mn_MN', mode, roleId: 1, currentUserId: 1 })
        expect(
          compiled.layout.placed.every((name) => name in compiled.widgets),
          form.name,
        ).toBe(true)
        expect(() => createAjv().compile(compiled.schema), form.name).not.toThrow()
        expect(() => compiled.initialValues({}), form.name).not.toThrow()
      }
    }
  })
})
