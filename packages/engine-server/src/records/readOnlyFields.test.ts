import { type FormDocument, formKind, type ModelDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { readOnlyChangeIssues, readOnlyCreateIssues } from './readOnlyFields.ts'

const model: ModelDocument = {
  kind: 'model',
  version: 1,
  name: 'grant',
  table: 'grant',
  primaryKey: ['id'],
  columns: [
    { name: 'id', type: 'bigint' },
    { name: 'kind', type: 'text' },
    { name: 'media_url', type: 'text' },
    { name: 'status', type: 'text' },
    { name: 'amount', type: { name: 'numeric', precision: 14, scale: 2 } },
    { name: 'parent_id', type: 'bigint' },
    { name: 'views', type: 'integer' },
    { name: 'owner_id', type: 'bigint' },
    { name: 'origin', type: 'text' },
  ],
}

const form = {
  ...formKind.example,
  fields: [
    { name: 'kind', widget: 'text' },
    { name: 'media_url', widget: 'text', hiddenWhen: "kind = 'article'" },
    { name: 'status', widget: 'text', disabled: true, defaultValue: 'NEW' },
    { name: 'amount', widget: 'number', disabledWhen: "status = 'DECIDED' or amount > 1000" },
    { name: 'parent_id', widget: 'hidden', disabled: true, valueFromParameter: { from: 'route', name: 'id' } },
    { name: 'views', widget: 'number', disabled: true },
    { name: 'owner_id', widget: 'number', hidden: true },
    { name: 'origin', widget: 'hidden', defaultValue: 'web' },
  ],
} as FormDocument

const paths = (issues: ReadonlyArray<{ path: string; code: string }>) =>
  issues.map((found) => `${found.path} ${found.code}`)

describe('readOnlyChangeIssues', () => {
  const stored = { id: '7', kind: 'article', media_url: null, status: 'DECIDED', amount: '250.00', views: 3 }

  it('refuses a change to a disabled field, or to one its condition disables or hides on the saved record', () => {
    expect(paths(readOnlyChangeIssues(model, form, stored, { status: 'NEW', amount: 1, media_url: 'x' }))).toEqual([
      '/media_url read-only',
      '/status read-only',
      '/amount read-only',
    ])
  })

  it('takes a read-only field sent back as stored, the same number written otherwise included', () => {
    expect(readOnlyChangeIssues(model, form, stored, { status: 'DECIDED', amount: 250, views: 3 })).toEqual([])
  })

  it('lets a change to an editable field unlock another, as the form does, but never a field unlock itself', () => {
    // Switching the kind shows the address field, which may then be filled.
    expect(readOnlyChangeIssues(model, form, stored, { kind: 'video', media_url: 'https://example.org/v' })).toEqual([])
    // An amount over 1000 is locked; sending a smaller one does not unlock it.
    const large = { ...stored, status: 'NEW', amount: '5000' }
    expect(paths(readOnlyChangeIssues(model, form, large, { amount: 10 }))).toEqual(['/amount read-only'])
  })

  it('refuses a change to a field the form never shows, hidden or of the hidden widget', () => {
    const owned = { ...stored, owner_id: '5', origin: 'web' }
    expect(paths(readOnlyChangeIssues(model, form, owned, { owner_id: 6, origin: 'api' }))).toEqual([
      '/owner_id read-only',
      '/origin read-only',
    ])
    expect(readOnlyChangeIssues(model, form, owned, { owner_id: 5, origin: 'web' })).toEqual([])
  })

  it('prefixes each path with the sub-form row it is in', () => {
    expect(paths(readOnlyChangeIssues(model, form, stored, { views: 4 }, '/rows/2'))).toEqual([
      '/rows/2/views read-only',
    ])
  })
})

describe('readOnlyCreateIssues', () => {
  it('refuses a new record that sets a field the form opens read-only, other than to its default', () => {
    expect(paths(readOnlyCreateIssues(model, form, { kind: 'article', status: 'DECIDED', views: 1000 }))).toEqual([
      '/status read-only',
      '/views read-only',
    ])
    expect(readOnlyCreateIssues(model, form, { kind: 'article', status: 'NEW', views: null })).toEqual([])
  })

  it('reads conditions on the values sent, so a field hidden by the kind sent cannot be filled', () => {
    expect(paths(readOnlyCreateIssues(model, form, { kind: 'article', media_url: 'x' }))).toEqual([
      '/media_url read-only',
    ])
    expect(readOnlyCreateIssues(model, form, { kind: 'video', media_url: 'x', amount: 20 })).toEqual([])
  })

  it('takes a field the form never shows only at its default on a new record', () => {
    expect(paths(readOnlyCreateIssues(model, form, { owner_id: 9, origin: 'api' }))).toEqual([
      '/owner_id read-only',
      '/origin read-only',
    ])
    expect(readOnlyCreateIssues(model, form, { owner_id: null, origin: 'web' })).toEqual([])
  })

  it('takes a field filled from the page address as the page gives it', () => {
    expect(readOnlyCreateIssues(model, form, { parent_id: 42 })).toEqual([])
  })
})
