// Which buttons the CRUD screen's toolbar shows (issue 7, spec 6): the krud's actions the
// server says the caller's role grants (KrudScreen.actions), narrowed by the role-wide flags.
import type { KrudAction, RoleExtraPermissions } from '@tamga/schema'

/** The toolbar's buttons, each shown or not. */
export interface CrudToolbar {
  create: boolean
  copy: boolean
  view: boolean
  edit: boolean
  delete: boolean
  /** The deleted list and its restore button. */
  restore: boolean
  exportExcel: boolean
  /** Excel upload: the krud offers it and the role has the `excelupload` flag (spec 6). */
  importExcel: boolean
  print: boolean
}

/**
 * The buttons for a caller: an action the server left out of `actions` has no button, and the
 * Excel upload also needs the role's `excelupload` flag.
 *
 * @example crudToolbar(['create', 'view'], {}).edit // false
 */
export function crudToolbar(actions: readonly KrudAction[], extra: RoleExtraPermissions | undefined): CrudToolbar {
  const has = (action: KrudAction) => actions.includes(action)
  return {
    create: has('create'),
    copy: has('copy'),
    view: has('view'),
    edit: has('edit'),
    delete: has('delete'),
    restore: has('restore'),
    exportExcel: has('excel-export'),
    importExcel: has('excel-import') && extra?.excelupload === true,
    print: has('print'),
  }
}
