import type { Project } from '@tamga/schema'
import { generateGo } from './go/generateGo.ts'
import { GO_MIGRATIONS } from './go/migrations.ts'
import { generateLaravel } from './laravel/generateLaravel.ts'
import { LARAVEL_MIGRATIONS } from './laravel/migrations.ts'
import { evolveMigrations, type Regeneration } from './migrations/evolve.ts'
import type { MigrationLayout } from './migrations/layout.ts'
import { describeProject } from './plan/describeProject.ts'
import { type FileTree, sortedTree } from './tree/fileTree.ts'

/** The server frameworks a project can be generated for. */
export const TARGETS = ['laravel', 'go'] as const
export type Target = (typeof TARGETS)[number]

/** Where a target keeps its migrations and its schema snapshot. */
export function migrationLayout(target: Target): MigrationLayout {
  return target === 'laravel' ? LARAVEL_MIGRATIONS : GO_MIGRATIONS
}

/**
 * A loaded, valid project as a server project of `target`: the same bytes for the same
 * documents (and the same earlier generation), paths in code-point order. Pure: nothing is read
 * or written. Given the project as generated before (`regeneration.previous`), its migrations
 * are kept and what the models changed since becomes one new migration; a change that can lose
 * data throws `DestructiveMigrationError` unless `allowDestructive`.
 */
export function generateProject(project: Project, target: Target, regeneration: Regeneration = {}): FileTree {
  const plan = describeProject(project)
  const tree = target === 'laravel' ? generateLaravel(plan) : generateGo(plan)
  return sortedTree(evolveMigrations(tree, plan, migrationLayout(target), regeneration))
}
