// Test helper: the heritage example project as files, read from the repository.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ProjectFile } from '../src/index.ts'

/** The heritage example's folder, `examples/heritage`. */
export const heritageDir = fileURLToPath(new URL('../../../examples/heritage', import.meta.url))

/** Every `.json` file under `examples/heritage/documents`, sorted, with paths relative to that folder. */
export function readHeritageDocuments(): ProjectFile[] {
  const documentsDir = join(heritageDir, 'documents')
  return readdirSync(documentsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
    .map((path) => ({ path: relative(documentsDir, path), text: readFileSync(path, 'utf8') }))
}
