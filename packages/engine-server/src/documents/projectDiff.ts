import {
  type DocumentKind,
  documentPath,
  loadProject,
  type ProjectFile,
  pointer,
  type TamgaDocument,
} from '@tamga/schema'
import { compareDocuments } from './documentOrder.ts'
import { DocumentValidationError } from './errors.ts'
import type { Actor, DocumentStore, StoredDocument } from './store.ts'

/** What copying one project onto another does to one document of the target. */
export type ProjectChange = 'create' | 'update' | 'delete' | 'unchanged'

/** One document in a {@link diffProjects} result. */
export interface ProjectDiffEntry {
  kind: DocumentKind
  name: string
  change: ProjectChange
  /**
   * For an update: the JSON Pointers (RFC 6901) at which the two versions differ, deepest
   * differing point only (`/columns/2/title/en_US`, not `/columns`). A key present on one side
   * only is reported at that key; array elements are compared index by index.
   */
  paths?: string[]
  /**
   * The document is only in the target and copying without `prune` leaves it there: the entry
   * says `unchanged`, and this flag says why it is listed at all.
   */
  onlyInTarget?: true
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const codePointOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The JSON Pointers at which two JSON values differ, in key order (code points) and index order. */
export function changedPaths(from: unknown, to: unknown, at = ''): string[] {
  if (Array.isArray(from) && Array.isArray(to)) {
    const paths: string[] = []
    for (let index = 0; index < Math.max(from.length, to.length); index += 1) {
      const here = `${at}${pointer(index)}`
      if (index >= from.length || index >= to.length) paths.push(here)
      else paths.push(...changedPaths(from[index], to[index], here))
    }
    return paths
  }
  if (isPlainObject(from) && isPlainObject(to)) {
    const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort(codePointOrder)
    return keys.flatMap((key) => {
      const here = `${at}${pointer(key)}`
      if (!Object.hasOwn(from, key) || !Object.hasOwn(to, key)) return [here]
      return changedPaths(from[key], to[key], here)
    })
  }
  return Object.is(from, to) ? [] : [at]
}

const keyOf = (document: Pick<TamgaDocument, 'kind' | 'name'>) => `${document.kind}\u0000${document.name}`

/**
 * Compares two projects document by document and says what copying `from` onto `to` changes
 * in `to`: `create` (only in `from`), `update` (in both, different; with the changed paths),
 * `delete` (only in `to`), `unchanged` (equal JSON, whatever the key order). Entries come in
 * the stores' listing order: by kind as `DOCUMENT_KINDS` lists them, then by name.
 *
 * @example
 * diffProjects(await folder.listAll().then(documentsOf), await database.listAll().then(documentsOf))
 */
export function diffProjects(from: readonly TamgaDocument[], to: readonly TamgaDocument[]): ProjectDiffEntry[] {
  const target = new Map(to.map((document) => [keyOf(document), document]))
  const source = new Map(from.map((document) => [keyOf(document), document]))
  const entries: ProjectDiffEntry[] = []
  for (const document of from) {
    const existing = target.get(keyOf(document))
    const { kind, name } = document
    if (existing === undefined) entries.push({ kind, name, change: 'create' })
    else {
      const paths = changedPaths(existing, document)
      entries.push(paths.length === 0 ? { kind, name, change: 'unchanged' } : { kind, name, change: 'update', paths })
    }
  }
  for (const document of to) {
    if (!source.has(keyOf(document))) entries.push({ kind: document.kind, name: document.name, change: 'delete' })
  }
  return entries.sort(compareDocuments)
}

const LABELS = {
  en_US: {
    create: 'create',
    update: 'update',
    delete: 'delete',
    keep: 'keep',
    onlyInTarget: 'only in the target; copying with prune would delete it',
    none: (count: number) => `No changes: all ${count} documents are the same.`,
    summary: (counts: Record<ProjectChange, number>) =>
      `${counts.create} to create, ${counts.update} to update, ${counts.delete} to delete, ${counts.unchanged} unchanged`,
  },
  mn_MN: {
    create: 'нэмэх',
    update: 'өөрчлөх',
    delete: 'устгах',
    keep: 'үлдээх',
    onlyInTarget: 'зөвхөн хүлээн авагч талд байна; prune-тэй хуулбал устгана',
    none: (count: number) => `Өөрчлөлт алга: ${count} баримт бүгд ижил байна.`,
    summary: (counts: Record<ProjectChange, number>) =>
      `нэмэх ${counts.create}, өөрчлөх ${counts.update}, устгах ${counts.delete}, өөрчлөлтгүй ${counts.unchanged}`,
  },
} as const

/**
 * The diff for people, one line per document that changes (unchanged ones are only counted),
 * then a summary line:
 *
 * ```
 * + create form "news-form"
 * ~ update grid "news-grid": /columns/2/title/en_US, /pageSize
 * - delete menu "old-menu"
 * 1 to create, 1 to update, 1 to delete, 70 unchanged
 * ```
 *
 * @param language Mongolian by default, like every message of the `tamga` command.
 */
export function formatProjectDiff(diff: readonly ProjectDiffEntry[], language: 'mn_MN' | 'en_US' = 'mn_MN'): string {
  const labels = LABELS[language]
  const counts: Record<ProjectChange, number> = { create: 0, update: 0, delete: 0, unchanged: 0 }
  const lines: string[] = []
  for (const entry of diff) {
    counts[entry.change] += 1
    const what = `${entry.kind} "${entry.name}"`
    if (entry.change === 'create') lines.push(`+ ${labels.create} ${what}`)
    else if (entry.change === 'update') lines.push(`~ ${labels.update} ${what}: ${(entry.paths ?? []).join(', ')}`)
    else if (entry.change === 'delete') lines.push(`- ${labels.delete} ${what}`)
    else if (entry.onlyInTarget) lines.push(`· ${labels.keep} ${what} (${labels.onlyInTarget})`)
  }
  if (counts.create + counts.update + counts.delete === 0) lines.push(labels.none(counts.unchanged))
  else lines.push(labels.summary(counts))
  return lines.join('\n')
}

/** Options of {@link copyProject}. */
export interface CopyProjectOptions {
  /** Compute and return the diff, write nothing. @default false */
  dryRun?: boolean
  /** Delete the target's documents the source does not have. @default false */
  prune?: boolean
  /** Who the target's history records as the author of the changes. */
  by: Actor
}

const documentsOf = (stored: readonly StoredDocument[]) => stored.map((entry) => entry.document)

/**
 * Copies a whole project from one store to another: `tamga export` is database → folder,
 * `tamga import` folder → database, and either works between two environments' stores.
 *
 * 1. Reads the source and checks it as `loadProject` does: every document valid and every
 *    reference between documents resolving. When anything is wrong it throws
 *    {@link DocumentValidationError} with every issue and its file, and writes nothing.
 * 2. Compares it with the target ({@link diffProjects}). Without `prune`, documents only in the
 *    target stay, listed as `unchanged` with `onlyInTarget`.
 * 3. Unless `dryRun`, writes each created or changed document (then deletes, with `prune`),
 *    each conditional on the target revision read in step 2, so a document someone changes in
 *    the meantime stops the copy with a `DocumentConflictError` instead of being overwritten.
 *    Unchanged documents are not written, so they gain no history revision.
 *
 * Returns the diff: what was done, or with `dryRun` what would be.
 */
export async function copyProject(
  from: DocumentStore,
  to: DocumentStore,
  options: CopyProjectOptions,
): Promise<ProjectDiffEntry[]> {
  const source = await from.listAll()
  const files: ProjectFile[] = source.map(({ document }) => ({
    path: documentPath(document),
    text: JSON.stringify(document),
  }))
  const { issues } = loadProject(files)
  if (issues.length > 0) {
    throw new DocumentValidationError(
      // loadProject names files relative to the documents folder, except the missing project file.
      issues.map((issue) => ({
        ...issue,
        file: issue.file.startsWith('documents/') ? issue.file : `documents/${issue.file}`,
      })),
      {
        en_US: 'the project to copy has problems; nothing was copied',
        mn_MN: 'хуулах төсөлд алдаа байна; юу ч хуулагдсангүй',
      },
    )
  }
  const target = await to.listAll()
  const revisionOf = new Map(target.map((entry) => [keyOf(entry.document), entry.revision]))
  const diff = diffProjects(documentsOf(source), documentsOf(target)).map(
    (entry): ProjectDiffEntry =>
      entry.change === 'delete' && options.prune !== true
        ? { kind: entry.kind, name: entry.name, change: 'unchanged', onlyInTarget: true }
        : entry,
  )
  if (options.dryRun === true) return diff

  const sourceDocument = new Map(source.map((entry) => [keyOf(entry.document), entry.document]))
  for (const entry of diff) {
    if (entry.change !== 'create' && entry.change !== 'update') continue
    const document = sourceDocument.get(keyOf(entry))
    if (document === undefined) throw new Error(`${entry.kind} "${entry.name}" left the source while it was copied`)
    await to.put(document, { by: options.by, expectedRevision: revisionOf.get(keyOf(entry)) ?? 0 })
  }
  for (const entry of diff) {
    if (entry.change !== 'delete') continue
    await to.remove(entry.kind, entry.name, { by: options.by, expectedRevision: revisionOf.get(keyOf(entry)) ?? 0 })
  }
  return diff
}
