import type { ModelDocument } from '../documents/model.ts'
import type { RowCondition } from '../documents/role.ts'
import type { WorkflowDocument } from '../documents/workflow.ts'

/**
 * A condition the server itself puts on rows: a column holding a given value (`is_published`
 * true, a workflow's status `END`) or no value (`deleted_at`). The published rule is made of
 * these (see `publishedRule`).
 */
export type ColumnCondition =
  | { type: 'column-equals'; column: string; value: boolean | string }
  | { type: 'column-null'; column: string }

/** A condition on the rows a grant covers: a role's row condition, or one the server adds. */
export type AccessCondition = RowCondition | ColumnCondition

/**
 * The rows a visitor who has not signed in may read of a model, wherever they read it (the
 * public site, a public krud's records, a public GraphQL entry, its subscriptions, a generated
 * server's public resource): published (`is_published` true, where the model has the column),
 * not deleted, and, for a model a workflow runs on, at the workflow's END (an application
 * approved through it).
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
