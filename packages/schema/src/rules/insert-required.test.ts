import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { FormDocument } from '../documents/form.ts'
import type { KrudDocument } from '../documents/krud.ts'
import type { ModelDocument } from '../documents/model.ts'
import type { WorkflowDocument } from '../documents/workflow.ts'
import { insertRequiredColumns } from './insert-required.ts'
import { withTranslationFields } from './translation-fields.ts'

const examples = new URL('../../../../examples/heritage/documents/', import.meta.url)
const read = <T>(path: string): T => JSON.parse(readFileSync(new URL(path, examples), 'utf8')) as T
const application = read<ModelDocument>('models/application.json')
const krud = read<KrudDocument>('kruds/applications.json')
const form = withTranslationFields(read<FormDocument>('forms/application-form.json'), application)
const workflow = read<WorkflowDocument>('workflows/application-approval.json')

describe('insertRequiredColumns', () => {
  it('asks what the heritage application form requires, not the status its workflow writes', () => {
    const required = insertRequiredColumns(application, [{ krud, form, statusColumn: workflow.statusColumn }])
    expect([...required].sort()).toEqual(['amount', 'heritage_bearer_id', 'title'])
    expect(required.has(workflow.statusColumn)).toBe(false)
  })

  it('asks only what every krud that creates requires, and ignores one that does not create', () => {
    const lenient: FormDocument = {
      ...form,
      name: 'lenient',
      fields: form.fields.map((field) => (field.name === 'amount' ? { ...field, required: false } : field)),
    }
    const both = insertRequiredColumns(application, [
      { krud, form, statusColumn: workflow.statusColumn },
      { krud: { ...krud, name: 'lenient', form: 'lenient' }, form: lenient, statusColumn: workflow.statusColumn },
    ])
    expect([...both].sort()).toEqual(['heritage_bearer_id', 'title'])
    const readOnly: KrudDocument = { ...krud, name: 'read-only', actions: ['view', 'edit'] }
    const withReader = insertRequiredColumns(application, [
      { krud, form, statusColumn: workflow.statusColumn },
      { krud: readOnly, form: lenient },
    ])
    expect([...withReader].sort()).toEqual(['amount', 'heritage_bearer_id', 'title'])
  })

  it('asks nothing of a model no krud creates rows of', () => {
    expect(insertRequiredColumns(application, [])).toEqual(new Set())
  })
})
