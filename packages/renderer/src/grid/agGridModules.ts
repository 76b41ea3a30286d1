import {
  CellStyleModule,
  CheckboxEditorModule,
  ColumnApiModule,
  CustomFilterModule,
  DateEditorModule,
  DateFilterModule,
  InfiniteRowModelModule,
  LocaleModule,
  type Module,
  NumberEditorModule,
  NumberFilterModule,
  PaginationModule,
  PinnedRowModule,
  RowApiModule,
  RowSelectionModule,
  SelectEditorModule,
  TextEditorModule,
  TextFilterModule,
} from 'ag-grid-community'

/**
 * The ag-grid modules a records grid uses, and no others, so a screen with a grid carries only
 * these: the infinite row model; the three filters `compileColumnFilter` chooses from and the
 * custom filters (a relation column's type-ahead, see `RelationFilter`); row
 * selection; the colour rule's cell classes; the pinned consolidation row; the editors
 * `compileGridColumns` gives editable columns (text, number, date, checkbox, select); pagination
 * for grids that page; the Mongolian and Korean words of the grid itself; the row API, to
 * find an edited row again when its save answers; and the column API, to set a saved search's sort.
 */
export const RECORDS_GRID_MODULES: Module[] = [
  InfiniteRowModelModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  CustomFilterModule,
  RowSelectionModule,
  CellStyleModule,
  PinnedRowModule,
  TextEditorModule,
  NumberEditorModule,
  DateEditorModule,
  CheckboxEditorModule,
  SelectEditorModule,
  PaginationModule,
  LocaleModule,
  RowApiModule,
  ColumnApiModule,
]
