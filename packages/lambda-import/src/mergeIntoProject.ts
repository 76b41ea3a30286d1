import type { TamgaDocument } from '@tamga/schema'
import { prefixNames } from './prefixNames.ts'
import { ImportReporter, type LambdaImportNote } from './report.ts'

/** What {@link mergeIntoProject} gives: the project as it would be, and what the merge left aside. */
export interface MergedProject {
  /** The existing project's documents with the imported ones beside them. */
  documents: TamgaDocument[]
  report: LambdaImportNote[]
}

/**
 * Puts imported documents into an existing project: every imported name (and table) gets
 * `prefix` ({@link prefixNames}), the existing project document stays (the imported one is
 * left out), and an imported role whose id the project already has is left out, since a role
 * id is what users carry. A prefixed name already in the project is the import's own from an
 * earlier run, and is replaced. Each leaving-out is noted.
 *
 * @example mergeIntoProject(await folder.listAll().then(documentsOf), imported, 'lambda-')
 */
export function mergeIntoProject(
  existing: readonly TamgaDocument[],
  imported: readonly TamgaDocument[],
  prefix: string,
): MergedProject {
  const report: LambdaImportNote[] = []
  const reporter = new ImportReporter('(import)', report)
  const roleNames = new Map(
    existing.flatMap((document) => (document.kind === 'role' ? [[document.id, document.name] as const] : [])),
  )
  const key = (document: TamgaDocument) => `${document.kind}\u0000${document.name}`
  const documents = new Map(existing.map((document) => [key(document), document]))
  for (const document of prefixNames(imported, prefix)) {
    if (document.kind === 'project') {
      reporter.notCarried('', {
        en_US: `the imported project document "${document.name}" was left out: the project keeps its own settings`,
        mn_MN: `оруулсан "${document.name}" төслийн баримтыг орхисон: төсөл өөрийн тохиргоогоо хадгална`,
      })
      continue
    }
    const holder = document.kind === 'role' ? roleNames.get(document.id) : undefined
    if (document.kind === 'role' && holder !== undefined && holder !== document.name) {
      reporter.notCarried('', {
        en_US: `the imported role "${document.name}" was left out: the project's role "${holder}" already has id ${document.id}`,
        mn_MN: `оруулсан "${document.name}" эрхийг орхисон: төслийн "${holder}" эрх ${document.id} дугаартай байна`,
      })
      continue
    }
    // A name the prefix gives is the import's own: importing again replaces what it made before.
    documents.set(key(document), document)
  }
  return { documents: [...documents.values()], report }
}
