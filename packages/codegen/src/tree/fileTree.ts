/** A generated project: relative path (with `/`) → file contents. */
export type FileTree = Map<string, string>

/**
 * Whether a generated file belongs to the project's owners after the first generation: files
 * in a `custom/` (Go) or `Custom/` (Laravel) folder are written only when missing, so the code a
 * team adds there survives every regeneration.
 */
export function isExtensionFile(path: string): boolean {
  return /(^|\/)(custom|Custom)\//.test(path)
}

/** The same tree with its paths in code-point order, so every consumer (zip, folder, golden test) sees one order. */
export function sortedTree(tree: FileTree): FileTree {
  return new Map([...tree.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
}

/** Adds a file, refusing a second file at the same path (a generator bug, never silently overwritten). */
export function addFile(tree: FileTree, path: string, contents: string): void {
  if (tree.has(path)) throw new Error(`generated twice: ${path}`)
  tree.set(path, contents.endsWith('\n') ? contents : `${contents}\n`)
}
