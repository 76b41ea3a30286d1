import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { ProjectFile } from '@tamga/schema'

/**
 * Reads every file of a folder tree whose name ends with one of `extensions`, in a stable
 * (sorted) order, with paths relative to the folder and written with forward slashes.
 */
export async function readFilesUnder(directory: string, extensions: readonly string[]): Promise<ProjectFile[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true })
  const paths = entries
    .filter((entry) => entry.isFile() && extensions.some((extension) => entry.name.endsWith(extension)))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  return Promise.all(
    paths.map(async (path) => ({
      path: relative(directory, path).split(sep).join('/'),
      text: await readFile(path, 'utf8'),
    })),
  )
}

/** Reads a Tamga project folder: every `.json` document under its `documents/` folder. */
export function readProjectDirectory(directory: string): Promise<ProjectFile[]> {
  return readFilesUnder(join(directory, 'documents'), ['.json'])
}
