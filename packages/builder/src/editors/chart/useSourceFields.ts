import type { ChartSource } from '@tamga/schema'
import { useMemo } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument } from '../../client/useDocuments.ts'
import { sourceFieldNames } from './sourceFields.ts'

/** The field names of the chart's source as stored; empty while loading, or when it is not found. */
export function useSourceFields(documents: DocumentsClient, source: Partial<ChartSource> | undefined): string[] {
  const kind = source?.kind
  const stored = useDocument(documents, kind ?? 'model', kind === undefined ? undefined : source?.name)
  return useMemo(() => sourceFieldNames(stored), [stored])
}
