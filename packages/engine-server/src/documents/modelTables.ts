// A model document's save brings its table to the document at once (no restart): the plan of
// what that does, shown before the save, and its application, refused while it has issues or
// destructive changes nobody confirmed.
import { type DocumentIssue, issue, type ModelDocument, pointer } from '@tamga/schema'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import {
  applyModelChanges,
  DestructiveChangeError,
  type DestructiveConfirmation,
  ModelPlanError,
} from '../models/apply.ts'
import { type ModelChange, type ModelPlan, type ModelPlanIssue, planModelChanges } from '../models/plan.ts'

/** One change as the builder shows it before a save. */
export interface ModelChangePreview {
  kind: ModelChange['kind']
  table: string
  destructive: boolean
  description: ModelChange['description']
  statements: string[]
}

/** One reason the model's table cannot be brought to it. */
export interface ModelIssuePreview {
  table: string
  column?: string
  code: ModelPlanIssue['code']
  message: ModelPlanIssue['message']
}

/** What saving a model would do to the database. */
export interface ModelPlanPreview {
  changes: ModelChangePreview[]
  issues: ModelIssuePreview[]
}

const sameIssue = (a: ModelPlanIssue, b: ModelPlanIssue) =>
  a.model === b.model && a.code === b.code && a.table === b.table && a.column === b.column

/**
 * The plan of one model's save: every model of the project, with this one in place, compared
 * with the database, keeping the changes of this model's table only (the other models' pending
 * changes, such as destructive ones waiting for `tamga migrate`, are not this save's business),
 * its own issues, and the other models' issues that only this version causes. The table is
 * pruned to the document: a column, index or unique constraint the model no longer has is
 * dropped (destructive, so only with a reason).
 */
export async function planModelSave(
  db: Kysely<SystemDatabase>,
  model: ModelDocument,
  stored: readonly ModelDocument[],
): Promise<ModelPlan> {
  const others = stored.filter((other) => other.name !== model.name)
  const plan = await planModelChanges(db, [...others, model], { prune: true })
  const elsewhere = plan.issues.filter((found) => found.model !== model.name)
  const before = elsewhere.length === 0 ? [] : (await planModelChanges(db, stored)).issues
  return {
    changes: plan.changes.filter((change) => change.model === model.name),
    issues: plan.issues.filter(
      (found) => found.model === model.name || !before.some((earlier) => sameIssue(earlier, found)),
    ),
  }
}

/** The plan as the API answers it: statements as SQL text. */
export function previewOf(plan: ModelPlan): ModelPlanPreview {
  return {
    changes: plan.changes.map((change) => ({
      kind: change.kind,
      table: change.table,
      destructive: change.destructive,
      description: change.description,
      statements: change.statements.map((statement) => statement.sql),
    })),
    issues: plan.issues.map((found) => ({
      table: found.table,
      ...(found.column === undefined ? {} : { column: found.column }),
      code: found.code,
      message: found.message,
    })),
  }
}

/** A plan issue at the model's column it concerns, where the document has it. */
function issueInModel(model: ModelDocument, found: ModelPlanIssue): DocumentIssue {
  const index = found.column === undefined ? -1 : model.columns.findIndex((column) => column.name === found.column)
  const path = found.model === model.name && index >= 0 ? pointer('columns', index) : ''
  return issue(path, found.code, found.message, {
    model: found.model,
    table: found.table,
    ...(found.column === undefined ? {} : { column: found.column }),
  })
}

/** A destructive change, listed in the refusal (it is the table's, not a place in the document). */
const changeIssue = (change: ModelChange): DocumentIssue =>
  issue('', change.kind, change.description, {
    table: change.table,
    destructive: change.destructive,
    statements: change.statements.map((statement) => statement.sql),
  })

/**
 * Applies a model save's plan (see `applyModelChanges`: one transaction, each change logged in
 * `tamga_schema_change`, destructive ones with who and why). Refuses with nothing changed:
 * `MODEL_CHANGE_IMPOSSIBLE` (400) for a plan with issues, `MODEL_CHANGE_DESTRUCTIVE` (409) for
 * destructive changes without a reason; both list every issue or change.
 */
export async function applyModelSave(
  db: Kysely<SystemDatabase>,
  model: ModelDocument,
  plan: ModelPlan,
  confirmation: Partial<DestructiveConfirmation>,
): Promise<ModelChange[]> {
  const { by, reason } = confirmation
  const confirmDestructive =
    by !== undefined && reason !== undefined && reason.trim() !== '' ? { by, reason } : undefined
  try {
    const { applied } = await applyModelChanges(
      db,
      plan,
      confirmDestructive === undefined ? {} : { confirmDestructive },
    )
    return applied
  } catch (error) {
    if (error instanceof ModelPlanError) {
      throw tamgaError('MODEL_CHANGE_IMPOSSIBLE', {
        issues: error.issues.map((found) => issueInModel(model, found)),
        in: 'body',
        messages: error.messages,
        cause: error,
      })
    }
    if (error instanceof DestructiveChangeError) {
      throw tamgaError('MODEL_CHANGE_DESTRUCTIVE', {
        issues: error.changes.map(changeIssue),
        messages: error.messages,
        cause: error,
      })
    }
    throw error
  }
}
