// Which buttons the CRUD screen's toolbar shows (issue 7, spec 6): the krud's actions the
// server says the caller's role grants (KrudScreen.actions), narrowed by the role-wide flags
// and by what the grid document offers (spec 3.13's grid settings).
import type { GridDocument, KrudAction, RoleExtraPermissions } from '@tamga/schema'

/** The toolbar's buttons, each shown or not. */
export interface CrudToolbar {
  create: boolean
  copy: boolean
  view: boolean
  edit: boolean
  delete: boolean
  /** The deleted list and its restore button: granted, and the grid soft-deletes. */
  restore: boolean
  /** Granted, and the grid has `excel.export`. */
  exportExcel: boolean
  /** Excel upload: granted, the grid has import settings, and the role has the `excelupload` flag (spec 6). */
  importExcel: boolean
  /** Granted, and the grid has print settings. */
  print: boolean
  /** The grid offers saved searches (anyone who reads the list keeps their own). */
  savedSearch: boolean
  /** The grid offers the pivot tool over its model's rows. */
  pivot: boolean
}

/** What of the grid document the toolbar reads. */
export type ToolbarGrid = Pick<
  GridDocument,
  'excel' | 'print' | 'savedSearch' | 'pivot' | 'softDelete' | 'model' | 'dataSource'
>

/**
 * The buttons for a caller: an action the server left out of `actions` has no button, a tool
 * the grid does not offer has none either (its route answers 404), and the Excel upload also
 * needs the role's `excelupload` flag.
 *
 * @example crudToolbar(['create', 'view'], {}, grid).edit // false
 */
export function crudToolbar(
  actions: readonly KrudAction[],
  extra: RoleExtraPermissions | undefined,
  grid: ToolbarGrid,
): CrudToolbar {
  const has = (action: KrudAction) => actions.includes(action)
  return {
    create: has('create'),
    copy: has('copy'),
    view: has('view'),
    edit: has('edit'),
    delete: has('delete'),
    restore: has('restore') && grid.softDelete === true,
    exportExcel: has('excel-export') && grid.excel?.export === true,
    importExcel: has('excel-import') && grid.excel?.import !== undefined && extra?.excelupload === true,
    print: has('print') && grid.print !== undefined,
    savedSearch: grid.savedSearch === true,
    // The pivot groups a model's rows in SQL; a grid over a data source has none to group.
    pivot: grid.pivot === true && grid.model !== undefined && grid.dataSource === undefined,
  }
}
