// The grid step's preview over an existing table shows the rows the server returns. The records
// API serves krud names, not tables, so the rows are read through a screen that lists the table
// already; a table no screen lists yet has no rows the assistant can read before its own is made.
import type { FormDocument, GridDocument, KrudDocument, LocalizedText } from '@tamga/schema'
import type { DocumentsClient } from '../client/documentsClient.ts'

/** A saved screen over a table, and which of the wanted columns its list reads. */
export interface RowsSource {
  /** The krud's name, for the records API. */
  krud: string
  title: LocalizedText | undefined
  /** The wanted columns the krud's grid reads; the others come back empty through it. */
  read: ReadonlySet<string>
  /** The krud's list and form, which say how the project shows the table's columns. */
  grid: GridDocument
  form: FormDocument | undefined
}

/**
 * The saved krud whose grid lists `model` and reads most of `wanted` (the first in name order
 * among equals), or undefined when no krud lists the table (or the lists cannot be read). Each
 * krud and grid is read once; a project has tens of them, not thousands.
 *
 * @example await rowsSourceOf(documents, 'heritage_bearer', ['last_name', 'aimag_id']) // { krud: 'heritage-bearers', … }
 */
export async function rowsSourceOf(
  documents: DocumentsClient,
  model: string,
  wanted: readonly string[],
): Promise<RowsSource | undefined> {
  const list = await documents.list('krud')
  if (!list.ok) return undefined
  const names = list.data.documents.map((summary) => summary.name).sort()
  const kruds = (await Promise.all(names.map((name) => documents.get('krud', name))))
    .map((answer) => (answer.ok ? answer.data.document : undefined))
    .filter((document): document is KrudDocument => document?.kind === 'krud')
  const gridNames = [...new Set(kruds.map((krud) => krud.grid))]
  const grids = new Map<string, GridDocument>()
  for (const answer of await Promise.all(gridNames.map((name) => documents.get('grid', name)))) {
    if (answer.ok && answer.data.document.kind === 'grid') grids.set(answer.data.document.name, answer.data.document)
  }
  let best: (Omit<RowsSource, 'form'> & { formName: string }) | undefined
  for (const krud of kruds) {
    const grid = grids.get(krud.grid)
    if (grid?.model !== model) continue
    const fields = new Set(grid.columns.map((column) => column.field))
    const read = new Set(wanted.filter((name) => fields.has(name)))
    if (best === undefined || read.size > best.read.size)
      best = { krud: krud.name, title: krud.title, read, grid, formName: krud.form }
  }
  if (best === undefined) return undefined
  const { formName, ...found } = best
  const form = await documents.get('form', formName)
  return { ...found, form: form.ok && form.data.document.kind === 'form' ? form.data.document : undefined }
}
