import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LocalizedTextSchema } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES } from '../http/errors.ts'
import { adminOf, SIGNED_IN } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import {
  assignMember,
  createOrganization,
  createOrgType,
  deleteOrganization,
  deleteOrgType,
  listOrganizations,
  listOrgTypes,
  membersOf,
  organizationsOfUser,
  removeMember,
  renameOrgType,
  updateOrganization,
} from './queries.ts'

export type { Organization, OrganizationInput, OrganizationMember, OrgType } from './queries.ts'

/** Options of {@link organizationsPlugin}. */
export interface OrganizationsPluginOptions {
  database: TamgaDatabase
}

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 })
const Name = Type.String({ minLength: 1, maxLength: 255, pattern: '\\S', description: 'Not blank.' })

const OrganizationSchema = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    avatar: Type.Union([Type.String(), Type.Null()]),
    org_type_id: Type.Union([Type.Integer(), Type.Null()]),
    parent_id: Type.Union([Type.Integer(), Type.Null()]),
  },
  { additionalProperties: false },
)
const OrgTypeSchema = Type.Object({ id: Type.Integer(), name: Type.String() }, { additionalProperties: false })

/** What `GET /organizations` answers (spec 3.10 organisation state). */
const OrganizationStateSchema = Type.Object(
  {
    status: Type.Literal(true),
    organizations: Type.Array(
      Type.Object({ ...OrganizationSchema.properties, is_main: Type.Boolean() }, { additionalProperties: false }),
    ),
    organization: Type.Union(
      [
        Type.Object(
          {
            org_id: Type.Integer(),
            organization: Type.String(),
            org_avatar: Type.Union([Type.String(), Type.Null()]),
          },
          { additionalProperties: false },
        ),
        Type.Null(),
      ],
      { description: 'The caller’s main organisation.' },
    ),
    orgTypes: Type.Array(OrgTypeSchema),
    userExtraRoles: Type.Array(
      Type.Object(
        { id: Type.Integer(), name: Type.String(), display_name: LocalizedTextSchema },
        { additionalProperties: false },
      ),
      { description: 'The roles the caller may act as besides the main one.' },
    ),
    userExtraRole: Type.Union([Type.Object({ id: Type.Integer() }, { additionalProperties: false }), Type.Null()], {
      description: 'The extra role the session acts as; null when it acts as the main role.',
    }),
  },
  { additionalProperties: false },
)

const OrganizationBody = Type.Object(
  {
    name: Name,
    avatar: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
    org_type_id: Type.Optional(Type.Union([Id, Type.Null()])),
    parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
)
const OrganizationPatch = Type.Object(
  {
    name: Type.Optional(Name),
    avatar: Type.Optional(Type.Union([Type.String({ maxLength: 2048 }), Type.Null()])),
    org_type_id: Type.Optional(Type.Union([Id, Type.Null()])),
    parent_id: Type.Optional(Type.Union([Id, Type.Null()])),
  },
  { additionalProperties: false },
)
const OkSchema = Type.Object({ status: Type.Literal(true) }, { additionalProperties: false })

const ADMIN = { kind: 'admin', area: 'organizations' } as const

/** Writes need the write action of the area; listing needs reading it. */
function requireOrganizationsAdmin(request: FastifyRequest, action: 'create' | 'read' | 'update' | 'delete') {
  return requirePermission(request, action, ADMIN)
}

/**
 * Organisations (spec 3.10): `GET /organizations` gives any signed-in caller their own
 * organisations, the main one, the organisation types and their extra roles; the rest is the
 * administration area 'organizations' (roles 1 and 2): organisations (soft-deleted), their
 * types, and which users belong to which organisation.
 */
const organizationsRoutes: FastifyPluginAsyncTypebox<OrganizationsPluginOptions> = async (app, { database }) => {
  const { db } = database
  const tags = ['organizations']

  app.get(
    '/organizations',
    {
      config: { audience: SIGNED_IN },
      schema: {
        tags,
        summary: 'The caller’s organisations, main organisation, organisation types and extra roles',
        response: { 200: OrganizationStateSchema, ...ERROR_RESPONSES },
      },
    },
    async function getOrganizations(request) {
      const auth = requireAuth(request)
      const [organizations, orgTypes, roles] = await Promise.all([
        organizationsOfUser(db, auth.userId),
        listOrgTypes(db),
        app.authorizer.roles(request),
      ])
      const main = organizations.find((organization) => organization.is_main)
      const userExtraRoles = auth.roleIds
        .filter((id) => id !== auth.mainRoleId)
        .flatMap((id) => {
          const role = roles.get(id)
          return role === undefined ? [] : [{ id, name: role.name, display_name: role.display_name }]
        })
      return {
        status: true as const,
        organizations,
        organization: main === undefined ? null : { org_id: main.id, organization: main.name, org_avatar: main.avatar },
        orgTypes,
        userExtraRoles,
        userExtraRole: auth.roleId === auth.mainRoleId ? null : { id: auth.roleId },
      }
    },
  )

  app.get(
    '/organizations/all',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Every organisation (administration)',
        response: {
          200: Type.Object(
            { status: Type.Literal(true), organizations: Type.Array(OrganizationSchema) },
            { additionalProperties: false },
          ),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getOrganizationsAll(request) {
      await requireOrganizationsAdmin(request, 'read')
      return { status: true as const, organizations: await listOrganizations(db) }
    },
  )

  const organizationAnswer = {
    200: Type.Object({ status: Type.Literal(true), organization: OrganizationSchema }, { additionalProperties: false }),
    ...ERROR_RESPONSES,
  }

  app.post(
    '/organizations',
    {
      config: { audience: adminOf('organizations') },
      schema: { tags, summary: 'Creates an organisation', body: OrganizationBody, response: organizationAnswer },
    },
    async function postOrganizations(request) {
      await requireOrganizationsAdmin(request, 'create')
      return { status: true as const, organization: await createOrganization(db, request.body) }
    },
  )

  app.put(
    '/organizations/:id',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Changes an organisation',
        params: Type.Object({ id: Id }),
        body: OrganizationPatch,
        response: organizationAnswer,
      },
    },
    async function putOrganizationsById(request) {
      await requireOrganizationsAdmin(request, 'update')
      return { status: true as const, organization: await updateOrganization(db, request.params.id, request.body) }
    },
  )

  app.delete(
    '/organizations/:id',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Deletes an organisation (soft)',
        params: Type.Object({ id: Id }),
        response: { 200: OkSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteOrganizationsById(request) {
      await requireOrganizationsAdmin(request, 'delete')
      await deleteOrganization(db, request.params.id)
      return { status: true as const }
    },
  )

  app.get(
    '/organizations/:id/users',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'The members of an organisation',
        params: Type.Object({ id: Id }),
        response: {
          200: Type.Object(
            {
              status: Type.Literal(true),
              users: Type.Array(
                Type.Object(
                  {
                    user_id: Type.Integer(),
                    login: Type.String(),
                    first_name: Type.Union([Type.String(), Type.Null()]),
                    last_name: Type.Union([Type.String(), Type.Null()]),
                    is_main: Type.Boolean(),
                  },
                  { additionalProperties: false },
                ),
              ),
            },
            { additionalProperties: false },
          ),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getOrganizationsByIdUsers(request) {
      await requireOrganizationsAdmin(request, 'read')
      return { status: true as const, users: await membersOf(db, request.params.id) }
    },
  )

  app.put(
    '/organizations/:id/users/:userId',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Makes a user a member of an organisation, optionally the main one',
        params: Type.Object({ id: Id, userId: Id }),
        body: Type.Object(
          { is_main: Type.Optional(Type.Boolean({ default: false })) },
          { additionalProperties: false },
        ),
        response: { 200: OkSchema, ...ERROR_RESPONSES },
      },
    },
    async function putOrganizationsByIdUsersByUserId(request) {
      await requireOrganizationsAdmin(request, 'update')
      await assignMember(db, {
        orgId: request.params.id,
        userId: request.params.userId,
        isMain: request.body.is_main === true,
      })
      return { status: true as const }
    },
  )

  app.delete(
    '/organizations/:id/users/:userId',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Removes a user from an organisation',
        params: Type.Object({ id: Id, userId: Id }),
        response: { 200: OkSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteOrganizationsByIdUsersByUserId(request) {
      await requireOrganizationsAdmin(request, 'update')
      await removeMember(db, request.params.id, request.params.userId)
      return { status: true as const }
    },
  )

  const orgTypeAnswer = {
    200: Type.Object({ status: Type.Literal(true), orgType: OrgTypeSchema }, { additionalProperties: false }),
    ...ERROR_RESPONSES,
  }
  const OrgTypeBody = Type.Object({ name: Name }, { additionalProperties: false })

  app.get(
    '/org-types',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Every organisation type (administration)',
        response: {
          200: Type.Object(
            { status: Type.Literal(true), orgTypes: Type.Array(OrgTypeSchema) },
            { additionalProperties: false },
          ),
          ...ERROR_RESPONSES,
        },
      },
    },
    async function getOrgTypes(request) {
      await requireOrganizationsAdmin(request, 'read')
      return { status: true as const, orgTypes: await listOrgTypes(db) }
    },
  )

  app.post(
    '/org-types',
    {
      config: { audience: adminOf('organizations') },
      schema: { tags, summary: 'Creates an organisation type', body: OrgTypeBody, response: orgTypeAnswer },
    },
    async function postOrgTypes(request) {
      await requireOrganizationsAdmin(request, 'create')
      return { status: true as const, orgType: await createOrgType(db, request.body.name) }
    },
  )

  app.put(
    '/org-types/:id',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Renames an organisation type',
        params: Type.Object({ id: Id }),
        body: OrgTypeBody,
        response: orgTypeAnswer,
      },
    },
    async function putOrgTypesById(request) {
      await requireOrganizationsAdmin(request, 'update')
      return { status: true as const, orgType: await renameOrgType(db, request.params.id, request.body.name) }
    },
  )

  app.delete(
    '/org-types/:id',
    {
      config: { audience: adminOf('organizations') },
      schema: {
        tags,
        summary: 'Deletes an organisation type; its organisations keep existing without a type',
        params: Type.Object({ id: Id }),
        response: { 200: OkSchema, ...ERROR_RESPONSES },
      },
    },
    async function deleteOrgTypesById(request) {
      await requireOrganizationsAdmin(request, 'delete')
      await deleteOrgType(db, request.params.id)
      return { status: true as const }
    },
  )
}

/** {@link organizationsRoutes} as the plugin `tamga-organizations`. */
export const organizationsPlugin = domainPlugin(
  'organizations',
  { caller: true, authorizer: true },
  organizationsRoutes,
)
