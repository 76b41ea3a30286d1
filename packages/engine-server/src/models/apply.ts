import type { BilingualMessage } from '@tamga/schema'
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import type { ModelChange, ModelPlan, ModelPlanIssue } from './plan.ts'

/** Who confirms the destructive changes of a plan, and why; both are logged with every change. */
export interface DestructiveConfirmation {
  by: string
  reason: string
}

/** Options of {@link applyModelChanges}. */
export interface ApplyOptions {
  /** Without it, a plan with a destructive change is refused and nothing is applied. */
  confirmDestructive?: DestructiveConfirmation
}

/** What {@link applyModelChanges} did. */
export interface ApplyReport {
  /** The changes applied, in order; each is one row of `tamga_schema_change`. */
  applied: ModelChange[]
}

const bulleted = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join('\n')

/**
 * A plan with destructive changes (dropping or narrowing a column, dropping a table, …) was
 * applied without a confirmation naming who and why. Nothing was changed.
 */
export class DestructiveChangeError extends Error {
  readonly code = 'destructive-model-change'
  /** The whole refusal in Mongolian and English, one line per change. */
  readonly messages: BilingualMessage

  constructor(readonly changes: readonly ModelChange[]) {
    const messages = {
      en_US: `These changes can lose data, so they need a confirmation of who makes them and why; nothing was changed:\n${bulleted(changes.map((change) => change.description.en_US))}`,
      mn_MN: `Дараах өөрчлөлт өгөгдөл устгаж болзошгүй тул хэн, ямар шалтгаанаар хийж буйг баталгаажуулах шаардлагатай; юу ч өөрчлөгдсөнгүй:\n${bulleted(changes.map((change) => change.description.mn_MN))}`,
    }
    super(messages.en_US)
    this.name = 'DestructiveChangeError'
    this.messages = messages
  }
}

/** The plan has issues (a model needs PostGIS, a view is missing, …) that no confirmation can overcome. Nothing was changed. */
export class ModelPlanError extends Error {
  readonly code = 'model-plan-issues'
  /** The whole refusal in Mongolian and English, one line per issue. */
  readonly messages: BilingualMessage

  constructor(readonly issues: readonly ModelPlanIssue[]) {
    const messages = {
      en_US: `The models cannot be brought to their documents; nothing was changed:\n${bulleted(issues.map((issue) => issue.message.en_US))}`,
      mn_MN: `Моделиудыг баримтын дагуу болгох боломжгүй; юу ч өөрчлөгдсөнгүй:\n${bulleted(issues.map((issue) => issue.message.mn_MN))}`,
    }
    super(messages.en_US)
    this.name = 'ModelPlanError'
    this.messages = messages
  }
}

/**
 * Serialises schema changes between server instances: the second one to start waits, then its
 * (now stale) statements fail and roll back instead of interleaving with the first one's.
 */
const SCHEMA_CHANGE_LOCK = 7_346_109_211

const confirmed = (confirmation: DestructiveConfirmation | undefined): confirmation is DestructiveConfirmation =>
  confirmation !== undefined && confirmation.by.trim() !== '' && confirmation.reason.trim() !== ''

/**
 * Applies a plan from `planModelChanges` in one transaction, logging every change in
 * `tamga_schema_change` in that same transaction. PostgreSQL's DDL is transactional, so a
 * failing statement rolls back every change and every log row.
 *
 * Refuses, before changing anything, a plan with issues ({@link ModelPlanError}) and a plan
 * with destructive changes unless `confirmDestructive` names who confirms and why
 * ({@link DestructiveChangeError}).
 */
export async function applyModelChanges(
  db: Kysely<SystemDatabase>,
  plan: ModelPlan,
  options: ApplyOptions = {},
): Promise<ApplyReport> {
  if (plan.issues.length > 0) throw new ModelPlanError(plan.issues)
  const destructive = plan.changes.filter((change) => change.destructive)
  const confirmation = options.confirmDestructive
  if (destructive.length > 0 && !confirmed(confirmation)) throw new DestructiveChangeError(destructive)
  if (plan.changes.length === 0) return { applied: [] }
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SCHEMA_CHANGE_LOCK})`.execute(trx)
    for (const change of plan.changes) {
      for (const statement of change.statements) await trx.executeQuery(statement)
      await trx
        .insertInto('tamga_schema_change')
        .values({
          model: change.model ?? change.table,
          statements: JSON.stringify(change.statements.map((statement) => statement.sql)),
          destructive: change.destructive,
          confirmed_by: change.destructive ? (confirmation?.by ?? null) : null,
          reason: change.destructive ? (confirmation?.reason ?? null) : null,
        })
        .execute()
    }
  })
  return { applied: [...plan.changes] }
}
