// `GET /records/:krud/screen`: everything the portal's CRUD screen draws a krud from, for the
// caller, in one answer (issue 7): the krud, grid and form documents, the sub-forms' forms,
// the models, and the krud's actions the caller's role grants.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type FormDocument, type KrudAction, type KrudScreen, krudActions, type ModelDocument } from '@tamga/schema'
import type { FastifyRequest } from 'fastify'
import Type from 'typebox'
import { requireAuth } from '../auth/requireAuth.ts'
import { domainPlugin } from '../http/domainPlugin.ts'
import { ERROR_RESPONSES, tamgaError } from '../http/errors.ts'
import { grantedOn } from '../http/routeAudience.ts'
import { requirePermission } from '../permissions/requirePermission.ts'
import type { PermissionAction } from '../permissions/types.ts'
import type { CatalogueReader, RecordsCatalogue } from './catalogue.ts'
import { withoutWriteOnlyColumns } from './requestTargets.ts'

/** The right under each krud action: the krud offers the action, the role grants the right. */
const RIGHT_OF_ACTION: Readonly<Record<KrudAction, PermissionAction>> = {
  create: 'create',
  copy: 'create',
  'excel-import': 'create',
  edit: 'update',
  delete: 'delete',
  restore: 'delete',
  view: 'read',
  'excel-export': 'read',
  print: 'read',
}

// The documents are sent as they are stored: they were validated when written, and a response
// schema of every document kind would only slow the serializer down.
const KrudScreenAnswerSchema = Type.Object({
  status: Type.Literal(true),
  version: Type.Integer(),
  krud: Type.Unknown(),
  grid: Type.Unknown(),
  form: Type.Optional(Type.Unknown()),
  subForms: Type.Record(Type.String(), Type.Unknown()),
  models: Type.Record(Type.String(), Type.Unknown()),
  model: Type.Optional(Type.String()),
  actions: Type.Array(Type.String()),
})

/** The forms of a form's sub-forms, and theirs, by name; a form met twice is read once. */
function subFormsOf(catalogue: RecordsCatalogue, form: FormDocument | undefined): Record<string, FormDocument> {
  const found: Record<string, FormDocument> = {}
  const visit = (parent: FormDocument | undefined) => {
    for (const field of parent?.fields ?? []) {
      const name = field.subForm?.form
      if (name === undefined || name in found) continue
      const child = catalogue.forms.get(name)
      if (child === undefined) continue
      found[name] = child
      visit(child)
    }
  }
  visit(form)
  return found
}

async function grants(request: FastifyRequest, krud: string, right: PermissionAction): Promise<boolean> {
  const decision = await request.server.authorizer.check(
    request.auth ?? null,
    right,
    { kind: 'krud', name: krud },
    request,
  )
  return decision.allowed
}

/** Options of {@link krudScreenPlugin}. */
export interface KrudScreenPluginOptions {
  catalogue: CatalogueReader
}

/** Registers `GET /records/:krud/screen` (read right on the krud needed). */
const krudScreenRoutes: FastifyPluginAsyncTypebox<KrudScreenPluginOptions> = async (app, options) => {
  app.get(
    '/records/:krud/screen',
    {
      config: { audience: grantedOn('krud') },
      schema: {
        tags: ['records'],
        summary: 'What the CRUD screen of a krud is drawn from, for the caller',
        description:
          'The krud, grid and form documents, the forms of the sub-forms, the models, and the krud’s actions the caller’s role grants (create, copy and excel-import need the create right; edit update; delete and restore delete; view, excel-export and print read). Needs a session and the read right on the krud.',
        params: Type.Object({ krud: Type.String({ pattern: '^[a-z0-9][a-z0-9_-]*$', maxLength: 100 }) }),
        response: { 200: KrudScreenAnswerSchema, ...ERROR_RESPONSES },
      },
    },
    async function getRecordsByKrudScreen(request): Promise<KrudScreen> {
      const { krud: name } = request.params
      await requirePermission(request, 'read', { kind: 'krud', name })
      // The CRUD screen belongs to the records API, the signed-in door: a visitor reads a public
      // krud through the public site, and its documents are none of a visitor's business.
      requireAuth(request)
      const catalogue = await options.catalogue(request)
      const source = catalogue.kruds.get(name)
      if (source === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
      const { krud, grid, form, model } = source
      const subForms = subFormsOf(catalogue, form)
      const models: Record<string, ModelDocument> = {}
      const addModel = (nameOrTable: string | undefined) => {
        const found = nameOrTable === undefined ? undefined : catalogue.model(nameOrTable)
        if (found !== undefined) models[found.name] = found
      }
      if (model !== undefined) models[model.name] = model
      addModel(form?.model)
      for (const child of Object.values(subForms)) addModel(child.model)
      const granted = new Map<PermissionAction, boolean>()
      const actions: KrudAction[] = []
      for (const action of krudActions(krud)) {
        const right = RIGHT_OF_ACTION[action]
        if (!granted.has(right)) granted.set(right, await grants(request, name, right))
        if (granted.get(right) === true) actions.push(action)
      }
      return {
        status: true,
        version: catalogue.version,
        krud,
        // The grid as the caller sees it: a column over a write-only field is no column of theirs.
        grid: model === undefined ? grid : withoutWriteOnlyColumns(grid, catalogue.writeOnlyColumns(model.name)),
        form,
        subForms,
        models,
        model: model?.name,
        actions,
      }
    },
  )
}

/** {@link krudScreenRoutes} as the plugin `tamga-krud-screen`. */
export const krudScreenPlugin = domainPlugin('krud-screen', { caller: true, authorizer: true }, krudScreenRoutes)
