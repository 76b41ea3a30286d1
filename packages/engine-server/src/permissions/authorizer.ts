import type { KrudDocument, MenuDocument, ModelDocument, RoleDocument } from '@tamga/schema'
import { krudWrites, publishedRule } from '@tamga/schema'
import type { RequestAuth } from '../auth/context.ts'
import type { TamgaDatabase } from '../db/database.ts'
import type { DocumentStore } from '../documents/store.ts'
import { ADMIN_AREA_ROLES, type CompiledRole, compileRole, SUPER_ADMIN_ROLE_ID } from './compileRole.ts'
import { readDocumentsVersion } from './documentsVersion.ts'
import type { AccessCondition, Authorizer, PermissionAction, PermissionDecision, PermissionTarget } from './types.ts'

/** The documents of one documents version that permissions are built from. */
interface Snapshot {
  version: number
  roles: ReadonlyMap<number, RoleDocument>
  menus: ReadonlyMap<string, MenuDocument>
  kruds: readonly KrudDocument[]
  /**
   * Kruds whose records anyone may read without signing in (`public: true`), each with the
   * published rule of its model: a visitor reads what the public site shows, on every path.
   */
  publicKruds: PublicKruds
  /** Role id → compiled role, filled as roles are first asked about. */
  compiled: Map<number, CompiledRole | undefined>
  /**
   * Krud name → the writes it offers (`krudWrites`): a right to any other write grants nothing,
   * the super admin's included.
   */
  writes: ReadonlyMap<string, ReadonlySet<PermissionAction>>
}

/** Options of {@link createAuthorizer}. */
export interface AuthorizerOptions {
  store: DocumentStore
  /**
   * Where the documents version is read. Without a database the documents are read once and
   * kept: only a store that cannot change behind this process (tests) should go without one.
   */
  database?: TamgaDatabase | undefined
}

/** The {@link Authorizer} of the server, with what `/get-permissions` needs besides checks. */
export interface PermissionAuthorizer extends Authorizer {
  /** The caller's compiled active role, or undefined when no role document has its id. */
  compiledRole(auth: RequestAuth, scope?: object): Promise<CompiledRole | undefined>
  /** Every role document by numeric id, from the same cache. */
  roles(scope?: object): Promise<ReadonlyMap<number, RoleDocument>>
  /** The documents version the caches are at after reading it for `scope`. */
  documentsVersion(scope?: object): Promise<number>
}

/** Public kruds by name, with the conditions on the rows a visitor reads of each. */
export type PublicKruds = ReadonlyMap<string, readonly AccessCondition[]>

const DENIED: PermissionDecision = { allowed: false }
const EVERY_ROW: PermissionDecision = { allowed: true, rowConditions: [] }

/**
 * Decides one access for a compiled role (or anonymous, `role` null). Pure, so it can be
 * tested on its own:
 * - role 1 (super admin) passes everything;
 * - `krud`: the role's krud rights for the action, with their row conditions; anonymous may
 *   only read a krud marked `public`, and only its published rows;
 * - `menu`: reading an entry the role is shown (`show: true`); nothing else;
 * - `table` / `datasource`: reading one listed in `permitted_tables` / `permitted_datasources`;
 * - `admin`: roles 1 and 2 only ({@link ADMIN_AREA_ROLES}), whatever the role documents say.
 */
export function decide(
  roleId: number | null,
  role: CompiledRole | undefined,
  publicKruds: PublicKruds,
  action: PermissionAction,
  target: PermissionTarget,
): PermissionDecision {
  if (roleId === SUPER_ADMIN_ROLE_ID) return EVERY_ROW
  if (roleId === null) {
    const published = target.kind === 'krud' && action === 'read' ? publicKruds.get(target.name) : undefined
    return published === undefined ? DENIED : { allowed: true, rowConditions: published }
  }
  switch (target.kind) {
    case 'admin':
      return ADMIN_AREA_ROLES.has(roleId) ? EVERY_ROW : DENIED
    case 'krud': {
      const rights = role?.kruds.get(target.name)
      if (rights?.actions.has(action) === true) return { allowed: true, rowConditions: rights.rowConditions }
      return DENIED
    }
    case 'menu':
      return action === 'read' && role?.shownMenuEntries.has(target.id) === true ? EVERY_ROW : DENIED
    case 'table':
      return action === 'read' && role?.tables.has(target.name) === true ? EVERY_ROW : DENIED
    case 'datasource':
      return action === 'read' && role?.datasources.has(target.name) === true ? EVERY_ROW : DENIED
  }
}

/** The writes of {@link krudWrites} as the actions a check is asked about. */
function offeredWrites(krud: KrudDocument): ReadonlySet<PermissionAction> {
  const writes = krudWrites(krud)
  const offered = new Set<PermissionAction>(['read'])
  if (writes.create) offered.add('create')
  if (writes.update) offered.add('update')
  if (writes.delete) offered.add('delete')
  return offered
}

/**
 * The server's one permission check over the document store. Each role is compiled once per
 * documents version (see `compileRole`) and kept in memory; the version (`tamga_setting`
 * 'documents_version', bumped by every document write) is read at most once per request — pass
 * the request as `scope` — so an instance sees another instance's change at its next request.
 * A check of the super admin, or of a caller with no session, costs no query at all unless it
 * needs the documents (anonymous reads of public kruds).
 */
export function createAuthorizer(options: AuthorizerOptions): PermissionAuthorizer {
  const { store, database } = options
  const versions = new WeakMap<object, Promise<number>>()
  let snapshot: Snapshot | undefined
  let loading: { version: number; promise: Promise<Snapshot> } | undefined

  const readVersion = (): Promise<number> =>
    database === undefined ? Promise.resolve(0) : readDocumentsVersion(database.db)

  const versionFor = (scope: object | undefined): Promise<number> => {
    if (scope === undefined) return readVersion()
    // The auth plugin reads the version with the session, in the same statement.
    const preset = (scope as { documentsVersion?: unknown }).documentsVersion
    if (typeof preset === 'number') return Promise.resolve(preset)
    const known = versions.get(scope)
    if (known !== undefined) return known
    const reading = readVersion()
    versions.set(scope, reading)
    // A failed read is not remembered: the next check of the request tries again.
    reading.catch(() => versions.delete(scope))
    return reading
  }

  // The version is read before the documents, so a snapshot labelled v holds documents at
  // least as new as v: a write racing the load only makes the next request load again.
  const load = async (version: number): Promise<Snapshot> => {
    const [roles, menus, kruds, grids, models, workflows] = await Promise.all([
      store.list('role'),
      store.list('menu'),
      store.list('krud'),
      store.list('grid'),
      store.list('model'),
      store.list('workflow'),
    ])
    const krudDocuments = kruds.map((stored) => stored.document)
    const gridModels = new Map(grids.map(({ document }) => [document.name, document.model]))
    const modelsByName = new Map<string, ModelDocument>()
    for (const { document } of models) {
      modelsByName.set(document.table, document)
      modelsByName.set(document.name, document)
    }
    const workflowDocuments = workflows.map((stored) => stored.document)
    const publicKruds = new Map<string, readonly AccessCondition[]>()
    for (const krud of krudDocuments) {
      if (krud.public !== true) continue
      const modelName = gridModels.get(krud.grid)
      const model = modelName === undefined ? undefined : modelsByName.get(modelName)
      publicKruds.set(krud.name, model === undefined ? [] : publishedRule(model, workflowDocuments))
    }
    return {
      version,
      roles: new Map(roles.map((stored) => [stored.document.id, stored.document])),
      menus: new Map(menus.map((stored) => [stored.document.name, stored.document])),
      kruds: krudDocuments,
      publicKruds,
      compiled: new Map(),
      writes: new Map(krudDocuments.map((krud) => [krud.name, offeredWrites(krud)])),
    }
  }

  const snapshotFor = async (scope: object | undefined): Promise<Snapshot> => {
    const version = await versionFor(scope)
    if (snapshot !== undefined && snapshot.version >= version) return snapshot
    // One load per version however many requests ask at once.
    if (loading === undefined || loading.version < version) {
      const promise = load(version)
      loading = { version, promise }
      promise.then(
        (loaded) => {
          if (snapshot === undefined || snapshot.version < loaded.version) snapshot = loaded
        },
        () => {
          if (loading?.promise === promise) loading = undefined
        },
      )
    }
    return loading.promise
  }

  const compiledIn = (current: Snapshot, roleId: number): CompiledRole | undefined => {
    if (current.compiled.has(roleId)) return current.compiled.get(roleId)
    const role = current.roles.get(roleId)
    const compiled = role === undefined ? undefined : compileRole(role, current.menus.get(role.menu), current.kruds)
    current.compiled.set(roleId, compiled)
    return compiled
  }

  return {
    async check(auth, action, target, scope) {
      if (target.kind === 'krud' && action !== 'read' && auth !== null) {
        const offered = (await snapshotFor(scope)).writes.get(target.name)
        if (offered !== undefined && !offered.has(action)) return DENIED
      }
      if (auth?.roleId === SUPER_ADMIN_ROLE_ID) return EVERY_ROW
      if (auth === null && !(target.kind === 'krud' && action === 'read')) return DENIED
      if (auth !== null && target.kind === 'admin') return decide(auth.roleId, undefined, new Map(), action, target)
      const current = await snapshotFor(scope)
      if (auth === null) return decide(null, undefined, current.publicKruds, action, target)
      return decide(auth.roleId, compiledIn(current, auth.roleId), current.publicKruds, action, target)
    },

    async compiledRole(auth, scope) {
      return compiledIn(await snapshotFor(scope), auth.roleId)
    },

    async roles(scope) {
      return (await snapshotFor(scope)).roles
    },

    async documentsVersion(scope) {
      return (await snapshotFor(scope)).version
    },
  }
}
