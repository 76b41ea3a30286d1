import type { ProjectPlan } from '../plan/types.ts'
import type { SchemaChange } from './diff.ts'

/** Where a target keeps its migrations and its snapshot, and how it writes a regeneration's migration. */
export interface MigrationLayout {
  /** The folder every migration file is under, ending in `/`. */
  folder: string
  /** The snapshot file's path. */
  snapshot: string
  /** Whether a migration is the one of Tamga's system tables (Tamga's to change, not the models'). */
  isSystem(path: string): boolean
  /** The number of the last migration of a first generation. */
  firstSequence: number
  /** The path of the migration numbered `sequence`, which sorts after every earlier one. */
  path(sequence: number, what: string): string
  /** The migration file of a regeneration's changes. */
  render(changes: readonly SchemaChange[], plan: ProjectPlan): string
}
