import { DOCUMENT_KINDS, type DocumentKind } from '../documents/common.ts'
import type { ProjectDocument } from '../documents/project.ts'
import { type DocumentsByKind, type TamgaDocument, validateDocument } from '../documents/registry.ts'
import { type DocumentIssue, issue } from '../validation/issue.ts'
import { checkReferences } from './references.ts'

/** One file of a project: its path (for messages) and its text. */
export interface ProjectFile {
  path: string
  text: string
}

/** An issue found while loading a project, with the file it is in. */
export interface ProjectIssue extends DocumentIssue {
  file: string
}

/** A loaded project: its configuration and every document, by kind and name. */
export interface Project {
  config: ProjectDocument
  documents: { [TKind in DocumentKind]: Map<string, DocumentsByKind[TKind]> }
  /** The file each document came from. */
  sourceOf: Map<TamgaDocument, string>
}

function emptyDocuments(): Project['documents'] {
  return Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, new Map()])) as unknown as Project['documents']
}

/**
 * Parses, validates and cross-checks a whole project. Every problem is reported with its file
 * and path; the project is returned only when there is exactly one project document (other
 * problems still come back in `issues`, so a caller can decide how strict to be).
 */
export function loadProject(files: readonly ProjectFile[]): { project: Project | undefined; issues: ProjectIssue[] } {
  const issues: ProjectIssue[] = []
  const documents = emptyDocuments()
  const sourceOf = new Map<TamgaDocument, string>()
  const configs: ProjectDocument[] = []
  // Documents that exist but are invalid: references to them are not reported again as missing.
  const invalid = new Set<string>()

  for (const file of files) {
    let parsed: unknown
    try {
      parsed = JSON.parse(file.text)
    } catch (error) {
      const detail = (error as Error).message
      issues.push({
        file: file.path,
        ...issue('', 'json-syntax', { en_US: `is not valid JSON: ${detail}`, mn_MN: `JSON буруу байна: ${detail}` }),
      })
      continue
    }
    const result = validateDocument(parsed)
    if (!result.ok) {
      issues.push(...result.issues.map((i) => ({ file: file.path, ...i })))
      const { kind, name } = parsed as { kind?: unknown; name?: unknown }
      if (typeof kind === 'string' && typeof name === 'string') invalid.add(`${kind}:${name}`)
      continue
    }
    const document = result.value
    const byName = documents[document.kind] as Map<string, TamgaDocument>
    const earlier = byName.get(document.name)
    if (earlier !== undefined) {
      issues.push({
        file: file.path,
        ...issue(
          '/name',
          'duplicate-name',
          {
            en_US: `"${document.name}" is already the name of a ${document.kind} in ${sourceOf.get(earlier)}`,
            mn_MN: `"${document.name}" нэртэй ${document.kind} ${sourceOf.get(earlier)} файлд аль хэдийн байна`,
          },
          { name: document.name },
        ),
      })
      continue
    }
    byName.set(document.name, document)
    sourceOf.set(document, file.path)
    if (document.kind === 'project') configs.push(document)
  }

  const [config, ...extra] = configs
  for (const other of extra) {
    issues.push({
      file: sourceOf.get(other) ?? '',
      ...issue('/kind', 'project-duplicate', {
        en_US: 'is a second project document; a project has exactly one',
        mn_MN: 'хоёр дахь төслийн баримт байна; төсөл яг нэг тохиргооны баримттай байна',
      }),
    })
  }
  if (config === undefined) {
    issues.push({
      file: 'documents/project.json',
      ...issue('', 'project-missing', {
        en_US: 'is missing: a project needs one document of kind "project"',
        mn_MN: 'алга: төсөл "project" төрлийн нэг баримттай байх ёстой',
      }),
    })
    return { project: undefined, issues }
  }
  const project: Project = { config, documents, sourceOf }
  issues.push(...checkReferences(project, invalid))
  return { project, issues }
}

/** Counts and names that tell a person what a project holds. */
export interface ProjectSummary {
  name: string
  total: number
  counts: Partial<Record<DocumentKind, number>>
  languages: string[]
  defaultLanguage: string
}

/** Summarises a loaded project for people (the CLI prints it). */
export function summarizeProject(project: Project): ProjectSummary {
  const counts: Partial<Record<DocumentKind, number>> = {}
  let total = 0
  for (const kind of DOCUMENT_KINDS) {
    const count = project.documents[kind].size
    if (count > 0) counts[kind] = count
    total += count
  }
  return {
    name: project.config.name,
    total,
    counts,
    languages: (project.config.languages ?? []).map((language) => language.code),
    defaultLanguage: project.config.default_language ?? 'mn_MN',
  }
}
