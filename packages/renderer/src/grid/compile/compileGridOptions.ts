import { type GridDocument, MAX_PAGE_SIZE } from '@tamga/schema'
import type { GetRowIdParams, GridOptions, RowSelectionOptions } from 'ag-grid-community'
import type { RecordRow } from './compileGridColumns.ts'

/** The page size of a grid document that gives none (the document's own default). */
export const DEFAULT_GRID_PAGE_SIZE = 50

/** The grid options a grid document decides; the React layer adds the datasource and the columns. */
export type CompiledGridOptions = Pick<
  GridOptions<RecordRow>,
  'rowModelType' | 'cacheBlockSize' | 'pagination' | 'paginationPageSize' | 'paginationPageSizeSelector' | 'getRowId'
> & { rowSelection?: RowSelectionOptions<RecordRow> }

/**
 * The row selection of a grid (spec 3.13 "radio"): one row (`single`, a radio choice) or many
 * (`multiple`, checkboxes). Without either (`none`) there is no selection column, but a click
 * still selects the one row the toolbar's edit and delete act on. A "select all" checkbox is
 * left out: over the infinite row model it would only reach the rows already loaded, and
 * ag-grid warns that it does not support it there.
 */
export function rowSelectionOf(grid: GridDocument): RowSelectionOptions<RecordRow> {
  switch (grid.selection ?? 'none') {
    case 'single':
      return { mode: 'singleRow', checkboxes: true, enableClickSelection: true }
    case 'multiple':
      return { mode: 'multiRow', checkboxes: true, headerCheckbox: false }
    case 'none':
      return { mode: 'singleRow', checkboxes: false, enableClickSelection: true }
  }
}

/** The page size a grid reads with: the document's, within what the API answers. */
export function gridPageSize(grid: GridDocument): number {
  return Math.min(grid.pageSize ?? DEFAULT_GRID_PAGE_SIZE, MAX_PAGE_SIZE)
}

/**
 * The ag-grid options a grid document decides: the infinite row model reading one block per
 * page of the document's size, pagination when the grid pages (`paging`, on by default; without
 * it rows load as the reader scrolls), the row selection, and rows identified by the grid's
 * identity column so a selection survives reloads.
 */
export function compileGridOptions(grid: GridDocument): CompiledGridOptions {
  const pageSize = gridPageSize(grid)
  const paging = grid.paging !== false
  const rowSelection = rowSelectionOf(grid)
  return {
    rowModelType: 'infinite',
    cacheBlockSize: pageSize,
    pagination: paging,
    ...(paging ? { paginationPageSize: pageSize, paginationPageSizeSelector: false } : {}),
    getRowId: (params: GetRowIdParams<RecordRow>) =>
      // The consolidation row has no identity of its own.
      params.rowPinned ? `tamga-pinned-${params.rowPinned}` : String(params.data[grid.identity]),
    rowSelection,
  }
}
