// A person's own layout of a grid's columns (issue 27) as ag-grid takes and gives it: the
// column definitions with the layout applied, and the layout read back from ag-grid's column
// state after the person moved, resized, pinned or hid a column.
import { COLUMN_WIDTH_RANGE, type ColumnLayout, type ColumnLayoutEntry, type GridColumn } from '@tamga/schema'
import type { ColDef, ColumnState } from 'ag-grid-community'

/** One grid column as it is shown: the builder's settings with the person's over them. */
export interface ShownColumn {
  field: string
  hidden: boolean
  pinned: 'left' | 'right' | null
  /** The person's width, when they set one. */
  width?: number
}

/**
 * The grid's columns in the order shown, each hidden, pinned and sized as the person's layout
 * says, and as the grid document says where the layout says nothing. Columns the layout does not
 * name (added since it was saved) follow in the document's order; entries of columns the grid no
 * longer has are ignored.
 *
 * @example shownColumns(grid.columns, { columns: [{ field: 'title', pinned: null }] })
 */
export function shownColumns(columns: readonly GridColumn[], layout: ColumnLayout | null | undefined): ShownColumn[] {
  const byField = new Map(columns.map((column) => [column.field, column]))
  const entries = new Map<string, ColumnLayoutEntry>()
  for (const entry of layout?.columns ?? []) if (byField.has(entry.field)) entries.set(entry.field, entry)
  const order = [...entries.keys(), ...columns.map((column) => column.field).filter((field) => !entries.has(field))]
  return order.map((field) => {
    const column = byField.get(field)
    const entry = entries.get(field)
    const shown: ShownColumn = {
      field,
      hidden: entry?.hidden ?? column?.hidden === true,
      pinned: entry?.pinned === undefined ? (column?.pinned ?? null) : entry.pinned,
    }
    if (entry?.width !== undefined) shown.width = entry.width
    return shown
  })
}

/**
 * The column definitions with the shown columns' order, visibility, pinning and widths, every
 * one of them set explicitly: ag-grid keeps a column's current state for an attribute a new
 * definition leaves out, so going back to the builder's layout must say "not hidden" and "not
 * pinned" in so many words. Definitions that are not grid columns (the row number) stay first.
 */
export function withShownColumns<TData>(
  defs: readonly ColDef<TData>[],
  shown: readonly ShownColumn[],
): ColDef<TData>[] {
  const byId = new Map(defs.map((def) => [def.colId, def]))
  const named = new Set(shown.map((column) => column.field))
  const fixed = defs.filter((def) => def.colId === undefined || !named.has(def.colId))
  const placed = shown.flatMap((column): Array<ColDef<TData>> => {
    const def = byId.get(column.field)
    if (def === undefined) return []
    const size =
      column.width !== undefined
        ? { width: column.width, flex: null }
        : def.flex != null
          ? { flex: def.flex }
          : { width: def.width, flex: null }
    return [{ ...def, hide: column.hidden, pinned: column.pinned, ...size }]
  })
  return [...fixed, ...placed]
}

const clampWidth = (width: number) =>
  Math.min(COLUMN_WIDTH_RANGE.max, Math.max(COLUMN_WIDTH_RANGE.min, Math.round(width)))

/**
 * The layout ag-grid's column state shows (`api.getColumnState()`, in the columns' order): each
 * grid column hidden or not and pinned or not, and its width where it no longer fills the screen
 * and differs from the width the document gives it. Columns that are not the grid's (the row
 * number, the selection checkboxes) are left out.
 */
export function layoutOfColumnState<TData>(
  state: readonly ColumnState[],
  defs: readonly ColDef<TData>[],
): ColumnLayout {
  const byId = new Map(defs.map((def) => [def.colId, def]))
  const columns: ColumnLayoutEntry[] = []
  for (const column of state) {
    const def = byId.get(column.colId)
    // Only the grid's own columns are movable; the row number is locked in place.
    if (def === undefined || def.lockPosition !== undefined) continue
    const pinned =
      column.pinned === true ? 'left' : column.pinned === 'left' || column.pinned === 'right' ? column.pinned : null
    const entry: ColumnLayoutEntry = { field: column.colId, hidden: column.hide === true, pinned }
    const width = column.width
    if (column.flex == null && width != null && !(def.flex == null && def.width === width))
      entry.width = clampWidth(width)
    columns.push(entry)
  }
  return { columns }
}

/** Whether two layouts say the same, whatever order their keys came in (jsonb reorders them). */
export function sameColumnLayout(a: ColumnLayout | null | undefined, b: ColumnLayout | null | undefined): boolean {
  const left = a?.columns ?? []
  const right = b?.columns ?? []
  if ((a == null) !== (b == null) || left.length !== right.length) return false
  return left.every((entry, index) => {
    const other = right[index]
    return (
      other !== undefined &&
      entry.field === other.field &&
      entry.hidden === other.hidden &&
      entry.pinned === other.pinned &&
      entry.width === other.width
    )
  })
}
