import type { KrudDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { withKrudActions, withOptionalKrud } from './krudEdits.ts'

const krud: KrudDocument = {
  kind: 'krud',
  version: 1,
  name: 'news',
  title: 'Мэдээ',
  form: 'news-form',
  grid: 'news-grid',
  workflow: 'approval',
}

describe('krud edits', () => {
  it('keeps the chosen actions in the schema’s order, once each', () => {
    expect(withKrudActions(krud, ['print', 'create', 'view', 'create']).actions).toEqual(['create', 'view', 'print'])
  })

  it('clearing the workflow leaves the property out', () => {
    const next = withOptionalKrud(krud, 'workflow', undefined)
    expect(next).not.toHaveProperty('workflow')
    expect(krud.workflow).toBe('approval')
  })

  it('setting the public flag writes it', () => {
    expect(withOptionalKrud(krud, 'public', true).public).toBe(true)
  })
})
