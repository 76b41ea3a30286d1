import { type DocumentIssue, ERROR_CATALOGUE, type FormDocument, issue } from '@tamga/schema'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { type TamgaError, tamgaError } from '../http/errors.ts'
import { constraintError } from '../records/constraintErrors.ts'
import {
  announceInserted,
  insertPrepared,
  insertRows,
  prepareInsert,
  type RowTarget,
} from '../records/rowOperations.ts'
import { hashWriteOnlyValues } from '../records/writeOnlyFields.ts'

/** The most rows one `add<T>List` takes: a larger set is refused with `TOO_MANY_ROWS`, before any is checked. */
export const MAX_ROWS_PER_ADD = 1000

function isCatalogueError(error: unknown): error is TamgaError {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && 'details' in error
}

/**
 * The refusal of the row at `index` as the answer of the whole call: its issues' paths start
 * at the row's (`/rows/3/title`); a refusal without issues (a trigger's, the role's row
 * conditions') gets one at the row, saying why, so the answer names the row either way.
 */
function refusalOfRow(error: unknown, at: string, index: number): unknown {
  if (!isCatalogueError(error)) return error
  const { code, details } = error
  const texts = ERROR_CATALOGUE[code]
  const issues =
    details.issues === undefined
      ? [
          issue(at, 'refused', {
            en_US: `row ${index} was refused: ${details.messages?.en_US ?? texts.enMsg}`,
            mn_MN: `${index}-р мөрийг хүлээж авсангүй: ${details.messages?.mn_MN ?? texts.msg}`,
          }),
        ]
      : details.issues.map((found) => ({ ...found, path: `${at}${found.path}` }))
  return tamgaError(code, { ...details, issues, cause: error })
}

/** Ends the transaction that looks for the refused row, when every row went in. */
const NONE_REFUSED = Symbol('none refused')

/**
 * The refusal of a bulk add whose transaction was rolled back, naming the row: the rows are
 * written again one at a time, as a single add writes one, in a transaction that is always
 * rolled back, until one is refused. The original refusal when none is (the commit failed).
 */
async function refusedRow(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  rows: ReadonlyArray<Record<string, unknown>>,
  failure: { path: string; refusal: unknown },
): Promise<unknown> {
  const refusal = constraintError(failure.refusal)
  if (!isCatalogueError(refusal)) return refusal
  const values: Array<Record<string, unknown>> = []
  for (const row of rows) values.push(await hashWriteOnlyValues(form, row))
  let writing = 0
  try {
    await db.transaction().execute(async (trx) => {
      for (; writing < values.length; writing++) {
        const row = values[writing]
        if (row !== undefined) await insertPrepared(trx, target, form, row)
      }
      throw NONE_REFUSED
    })
  } catch (error) {
    if (error !== NONE_REFUSED && writing < values.length)
      return refusalOfRow(constraintError(error), `${failure.path}/${writing}`, writing)
  }
  return refusal
}

/**
 * Adds `rows` through the krud's form in ONE transaction, each exactly as a single add is
 * written (`createRow`): checked with the form (and the server's fills: formulas, the current
 * user, the role's `current-user` conditions), its uploads, triggers, overlap rule, workflow
 * start, the role's row conditions and an audit row. Nothing is written unless every row is:
 *
 * - the values of every row are checked first, and all the issues of all the rows are answered
 *   together in one `VALIDATION_FAILED`, each path under the row's (`/rows/2/title`);
 * - the rows are written as an Excel import's are (`insertRows`: multi-row statements where no
 *   trigger, upload or overlap rule needs them one at a time);
 * - a row refused while writing (a trigger, a condition, a constraint of the table) rolls the
 *   transaction back and is answered with the refusal's code, its issues under the row's path
 *   (one at `/rows/2` itself when the refusal had none), found by writing the rows again one
 *   at a time in a transaction that is rolled back.
 *
 * More than {@link MAX_ROWS_PER_ADD} rows are refused with `TOO_MANY_ROWS`. The change hub and
 * the workflow's assignees are told once the transaction committed. Answers the stored rows in
 * the order given.
 *
 * @example await addRows(db, target, form, [{ title: 'A' }, { title: 'B' }]) // two rows, or none
 */
export async function addRows(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  rows: ReadonlyArray<Record<string, unknown>>,
  path = '/rows',
): Promise<Array<Record<string, unknown>>> {
  if (rows.length > MAX_ROWS_PER_ADD) {
    throw tamgaError('TOO_MANY_ROWS', {
      messages: {
        mn_MN: `Нэг хүсэлтээр ${MAX_ROWS_PER_ADD} хүртэл мөр нэмнэ, ${rows.length} мөр ирсэн: хэд хэдэн хүсэлтэд хуваана уу`,
        en_US: `One request adds at most ${MAX_ROWS_PER_ADD} rows, not ${rows.length}: split them over several requests`,
        ko_KR: `한 번의 요청으로 최대 ${MAX_ROWS_PER_ADD}개 행을 추가할 수 있습니다(${rows.length}개를 보냄). 여러 요청으로 나누어 보내 주세요`,
      },
    })
  }
  const issues: DocumentIssue[] = []
  const prepared: Array<Record<string, unknown>> = []
  for (const [index, row] of rows.entries()) {
    try {
      prepared.push(prepareInsert(target, form, row))
    } catch (error) {
      const refusal = refusalOfRow(error, `${path}/${index}`, index)
      if (!isCatalogueError(refusal) || refusal.code !== 'VALIDATION_FAILED') throw refusal
      issues.push(...(refusal.details.issues ?? []))
    }
  }
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
  let inserted: Array<Record<string, unknown>>
  try {
    // As an Excel import writes its rows: in multi-row statements, or one at a time where a
    // trigger, an upload or the overlap rule must see each row.
    inserted = await db.transaction().execute((trx) => insertRows(trx, target, form, prepared))
  } catch (error) {
    throw await refusedRow(db, target, form, prepared, { path, refusal: error })
  }
  announceInserted(target, inserted)
  return inserted
}
