// The columns an insert through a GraphQL entry cannot do without. The server marks them
// non-null in the entry's `…Insert` type; the builder warns when an entry that allows adding
// hides one, since every `add` would then be refused. One definition for both.
import type { FormDocument } from '../documents/form.ts'
import { type KrudDocument, krudWrites } from '../documents/krud.ts'
import { effectiveColumns, type ModelDocument } from '../documents/model.ts'
import { formRecordSchema } from './form-record-schema.ts'

/** A krud over the model, with its form (as drawn) and its workflow's status column, if any. */
export interface InsertSource {
  krud: KrudDocument
  form: FormDocument | undefined
  /** The column the krud's workflow writes a new record's status into. */
  statusColumn?: string | undefined
}

/**
 * The columns of `model` an insert cannot do without: those the form of a krud creating its
 * rows requires (a required field without a column default), and those the model requires (not
 * null, no default) among the fields that form writes. A value the server fills (a formula, the
 * current user, the workflow's status) is never one of them.
 *
 * A mutation writes through whichever krud grants the caller's role the create, so a column is
 * required only when every krud over the model that offers creating (`krudWrites`) with a form
 * requires it: what one of them need not send is never demanded. The server's validation of the
 * chosen form stays the check; this only tells what it will ask for.
 *
 * @example insertRequiredColumns(applicationModel, sources) // Set { 'heritage_bearer_id', 'title', 'amount' }
 */
export function insertRequiredColumns(model: ModelDocument, sources: Iterable<InsertSource>): ReadonlySet<string> {
  const columns = new Map(effectiveColumns(model).map((column) => [column.name, column]))
  let required: Set<string> | undefined
  for (const source of sources) {
    if (source.form === undefined || !krudWrites(source.krud).create) continue
    const record = formRecordSchema(source.form, model, { mode: 'create' })
    const own = new Set(record.required)
    for (const name of Object.keys(record.properties)) {
      const column = columns.get(name)
      if (column?.nullable === false && column.default === undefined) own.add(name)
    }
    // The workflow writes a new record's status itself, whatever the form sends.
    if (source.statusColumn !== undefined) own.delete(source.statusColumn)
    required = required === undefined ? own : new Set([...required].filter((name) => own.has(name)))
  }
  return required ?? new Set()
}
