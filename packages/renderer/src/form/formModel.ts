import type { FormDocument, ModelDocument } from '@tamga/schema'

/**
 * The model of the table a form writes, among the models a CRUD screen was given (keyed by
 * document name): the one named like the form's `model`, else the one whose table it is.
 *
 * @example formModel(newsForm, screen.models) // the `news` model
 */
export function formModel(
  form: Pick<FormDocument, 'model'>,
  models: Readonly<Record<string, ModelDocument>>,
): ModelDocument | undefined {
  if (Object.hasOwn(models, form.model)) return models[form.model]
  return Object.values(models).find((model) => model.table === form.model)
}
