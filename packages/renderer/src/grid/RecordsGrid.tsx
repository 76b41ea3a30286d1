import type { ColumnLayout, GridDocument, LanguageCode, ModelDocument, SavedSearchQuery } from '@tamga/schema'
import {
  type CellDoubleClickedEvent,
  type CellEditingStartedEvent,
  type CellValueChangedEvent,
  type ColDef,
  type ColumnEventType,
  type ColumnMovedEvent,
  type ColumnPinnedEvent,
  type ColumnResizedEvent,
  type ColumnState,
  type ColumnVisibleEvent,
  colorSchemeDark,
  type GridApi,
  type GridReadyEvent,
  type SelectionChangedEvent,
  type SelectionColumnDef,
  themeQuartz,
} from 'ag-grid-community'
import { AgGridReact } from 'ag-grid-react'
import { Alert } from 'antd'
import { type JSX, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RecordsClient } from '../records/recordsClient.ts'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import type { WorkflowClient } from '../workflow/workflowClient.ts'
import { RECORDS_GRID_MODULES } from './agGridModules.ts'
import { cellEditSaver } from './cellEdits.ts'
import { layoutOfColumnState, shownColumns, withShownColumns } from './columnLayout.ts'
import {
  compileGridColumns,
  compileGridOptions,
  consolidationRow,
  type RecordRow,
  type RecordsQueryError,
} from './compile/index.ts'
import { type BlockFailure, type LoadedPage, type RecordsDatasource, recordsDatasource } from './datasource.ts'
import type { PrefetchedPage } from './firstPage.ts'
import { agGridLocaleText, gridMessage } from './gridMessages.ts'
import { isDrawnColumn, RecordCell, type RecordCellParams } from './RecordCell.tsx'
import { withRelationFilter } from './RelationFilter.tsx'
import { RECORDS_GRID_CLASS, RECORDS_GRID_CSS } from './recordsGridStyles.ts'

/** Props of {@link RecordsGrid}. */
export interface RecordsGridProps {
  client: RecordsClient
  krud: string
  grid: GridDocument
  model?: ModelDocument | undefined
  language: LanguageCode
  /** Global search text (Cyrillic or Latin), sent as `search`. */
  search?: string | undefined
  /** The soft-deleted rows instead of the live ones. */
  deleted?: boolean | undefined
  /**
   * A saved search applied: when it changes, the grid's own filters are cleared and its sort
   * becomes the search's; the search's filters stay under any the person sets afterwards.
   */
  savedSearch?: SavedSearchQuery | undefined
  /**
   * The first page asked for before the grid started (see `prefetchFirstPage`), taken for the
   * first block when that block's query is the same.
   */
  firstPage?: PrefetchedPage | undefined
  /** Told the list query (sort, filter, search) of the rows shown, for export, print, pivot and saved searches. */
  onQueryChange?: ((query: Record<string, string>) => void) | undefined
  /** Inline (easy) edit allowed: the caller's role may update and the grid allows it. Saves via client.update with the row's _version. */
  editable?: boolean | undefined
  dark?: boolean | undefined
  /** Bump to re-fetch (after a create, update, delete elsewhere). */
  refreshKey?: number | undefined
  onSelectionChange?: ((rows: Array<Record<string, unknown>>) => void) | undefined
  /** A row double-clicked (the screen opens it). */
  onRowOpen?: ((row: Record<string, unknown>) => void) | undefined
  /**
   * Told once the first rows with data are in the page and drawn (ag-grid's `firstDataRendered`,
   * which waits for the frame after them): when work that can wait for the rows may start.
   */
  onFirstRowsShown?: (() => void) | undefined
  /** Told after every page load: the total and whether it is an estimate (for the toolbar). */
  onTotal?: ((total: number, estimate: boolean) => void) | undefined
  height?: number | string | undefined
  /**
   * The history route the process_status cells open their popover with (spec 2.7); without it
   * the cells show the status only.
   */
  workflow?: Pick<WorkflowClient, 'history'> | undefined
  /** The app's `process` namespace, for the status cells' words. */
  processWords?: ProcessWords | undefined
  /**
   * The reader's own layout of the columns (order, hidden, pinned, widths) over the grid
   * document's; the builder's when null or not known yet. A new one is applied to the grid as it is.
   */
  columnLayout?: ColumnLayout | null | undefined
  /**
   * Told the layout the reader made by moving, resizing, pinning or hiding columns on the grid,
   * once they stop for a moment (not on every step of a drag), for the screen to keep.
   */
  onColumnLayoutChange?: ((layout: ColumnLayout) => void) | undefined
  /**
   * What the grid says when it has no rows, in place of "no search results" (which would be
   * wrong where nothing was searched, as in the new screen assistant's preview of a new table).
   */
  emptyText?: string | undefined
}

/** The selection checkboxes stay at the left edge, before the pinned columns. */
const SELECTION_COLUMN: SelectionColumnDef = { pinned: 'left', lockPinned: true, suppressMovable: true }

/** The height of a grid whose screen gives none. */
const DEFAULT_HEIGHT = 560

/** How long the columns must stay still before a layout the reader made is told. */
const LAYOUT_SETTLE_MS = 500

/**
 * The column events the reader causes (a drag, a resize, a header menu); the grid's own (its
 * start, new column definitions, flex sharing out the width, the API) are not a layout change.
 */
const READER_COLUMN_SOURCES: ReadonlySet<ColumnEventType> = new Set([
  'uiColumnMoved',
  'uiColumnResized',
  'uiColumnDragged',
  'columnMenu',
  'contextMenu',
  'toolPanelUi',
  'toolPanelDragAndDrop',
  'autosizeColumns',
])

type Consolidation = Readonly<Record<string, number | null>>

function sameConsolidation(a: Consolidation | undefined, b: Consolidation): boolean {
  if (a === undefined) return false
  const keys = Object.keys(b)
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key])
}

/** ag-grid's column state of a list query's `sort` (`-created_at,title`). */
function sortStateOf(sort: string | undefined): ColumnState[] {
  if (sort === undefined || sort === '') return []
  return sort
    .split(',')
    .map((part, index) =>
      part.startsWith('-')
        ? { colId: part.slice(1), sort: 'desc', sortIndex: index }
        : { colId: part, sort: 'asc', sortIndex: index },
    )
}

/** The message of a refused query, in the reader's language (the issues speak Mongolian and English). */
function refusalText(error: RecordsQueryError, language: LanguageCode): string {
  return error.issues.map((issue) => (language === 'mn_MN' ? issue.message.mn_MN : issue.message.en_US)).join('; ')
}

/**
 * A krud's records in an ag-grid (community) grid over the records API, read a page at a time
 * by the infinite row model: the columns, options, query and consolidation row the grid
 * compiler makes of the grid document, cells drawn for images, files, links, tags, colours and
 * the workflow status, the threshold colour rule in green and red, in-place editing saved with
 * the row's version, and the spec's empty-result message.
 *
 * A new `search` or `deleted` reads the list again from its first page; a new `refreshKey`
 * reloads the pages shown, where they are. A sort or filter the server would refuse is not
 * sent: a notice says why.
 *
 * @example <RecordsGrid client={records} krud="applications" grid={screen.grid} language="mn_MN" onRowOpen={open} />
 */
export function RecordsGrid(props: RecordsGridProps): JSX.Element {
  const { client, krud, grid, model, language, search, deleted, savedSearch, editable, dark, refreshKey, height } =
    props
  const { workflow, processWords, firstPage, columnLayout, emptyText } = props
  const apiRef = useRef<GridApi<RecordRow> | null>(null)
  // The screen's callbacks change on every render of the screen; the grid calls the latest ones.
  const callbacks = useRef(props)
  useEffect(() => {
    callbacks.current = props
  })

  const [consolidation, setConsolidation] = useState<Consolidation | undefined>(undefined)
  // A refusal belongs to the datasource that met it: a new search or switch starts without it.
  const [refusal, setRefusal] = useState<{ error: RecordsQueryError; from: RecordsDatasource } | undefined>(undefined)

  const datasource = useMemo(() => {
    const created: RecordsDatasource = recordsDatasource({
      client,
      krud,
      grid,
      search,
      deleted,
      savedFilter: savedSearch,
      firstPage,
      onQuery: (query) => callbacks.current.onQueryChange?.(query),
      onPage: (page: LoadedPage) => {
        setRefusal(undefined)
        const next = page.answer.consolidation
        setConsolidation((current) => (sameConsolidation(current, next) ? current : next))
        callbacks.current.onTotal?.(page.total, page.estimate)
      },
      onFailure: (failure: BlockFailure) => {
        if (failure.kind === 'refused') setRefusal({ error: failure.error, from: created })
      },
    })
    return created
  }, [client, krud, grid, search, deleted, savedSearch, firstPage])
  const refused = refusal?.from === datasource ? refusal.error : undefined

  const compiledOptions = useMemo(() => compileGridOptions(grid), [grid])
  const builtColumns = useMemo(() => {
    const cellParams: RecordCellParams = { krud, language, workflow, processWords }
    return compileGridColumns(grid, { model, language, editable }).map(
      (def): ColDef<RecordRow> =>
        withRelationFilter(
          isDrawnColumn(def) ? { ...def, cellRenderer: RecordCell, cellRendererParams: cellParams } : def,
          { client, krud, language },
        ),
    )
  }, [grid, model, language, editable, client, krud, workflow, processWords])
  // The reader's layout is part of the definitions ag-grid starts with: no jump after the first paint.
  const columnDefs = useMemo(
    () => withShownColumns(builtColumns, shownColumns(grid.columns, columnLayout)),
    [builtColumns, grid.columns, columnLayout],
  )

  const pinnedBottomRowData = useMemo(() => {
    if (consolidation === undefined) return undefined
    const row = consolidationRow(grid, consolidation, language)
    return row === undefined || Object.keys(row.data).length === 0 ? undefined : [row.data]
  }, [grid, consolidation, language])

  const theme = useMemo(() => {
    const base = themeQuartz.withParams({
      fontFamily: 'inherit',
      ...(grid.color === undefined ? {} : { accentColor: grid.color }),
    })
    return dark === true ? base.withPart(colorSchemeDark) : base
  }, [dark, grid.color])

  const overlayComponentParams = useMemo(() => {
    const noResults = { overlayText: emptyText ?? gridMessage('noResults', language) }
    return { noRows: noResults, noMatchingRows: noResults, loading: { overlayText: gridMessage('loading', language) } }
  }, [language, emptyText])

  // The refresh of a bumped key: the pages shown are read again, where they are.
  const shownRefreshKey = useRef(refreshKey)
  useEffect(() => {
    if (shownRefreshKey.current === refreshKey) return
    shownRefreshKey.current = refreshKey
    apiRef.current?.refreshInfiniteCache()
  }, [refreshKey])

  // A saved search replaces what the person had set: its sort shows in the headers, its filters apply under the grid's.
  const shownSavedSearch = useRef(savedSearch)
  useEffect(() => {
    if (shownSavedSearch.current === savedSearch) return
    shownSavedSearch.current = savedSearch
    const api = apiRef.current
    if (api === null || savedSearch === undefined) return
    api.setFilterModel(null)
    api.applyColumnState({ state: sortStateOf(savedSearch.sort), defaultState: { sort: null } })
  }, [savedSearch])

  // Live and deleted rows are acted on differently: a selection does not cross over.
  const shownDeleted = useRef(deleted)
  useEffect(() => {
    if (shownDeleted.current === deleted) return
    shownDeleted.current = deleted
    apiRef.current?.deselectAll()
  }, [deleted])

  const saveEdit = useMemo(
    () => cellEditSaver({ client, krud, identity: grid.identity }),
    [client, krud, grid.identity],
  )
  /** The stored values of the cells being edited, by row and column, to put back when a save fails. */
  const editedFrom = useRef(new Map<string, unknown>())

  const onCellEditingStarted = (event: CellEditingStartedEvent<RecordRow>) => {
    const field = event.column.getColId()
    if (event.node.id === undefined || event.data === undefined) return
    editedFrom.current.set(`${event.node.id}\u0000${field}`, event.data[field])
  }

  const onCellValueChanged = (event: CellValueChangedEvent<RecordRow>) => {
    if (event.source !== 'edit' || event.node.rowPinned || event.node.id === undefined) return
    const rowId = event.node.id
    const field = event.column.getColId()
    const key = `${rowId}\u0000${field}`
    const previous = editedFrom.current.has(key) ? editedFrom.current.get(key) : event.oldValue
    editedFrom.current.delete(key)
    void saveEdit({ row: { ...event.data }, field, previous }).then((outcome) => {
      // The row may have left the cache meanwhile; the next read shows what was saved.
      const node = apiRef.current?.getRowNode(rowId)
      if (node?.data === undefined) return
      node.setData({ ...node.data, ...outcome.changes })
    })
  }

  const onCellDoubleClicked = (event: CellDoubleClickedEvent<RecordRow>) => {
    // A double click on an editable cell edits it; anywhere else it opens the row.
    if (event.node.rowPinned || event.data === undefined || event.column.isCellEditable(event.node)) return
    callbacks.current.onRowOpen?.(event.data)
  }

  const onSelectionChanged = (event: SelectionChangedEvent<RecordRow>) => {
    callbacks.current.onSelectionChange?.(event.api.getSelectedRows())
  }

  const onGridReady = (event: GridReadyEvent<RecordRow>) => {
    apiRef.current = event.api
  }

  // A layout the reader makes on the grid is told once the columns settle (a drag or a resize
  // fires many events), and at once when the grid goes away with one still untold.
  const layoutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const untoldLayout = useRef<ColumnLayout | undefined>(undefined)
  const tellLayout = useCallback(() => {
    clearTimeout(layoutTimer.current)
    const layout = untoldLayout.current
    untoldLayout.current = undefined
    if (layout !== undefined) callbacks.current.onColumnLayoutChange?.(layout)
  }, [])
  useEffect(() => tellLayout, [tellLayout])
  const onColumnChanged = (
    event:
      | ColumnMovedEvent<RecordRow>
      | ColumnResizedEvent<RecordRow>
      | ColumnPinnedEvent<RecordRow>
      | ColumnVisibleEvent<RecordRow>,
  ) => {
    if (!READER_COLUMN_SOURCES.has(event.source) || callbacks.current.onColumnLayoutChange === undefined) return
    // Read now, while the grid is surely there; told when the columns settle.
    untoldLayout.current = layoutOfColumnState(event.api.getColumnState(), builtColumns)
    clearTimeout(layoutTimer.current)
    layoutTimer.current = setTimeout(tellLayout, LAYOUT_SETTLE_MS)
  }

  return (
    <div data-testid="records-grid" className={RECORDS_GRID_CLASS} style={{ height: height ?? DEFAULT_HEIGHT }}>
      <style href="tamga-records-grid" precedence="medium">
        {RECORDS_GRID_CSS}
      </style>
      {refused === undefined ? null : (
        <Alert
          type="warning"
          showIcon
          closable={{ onClose: () => setRefusal(undefined) }}
          title={gridMessage('queryRefused', language)}
          description={refusalText(refused, language)}
        />
      )}
      <div className="tamga-records-grid-body">
        <AgGridReact<RecordRow>
          // ag-grid reads its words once, when it starts: another language is another grid.
          key={language}
          modules={RECORDS_GRID_MODULES}
          theme={theme}
          localeText={agGridLocaleText(language)}
          {...compiledOptions}
          datasource={datasource}
          selectionColumnDef={SELECTION_COLUMN}
          columnDefs={columnDefs}
          pinnedBottomRowData={pinnedBottomRowData}
          overlayComponentParams={overlayComponentParams}
          onGridReady={onGridReady}
          onFirstDataRendered={() => callbacks.current.onFirstRowsShown?.()}
          onSelectionChanged={onSelectionChanged}
          onCellDoubleClicked={onCellDoubleClicked}
          onCellEditingStarted={onCellEditingStarted}
          onCellValueChanged={onCellValueChanged}
          onColumnMoved={onColumnChanged}
          onColumnResized={onColumnChanged}
          onColumnPinned={onColumnChanged}
          onColumnVisible={onColumnChanged}
        />
      </div>
    </div>
  )
}
