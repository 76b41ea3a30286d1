// A workflow needs its model to have a status column; the designer says so as soon as the table
// is chosen and adds the column to the model when the person accepts.
import {
  effectiveColumns,
  type ModelDocument,
  PATTERNS,
  type WorkflowDocument,
  workflowStatusColumn,
} from '@tamga/schema'

const IDENTIFIER = new RegExp(PATTERNS.sqlIdentifier.pattern)

/**
 * The status column the workflow's model lacks, or undefined when it has it, when the workflow
 * names no valid column yet, when the model is not the workflow's or is a view (which Tamga never
 * alters, so there is nothing to offer).
 */
export function missingStatusColumn(
  workflow: Pick<WorkflowDocument, 'model' | 'statusColumn'>,
  model: ModelDocument | undefined,
): string | undefined {
  const column = workflow.statusColumn
  if (model === undefined || model.name !== workflow.model || model.view === true) return undefined
  if (typeof column !== 'string' || !IDENTIFIER.test(column)) return undefined
  const has = effectiveColumns({ ...model, columns: model.columns ?? [] }).some((each) => each.name === column)
  return has ? undefined : column
}

/** The model with the workflow's status column added at the end (see `workflowStatusColumn`). */
export function withStatusColumn(model: ModelDocument, column: string): ModelDocument {
  return { ...model, columns: [...(model.columns ?? []), workflowStatusColumn(column)] }
}
