import { canReadGraphqlEntry, type FormDocument, type GraphqlDocument, publishedRule } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import type { RequestAuth } from '../auth/context.ts'
import { tamgaError } from '../http/errors.ts'
import { SUPER_ADMIN_ROLE_ID } from '../permissions/compileRole.ts'
import type { PermissionAction } from '../permissions/types.ts'
import type { RecordsCatalogue } from '../records/catalogue.ts'
import { type KrudRights, krudRights, krudRowTarget, type WriteServices } from '../records/requestTargets.ts'
import type { RowTarget } from '../records/rowOperations.ts'
import { EVERY_ROW, type RowAccess, tableAccess } from '../records/tableAccess.ts'

/** The rows of one model a caller reads through GraphQL: all of them, or those matching any one condition set. */

/**
 * Whether the caller may read an entry at all (spec 6): a public entry is open to everyone;
 * otherwise a signed-in caller, of one of the listed roles when roles are listed. The super
 * admin passes, as with every other check of the platform.
 */
export function canReadEntry(entry: GraphqlDocument, auth: RequestAuth | null): boolean {
  if (auth?.roleId === SUPER_ADMIN_ROLE_ID) return true
  return canReadGraphqlEntry(entry.access, { signedIn: auth !== null, roleId: auth?.roleId })
}

/** {@link canReadEntry} or the catalogue's error: 401 for an anonymous caller, 403 otherwise. */
export function requireEntry(entry: GraphqlDocument, auth: RequestAuth | null): void {
  if (!canReadEntry(entry, auth)) throw tamgaError(auth === null ? 'UNAUTHORIZED' : 'FORBIDDEN')
}

/**
 * Which rows of a model a caller reads through an entry it may read. The entry's access says
 * who sees the entry; the rows are narrowed by the role's kruds over the model:
 * - a krud granting read without row conditions: every row;
 * - kruds granting read only with row conditions: the rows matching any one of those sets,
 *   even when the role's `permitted_tables` lists the table (a row-conditioned role never sees
 *   another's rows through GraphQL, whatever else it is permitted);
 * - no krud granting read: every row, since the builder exposed the entry to this role (or to
 *   everyone) explicitly; to a visitor who has not signed in, the rows the public site shows
 *   (`publishedRule`), as a public krud gives them.
 * The super admin reads every row.
 */
export async function readAccess(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  modelName: string,
): Promise<RowAccess> {
  const access = await tableAccess(request, catalogue, modelName, 'read')
  if (access.allowed) return access
  // The builder exposed the entry: a signed-in role reads every row, a visitor only what the
  // public site shows.
  const model = request.auth == null ? catalogue.model(modelName) : undefined
  const published = model === undefined ? [] : publishedRule(model, catalogue.workflows.values())
  return published.length === 0 ? EVERY_ROW : { every: false, anyOf: [published] }
}

/**
 * The read access of every model in `models`, for the caller's role at the catalogue's
 * version, remembered per (version, role): the authorizer's answers only change with either.
 */
export class AccessCache {
  #version = -1
  readonly #byRole = new Map<string, Promise<ReadonlyMap<string, RowAccess>>>()

  /** The key plans are cached under: the documents version and the role (or "anon"). */
  static roleKey(catalogue: RecordsCatalogue, auth: RequestAuth | null): string {
    return `${catalogue.version}|${auth === null ? 'anon' : auth.roleId}`
  }

  /** `models.key` names the set (its sorted names), computed once per entry rather than per request. */
  async of(
    request: FastifyRequest,
    catalogue: RecordsCatalogue,
    models: { names: ReadonlySet<string>; key: string },
  ): Promise<ReadonlyMap<string, RowAccess>> {
    if (catalogue.version !== this.#version) {
      this.#byRole.clear()
      this.#version = catalogue.version
    }
    const key = `${AccessCache.roleKey(catalogue, request.auth ?? null)}|${models.key}`
    let found = this.#byRole.get(key)
    if (found === undefined) {
      found = (async () => {
        const map = new Map<string, RowAccess>()
        for (const model of models.names) map.set(model, await readAccess(request, catalogue, model))
        return map
      })()
      this.#byRole.set(key, found)
      found.catch(() => this.#byRole.delete(key))
    }
    return found
  }
}

/**
 * The row target of a GraphQL mutation: the krud over the entry's model that grants the action
 * to the caller's role (one without row conditions first; for an update, to the subject of an
 * open step of its workflow last, see `krudRights`), so the write goes through the
 * records write path with that krud's form validation, formulas, triggers, audit log and row
 * conditions. 401 for an anonymous caller, 403 when no krud grants the action.
 */
export async function writeTarget(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  entry: GraphqlDocument,
  action: Exclude<PermissionAction, 'read'>,
  services: WriteServices,
): Promise<RowTarget & { form: FormDocument | undefined }> {
  const auth = request.auth ?? null
  if (auth === null) throw tamgaError('UNAUTHORIZED')
  const model = catalogue.model(entry.model)
  if (model === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
  const chosen = await writeKrud(request, catalogue, model.name, action)
  const source = chosen === undefined ? undefined : catalogue.kruds.get(chosen.name)
  if (chosen === undefined || source === undefined) throw tamgaError('FORBIDDEN')
  // The entry's own model and identity: the krud is chosen for its rights and its form.
  return krudRowTarget(request, catalogue, { ...source, model }, chosen.rights, services, entry.idField ?? 'id')
}

/**
 * The krud over `modelName` whose grant of `action` a write of the caller goes through, or
 * undefined when none grants it: only a krud with a form creates or changes, and of several,
 * the role's own grant comes before a step's, one without row conditions before one with.
 */
async function writeKrud(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  modelName: string,
  action: Exclude<PermissionAction, 'read'>,
): Promise<{ name: string; rights: KrudRights } | undefined> {
  let chosen: { name: string; rights: KrudRights } | undefined
  for (const source of catalogue.krudsOver(modelName)) {
    // Creating and changing go through the krud's form: a krud without one cannot write.
    if (action !== 'delete' && source.form === undefined) continue
    const rights = await krudRights(request, catalogue, source.name, action)
    if (rights === undefined) continue
    if (chosen === undefined || rank(rights) < rank(chosen.rights)) chosen = { name: source.name, rights }
  }
  return chosen
}

/**
 * The writes the caller's role may make through an entry: those a krud over its model grants
 * the role (as {@link writeTarget} chooses one, so the krud's offered writes, `krudWrites`,
 * bound even the super admin), within the entry's own `actions`. None for a visitor who has
 * not signed in, nor for a role that may not read the entry. What a role's schema offers; each
 * write is still checked when it runs.
 */
export async function entryWrites(
  request: FastifyRequest,
  catalogue: RecordsCatalogue,
  entry: GraphqlDocument,
): Promise<ReadonlySet<Exclude<PermissionAction, 'read'>>> {
  const writes = new Set<Exclude<PermissionAction, 'read'>>()
  const auth = request.auth ?? null
  if (auth === null || !canReadEntry(entry, auth) || catalogue.model(entry.model) === undefined) return writes
  const offered: ReadonlyArray<[Exclude<PermissionAction, 'read'>, boolean]> = [
    ['create', entry.actions?.add === true],
    ['update', entry.actions?.edit === true],
    ['delete', entry.actions?.delete === true],
  ]
  for (const [action, allowed] of offered) {
    if (allowed && (await writeKrud(request, catalogue, entry.model, action)) !== undefined) writes.add(action)
  }
  return writes
}

/** How wide a grant is, narrowest last: the role's for every row, the role's for some, a step's. */
const rank = (rights: KrudRights): number => (rights.byStep ? 2 : rights.conditions.length > 0 ? 1 : 0)

export type { RowAccess } from '../records/tableAccess.ts'
