import { useMemo } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocumentsNamed } from '../../client/useDocuments.ts'
import { type FieldChoice, sourceFieldChoices } from '../chart/sourceFields.ts'

/**
 * The columns (with their labels) of each named model, as stored. A model not found (or not read
 * yet, or without columns) is missing from the map, and its columns are typed by hand.
 */
export function useModelColumns(
  documents: DocumentsClient,
  models: readonly string[],
): ReadonlyMap<string, readonly FieldChoice[]> {
  const found = useDocumentsNamed(documents, 'model', models)
  return useMemo(
    () =>
      new Map(
        [...found]
          .map(([name, model]) => [name, sourceFieldChoices(model)] as const)
          .filter(([, list]) => list.length > 0),
      ),
    [found],
  )
}
