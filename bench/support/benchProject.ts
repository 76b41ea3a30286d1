// The project a benchmark serves: the heritage example's documents, copied to a temporary
// folder, with the benchmark's own documents added.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { documentPath, type TamgaDocument } from '@tamga/schema'

/** The repository's root folder. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url))

/** A project folder on disk, and how to remove it. */
export interface BenchProject {
  dir: string
  remove(): Promise<void>
}

/**
 * Writes `examples/heritage/documents` plus `documents` to a new temporary project folder (the
 * heritage roles, menu and project settings make a complete project the added documents can
 * refer to).
 */
export async function writeBenchProject(documents: readonly TamgaDocument[]): Promise<BenchProject> {
  const dir = await mkdtemp(join(tmpdir(), 'tamga-bench-project-'))
  await cp(join(REPOSITORY_ROOT, 'examples', 'heritage', 'documents'), join(dir, 'documents'), { recursive: true })
  for (const document of documents) {
    const file = join(dir, 'documents', documentPath(document))
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, `${JSON.stringify(document, null, 2)}\n`)
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}
