import { strToU8, type Zippable, zipSync } from 'fflate'
import { type FileTree, sortedTree } from './fileTree.ts'

// A fixed time: the same tree zips to the same bytes, so a download can be compared with the last.
const EPOCH = new Date('2026-01-01T00:00:00Z')

/** The tree as a zip under one top folder (`root/...`), deflated, deterministic. */
export function zipTree(tree: FileTree, root: string): Uint8Array {
  const entries: Zippable = {}
  for (const [path, contents] of sortedTree(tree)) {
    entries[`${root}/${path}`] = [strToU8(contents), { mtime: EPOCH, level: 6 }]
  }
  return zipSync(entries)
}
