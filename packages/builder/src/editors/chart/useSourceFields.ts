import type { ChartSource } from '@tamga/schema'
import { useMemo } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocument } from '../../client/useDocuments.ts'
import { type FieldChoice, sourceFieldChoices } from './sourceFields.ts'

/**
 * The fields (with their labels) of a model or data source as stored: a chart's source, a
 * relation's table, the form's own table. Empty while loading, or when it is not found.
 */
export function useSourceFields(documents: DocumentsClient, source: Partial<ChartSource> | undefined): FieldChoice[] {
  const kind = source?.kind
  const stored = useDocument(documents, kind ?? 'model', kind === undefined ? undefined : source?.name)
  return useMemo(() => sourceFieldChoices(stored), [stored])
}
