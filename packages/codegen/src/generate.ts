import type { Project } from '@tamga/schema'
import { generateGo } from './go/generateGo.ts'
import { generateLaravel } from './laravel/generateLaravel.ts'
import { describeProject } from './plan/describeProject.ts'
import { type FileTree, sortedTree } from './tree/fileTree.ts'

/** The server frameworks a project can be generated for. */
export const TARGETS = ['laravel', 'go'] as const
export type Target = (typeof TARGETS)[number]

/**
 * A loaded, valid project as a server project of `target`: the same bytes for the same
 * documents, paths in code-point order. Pure: nothing is read or written.
 */
export function generateProject(project: Project, target: Target): FileTree {
  const plan = describeProject(project)
  return sortedTree(target === 'laravel' ? generateLaravel(plan) : generateGo(plan))
}
