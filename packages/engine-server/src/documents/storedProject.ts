import { documentPath, loadProject, type Project, type ProjectIssue } from '@tamga/schema'
import type { DocumentStore } from './store.ts'

/**
 * The whole project a store holds, loaded and cross-checked as a project folder is: what the
 * code generator and anything else that needs every document at once works from. Each document
 * stands in as the file it would be in a project folder, which its issues then name.
 */
export async function loadStoredProject(
  store: DocumentStore,
): Promise<{ project: Project | undefined; issues: ProjectIssue[] }> {
  const stored = await store.listAll()
  return loadProject(stored.map(({ document }) => ({ path: documentPath(document), text: JSON.stringify(document) })))
}
