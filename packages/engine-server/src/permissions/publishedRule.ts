import type { ModelDocument, WorkflowDocument } from '@tamga/schema'
import type { ColumnCondition } from './accessCondition.ts'

/**
 * The rows a visitor who has not signed in may read of a model, wherever they read it (the
 * public site, a public krud's records, a public GraphQL entry, its subscriptions): published
 * (`is_published` true, where the model has the column), not deleted, and, for a model a
 * workflow runs on, at the workflow's END (an application approved through it).
 */
export function publishedRule(model: ModelDocument, workflows: Iterable<WorkflowDocument>): ColumnCondition[] {
  const conditions: ColumnCondition[] = []
  if (model.columns.some((column) => column.name === 'is_published'))
    conditions.push({ type: 'column-equals', column: 'is_published', value: true })
  if (model.softDelete === true) conditions.push({ type: 'column-null', column: 'deleted_at' })
  for (const workflow of workflows) {
    if (workflow.model === model.name)
      conditions.push({ type: 'column-equals', column: workflow.statusColumn, value: 'END' })
  }
  return conditions
}
