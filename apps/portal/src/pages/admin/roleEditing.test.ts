import { type MenuItem, menuKind, type RoleDocument, roleKind, withEntryShown } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { roleProblems } from './roleEditing.ts'

const items: MenuItem[] = menuKind.example.items
const staff: RoleDocument = roleKind.example

describe('checking a role before the roles screen saves it', () => {
  it('finds a default menu the role is not shown with the role kind’s own rule', () => {
    expect(roleProblems(staff)).toEqual([])
    const hidden = withEntryShown(staff, items, 'applications', false)
    expect(roleProblems(hidden).map((found) => found.code)).toEqual(['default-menu-hidden'])
  })

  it('needs the display name’s Mongolian text, which the schema requires', () => {
    const unnamed = { ...staff, display_name: { mn_MN: ' ', en_US: 'Staff' } }
    expect(roleProblems(unnamed).map((found) => found.path)).toEqual(['/display_name/mn_MN'])
  })
})
