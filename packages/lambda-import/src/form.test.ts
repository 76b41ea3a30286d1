import { formKind, validateDocumentOf } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { applicationForm } from './__fixtures__/documents.ts'
import type { ImportContext } from './context.ts'
import { importForm, lambdaTemplateToFormula } from './form.ts'
import { NameRegistry } from './names.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'

const runWith = (form: Record<string, unknown>, tables?: ImportContext['tables']) => {
  const notes: LambdaImportNote[] = []
  const context: ImportContext = {
    names: new NameRegistry(),
    schemaIds: new Map(),
    documents: [],
    ...(tables === undefined ? {} : { tables }),
  }
  const document = importForm(
    form,
    { name: 'application-form', title: 'Өргөдөл', basePath: '' },
    context,
    new ImportReporter('form.json', notes),
  )
  return { document, notes, context }
}

const run = (form: Record<string, unknown>) => runWith(form)

/** Sets the SQL filter of the aimag field's relation; the form's list and layout share the object. */
const setAimagFilter = (form: Record<string, unknown>, filter: string): void => {
  const aimag = (form.schema as Array<Record<string, unknown>>)[2]
  const relation = aimag?.relation as Record<string, unknown> | undefined
  if (relation !== undefined) relation.filter = filter
}

describe('importing a Lambda form', () => {
  it('produces a valid form with each field once and the layout placing them', () => {
    const { document } = run(applicationForm())
    expect(document).toBeDefined()
    if (document === undefined) return
    expect(validateDocumentOf(formKind, document).ok).toBe(true)
    expect(document.fields.map((field) => [field.name, field.widget])).toEqual([
      ['id', 'hidden'],
      ['title', 'text'],
      ['aimag_id', 'select'],
      ['kind', 'radio'],
      ['stamp', 'text'],
    ])
    expect(document.layout).toEqual([
      {
        type: 'section',
        title: 'Үндсэн',
        children: [
          {
            type: 'row',
            columns: [
              { span: { xs: 24, md: 12 }, children: ['title'] },
              { span: { xs: 24, md: 12 }, children: ['aimag_id', 'kind', 'stamp'] },
            ],
          },
        ],
      },
    ])
  })

  it('reads a relation whose label list is "" and drops its schema prefix, reporting both', () => {
    const { document, notes } = run(applicationForm())
    expect(document?.fields[2]?.options).toEqual({
      source: 'model',
      model: 'aimag',
      valueField: 'id',
      labelFields: ['id'],
      sortField: 'name',
      sortOrder: 'asc',
      filter: 'id != null and id != 1',
    })
    const paths = notes.map((note) => `${note.kind} ${note.path}`)
    expect(paths).toContain('approximated /ui/schema/0/children/0/children/0/children/1/children/0/relation/table')
    expect(paths).toContain('approximated /ui/schema/0/children/0/children/0/children/1/children/0/relation/fields')
  })

  it('reports server triggers and unknown custom elements with their paths', () => {
    const { notes } = run(applicationForm())
    const notCarried = notes.filter((note) => note.kind === 'not-carried-over').map((note) => note.path)
    expect(notCarried).toEqual([
      '/ui/schema/0/children/0/children/0/children/1/children/2/formType',
      '/triggers/insert/after',
    ])
    expect(notes.find((note) => note.path.endsWith('/formType'))?.message.en_US).toContain('"struct_selector"')
  })

  it('turns a simple SQL option filter into a formula and shows both in an approximated note', () => {
    const { notes } = run(applicationForm())
    const note = notes.find((entry) => entry.path.endsWith('/relation/filter'))
    expect(note?.kind).toBe('approximated')
    for (const language of ['en_US', 'mn_MN'] as const) {
      expect(note?.message[language]).toContain('"id != 1"')
      expect(note?.message[language]).toContain('"id != null and id != 1"')
    }
  })

  it('checks the option filter against the related table’s columns when the import knows them', () => {
    const tables = new Map([['aimag', new Map([['id', { nullable: false }]])]])
    const known = runWith(applicationForm(), tables)
    expect(known.document?.fields[2]?.options).toMatchObject({ filter: 'id != 1' })
    const other = applicationForm()
    setAimagFilter(other, "code = 'UB'")
    const unknown = runWith(other, tables)
    expect(unknown.document?.fields[2]?.options).not.toHaveProperty('filter')
    const note = unknown.notes.find((entry) => entry.path.endsWith('/relation/filter'))
    expect(note?.kind).toBe('not-carried-over')
    expect(note?.message.en_US).toContain('"code", which is not a column of "aimag"')
  })

  it('keeps reporting an option filter outside the accepted SQL as raw SQL', () => {
    const form = applicationForm()
    setAimagFilter(form, "name LIKE 'Ул%'")
    const { document, notes } = run(form)
    expect(document?.fields[2]?.options).not.toHaveProperty('filter')
    const note = notes.find((entry) => entry.path.endsWith('/relation/filter'))
    expect(note?.kind).toBe('not-carried-over')
    expect(note?.message.en_US).toBe(
      'the option filter of "aimag_id" is raw SQL ("name LIKE \'Ул%\'"); Tamga does not run SQL text from documents, rewrite it as a formula or condition',
    )
  })

  it('reports a relation that has a filter but no table, instead of dropping it', () => {
    const form = applicationForm()
    const aimag = (form.schema as Array<Record<string, unknown>>)[2]
    const relation = aimag?.relation as Record<string, unknown> | undefined
    if (relation !== undefined) relation.table = ''
    setAimagFilter(form, "type = 'form'")
    const { notes } = run(form)
    const note = notes.find((entry) => entry.path.endsWith('/relation'))
    expect(note?.kind).toBe('not-carried-over')
    expect(note?.message.en_US).toContain('a relation without a table')
    expect(note?.message.en_US).toContain('"key":"id"')
  })

  it('reports a translated option filter as not carried over when the field cannot keep its options', () => {
    const form = applicationForm()
    const aimag = (form.schema as Array<Record<string, unknown>>)[2]
    // A sub-form edits child rows; it has no options to hold the filter in.
    if (aimag !== undefined) aimag.formType = 'SubForm'
    const { document, notes } = run(form)
    expect(document?.fields[2]?.options).toBeUndefined()
    expect(notes.find((entry) => entry.path.endsWith('/relation/filter'))?.kind).toBe('not-carried-over')
  })

  it('turns a show/hide rule into a hiddenWhen formula', () => {
    const { document } = run(applicationForm())
    expect(document?.fields.find((field) => field.name === 'stamp')?.hiddenWhen).toBe("kind == 'a'")
  })

  it('keeps the required flag but not Lambda’s default required text', () => {
    const { document } = run(applicationForm())
    const title = document?.fields.find((field) => field.name === 'title')
    expect(title?.required).toBe(true)
    expect(title?.requiredMessage).toBeUndefined()
  })

  it('refuses a show/hide template that is real JavaScript', () => {
    expect(lambdaTemplateToFormula("'{a}' == 'x' && '{b}' != ''")).toBe("a == 'x' && b != ''")
    expect(lambdaTemplateToFormula('(function(){ return true })()')).toBeUndefined()
    expect(lambdaTemplateToFormula('{a}.map(x => x)')).toBeUndefined()
  })

  it('makes a separate form for an inline sub-form and points the field at it', () => {
    const form = applicationForm()
    const schema = form.schema as Array<Record<string, unknown>>
    schema.push({
      id: 'f-files',
      model: 'application_file',
      formType: 'SubForm',
      subtype: 'Grid',
      parent: 'application_id',
      identity: 'id',
      name: 'Хавсралт',
      formId: 0,
      schema: [
        { id: 's-id', model: 'id', formType: null },
        { id: 's-path', model: 'path', formType: 'Text', label: 'Файл' },
      ],
    })
    const { document, context } = run(form)
    expect(document?.fields.at(-1)).toMatchObject({
      name: 'application_file',
      widget: 'sub-form',
      label: 'Хавсралт',
      hidden: true,
      subForm: { form: 'application-form-application-file', connectionField: 'application_id', display: 'grid' },
    })
    expect(context.documents.map((entry) => entry.document.name)).toEqual([
      'application-form-application-file',
      'application-form',
    ])
  })

  it('keeps the visible columns of a grid-type sub-form and hides only its key and link', () => {
    const form = applicationForm()
    const schema = form.schema as Array<Record<string, unknown>>
    schema.push({
      id: 'f-files',
      model: 'application_file',
      formType: 'SubForm',
      subtype: 'Grid',
      parent: 'application_id',
      identity: 'id',
      name: 'Хавсралт',
      schema: [
        { id: 's-id', model: 'id', dbType: 'int', formType: 'Text', label: '', hidden: false },
        { id: 's-link', model: 'application_id', dbType: 'int', formType: 'Text', label: '', hidden: false },
        { id: 's-path', model: 'path', dbType: 'varchar(255)', formType: 'Text', label: 'Файл', hidden: false },
        { id: 's-note', model: 'note', dbType: 'text', formType: 'Textarea', label: 'Тайлбар', hidden: true },
      ],
    })
    const { context } = run(form)
    const child = context.documents.find((entry) => entry.document.name === 'application-form-application-file')
    const fields = child?.document.kind === 'form' ? child.document.fields : []
    expect(fields.map((field) => [field.name, field.hidden === true])).toEqual([
      ['id', true],
      ['application_id', true],
      ['path', false],
      ['note', true],
    ])
  })
})
