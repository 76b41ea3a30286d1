import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { type FileTree, isExtensionFile, sortedTree } from './fileTree.ts'

/** What writing a tree into a folder did to each file. */
export type WriteOutcome = 'created' | 'changed' | 'unchanged' | 'kept'

/** The counts of a write, for the summary the CLI prints. */
export type WriteSummary = Record<WriteOutcome, number>

/**
 * Writes a generated tree into `directory`: new files are created, generated files whose
 * contents differ are rewritten, identical ones are left untouched (their modification time
 * too), and extension files that already exist are kept as their owners left them.
 * `onFile` is told about each file after it is handled, for a progress bar.
 */
export async function writeTree(
  directory: string,
  tree: FileTree,
  onFile: (path: string, outcome: WriteOutcome, done: number, total: number) => void = () => {},
): Promise<WriteSummary> {
  const summary: WriteSummary = { created: 0, changed: 0, unchanged: 0, kept: 0 }
  const sorted = sortedTree(tree)
  let done = 0
  for (const [path, contents] of sorted) {
    const target = join(directory, ...path.split('/'))
    let existing: string | undefined
    try {
      existing = await readFile(target, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    let outcome: WriteOutcome
    if (existing === undefined) outcome = 'created'
    else if (isExtensionFile(path)) outcome = 'kept'
    else outcome = existing === contents ? 'unchanged' : 'changed'
    if (outcome === 'created' || outcome === 'changed') {
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, contents)
    }
    summary[outcome]++
    done++
    onFile(path, outcome, done, sorted.size)
  }
  return summary
}
