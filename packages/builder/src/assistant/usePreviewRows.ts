// Over an existing table, the assistant reads how the project already shows it and its first rows
// through a saved screen over it (see rowsSource.ts); this hook looks that screen up.
import { useEffect, useState } from 'react'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { type RowsSource, rowsSourceOf } from './rowsSource.ts'

/** Where the preview's rows come from: still looking, a saved screen over the table, or none. */
export type PreviewRows = { state: 'looking' } | { state: 'source'; source: RowsSource } | { state: 'none' }

/**
 * The screen an existing table's rows are read through, looked up again when the table (or the
 * columns wanted) changes; `model` undefined for a new table, which has none.
 */
export function usePreviewRows(
  documents: DocumentsClient,
  model: string | undefined,
  wanted: readonly string[],
): PreviewRows {
  const [rows, setRows] = useState<PreviewRows>({ state: 'looking' })
  const key = wanted.join(' ')
  useEffect(() => {
    setRows(model === undefined ? { state: 'none' } : { state: 'looking' })
    if (model === undefined) return
    let live = true
    void rowsSourceOf(documents, model, key.split(' ')).then((source) => {
      if (live) setRows(source === undefined ? { state: 'none' } : { state: 'source', source })
    })
    return () => {
      live = false
    }
  }, [documents, model, key])
  return rows
}
