import { useMemo } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocumentsNamed } from '../../client/useDocuments.ts'
import { sourceFieldNames } from '../chart/sourceFields.ts'

/**
 * The column names of each named model, as stored. A model not found (or not read yet, or
 * without columns) is missing from the map, and its columns are typed by hand.
 */
export function useModelColumns(
  documents: DocumentsClient,
  models: readonly string[],
): ReadonlyMap<string, readonly string[]> {
  const found = useDocumentsNamed(documents, 'model', models)
  return useMemo(
    () =>
      new Map(
        [...found]
          .map(([name, model]) => [name, sourceFieldNames(model)] as const)
          .filter(([, list]) => list.length > 0),
      ),
    [found],
  )
}
