import { describe, expect, it } from 'vitest'
import { recordScreenMode } from './recordScreenMode.ts'

describe('recordScreenMode', () => {
  it('opens a new record only with the create right', () => {
    expect(recordScreenMode(['create', 'view'], false)).toBe('create')
    expect(recordScreenMode(['view', 'edit'], false)).toBeUndefined()
  })

  it('opens a stored record for change with edit, for reading with view only', () => {
    expect(recordScreenMode(['view', 'edit'], true)).toBe('update')
    expect(recordScreenMode(['view'], true)).toBe('view')
  })

  it('refuses a stored record to a caller with neither edit nor view', () => {
    expect(recordScreenMode(['create', 'delete'], true)).toBeUndefined()
  })
})
