import { type ModelDocument, insertRequiredColumns as requiredOf } from '@tamga/schema'
import type { RecordsCatalogue } from '../records/catalogue.ts'

/**
 * The columns of `model` an insert through GraphQL cannot do without, which the entry's
 * `…Insert` type marks non-null: @tamga/schema's `insertRequiredColumns` over the kruds of the
 * catalogue that list the model, with their forms as drawn and their workflows' status columns.
 *
 * @example insertRequiredColumns(catalogue, applicationModel) // Set { 'heritage_bearer_id', 'title', 'amount' }
 */
export function insertRequiredColumns(catalogue: RecordsCatalogue, model: ModelDocument): ReadonlySet<string> {
  return requiredOf(
    model,
    catalogue.krudsOver(model.name).map((source) => ({
      krud: source.krud,
      form: source.form,
      statusColumn:
        source.krud.workflow === undefined ? undefined : catalogue.workflows.get(source.krud.workflow)?.statusColumn,
    })),
  )
}
