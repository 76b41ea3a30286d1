// What a save, restore or delete would break in the rest of the project, found by the project
// loader's own check (`loadProject` runs `checkReferences`): a change that passes here leaves a
// project that still loads at the next start.
import {
  DOCUMENT_KINDS,
  type DocumentIssue,
  type DocumentKind,
  documentPath,
  loadProject,
  type Project,
  type ProjectIssue,
  type RoleDocument,
  type TamgaDocument,
} from '@tamga/schema'
import { roleSaveIssues } from './roleReferences.ts'

/** One change to the project: a document written (saved or restored) or one deleted. */
export type ProjectChange = { write: TamgaDocument } | { remove: { kind: DocumentKind; name: string } }

// Each document stands in the loader as the "file" `kind/name`, which its issues then carry.
const fileOf = (document: { kind: string; name: string }) => `${document.kind}/${document.name}`

function load(documents: readonly TamgaDocument[]): { project: Project | undefined; issues: ProjectIssue[] } {
  return loadProject(documents.map((document) => ({ path: fileOf(document), text: JSON.stringify(document) })))
}

const issueKey = (found: ProjectIssue) =>
  [found.file, found.path, found.code, JSON.stringify(found.params ?? {})].join('\u0000')

const own = ({ path, code, message, params }: DocumentIssue): DocumentIssue =>
  params === undefined ? { path, code, message } : { path, code, message, params }

/**
 * An issue in another document than the one changed: shown at the changed document's root (the
 * change caused it), saying which document it is in and where.
 */
function elsewhere(found: ProjectIssue): DocumentIssue & { file: string } {
  const slash = found.file.indexOf('/')
  const kind = found.file.slice(0, slash)
  const name = found.file.slice(slash + 1)
  const where = `${kind} "${name}" ${found.path === '' ? '/' : found.path}`
  return {
    path: '',
    code: found.code,
    message: { en_US: `${where}: ${found.message.en_US}`, mn_MN: `${where}: ${found.message.mn_MN}` },
    params: { ...found.params, document: { kind, name }, at: found.path },
    file: (DOCUMENT_KINDS as readonly string[]).includes(kind)
      ? documentPath({ kind: kind as DocumentKind, name })
      : found.file,
  }
}

/** A role's rules the loader does not know (its id is its own and fixed), from the roles screen's check. */
function roleRuleIssues(role: RoleDocument, project: Project, stored: readonly TamgaDocument[]): DocumentIssue[] {
  const names = (kind: DocumentKind) => new Set(project.documents[kind].keys())
  return roleSaveIssues(role, {
    menus: project.documents.menu,
    kruds: names('krud'),
    tables: names('model'),
    datasources: names('datasource'),
    charts: names('chart'),
    roles: stored.filter((document): document is RoleDocument => document.kind === 'role'),
  })
}

/**
 * Every reference the change breaks, each at its JSON Pointer:
 * - in the written document: all its broken references (`/form`, `/fields/2/name`, …), and for a
 *   role its id rules too;
 * - in other documents: only the broken references the change causes (the project may already
 *   have some), at the changed document's root with the other document's `file`, and its name
 *   and pointer in the message and `params`.
 * Nothing is checked for a project without a project document.
 *
 * @example
 * changeReferenceIssues(stored, { write: { ...krud, form: 'missing' } }) // [{ path: '/form', code: 'unknown-reference', … }]
 */
export function changeReferenceIssues(stored: readonly TamgaDocument[], change: ProjectChange): DocumentIssue[] {
  const target = 'write' in change ? change.write : change.remove
  const targetFile = fileOf(target)
  const others = stored.filter((document) => fileOf(document) !== targetFile)
  const after = load('write' in change ? [...others, change.write] : others)
  if (after.project === undefined) return []
  const existing = new Set(load(stored).issues.map(issueKey))
  const issues: DocumentIssue[] = []
  for (const found of after.issues) {
    if ('write' in change && found.file === targetFile) issues.push(own(found))
    else if (!existing.has(issueKey(found))) issues.push(elsewhere(found))
  }
  if ('write' in change && change.write.kind === 'role') {
    // The roles screen's check repeats the loader's reference checks; only what it adds is kept.
    const known = new Set(issues.map((found) => `${found.path}\u0000${found.code}`))
    for (const found of roleRuleIssues(change.write, after.project, stored)) {
      if (!known.has(`${found.path}\u0000${found.code}`)) issues.push(found)
    }
  }
  return issues
}
