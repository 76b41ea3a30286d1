import {
  columnValueKind,
  type FormDocument,
  type FormRecordMode,
  type ModelDocument,
  modelColumnTypeName,
} from '@tamga/schema'
import type { CompiledForm } from './compileForm.ts'
import type { FieldWidget, WidgetSettings } from './compileWidgets.ts'

/** Where {@link compileSubForms} finds the child form and model of each sub-form field. */
export interface SubFormDocuments {
  /** A child form by document name (a CRUD screen's `subForms`). */
  form(name: string): FormDocument | undefined
  /** The model of the table a child form writes. */
  model(form: FormDocument): ModelDocument | undefined
}

/** A sub-form's settings with the document's defaults filled in. */
export type SubFormWidgetSettings = NonNullable<WidgetSettings['subForm']>

/** One sub-form field of a form: the child form its rows are edited with, compiled once. */
export interface CompiledSubForm {
  /** The sub-form field's name in the parent form; its value is the list of rows. */
  field: string
  /** The child form document. */
  form: FormDocument
  settings: SubFormWidgetSettings
  /**
   * The child form for a row not saved yet: the server checks it as a new record, so its
   * required fields must have a value.
   */
  create: CompiledForm
  /** The child form for a stored row (one with its identity), which the server checks as an update. */
  update: CompiledForm
  /**
   * The fields a row shows, in the child layout's reading order: the grid's columns. The
   * connection field and the identity are the server's to fill, never the person's.
   */
  columns: string[]
  /**
   * The child fields stored in number columns: the database driver answers `numeric` as text,
   * and a row's computed fields, which no record schema describes, must read as numbers too for
   * the consolidations over them.
   */
  numberFields: string[]
}

/** Compiles one child form for one kind of row. */
export type CompileChildForm = (form: FormDocument, model: ModelDocument, mode: FormRecordMode) => CompiledForm

/**
 * The sub-form fields of a form whose child form and model `documents` hold, each with its child
 * form compiled for new and for stored rows. A sub-form whose documents are missing is left out
 * (the widget says so); nested sub-forms of a child form are not compiled, since the server saves
 * one level of rows with the record.
 *
 * @example
 * compileSubForms(widgets, documents, (form, model, mode) => compileForm(form, { model, language, mode }))
 * // { lines: { field: 'lines', form: lineForm, create: …, update: …, columns: ['item', 'price', 'quantity', 'amount'] } }
 */
export function compileSubForms(
  widgets: Readonly<Record<string, FieldWidget>>,
  documents: SubFormDocuments,
  compileChild: CompileChildForm,
): Record<string, CompiledSubForm> {
  const compiled: Record<string, CompiledSubForm> = {}
  for (const widget of Object.values(widgets)) {
    const settings = widget.settings.subForm
    if (widget.widget !== 'sub-form' || settings === undefined) continue
    const form = documents.form(settings.form)
    const model = form === undefined ? undefined : documents.model(form)
    if (form === undefined || model === undefined) continue
    const create = compileChild(form, model, 'create')
    const columns = create.layout.placed.filter((name) => {
      const child = create.widgets[name]
      return (
        child !== undefined &&
        child.widget !== 'sub-form' &&
        name !== settings.connectionField &&
        name !== form.identity
      )
    })
    compiled[widget.name] = {
      field: widget.name,
      form,
      settings,
      create,
      update: compileChild(form, model, 'update'),
      columns,
      numberFields: form.fields
        .map((field) => field.name)
        .filter((name) => columnValueKind(modelColumnTypeName(model, name)) === 'number'),
    }
  }
  return compiled
}
