import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { type MenuDocument, type ModelDocument, type RoleDocument, validateDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  columnKindsShown,
  formFromPlan,
  gridFromPlan,
  krudFromPlan,
  menuWithEntry,
  modelFromPlan,
  roleWithRights,
  type ScreenPlan,
  screenColumns,
} from './screenPlan.ts'

const heritage = (path: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../examples/heritage/documents', path), 'utf8'))
const aimag = heritage('models/aimag.json') as ModelDocument
const adminMenu = heritage('menus/admin.json') as MenuDocument
const staff = heritage('roles/staff.json') as RoleDocument
const related = new Map([['aimag', aimag]])

const plan: ScreenPlan = {
  title: { mn_MN: 'Арга хэмжээ' },
  base: 'arga_khemjee',
  table: {
    mode: 'new',
    columns: [
      { label: 'Нэр', name: 'ner', kind: 'text', required: true },
      { label: 'Огноо', name: 'ognoo', kind: 'date', required: false },
      { label: 'Төсөв', name: 'tusuv', kind: 'money', required: false },
      { label: 'Аймаг', name: 'aimag', kind: 'relation', related: 'aimag', required: false },
      { label: 'Зураг', name: 'zurag', kind: 'image', required: false },
      { label: 'Нийтлэх', name: 'niitlekh', kind: 'yesNo', required: true },
    ],
  },
  steps: {
    on: true,
    titles: [{ mn_MN: 'Үндсэн' }, { mn_MN: 'Зураг' }],
    fieldSteps: { zurag: 1, niitlekh: 1 },
  },
  menu: { name: 'admin', parent: 'registries', title: { mn_MN: 'Арга хэмжээ' }, icon: 'calendar', id: 'arga_khemjee' },
  rights: { staff: { see: true, add: true, edit: true, remove: false } },
}

const valid = (document: unknown) => {
  const result = validateDocument(document)
  return result.ok ? [] : result.issues.map((issue) => `${issue.path} ${issue.code}`)
}

describe('the new screen assistant’s documents', () => {
  const model = modelFromPlan(plan, plan.table.mode === 'new' ? plan.table.columns : [], related)

  it('a new table gets an id, the columns in the types their words say, a foreign key per relation, and is valid', () => {
    expect(valid(model)).toEqual([])
    expect(model.columns.map((column) => [column.name, column.type])).toEqual([
      ['id', 'bigint'],
      ['ner', { name: 'varchar', length: 255 }],
      ['ognoo', 'date'],
      ['tusuv', { name: 'numeric', precision: 14, scale: 2 }],
      ['aimag', 'bigint'],
      ['zurag', 'text'],
      ['niitlekh', 'boolean'],
    ])
    expect(model.columns.find((column) => column.name === 'ner')?.nullable).toBe(false)
    expect(model.foreignKeys).toEqual([
      { columns: ['aimag'], references: { model: 'aimag', columns: ['id'] }, onDelete: 'set-null' },
    ])
  })

  it('the form picks the widget by type: an image upload, a select of the province names; split into the two steps chosen', () => {
    const form = formFromPlan(plan, model, related)
    expect(valid(form)).toEqual([])
    const widgets = Object.fromEntries(form.fields.map((field) => [field.name, field.widget]))
    expect(widgets).toEqual({
      id: 'hidden',
      ner: 'text',
      ognoo: 'date',
      tusuv: 'money',
      aimag: 'select',
      zurag: 'image',
      niitlekh: 'switch',
    })
    expect(form.fields.find((field) => field.name === 'aimag')?.options).toMatchObject({
      source: 'model',
      model: 'aimag',
      valueField: 'id',
      labelFields: ['name'],
    })
    expect(form.type).toBe('steps')
    expect(form.layout).toEqual([
      { type: 'step', title: { mn_MN: 'Үндсэн' }, children: ['ner', 'ognoo', 'tusuv', 'aimag'] },
      { type: 'step', title: { mn_MN: 'Зураг' }, children: ['zurag', 'niitlekh'] },
    ])
    expect(formFromPlan({ ...plan, steps: { ...plan.steps, on: false } }, model, related).layout).toBeUndefined()
  })

  it('the grid shows the columns without the system ones, the picture as a picture and the province by its name', () => {
    const grid = gridFromPlan(plan, model, related)
    expect(valid(grid)).toEqual([])
    const fields = grid.columns.map((column) => column.field)
    expect(fields).toEqual(['ner', 'ognoo', 'tusuv', 'aimag', 'zurag', 'niitlekh'])
    expect(grid.columns.find((column) => column.field === 'zurag')?.type).toBe('image')
    expect(grid.columns.find((column) => column.field === 'aimag')?.relation).toMatchObject({
      model: 'aimag',
      labelFields: ['name'],
    })
    expect(valid(krudFromPlan(plan))).toEqual([])
  })

  it('the menu entry goes under its parent once, however often it is made', () => {
    const once = menuWithEntry(adminMenu, plan)
    const twice = menuWithEntry(once, plan)
    expect(valid(once)).toEqual([])
    expect(twice).toEqual(once)
    const registries = once.items.find((item) => item.id === 'registries')
    expect(registries?.children?.at(-1)).toEqual({
      id: 'arga_khemjee',
      title: { mn_MN: 'Арга хэмжээ' },
      link_to: 'crud',
      url: 'arga_khemjee',
      icon: 'calendar',
    })
  })

  it('a role is shown the entry with its heading and gets exactly the krud rights chosen, the same when set twice', () => {
    const menu = menuWithEntry(adminMenu, plan)
    const rights = plan.rights.staff ?? { see: false, add: false, edit: false, remove: false }
    const once = roleWithRights(staff, menu, plan, rights)
    expect(valid(once)).toEqual([])
    expect(roleWithRights(once, menu, plan, rights)).toEqual(once)
    expect(once.permissions.arga_khemjee).toMatchObject({ show: true })
    expect(once.permissions.registries?.show).toBe(true)
    expect(once.kruds?.arga_khemjee).toEqual({ c: true, r: true, u: true })
  })

  it('an existing table’s columns are read with their kinds, a foreign key as a relation, without key and timestamps', () => {
    const envoy = heritage('models/envoy.json') as ModelDocument
    const columns = screenColumns({ table: { mode: 'existing', model: 'envoy' } }, envoy)
    expect(columns.map((column) => column.name)).not.toContain('id')
    expect(columns.map((column) => column.name)).not.toContain('created_at')
    expect(columns.find((column) => column.name === 'aimag_id')).toMatchObject({ kind: 'relation', related: 'aimag' })
    expect(columns.find((column) => column.name === 'appointed_at')?.kind).toBe('date')
  })

  it('an existing table’s picture and formatted text are kept as the project’s own screen shows them', () => {
    const bearer = heritage('models/heritage_bearer.json') as ModelDocument
    const shownAs = columnKindsShown(
      heritage('forms/heritage-bearer-form.json'),
      heritage('grids/heritage-bearer-grid.json'),
    )
    expect(shownAs).toMatchObject({ photo: 'image', biography: 'richText' })
    const over = {
      title: { mn_MN: 'Өв тээгчид' },
      base: 'uv_teegchid',
      table: { mode: 'existing' as const, model: 'heritage_bearer', shownAs },
      steps: { on: false, titles: plan.steps.titles, fieldSteps: {} },
    }
    const kinds = Object.fromEntries(screenColumns(over, bearer).map((column) => [column.name, column.kind]))
    expect(kinds).toMatchObject({ photo: 'image', biography: 'richText', aimag_id: 'relation', last_name: 'text' })
    const form = formFromPlan(over, bearer, new Map([['aimag', aimag]]))
    expect(form.fields.find((field) => field.name === 'photo')?.widget).toBe('image')
    expect(form.fields.find((field) => field.name === 'biography')?.widget).toBe('rich-text')
    const grid = gridFromPlan(over, bearer, new Map([['aimag', aimag]]))
    expect(grid.columns.find((column) => column.field === 'photo')?.type).toBe('image')
    expect(grid.columns.find((column) => column.field === 'biography')?.type).toBe('html')
    expect(valid(form)).toEqual([])
    expect(valid(grid)).toEqual([])
    // Without the project's word, the text columns are text.
    const plain = screenColumns({ table: { mode: 'existing', model: 'heritage_bearer' } }, bearer)
    expect(plain.find((column) => column.name === 'photo')?.kind).toBe('longText')
  })
})
