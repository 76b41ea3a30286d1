// The role builder reads the project's other documents through a documents client; on the roles
// screen they come from the `GET /roles` answer, so whoever may manage roles (roles 1 and 2) edits
// them with the builder's editor without the builder's right to every document.
import type { DocumentSummary, DocumentsClient } from '@tamga/builder'
import type { ApiFailure } from '@tamga/renderer'
import type { LocalizedText } from '@tamga/schema'
import type { RolesAnswer } from './accountTypes.ts'

const summary = (name: string, title: LocalizedText | null = null): DocumentSummary => ({
  name,
  title,
  description: null,
  revision: 0,
  updatedAt: '',
  updatedBy: null,
})

// The roles screen saves with `PUT /roles/:name` itself; nothing else is read or written here.
const NOT_HERE: ApiFailure = { ok: false, status: 404, message: '', cancelled: false }
const notHere = async (): Promise<ApiFailure> => NOT_HERE

/** The documents a role refers to (menus, kruds, models, data sources, charts), from `GET /roles`. */
export function rolesDocuments(answer: RolesAnswer): DocumentsClient {
  const names: Partial<Record<string, DocumentSummary[]>> = {
    menu: answer.menus.map((menu) => summary(menu.name, menu.title ?? null)),
    krud: answer.kruds.map((krud) => summary(krud.name, krud.title)),
    model: answer.tables.map((name) => summary(name)),
    datasource: answer.datasources.map((name) => summary(name)),
    chart: answer.charts.map((name) => summary(name)),
  }
  return {
    list: async (kind) => ({ ok: true, status: 200, data: { documents: names[kind] ?? [] } }),
    get: async (kind, name) => {
      const menu = kind === 'menu' ? answer.menus.find((candidate) => candidate.name === name) : undefined
      if (menu === undefined) return NOT_HERE
      return { ok: true, status: 200, data: { document: menu, revision: 0, updatedAt: '', updatedBy: null } }
    },
    save: notHere,
    remove: notHere,
    history: notHere,
    restore: notHere,
    planModel: notHere,
  }
}
