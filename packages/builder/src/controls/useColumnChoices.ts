// The columns a column picker offers, read from the project: the stored documents, and the
// unsaved edits of any of them open in a builder of this browser (session/openDrafts.ts).
import { type LanguageCode, localizedText } from '@tamga/schema'
import { useCallback, useMemo } from 'react'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { useDocument, useDocumentNames } from '../client/useDocuments.ts'
import { sourceFieldChoices } from '../editors/chart/sourceFields.ts'
import { useDraft } from '../session/useDrafts.ts'
import {
  type ColumnChoice,
  type ColumnSource,
  connectionChoices,
  gridColumnChoices,
  modelColumnChoices,
} from './columnChoices.ts'
import type { TableTitle } from './columnWords.ts'

const textAt = (document: unknown, key: string): string | undefined => {
  if (typeof document !== 'object' || document === null) return undefined
  const value = (document as Record<string, unknown>)[key]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/**
 * The columns `source` names, as the builder is about to save them: a table's with its unsaved
 * columns marked, a grid's with their headers, a sub-form's with its link to the parent first.
 * Empty while they are read, or without a source.
 */
export function useColumnChoices(documents: DocumentsClient, source: ColumnSource | undefined): ColumnChoice[] {
  const gridName = source?.kind === 'grid' ? source.name : undefined
  const formName = source?.kind === 'subForm' ? source.form : undefined
  const storedGrid = useDocument(documents, 'grid', gridName)
  const draftGrid = useDraft('grid', gridName)
  const grid = draftGrid ?? storedGrid
  const storedForm = useDocument(documents, 'form', formName)
  const draftForm = useDraft('form', formName)
  const modelName =
    source?.kind === 'model'
      ? source.name
      : source?.kind === 'grid'
        ? textAt(grid, 'model')
        : textAt(draftForm ?? storedForm, 'model')
  const storedModel = useDocument(documents, 'model', modelName)
  const draftModel = useDraft('model', modelName)
  const dataSource = source?.kind === 'grid' ? textAt(grid, 'dataSource') : undefined
  const storedSource = useDocument(documents, 'datasource', dataSource)
  const parentModel = source?.kind === 'subForm' ? source.parentModel : undefined
  return useMemo(() => {
    if (source === undefined) return []
    const table: ColumnChoice[] =
      dataSource === undefined ? modelColumnChoices(storedModel, draftModel) : sourceFieldChoices(storedSource)
    if (source.kind === 'grid') return gridColumnChoices(grid, table)
    if (source.kind === 'subForm') return connectionChoices(table, parentModel)
    return table
  }, [source, dataSource, storedModel, draftModel, storedSource, grid, parentModel])
}

/** The project's tables by their titles in the language shown, each by its name until read. */
export function useTableTitles(documents: DocumentsClient, language: LanguageCode): TableTitle {
  const models = useDocumentNames(documents, 'model')
  return useCallback(
    (name: string) => {
      const title = localizedText(models.find((model) => model.name === name)?.title ?? undefined, language)
      return title === undefined || title === '' ? name : title
    },
    [models, language],
  )
}
