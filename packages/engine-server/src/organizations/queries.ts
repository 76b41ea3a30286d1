// Organisations (spec 3.10) in the database: organisations (soft-deleted), their types, and
// which users belong to which organisation, one of them a user's main one.
import type { Kysely, Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'

/** An organisation as the API answers it. */
export interface Organization {
  id: number
  name: string
  avatar: string | null
  org_type_id: number | null
  parent_id: number | null
}

/** An organisation type (spec 3.10 orgTypes). */
export interface OrgType {
  id: number
  name: string
}

/** A user's membership of an organisation. */
export interface OrganizationMember {
  user_id: number
  login: string
  first_name: string | null
  last_name: string | null
  is_main: boolean
}

/** The fields of an organisation a writer sets. */
export interface OrganizationInput {
  name?: string | undefined
  avatar?: string | null | undefined
  org_type_id?: number | null | undefined
  parent_id?: number | null | undefined
}

type Db = Kysely<SystemDatabase> | Transaction<SystemDatabase>

const ORGANIZATION_COLUMNS = ['id', 'name', 'avatar', 'org_type_id', 'parent_id'] as const

/** The live (not deleted) organisations, by name. */
export function listOrganizations(db: Db): Promise<Organization[]> {
  return db
    .selectFrom('tamga_organization')
    .select(ORGANIZATION_COLUMNS)
    .where('deleted_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute()
}

/** The live organisations a user belongs to, the main one marked. */
export function organizationsOfUser(db: Db, userId: number): Promise<Array<Organization & { is_main: boolean }>> {
  return db
    .selectFrom('tamga_user_organization as m')
    .innerJoin('tamga_organization as o', 'o.id', 'm.org_id')
    .select(['o.id', 'o.name', 'o.avatar', 'o.org_type_id', 'o.parent_id', 'm.is_main'])
    .where('m.user_id', '=', userId)
    .where('o.deleted_at', 'is', null)
    .orderBy('m.is_main', 'desc')
    .orderBy('o.name')
    .orderBy('o.id')
    .execute()
}

/** Every organisation type, by name. */
export function listOrgTypes(db: Db): Promise<OrgType[]> {
  return db.selectFrom('tamga_org_type').select(['id', 'name']).orderBy('name').orderBy('id').execute()
}

async function requireOrganization(db: Db, id: number): Promise<void> {
  const found = await db
    .selectFrom('tamga_organization')
    .select('id')
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (found === undefined) throw tamgaError('ORGANIZATION_NOT_FOUND')
}

async function requireOrgType(db: Db, id: number): Promise<void> {
  const found = await db.selectFrom('tamga_org_type').select('id').where('id', '=', id).executeTakeFirst()
  if (found === undefined) throw tamgaError('ORG_TYPE_NOT_FOUND')
}

/**
 * Checks the references of an organisation being written: its type exists, its parent is a
 * live organisation and is neither the organisation itself nor one of its descendants (which
 * would make the tree a loop).
 */
async function checkReferences(db: Db, input: OrganizationInput, self: number | undefined): Promise<void> {
  if (input.org_type_id !== undefined && input.org_type_id !== null) await requireOrgType(db, input.org_type_id)
  if (input.parent_id === undefined || input.parent_id === null) return
  await requireOrganization(db, input.parent_id)
  if (self === undefined) return
  // Walks up from the new parent; meeting `self` means the parent sits under it. The walk is
  // bounded by the number of organisations, so a loop already in the data cannot hang it.
  const seen = new Set<number>()
  let current: number | null = input.parent_id
  while (current !== null && !seen.has(current)) {
    if (current === self) throw tamgaError('ORGANIZATION_PARENT_CYCLE')
    seen.add(current)
    const row: { parent_id: number | null } | undefined = await db
      .selectFrom('tamga_organization')
      .select('parent_id')
      .where('id', '=', current)
      .executeTakeFirst()
    current = row?.parent_id ?? null
  }
}

/** Creates an organisation after checking its type and parent. */
export async function createOrganization(
  db: Kysely<SystemDatabase>,
  input: OrganizationInput & { name: string },
): Promise<Organization> {
  return db.transaction().execute(async (trx) => {
    await checkReferences(trx, input, undefined)
    return trx
      .insertInto('tamga_organization')
      .values({
        name: input.name,
        avatar: input.avatar ?? null,
        org_type_id: input.org_type_id ?? null,
        parent_id: input.parent_id ?? null,
      })
      .returning(ORGANIZATION_COLUMNS)
      .executeTakeFirstOrThrow()
  })
}

/** Changes the given fields of a live organisation; 404 when there is none with this id. */
export async function updateOrganization(
  db: Kysely<SystemDatabase>,
  id: number,
  input: OrganizationInput,
): Promise<Organization> {
  return db.transaction().execute(async (trx) => {
    await requireOrganization(trx, id)
    await checkReferences(trx, input, id)
    const changes: OrganizationInput = {}
    if (input.name !== undefined) changes.name = input.name
    if (input.avatar !== undefined) changes.avatar = input.avatar
    if (input.org_type_id !== undefined) changes.org_type_id = input.org_type_id
    if (input.parent_id !== undefined) changes.parent_id = input.parent_id
    const query = trx.updateTable('tamga_organization').where('id', '=', id)
    if (Object.keys(changes).length === 0) {
      return trx
        .selectFrom('tamga_organization')
        .select(ORGANIZATION_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    }
    return query.set(changes).returning(ORGANIZATION_COLUMNS).executeTakeFirstOrThrow()
  })
}

/**
 * Soft-deletes a live organisation: it leaves every list, its sub-organisations move up to
 * its parent, and its memberships stay recorded (a restore brings them back).
 */
export async function deleteOrganization(db: Kysely<SystemDatabase>, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('tamga_organization')
      .select('parent_id')
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (row === undefined) throw tamgaError('ORGANIZATION_NOT_FOUND')
    await trx.updateTable('tamga_organization').set({ parent_id: row.parent_id }).where('parent_id', '=', id).execute()
    await trx.updateTable('tamga_organization').set({ deleted_at: new Date() }).where('id', '=', id).execute()
  })
}

/** Creates an organisation type. */
export function createOrgType(db: Kysely<SystemDatabase>, name: string): Promise<OrgType> {
  return db.insertInto('tamga_org_type').values({ name }).returning(['id', 'name']).executeTakeFirstOrThrow()
}

/** Renames an organisation type; 404 when there is none with this id. */
export async function renameOrgType(db: Kysely<SystemDatabase>, id: number, name: string): Promise<OrgType> {
  const row = await db
    .updateTable('tamga_org_type')
    .set({ name })
    .where('id', '=', id)
    .returning(['id', 'name'])
    .executeTakeFirst()
  if (row === undefined) throw tamgaError('ORG_TYPE_NOT_FOUND')
  return row
}

/** Deletes an organisation type; its organisations keep existing, without a type. */
export async function deleteOrgType(db: Kysely<SystemDatabase>, id: number): Promise<void> {
  const result = await db.deleteFrom('tamga_org_type').where('id', '=', id).executeTakeFirst()
  if (result.numDeletedRows === 0n) throw tamgaError('ORG_TYPE_NOT_FOUND')
}

/** The members of a live organisation. */
export async function membersOf(db: Kysely<SystemDatabase>, orgId: number): Promise<OrganizationMember[]> {
  await requireOrganization(db, orgId)
  return db
    .selectFrom('tamga_user_organization as m')
    .innerJoin('tamga_user as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.login', 'u.first_name', 'u.last_name', 'm.is_main'])
    .where('m.org_id', '=', orgId)
    .where('u.deleted_at', 'is', null)
    .orderBy('u.login')
    .execute()
}

/**
 * Makes a user a member of an organisation (or changes whether it is the user's main one). A
 * user has at most one main organisation: making this one main clears the flag elsewhere, in
 * the same transaction.
 */
export async function assignMember(
  db: Kysely<SystemDatabase>,
  options: { orgId: number; userId: number; isMain: boolean },
): Promise<void> {
  const { orgId, userId, isMain } = options
  await db.transaction().execute(async (trx) => {
    await requireOrganization(trx, orgId)
    const user = await trx
      .selectFrom('tamga_user')
      .select('id')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst()
    if (user === undefined) throw tamgaError('ORGANIZATION_USER_NOT_FOUND')
    if (isMain) {
      await trx
        .updateTable('tamga_user_organization')
        .set({ is_main: false })
        .where('user_id', '=', userId)
        .where('org_id', '!=', orgId)
        .execute()
    }
    await trx
      .insertInto('tamga_user_organization')
      .values({ user_id: userId, org_id: orgId, is_main: isMain })
      .onConflict((conflict) => conflict.columns(['user_id', 'org_id']).doUpdateSet({ is_main: isMain }))
      .execute()
  })
}

/** Removes a user from an organisation; 404 when the user is not a member. */
export async function removeMember(db: Kysely<SystemDatabase>, orgId: number, userId: number): Promise<void> {
  const result = await db
    .deleteFrom('tamga_user_organization')
    .where('org_id', '=', orgId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (result.numDeletedRows === 0n) throw tamgaError('ORGANIZATION_MEMBER_NOT_FOUND')
}
