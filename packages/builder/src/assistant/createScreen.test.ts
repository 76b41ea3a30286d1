import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ApiResult } from '@tamga/renderer'
import type { MenuDocument, ModelDocument, RoleDocument, TamgaDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import type { DocumentsClient, StoredDocument } from '../client/documentsClient.ts'
import { createScreen, type PartStatus, type ScreenDocuments } from './createScreen.ts'
import {
  formFromPlan,
  gridFromPlan,
  krudFromPlan,
  menuWithEntry,
  modelFromPlan,
  roleWithRights,
  type ScreenPlan,
} from './screenPlan.ts'

const heritage = (path: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../../examples/heritage/documents', path), 'utf8'))

/**
 * The documents API as the server keeps it, in memory: a save must name the revision it read (0
 * for a new document), and a grid is refused while `refuseGrids` is set, as a server refuses an
 * invalid document.
 */
function storedDocuments(initial: TamgaDocument[]) {
  const store = new Map<string, StoredDocument>(
    initial.map((document) => [
      `${document.kind}/${document.name}`,
      { document, revision: 1, updatedAt: '', updatedBy: null },
    ]),
  )
  const saves: string[] = []
  const state = { refuseGrids: true }
  const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data })
  const failed = (status: number, code: string) =>
    ({ ok: false, status, message: code, cancelled: false, body: { code, msg: code, enMsg: code } }) as const
  const client: DocumentsClient = {
    list: async (kind) =>
      ok({
        documents: [...store.values()]
          .filter((stored) => stored.document.kind === kind)
          .map((stored) => ({
            name: stored.document.name,
            title: null,
            description: null,
            revision: stored.revision,
            updatedAt: '',
            updatedBy: null,
          })),
      }),
    get: async (kind, name) => {
      const found = store.get(`${kind}/${name}`)
      return found === undefined ? failed(404, 'NOT_FOUND') : ok(found)
    },
    save: async (document, { revision }) => {
      const key = `${document.kind}/${document.name}`
      if (document.kind === 'grid' && state.refuseGrids) return failed(422, 'DOCUMENT_INVALID')
      if ((store.get(key)?.revision ?? 0) !== revision) return failed(409, 'DOCUMENT_CONFLICT')
      const stored = { document, revision: revision + 1, updatedAt: '', updatedBy: null }
      store.set(key, stored)
      saves.push(key)
      return ok(stored)
    },
    remove: async () => ok({}),
    history: async () => ok({ revisions: [] }),
    restore: async () => failed(500, 'NO'),
    planModel: async () => ok({ changes: [], issues: [] }),
  }
  return { client, store, saves, state }
}

const aimag = heritage('models/aimag.json') as ModelDocument
const menu = heritage('menus/admin.json') as MenuDocument
const staff = heritage('roles/staff.json') as RoleDocument
const plan: ScreenPlan = {
  title: { mn_MN: 'Арга хэмжээ' },
  base: 'arga_khemjee',
  table: {
    mode: 'new',
    columns: [
      { label: 'Нэр', name: 'ner', kind: 'text', required: true },
      { label: 'Аймаг', name: 'aimag', kind: 'relation', related: 'aimag', required: false },
    ],
  },
  steps: { on: false, titles: [{ mn_MN: 'Нэг' }, { mn_MN: 'Хоёр' }], fieldSteps: {} },
  menu: { name: 'admin', parent: null, title: { mn_MN: 'Арга хэмжээ' }, icon: undefined, id: 'arga_khemjee' },
  rights: {},
}
const related = new Map([['aimag', aimag]])
const model = modelFromPlan(plan, plan.table.mode === 'new' ? plan.table.columns : [], related)
const screen: ScreenDocuments = {
  model,
  form: formFromPlan(plan, model, related),
  grid: gridFromPlan(plan, model, related),
  krud: krudFromPlan(plan),
  menu: { name: 'admin', edit: (stored) => menuWithEntry(stored, plan) },
  roles: [
    {
      name: 'staff',
      edit: (stored, shown) =>
        roleWithRights(stored, shown, plan, { see: true, add: true, edit: false, remove: false }),
    },
  ],
}

describe('making the screen', () => {
  it('stops at a refused part saying which, and a retry makes the rest without making anything twice', async () => {
    const server = storedDocuments([aimag, menu, staff])
    const made = new Set<string>()
    const statuses = new Map<string, PartStatus>()
    const options = {
      documents: server.client,
      screen,
      language: 'mn_MN',
      made,
      nameTaken: 'taken',
      onPart: (key: string, status: PartStatus) => statuses.set(key, status),
    }
    expect(await createScreen(options)).toBe(false)
    expect(server.saves).toEqual(['model/arga_khemjee', 'form/arga_khemjee_form'])
    expect(statuses.get('grid/arga_khemjee_grid')).toMatchObject({ status: 'failed', refusal: { kind: 'invalid' } })
    expect(statuses.get('krud/arga_khemjee')).toEqual({ status: 'waiting' })

    server.state.refuseGrids = false
    expect(await createScreen(options)).toBe(true)
    // The table and form already made are left as they are: the model is not saved (migrated) again.
    expect(server.saves).toEqual([
      'model/arga_khemjee',
      'form/arga_khemjee_form',
      'grid/arga_khemjee_grid',
      'krud/arga_khemjee',
      'menu/admin',
      'role/staff',
    ])
    const storedMenu = server.store.get('menu/admin')?.document as MenuDocument | undefined
    expect(storedMenu?.items.filter((item) => item.id === 'arga_khemjee')).toHaveLength(1)
    const storedStaff = server.store.get('role/staff')?.document as RoleDocument | undefined
    expect(storedStaff?.kruds?.arga_khemjee).toEqual({ c: true, r: true })

    // Once more: everything is there already, so nothing is saved.
    expect(await createScreen(options)).toBe(true)
    expect(server.saves).toHaveLength(6)
  })

  it('refuses a name that belongs to a document it did not make', async () => {
    const server = storedDocuments([aimag, menu, staff, { ...model, title: { mn_MN: 'Өөр' } }])
    const statuses = new Map<string, PartStatus>()
    const done = await createScreen({
      documents: server.client,
      screen,
      language: 'mn_MN',
      made: new Set(),
      nameTaken: 'нэр давхардсан',
      onPart: (key, status) => statuses.set(key, status),
    })
    expect(done).toBe(false)
    expect(server.saves).toEqual([])
    expect(statuses.get('model/arga_khemjee')).toEqual({
      status: 'failed',
      refusal: { kind: 'failed', message: 'нэр давхардсан' },
      nameTaken: true,
    })
  })
})
