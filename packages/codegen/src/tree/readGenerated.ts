// What a regeneration reads of the project generated before: its schema snapshot and its
// migrations, byte for byte, so `generateProject` can keep them and add the next migration.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { migrationLayout, type Target } from '../generate.ts'
import type { FileTree } from './fileTree.ts'

async function textOf(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw error
  }
}

/**
 * The snapshot and the migration files of the `target` project in `directory`, by their paths in
 * the project; empty when nothing was generated there yet.
 */
export async function readGenerated(directory: string, target: Target): Promise<FileTree> {
  const layout = migrationLayout(target)
  const tree: FileTree = new Map()
  const snapshot = await textOf(join(directory, ...layout.snapshot.split('/')))
  if (snapshot !== undefined) tree.set(layout.snapshot, snapshot)
  let names: string[] = []
  try {
    names = await readdir(join(directory, ...layout.folder.split('/')))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  for (const name of names.sort()) {
    const contents = await textOf(join(directory, ...layout.folder.split('/'), name))
    if (contents !== undefined) tree.set(`${layout.folder}${name}`, contents)
  }
  return tree
}
