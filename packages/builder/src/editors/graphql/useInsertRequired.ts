import { type InsertSource, insertRequiredColumns, type ModelDocument, withTranslationFields } from '@tamga/schema'
import { useMemo } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocumentNames, useDocumentsNamed } from '../../client/useDocuments.ts'

/**
 * The columns an insert into `model` cannot do without, as the server marks them non-null in a
 * GraphQL entry's `…Insert` type: @tamga/schema's `insertRequiredColumns` over the kruds whose
 * grid lists the model, with their forms (as drawn) and workflows. Empty until all are read.
 */
export function useInsertRequired(documents: DocumentsClient, model: ModelDocument | undefined): ReadonlySet<string> {
  const kruds = useDocumentsNamed(
    documents,
    'krud',
    useDocumentNames(documents, 'krud').map((one) => one.name),
  )
  const grids = useDocumentsNamed(
    documents,
    'grid',
    [...kruds.values()].map((krud) => krud.grid),
  )
  const over = useMemo(
    () =>
      model === undefined
        ? []
        : [...kruds.values()].filter((krud) => {
            // A grid names its model by document name or by table, as the server reads either.
            const listed = grids.get(krud.grid)?.model
            return listed !== undefined && (listed === model.name || listed === model.table)
          }),
    [kruds, grids, model],
  )
  const forms = useDocumentsNamed(
    documents,
    'form',
    over.map((krud) => krud.form),
  )
  const workflows = useDocumentsNamed(
    documents,
    'workflow',
    over.flatMap((krud) => krud.workflow ?? []),
  )
  return useMemo(() => {
    // Nothing is said before every form and workflow is read: a status column not yet known
    // to be the workflow's would look required for a moment.
    const read = over.every(
      (krud) => forms.has(krud.form) && (krud.workflow === undefined || workflows.has(krud.workflow)),
    )
    if (model === undefined || !read) return new Set<string>()
    const sources: InsertSource[] = over.map((krud) => {
      const form = forms.get(krud.form)
      return {
        krud,
        form: form === undefined ? undefined : withTranslationFields(form, model),
        statusColumn: krud.workflow === undefined ? undefined : workflows.get(krud.workflow)?.statusColumn,
      }
    })
    return insertRequiredColumns(model, sources)
  }, [model, over, forms, workflows])
}
