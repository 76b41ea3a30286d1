// A regeneration's migrations: the ones generated before, kept byte for byte (a migrator runs a
// file once, so an edit would never reach a database), and one new migration for what the models
// changed since, measured against the snapshot the last generation wrote.
import type { ProjectPlan } from '../plan/types.ts'
import { addFile, type FileTree } from '../tree/fileTree.ts'
import { DestructiveMigrationError, diffSchema, type SchemaChange } from './diff.ts'
import type { MigrationLayout } from './layout.ts'
import { RegenerationError, readSnapshot, snapshotOf, snapshotText } from './snapshot.ts'

/** What a regeneration knows of the project it regenerates. */
export interface Regeneration {
  /**
   * The project as it was generated last time (the output folder's files): its schema snapshot
   * and its migrations are what is read. Without a snapshot, the generation is a first one.
   */
  previous?: FileTree
  /** Write a migration even when a change can lose data (a dropped or narrowed column, …). */
  allowDestructive?: boolean
}

const MAX_NAME = 48

/** `update_news_visit_log`: the tables a migration changes, so its file name says what it touches. */
function migrationWhat(changes: readonly SchemaChange[]): string {
  const tables = [...new Set(changes.map((change) => change.table))]
  const what = `update_${tables.join('_')}`
  return what.length <= MAX_NAME ? what : what.slice(0, MAX_NAME).replace(/_+$/, '')
}

/**
 * Migrations generated before snapshots were written: a table's migration that would now read
 * otherwise means its model changed since, and what changed cannot be known, so the
 * regeneration is refused with a way through (generate once from the models as they were, which
 * writes the snapshot, then from the changed ones). Otherwise every earlier file is kept as it
 * was, and the files of tables added since join them.
 */
function keepUnsnapshotted(tree: FileTree, layout: MigrationLayout, previous: FileTree): void {
  const earlier = [...previous].filter(([path]) => path.startsWith(layout.folder))
  if (earlier.length === 0) return
  const changed = earlier
    .filter(([path, contents]) => tree.has(path) && tree.get(path) !== contents && !layout.isSystem(path))
    .map(([path]) => path)
  if (changed.length > 0) throw new UnsnapshottedMigrationsError(layout.snapshot, changed)
  for (const [path, contents] of earlier) tree.set(path, contents)
}

/** Migrations without a snapshot, whose tables changed since they were generated. */
export class UnsnapshottedMigrationsError extends RegenerationError {
  constructor(
    snapshot: string,
    readonly paths: readonly string[],
  ) {
    super(
      `the earlier migrations were generated without ${snapshot}, and these would now read otherwise, as their models changed since: ${paths.join(', ')}. A regeneration must not edit a migration that may have run; generate once from the models as they were when these were generated (that writes the snapshot), then again from the changed models, which adds a migration for the change`,
    )
    this.name = 'UnsnapshottedMigrationsError'
  }
}

/**
 * Brings a freshly generated tree's migrations in line with the project generated before: with
 * no snapshot there, the tree is a first generation and gets one; otherwise every earlier
 * migration stays as it was, the models are diffed against the snapshot, and any difference
 * becomes the next migration, with the snapshot moved on. A change that can lose data throws
 * {@link DestructiveMigrationError} unless `allowDestructive`, before anything is written.
 */
export function evolveMigrations(
  tree: FileTree,
  plan: ProjectPlan,
  layout: MigrationLayout,
  regeneration: Regeneration = {},
): FileTree {
  const previousText = regeneration.previous?.get(layout.snapshot)
  if (previousText === undefined) {
    keepUnsnapshotted(tree, layout, regeneration.previous ?? new Map())
    addFile(tree, layout.snapshot, snapshotText(snapshotOf(plan, layout.firstSequence)))
    return tree
  }
  const previous = readSnapshot(layout.snapshot, previousText)
  const changes = diffSchema(previous, plan)
  const destructive = changes.filter((change) => change.destructive)
  if (destructive.length > 0 && regeneration.allowDestructive !== true) {
    throw new DestructiveMigrationError(destructive)
  }
  for (const path of [...tree.keys()]) if (path.startsWith(layout.folder)) tree.delete(path)
  for (const [path, contents] of regeneration.previous ?? []) {
    if (path.startsWith(layout.folder)) tree.set(path, contents)
  }
  let sequence = previous.sequence
  if (changes.length > 0) {
    sequence++
    addFile(tree, layout.path(sequence, migrationWhat(changes)), layout.render(changes, plan))
  }
  addFile(tree, layout.snapshot, snapshotText(snapshotOf(plan, sequence)))
  return tree
}
