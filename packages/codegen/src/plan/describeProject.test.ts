import { describe, expect, it } from 'vitest'
import { heritageProject } from '../../test/readProject.ts'
import { constraintName, describeProject } from './describeProject.ts'
import { goName, snakeCase, studlyCase } from './naming.ts'

const plan = describeProject(heritageProject())
const resource = (krud: string) => {
  const found = plan.resources.find((candidate) => candidate.krud === krud)
  if (found === undefined) throw new Error(`no resource ${krud}`)
  return found
}

describe('describeProject over examples/heritage', () => {
  it('orders the tables so each comes after the tables its foreign keys name', () => {
    const order = plan.tables.map((table) => table.table)
    for (const table of plan.tables) {
      for (const key of table.foreignKeys) {
        if (key.table !== table.table)
          expect(order.indexOf(key.table), `${table.table} → ${key.table}`).toBeLessThan(order.indexOf(table.table))
      }
    }
    expect(order).toHaveLength(18)
  })

  it('carries each column as migrations need it, with the implied timestamp and soft-delete columns', () => {
    const application = plan.tables.find((table) => table.table === 'application')
    expect(application?.columns.find((column) => column.name === 'amount')).toMatchObject({
      sqlType: 'numeric(14, 2)',
      kind: 'decimal',
      precision: 14,
      scale: 2,
      nullable: true,
    })
    expect(application?.columns.find((column) => column.name === 'id')?.default).toEqual({ kind: 'identity' })
    expect(application?.columns.map((column) => column.name)).toContain('deleted_at')
    expect(application?.foreignKeys[0]).toMatchObject({
      name: 'application_heritage_bearer_id_fkey',
      table: 'heritage_bearer',
      onDelete: 'SET NULL',
    })
  })

  it('makes one resource per krud over a model, with the form’s checks and the grid’s list', () => {
    const applications = resource('applications')
    expect(applications).toMatchObject({
      identity: 'id',
      workflow: 'application-approval',
      actions: { create: true, update: true, delete: true, restore: true },
      currentUserColumns: ['applicant_id', 'created_by'],
    })
    expect(applications.createSchema.required).toContain('title')
    expect(applications.createSchema.properties.title).toMatchObject({ type: 'string', maxLength: 255, minLength: 1 })
    expect(applications.updateSchema.required).toEqual([])
    expect(applications.list.defaultSort).toEqual({ column: 'created_at', descending: true })
    expect(applications.list.filters).toContainEqual({ column: 'title', type: 'text', match: 'contains' })
    expect(plan.resources.map((one) => one.krud)).toEqual([...plan.resources.map((one) => one.krud)].sort())
  })

  it('gives each role the krud rights Tamga’s server compiles, the super admin every right', () => {
    const council = plan.roles.find((role) => role.name === 'council-member')
    expect(council?.rights.applications).toEqual({
      create: false,
      read: true,
      update: false,
      delete: false,
      rowConditions: [],
    })
    const superAdmin = plan.roles.find((role) => role.id === 1)
    expect(superAdmin?.superAdmin).toBe(true)
    expect(plan.roles.map((role) => role.id)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('names', () => {
  it('turns document and column names into class and Go names', () => {
    expect(studlyCase('heritage-bearers')).toBe('HeritageBearers')
    expect(snakeCase('heritage-bearers')).toBe('heritage_bearers')
    expect(goName('applicant_id')).toBe('ApplicantID')
    expect(goName('image_url')).toBe('ImageURL')
    expect(studlyCase('2fa-codes')).toBe('N2faCodes')
  })

  it('shortens a constraint name past 63 characters with a hash, as Tamga does', () => {
    const name = constraintName(['a_very_long_table_name_for_testing', 'and_an_even_longer_column_name'], 'fkey')
    expect(name.length).toBe(63)
    expect(name).toMatch(/^a_very_long_table_name_for_testing_and_an_even_[a-z_]*_[0-9a-f]{8}_fkey$/)
    expect(constraintName(['news', 'title'], 'idx')).toBe('news_title_idx')
  })

  it('gives a shortened name that is the same every time and differs for other parts', () => {
    const parts = ['content_item_with_a_rather_long_name', 'category_id', 'is_published', 'published_at']
    const long = constraintName(parts, 'idx')
    expect(long).toHaveLength(63)
    expect(constraintName(parts, 'idx')).toBe(long)
    expect(constraintName([...parts.slice(0, 3), 'published_on'], 'idx')).not.toBe(long)
  })
})
