import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { FormDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { compileConditions } from './index.ts'

const forms = fileURLToPath(new URL('../../../../../examples/heritage/documents/forms/', import.meta.url))
const readForm = (name: string): FormDocument =>
  JSON.parse(readFileSync(`${forms}${name}.json`, 'utf8')) as FormDocument

describe('compileConditions', () => {
  it('hides the media fields that do not fit the chosen kind of content (hiddenWhen)', () => {
    const rules = compileConditions(readForm('content-item-form'))
    const hiddenMedia = (values: Record<string, unknown>) =>
      [...rules.visibility(values).hidden].filter((name) =>
        ['media_url', 'duration_minutes', 'page_count', 'episode_count', 'price'].includes(name),
      )
    expect(hiddenMedia({ media_kind: 'article', is_paid: true }).sort()).toEqual([
      'duration_minutes',
      'episode_count',
      'media_url',
      'page_count',
    ])
    expect(hiddenMedia({ media_kind: 'video', is_paid: false }).sort()).toEqual(['page_count', 'price'])
    expect(hiddenMedia({ media_kind: 'ebook', is_paid: true }).sort()).toEqual(['duration_minutes', 'episode_count'])
  })

  it('always counts fields the document hides or locks, besides those a condition hides or locks', () => {
    const { hidden, disabled } = compileConditions(readForm('news-form')).visibility({})
    expect([...hidden].sort()).toEqual(['created_by', 'id'])
    expect([...disabled]).toEqual(['view_count'])
  })

  it('locks an application once its process has moved past the start (disabledWhen)', () => {
    const rules = compileConditions(readForm('application-form'))
    const locked = ['title', 'description', 'amount']
    expect([...rules.visibility({ process_status: null }).disabled].filter((name) => locked.includes(name))).toEqual([])
    expect([...rules.visibility({ process_status: 'RE_CREATE' }).disabled].filter((n) => locked.includes(n))).toEqual(
      [],
    )
    expect([...rules.visibility({ process_status: 'CHECK' }).disabled].filter((n) => locked.includes(n))).toEqual(
      locked,
    )
  })

  it('shows the workflow only once the record exists, and hides the attachment of a cancelled application', () => {
    const rules = compileConditions(readForm('application-form'))
    expect(rules.visibility({}).hidden.has('approval')).toBe(true)
    expect(rules.visibility({ id: 4 }).hidden.has('approval')).toBe(false)
    expect(rules.visibility({ id: 4, process_status: 'CANCEL' }).hidden.has('attachment')).toBe(true)
  })

  it('treats a condition that cannot be read or computed as not holding', () => {
    const form = readForm('investor-form')
    const fields = form.fields.map((field) =>
      field.name === 'website'
        ? { ...field, hiddenWhen: 'investor_type =' }
        : field.name === 'project'
          ? { ...field, disabledWhen: 'invested_amount / 0 > 1' }
          : field,
    )
    const rules = compileConditions({ ...form, fields })
    expect(rules.list.find((rule) => rule.field === 'website')?.error).toBeDefined()
    const state = rules.visibility({ invested_amount: 10, investor_type: 'individual' })
    expect(state.hidden.has('website')).toBe(false)
    expect(state.disabled.has('project')).toBe(false)
    expect(state.hidden.has('logo')).toBe(true)
  })
})
