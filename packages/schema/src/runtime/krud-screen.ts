import type { FormDocument } from '../documents/form.ts'
import type { GridDocument } from '../documents/grid.ts'
import type { KrudAction, KrudDocument } from '../documents/krud.ts'
import type { ModelDocument } from '../documents/model.ts'

/**
 * What a CRUD screen needs to draw a krud for the caller, in one answer of
 * `GET /api/records/{krud}/screen`: the krud, its grid and form, the forms of the form's
 * sub-forms, the model the grid lists (none for a grid over a data source), and the krud's
 * actions the caller's role grants.
 */
export interface KrudScreen {
  status: true
  /** The documents version the answer was read at. */
  version: number
  krud: KrudDocument
  grid: GridDocument
  form: FormDocument | undefined
  /** The forms sub-form fields edit their child rows with (recursively), by document name. */
  subForms: Record<string, FormDocument>
  /** The models of the krud's model and of its sub-forms' tables, by document name. */
  models: Record<string, ModelDocument>
  /** The model the grid lists; undefined for a grid over a data source. */
  model: string | undefined
  /**
   * The krud's actions the caller may use: the krud must offer each, and the role grant the
   * right under it (create for create, copy and excel-import; update for edit; delete for
   * delete and restore; read for view, excel-export and print).
   */
  actions: KrudAction[]
}
