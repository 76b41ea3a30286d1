import type { DocumentKind, TamgaDocument } from '@tamga/schema'
import type { LambdaImportNote, LambdaImportNoteKind } from './report.ts'

/** What one folder of Lambda files gave: documents by kind, fields carried, notes by kind. */
export interface FolderSummary {
  /** The folder, relative to the imported one (`.` for files directly in it; `(import)` for what the import made itself). */
  folder: string
  documents: Partial<Record<DocumentKind, number>>
  /** Form fields, grid columns and model columns in the documents made from the folder. */
  fields: number
  notes: Partial<Record<LambdaImportNoteKind, number>>
}

const folderOf = (source: string): string => {
  const file = source.split('#')[0] ?? source
  if (file === '(import)') return file
  const slash = file.indexOf('/')
  return slash < 0 ? '.' : file.slice(0, slash)
}

const fieldCount = (document: TamgaDocument): number =>
  document.kind === 'form'
    ? document.fields.length
    : document.kind === 'grid'
      ? document.columns.length
      : document.kind === 'model'
        ? document.columns.length
        : 0

/**
 * Sums an import up per folder (the first segment of each source path), in folder order; what
 * the import made to complete the project is under `(import)`.
 *
 * @example summarizeImport(result.documents, result.report)
 */
export function summarizeImport(
  documents: ReadonlyArray<{ source: string; document: TamgaDocument }>,
  report: readonly LambdaImportNote[],
): FolderSummary[] {
  const folders = new Map<string, FolderSummary>()
  const entry = (source: string): FolderSummary => {
    const folder = folderOf(source)
    let summary = folders.get(folder)
    if (summary === undefined) {
      summary = { folder, documents: {}, fields: 0, notes: {} }
      folders.set(folder, summary)
    }
    return summary
  }
  for (const { source, document } of documents) {
    const summary = entry(source)
    summary.documents[document.kind] = (summary.documents[document.kind] ?? 0) + 1
    summary.fields += fieldCount(document)
  }
  for (const note of report) {
    const summary = entry(note.source)
    summary.notes[note.kind] = (summary.notes[note.kind] ?? 0) + 1
  }
  return [...folders.values()].sort((a, b) => (a.folder < b.folder ? -1 : a.folder > b.folder ? 1 : 0))
}

const NOTE_LABELS: Record<LambdaImportNoteKind, { en_US: string; mn_MN: string }> = {
  'not-carried-over': { en_US: 'not carried over', mn_MN: 'шилжүүлээгүй' },
  approximated: { en_US: 'approximated', mn_MN: 'ойролцоогоор шилжүүлсэн' },
  unreadable: { en_US: 'unreadable', mn_MN: 'уншигдсангүй' },
  added: { en_US: 'added', mn_MN: 'нэмж үүсгэсэн' },
}

/**
 * The summary as the report's last lines, one per folder:
 * `go: 12 баримт (model 7 · menu 2 · …), 64 талбар; тэмдэглэл: шилжүүлээгүй 201, …`.
 */
export function formatImportSummary(
  summaries: readonly FolderSummary[],
  language: 'mn_MN' | 'en_US' = 'en_US',
): string {
  const lines = [language === 'mn_MN' ? 'Хавтас бүрээр:' : 'Per folder:']
  for (const summary of summaries) {
    const total = Object.values(summary.documents).reduce((sum, count) => sum + (count ?? 0), 0)
    const kinds = Object.entries(summary.documents)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(' · ')
    const notes = (['not-carried-over', 'approximated', 'unreadable', 'added'] as const)
      .map((kind) => `${NOTE_LABELS[kind][language]} ${summary.notes[kind] ?? 0}`)
      .join(', ')
    lines.push(
      language === 'mn_MN'
        ? `  ${summary.folder}: ${total} баримт${kinds === '' ? '' : ` (${kinds})`}, ${summary.fields} талбар; тэмдэглэл: ${notes}`
        : `  ${summary.folder}: ${total} document(s)${kinds === '' ? '' : ` (${kinds})`}, ${summary.fields} field(s) carried; notes: ${notes}`,
    )
  }
  return lines.join('\n')
}
