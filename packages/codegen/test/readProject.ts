// The example project the codegen tests generate from, read as `tamga generate --project` reads a folder.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadProject, type Project, type ProjectFile } from '@tamga/schema'

/** The repository's root folder. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../..', import.meta.url))

/** Every JSON document of a project folder's `documents/`, in path order. */
export function projectFiles(folder: string): ProjectFile[] {
  const documents = join(folder, 'documents')
  return readdirSync(documents, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path: relative(documents, path), text: readFileSync(path, 'utf8') }))
}

/** A project folder, loaded; throws with its issues when it is not valid. */
export function readProject(folder: string): Project {
  const { project, issues } = loadProject(projectFiles(folder))
  if (project === undefined || issues.length > 0) throw new Error(JSON.stringify(issues.slice(0, 5), null, 2))
  return project
}

/** examples/heritage, loaded. */
export function heritageProject(): Project {
  return readProject(join(REPOSITORY_ROOT, 'examples', 'heritage'))
}
