import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, KrudDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { approvalBelowForm, approvalRowIdBelowForm } from './approvalBelowForm.ts'

const heritage = fileURLToPath(new URL('../../../../examples/heritage/documents/', import.meta.url))
const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
const applications = readJson<KrudDocument>('kruds/applications.json')
const applicationForm = readJson<FormDocument>('forms/application-form.json')
const withoutWorkflowElement: FormDocument = {
  ...applicationForm,
  fields: applicationForm.fields.filter((field) => field.widget !== 'workflow'),
}

describe('the approval view under a CRUD screen’s form', () => {
  it('is drawn for a workflow krud whose form has no workflow element', () => {
    expect(approvalBelowForm({ krud: applications, form: withoutWorkflowElement })).toBe(true)
  })

  it('is left to the form when it places a workflow element', () => {
    expect(approvalBelowForm({ krud: applications, form: applicationForm })).toBe(false)
  })

  it('is absent for a krud without a workflow, or without a form', () => {
    const { workflow: _none, ...plain } = applications
    expect(approvalBelowForm({ krud: plain, form: withoutWorkflowElement })).toBe(false)
    expect(approvalBelowForm({ krud: applications, form: undefined })).toBe(false)
  })

  it('is for a stored record: its identity when drawn, nothing for an empty or missing one', () => {
    const below = { krud: applications, form: withoutWorkflowElement }
    expect(approvalRowIdBelowForm(below, 12)).toBe(12)
    expect(approvalRowIdBelowForm(below, 'a1')).toBe('a1')
    expect(approvalRowIdBelowForm(below, '')).toBeUndefined()
    expect(approvalRowIdBelowForm(below, undefined)).toBeUndefined()
    expect(approvalRowIdBelowForm({ krud: applications, form: applicationForm }, 12)).toBeUndefined()
  })
})
