import type { KrudAction, KrudDocument, MenuDocument, MenuItem, RoleDocument, RowCondition } from '@tamga/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createDatabaseStore } from '../documents/databaseStore.ts'
import { MemoryDocumentStore } from '../http/testing.ts'
import { createAuthorizer } from './authorizer.ts'
import { ADMIN_AREAS } from './compileRole.ts'
import { readDocumentsVersion } from './documentsVersion.ts'
import { heritagePermissionDocuments, testAuth } from './testing.ts'
import type { PermissionAction, PermissionDecision, PermissionTarget } from './types.ts'

const documents = heritagePermissionDocuments()
const roles = documents.filter((document): document is RoleDocument => document.kind === 'role')
const kruds = documents.filter((document): document is KrudDocument => document.kind === 'krud')
const menu = documents.find((document): document is MenuDocument => document.kind === 'menu')
const ACTIONS: readonly PermissionAction[] = ['create', 'read', 'update', 'delete']
const FLAGS = { create: 'c', read: 'r', update: 'u', delete: 'd' } as const

function entries(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...entries(item.children ?? []), ...entries(item.sub_top_children ?? [])])
}
const menuEntries = entries(menu?.items ?? [])

/** The krud actions that offer each write. */
const NEEDED_ACTIONS: Readonly<Record<Exclude<PermissionAction, 'read'>, readonly KrudAction[]>> = {
  create: ['create'],
  update: ['edit'],
  delete: ['delete', 'restore'],
}

/**
 * What the role documents grant, worked out here independently of the authorizer's compiled
 * lookups: role 1 everything; anonymous reads of public kruds only; a krud's rights from the
 * role's `kruds` when it names the krud, else from the menu entries opening it; admin areas to
 * roles 1 and 2; menu entries, tables and data sources only to read, when listed.
 */
function expected(
  role: RoleDocument | null,
  action: PermissionAction,
  target: PermissionTarget,
): { allowed: boolean; rowConditions?: readonly RowCondition[] } {
  // A write the krud's actions do not offer is no one's, the super admin's included.
  if (target.kind === 'krud' && action !== 'read' && role !== null) {
    const krud = kruds.find((candidate) => candidate.name === target.name)
    const offered: readonly KrudAction[] = krud?.actions ?? ['create', 'view', 'edit', 'delete']
    const needs = NEEDED_ACTIONS[action]
    if (krud !== undefined && !needs.some((needed) => offered.includes(needed))) return { allowed: false }
  }
  if (role?.id === 1) return { allowed: true, rowConditions: [] }
  if (role === null) {
    const open = target.kind === 'krud' && action === 'read' && kruds.some((k) => k.name === target.name && k.public)
    return open ? { allowed: true, rowConditions: [] } : { allowed: false }
  }
  const flag = FLAGS[action]
  switch (target.kind) {
    case 'admin':
      return role.id === 2 ? { allowed: true, rowConditions: [] } : { allowed: false }
    case 'krud': {
      const explicit = role.kruds?.[target.name]
      if (explicit !== undefined) {
        return explicit[flag] === true
          ? { allowed: true, rowConditions: explicit.rowConditions ?? [] }
          : { allowed: false }
      }
      const viaMenu = menuEntries.some(
        (item) => item.link_to === 'crud' && item.url === target.name && role.permissions[item.id]?.[flag] === true,
      )
      return viaMenu ? { allowed: true, rowConditions: [] } : { allowed: false }
    }
    case 'menu':
      return { allowed: action === 'read' && role.permissions[target.id]?.show === true, rowConditions: [] }
    case 'table':
      return { allowed: action === 'read' && (role.permitted_tables ?? []).includes(target.name), rowConditions: [] }
    case 'datasource':
      return {
        allowed: action === 'read' && (role.permitted_datasources ?? []).includes(target.name),
        rowConditions: [],
      }
  }
}

const normalize = (decision: PermissionDecision) =>
  decision.allowed ? { allowed: true, rowConditions: decision.rowConditions } : { allowed: false }
const normalizeExpected = (value: ReturnType<typeof expected>) =>
  value.allowed ? { allowed: true, rowConditions: value.rowConditions ?? [] } : { allowed: false }

/** Every target the matrix tries: each krud, admin area, menu entry, table and data source, and some that do not exist. */
const targets: PermissionTarget[] = [
  ...kruds.map((krud): PermissionTarget => ({ kind: 'krud', name: krud.name })),
  { kind: 'krud', name: 'no-such-krud' },
  ...ADMIN_AREAS.map((area): PermissionTarget => ({ kind: 'admin', area })),
  ...menuEntries.map((item): PermissionTarget => ({ kind: 'menu', id: item.id })),
  { kind: 'menu', id: 'no-such-entry' },
  ...[...new Set(roles.flatMap((role) => role.permitted_tables ?? []))].map(
    (name): PermissionTarget => ({ kind: 'table', name }),
  ),
  { kind: 'table', name: 'tamga_user' },
  ...[...new Set(roles.flatMap((role) => role.permitted_datasources ?? []))].map(
    (name): PermissionTarget => ({ kind: 'datasource', name }),
  ),
  { kind: 'datasource', name: 'no-such-source' },
]

describe('the heritage roles', () => {
  it('are the five the matrix is about, and some grant row conditions', () => {
    expect(roles.map((role) => role.id).sort()).toEqual([1, 2, 3, 4, 5])
    expect(roles.some((role) => Object.values(role.kruds ?? {}).some((rights) => rights.rowConditions))).toBe(true)
  })
})

describe.each(testBackends())('the authorizer on $name', (backend) => {
  const database = useMigratedDatabase(backend)

  beforeAll(async () => {
    const store = createDatabaseStore(database().db)
    for (const document of documents) await store.put(document, { by: null })
  })

  it('decides every role × target × action exactly as the role documents grant, and nothing more', async () => {
    const authorizer = createAuthorizer({ store: createDatabaseStore(database().db), database: database() })
    const callers = [null, ...roles]
    let allowed = 0
    let checked = 0
    for (const role of callers) {
      const auth = role === null ? null : testAuth(role.id)
      const scope = {}
      for (const target of targets) {
        for (const action of ACTIONS) {
          const decision = normalize(await authorizer.check(auth, action, target, scope))
          expect(decision, `${role?.name ?? 'anonymous'} ${action} ${JSON.stringify(target)}`).toEqual(
            normalizeExpected(expected(role, action, target)),
          )
          checked += 1
          if (decision.allowed) allowed += 1
        }
      }
    }
    // Both outcomes occur, so the comparison is not trivially all-yes or all-no.
    expect(allowed).toBeGreaterThan(0)
    expect(allowed).toBeLessThan(checked)
  })

  it('lets an applicant read and create applications only with its own-rows condition, and never update or delete them', async () => {
    const authorizer = createAuthorizer({ store: createDatabaseStore(database().db), database: database() })
    const applicant = testAuth(5)
    const target = { kind: 'krud', name: 'applications' } as const
    const own = [{ type: 'current-user', column: 'applicant_id' }]
    expect(await authorizer.check(applicant, 'read', target)).toEqual({ allowed: true, rowConditions: own })
    expect(await authorizer.check(applicant, 'create', target)).toEqual({ allowed: true, rowConditions: own })
    expect(await authorizer.check(applicant, 'update', target)).toEqual({ allowed: false })
    expect(await authorizer.check(applicant, 'delete', target)).toEqual({ allowed: false })
  })

  it('denies a role that has no role document everything but what anonymous callers get', async () => {
    const authorizer = createAuthorizer({ store: createDatabaseStore(database().db), database: database() })
    const stranger = testAuth(77)
    for (const target of targets) {
      for (const action of ACTIONS) {
        expect((await authorizer.check(stranger, action, target)).allowed, JSON.stringify(target)).toBe(false)
      }
    }
  })

  it('sees a role change at the next request, on every instance, and not in the middle of a request', async () => {
    const store = createDatabaseStore(database().db)
    const first = createAuthorizer({ store, database: database() })
    const second = createAuthorizer({ store, database: database() })
    const staff = testAuth(3)
    const news = { kind: 'krud', name: 'news' } as const
    const request = {}
    expect((await first.check(staff, 'delete', news, request)).allowed).toBe(true)
    expect((await second.check(staff, 'delete', news)).allowed).toBe(true)

    const before = await readDocumentsVersion(database().db)
    const stored = await store.get('role', 'staff')
    if (stored === undefined) throw new Error('the staff role is missing')
    const kruds = { ...stored.document.kruds, news: { c: true, r: true, u: true } }
    await store.put({ ...stored.document, kruds }, { by: 'test' })
    expect(await readDocumentsVersion(database().db)).toBe(before + 1)

    // The same request keeps the version it read first: one decision per request.
    expect((await first.check(staff, 'delete', news, request)).allowed).toBe(true)
    expect((await first.check(staff, 'delete', news, {})).allowed).toBe(false)
    expect((await second.check(staff, 'delete', news, {})).allowed).toBe(false)
    expect((await second.check(staff, 'update', news, {})).allowed).toBe(true)

    await store.put(stored.document, { by: 'test' })
    expect((await first.check(staff, 'delete', news, {})).allowed).toBe(true)
  })

  it('takes the documents version the session lookup read with the request, instead of reading it again', async () => {
    const store = createDatabaseStore(database().db)
    const authorizer = createAuthorizer({ store, database: database() })
    const staff = testAuth(3)
    const news = { kind: 'krud', name: 'news' } as const
    const current = await readDocumentsVersion(database().db)
    expect((await authorizer.check(staff, 'delete', news, { documentsVersion: current })).allowed).toBe(true)
    const stored = await store.get('role', 'staff')
    if (stored === undefined) throw new Error('the staff role is missing')
    await store.put({ ...stored.document, kruds: { ...stored.document.kruds, news: { r: true } } }, { by: 'test' })
    // A request whose session was read before the change keeps the older documents…
    expect((await authorizer.check(staff, 'delete', news, { documentsVersion: current })).allowed).toBe(true)
    // …and the next one, read with the new version, sees the change.
    expect((await authorizer.check(staff, 'delete', news, { documentsVersion: current + 1 })).allowed).toBe(false)
    await store.put(stored.document, { by: 'test' })
  })

  it('bumps the documents version on removal too', async () => {
    const store = createDatabaseStore(database().db)
    const authorizer = createAuthorizer({ store, database: database() })
    const feedback = { kind: 'krud', name: 'feedback' } as const
    expect((await authorizer.check(testAuth(3), 'read', feedback, {})).allowed).toBe(true)
    const stored = await store.get('krud', 'feedback')
    if (stored === undefined) throw new Error('the feedback krud is missing')
    const before = await readDocumentsVersion(database().db)
    await store.remove('krud', 'feedback', { by: 'test' })
    expect(await readDocumentsVersion(database().db)).toBe(before + 1)
    expect((await authorizer.check(testAuth(3), 'read', feedback, {})).allowed).toBe(false)
    await store.put(stored.document, { by: 'test' })
    expect((await authorizer.check(testAuth(3), 'read', feedback, {})).allowed).toBe(true)
  })
})

describe('the authorizer without a database', () => {
  it('lets the super admin through without reading any document', async () => {
    class CountingStore extends MemoryDocumentStore {
      reads = 0
      override async list<TKind extends Parameters<MemoryDocumentStore['list']>[0]>(kind: TKind) {
        this.reads += 1
        return super.list(kind)
      }
    }
    const store = new CountingStore(documents)
    const authorizer = createAuthorizer({ store })
    expect(await authorizer.check(testAuth(1), 'delete', { kind: 'admin', area: 'roles' })).toEqual({
      allowed: true,
      rowConditions: [],
    })
    expect(store.reads).toBe(0)
    expect((await authorizer.check(testAuth(3), 'read', { kind: 'krud', name: 'news' })).allowed).toBe(true)
    const reads = store.reads
    expect((await authorizer.check(testAuth(4), 'read', { kind: 'krud', name: 'applications' })).allowed).toBe(true)
    expect(store.reads).toBe(reads)
  })

  it('treats an anonymous caller as signed out for anything but reading public kruds', async () => {
    const authorizer = createAuthorizer({ store: new MemoryDocumentStore(documents) })
    expect((await authorizer.check(null, 'read', { kind: 'krud', name: 'news' })).allowed).toBe(true)
    expect((await authorizer.check(null, 'read', { kind: 'krud', name: 'applications' })).allowed).toBe(false)
    expect((await authorizer.check(null, 'create', { kind: 'krud', name: 'news' })).allowed).toBe(false)
    expect((await authorizer.check(null, 'read', { kind: 'admin', area: 'users' })).allowed).toBe(false)
  })
})
