import { effectiveColumns, formRecordSchema, krudWrites, type ModelDocument } from '@tamga/schema'
import type { RecordsCatalogue } from '../records/catalogue.ts'

/**
 * The columns of `model` an insert through GraphQL cannot do without, which the entry's
 * `…Insert` type marks non-null: those the form of a krud creating its rows requires (a
 * required field without a column default), and those the model requires (not null, no
 * default) among the fields that form writes. A value the server fills (a formula, the current
 * user, the workflow's status) is never one of them.
 *
 * A mutation writes through whichever krud grants the caller's role the create (see
 * `writeTarget`), so a column is required only when every krud over the model that offers
 * creating (`krudWrites`) with a form requires it: the schema, shared by every role, never
 * demands what one of them need not send. The server's validation of the chosen form stays
 * the check; this only shows clients what it will ask for.
 *
 * @example insertRequiredColumns(catalogue, applicationModel) // Set { 'heritage_bearer_id', 'title', 'amount' }
 */
export function insertRequiredColumns(catalogue: RecordsCatalogue, model: ModelDocument): ReadonlySet<string> {
  const columns = new Map(effectiveColumns(model).map((column) => [column.name, column]))
  let required: Set<string> | undefined
  for (const source of catalogue.krudsOver(model.name)) {
    if (source.form === undefined || !krudWrites(source.krud).create) continue
    const record = formRecordSchema(source.form, model, { mode: 'create' })
    const own = new Set(record.required)
    for (const name of Object.keys(record.properties)) {
      const column = columns.get(name)
      if (column?.nullable === false && column.default === undefined) own.add(name)
    }
    // The workflow writes a new record's status itself, whatever the form sends.
    const workflow = source.krud.workflow === undefined ? undefined : catalogue.workflows.get(source.krud.workflow)
    if (workflow !== undefined) own.delete(workflow.statusColumn)
    required = required === undefined ? own : new Set([...required].filter((name) => own.has(name)))
  }
  return required ?? new Set()
}
