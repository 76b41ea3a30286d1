// The CRUD screen of a krud (issue 7): its grid, a toolbar whose buttons follow the caller's
// rights and the grid's settings (Excel export and import, print, saved searches, the pivot),
// and its form in a modal window or a side panel as the krud's template says.
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  PlusOutlined,
  PrinterOutlined,
  ReloadOutlined,
  RollbackOutlined,
  TableOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import {
  type ColumnLayout,
  type KrudScreen as KrudScreenAnswer,
  type LanguageCode,
  localizedText,
  type RoleExtraPermissions,
  type SavedSearch,
} from '@tamga/schema'
import { App, Button, Drawer, Input, Modal, Result, Segmented, Skeleton, Space, Spin, Typography } from 'antd'
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { RecordFormProps } from '../form/index.ts'
import { type ShownColumn, sameColumnLayout, shownColumns } from '../grid/columnLayout.ts'
import { columnHeader } from '../grid/compile/index.ts'
import { type PrefetchedPage, prefetchFirstPage, RecordsGrid } from '../grid/index.ts'
import type { ApiFailure } from '../http.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import { useWorkflowClient } from '../workflow/useWorkflowClient.ts'
import type { WorkflowClient } from '../workflow/workflowClient.ts'
import { approvalRowIdBelowForm } from './approvalBelowForm.ts'
import { ColumnLayoutMenu } from './ColumnLayoutMenu.tsx'
import { type CrudMessage, crudText } from './crudMessages.ts'
import { crudToolbar } from './crudToolbar.ts'
import { ExcelExportButton } from './ExcelExportButton.tsx'
import type { PrintSettings } from './PrintDialog.tsx'
import { SavedSearchMenu } from './SavedSearchMenu.tsx'
import { type ListQuery, transferAddress } from './toolQuery.ts'

// The dialogs and the pivot load when first opened: most visits use none of them.
// The form (rjsf, its validator and every widget) is the bigger half of the screen: it loads
// once the grid's first rows are painted, so the grid paints first and a form still opens at once.
const loadRecordForm = () => import('../form/RecordForm.tsx')
const RecordForm = lazy(() => loadRecordForm().then((module) => ({ default: module.RecordForm })))
const ImportDialog = lazy(() => import('./ImportDialog.tsx'))
const PrintDialog = lazy(() => import('./PrintDialog.tsx'))
const PivotView = lazy(() => import('./PivotView.tsx'))
const RecordApproval = lazy(() =>
  import('../workflow/ApprovalView.tsx').then((module) => ({ default: module.RecordApproval })),
)

/** Props of {@link KrudScreen}. */
export interface KrudScreenProps {
  client: RecordsClient
  krud: string
  language: LanguageCode
  /** The screen's title (the menu entry's); the krud's own title when absent. */
  title?: string | undefined
  /** The role-wide flags of the caller's permission set (spec 3.8). */
  extra?: RoleExtraPermissions | undefined
  roleId?: number | undefined
  currentUserId?: number | undefined
  dark?: boolean | undefined
  /** Where the API is served, for the export and print addresses. @default '/api' */
  apiBase?: string | undefined
  upload?: RecordFormProps['upload']
  /**
   * The workflow routes: the process_status cells' history and a workflow krud's approval view.
   * @default workflowClient(client.http) when the records client has its `http`
   */
  workflow?: WorkflowClient | undefined
  /**
   * The app's `process` namespace (spec 2.7): the status cells' `{status}_grid` words. Keep it
   * the same function between renders: the grid's columns are built again when it changes.
   */
  processWords?: ProcessWords | undefined
}

type Row = Record<string, unknown>

/** The form open over the grid: a new record, or a stored one to edit or view. */
type OpenForm = { mode: 'create'; record?: Row } | { mode: 'update'; record: Row; readOnly: boolean }

const SEARCH_DELAY_MS = 300
/** How long after the first rows are painted the form's code is fetched (when the browser is idle). */
const FORM_PREFETCH_DELAY_MS = 1000

/** What a refused write says: spec 5's 'no right to change information' for a 403, else the server's words. */
function writeFailure(failure: ApiFailure, language: LanguageCode, otherwise: CrudMessage): string {
  if (failure.status === 403) return crudText('noRight', language)
  return failure.message || crudText(otherwise, language)
}

const sameQuery = (a: ListQuery, b: ListQuery): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The layout the columns menu's columns make: each column's settings, in the order shown. */
function layoutOf(columns: readonly ShownColumn[]): ColumnLayout {
  return {
    columns: columns.map(({ field, hidden, pinned, width }) =>
      width === undefined ? { field, hidden, pinned } : { field, hidden, pinned, width },
    ),
  }
}

/**
 * The reader's own layout of a krud's columns (issue 27): asked for beside the screen (a
 * primary-key read, it answers before the screen's documents do, so the grid starts with it and
 * the first page is not kept waiting), kept as the reader changes it, saved one request after
 * another so the last change is the one kept, and reset to the builder's.
 */
function useColumnLayout(client: RecordsClient, krud: string, onSaveFailed: () => void) {
  // undefined until the server answers: the grid starts with the builder's columns meanwhile.
  const [layout, setLayout] = useState<ColumnLayout | null | undefined>(undefined)
  const changed = useRef(false)
  const saved = useRef<ColumnLayout | null | undefined>(undefined)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const failed = useRef(onSaveFailed)
  useEffect(() => {
    failed.current = onSaveFailed
  })

  useEffect(() => {
    const controller = new AbortController()
    changed.current = false
    setLayout(undefined)
    void client.columnLayout(krud, controller.signal).then((answer) => {
      // A change made before the answer came is newer than what the server had.
      if (changed.current) return
      if (answer.ok) {
        saved.current = answer.data.layout
        setLayout(answer.data.layout)
      } else if (!answer.cancelled) setLayout(null)
    })
    return () => controller.abort()
  }, [client, krud])

  const send = useCallback((request: () => Promise<{ ok: boolean; cancelled?: boolean }>) => {
    queue.current = queue.current.then(request).then((answer) => {
      if (!answer.ok && answer.cancelled !== true) failed.current()
    })
  }, [])

  const keep = useCallback(
    (next: ColumnLayout) => {
      changed.current = true
      setLayout((current) => (sameColumnLayout(current, next) ? current : next))
      if (sameColumnLayout(saved.current, next)) return
      saved.current = next
      send(() => client.saveColumnLayout(krud, next))
    },
    [client, krud, send],
  )

  const reset = useCallback(() => {
    changed.current = true
    setLayout(null)
    saved.current = null
    send(() => client.resetColumnLayout(krud))
  }, [client, krud, send])

  return { layout, keep, reset }
}

/** The search text, settled once the person stops typing. */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs)
    return () => clearTimeout(timer)
  }, [value, delayMs])
  return settled
}

/** The CRUD screen of `krud` for the signed-in caller. */
export function KrudScreen(props: KrudScreenProps): ReactNode {
  const { client, krud, language } = props
  const { message, modal } = App.useApp()
  const [screen, setScreen] = useState<KrudScreenAnswer | 'failed' | undefined>(undefined)
  const [firstPage, setFirstPage] = useState<PrefetchedPage | undefined>(undefined)
  const [firstPageAnswered, setFirstPageAnswered] = useState(false)
  const [rowsPainted, setRowsPainted] = useState(false)
  const [typed, setTyped] = useState('')
  const search = useSettled(typed.trim(), SEARCH_DELAY_MS)
  const [deleted, setDeleted] = useState(false)
  const [selection, setSelection] = useState<Row[]>([])
  const [total, setTotal] = useState<{ count: number; estimate: boolean } | undefined>(undefined)
  const [refreshKey, setRefreshKey] = useState(0)
  const [open, setOpen] = useState<OpenForm | undefined>(undefined)
  const [tool, setTool] = useState<'import' | 'print' | undefined>(undefined)
  const [pivotShown, setPivotShown] = useState(false)
  const [appliedSearch, setAppliedSearch] = useState<SavedSearch | undefined>(undefined)
  // The grid's list query: read when a tool is used (a ref), and drawn from by the pivot (state).
  const listQuery = useRef<ListQuery>({})
  const [shownQuery, setShownQuery] = useState<ListQuery>({})
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), [])
  const workflow = useWorkflowClient(props.workflow, client)
  const columnLayout = useColumnLayout(client, krud, () => {
    void message.warning(crudText('columnsNotSaved', language))
  })
  const onQueryChange = useCallback((query: ListQuery) => {
    listQuery.current = query
    setShownQuery((current) => (sameQuery(current, query) ? current : query))
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    setScreen(undefined)
    setFirstPage(undefined)
    setFirstPageAnswered(false)
    void client.screen(krud, controller.signal).then((answer) => {
      if (answer.ok) {
        // The rows are asked for now, while the screen and ag-grid start, not when ag-grid first asks.
        const prefetched = prefetchFirstPage({ client, krud, grid: answer.data.grid, signal: controller.signal })
        setFirstPage(prefetched)
        if (prefetched === undefined) setFirstPageAnswered(true)
        else
          void prefetched.answered.then(() => {
            if (!controller.signal.aborted) setFirstPageAnswered(true)
          })
        setScreen(answer.data)
      } else if (!answer.cancelled) setScreen('failed')
    })
    return () => controller.abort()
  }, [client, krud])

  // Once the first rows are painted, the form's code comes while the person reads them (an
  // empty list paints no row: its answer is enough): a moment later, when the browser is idle,
  // so that parsing and running it does not hold up the first scroll or click on the rows.
  const rowsShown = rowsPainted || total?.count === 0
  const hasForm = typeof screen === 'object' && screen.form !== undefined
  useEffect(() => {
    if (!rowsShown || !hasForm) return
    const load = () => void loadRecordForm().catch(() => undefined)
    let idle: number | undefined
    const timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(load, { timeout: 2000 })
      else load()
    }, FORM_PREFETCH_DELAY_MS)
    return () => {
      clearTimeout(timer)
      if (idle !== undefined) cancelIdleCallback(idle)
    }
  }, [rowsShown, hasForm])

  const toolbar = useMemo(
    () => (typeof screen === 'object' ? crudToolbar(screen.actions, props.extra, screen.grid) : undefined),
    [screen, props.extra],
  )

  if (screen === undefined) return <Spin data-testid="krud-loading" style={{ display: 'block', margin: 48 }} />
  if (screen === 'failed' || toolbar === undefined)
    return <Result status="warning" title={crudText('loadFailed', language)} />

  const identity = screen.grid.identity
  const model = screen.model === undefined ? undefined : screen.models[screen.model]
  const columnHeaders = new Map(
    screen.grid.columns.map((column) => [column.field, columnHeader(column, model, language)]),
  )
  const title = props.title ?? localizedText(screen.krud.title, language) ?? krud
  const apiBase = props.apiBase ?? '/api'
  const single = selection.length === 1 ? selection[0] : undefined

  /**
   * The stored record of a row, read again so the form edits what the server holds now. A role
   * that only views its records still edits one the server says it may change: the subject of
   * an open step, such as an applicant whose application was sent back.
   */
  const openRecord = async (row: Row | undefined, readOnly: boolean) => {
    if (row === undefined) {
      void message.warning(crudText('selectRow', language))
      return
    }
    const answer = await client.get(krud, String(row[identity]))
    if (!answer.ok) return
    const editable = answer.data.rights?.update === true && (!readOnly || !toolbar.edit)
    setOpen({ mode: 'update', record: answer.data.record, readOnly: !editable })
  }

  /** Deletes or restores every selected row, then says so, or the first refusal, and shows the list again. */
  const writeSelected = async (write: 'remove' | 'restore', done: CrudMessage, failed: CrudMessage) => {
    let failure: ApiFailure | undefined
    for (const row of selection) {
      const answer = await client[write](krud, String(row[identity]), { quiet: true })
      if (!answer.ok && !answer.cancelled) failure ??= answer
    }
    if (failure === undefined) void message.success(crudText(done, language))
    else void message.error(writeFailure(failure, language, failed))
    setSelection([])
    refresh()
  }

  const removeSelected = () => {
    if (selection.length === 0) {
      void message.warning(crudText('selectRows', language))
      return
    }
    modal.confirm({
      title: crudText('confirmDelete', language, { count: selection.length }),
      okText: crudText('yes', language),
      cancelText: crudText('no', language),
      okButtonProps: { danger: true },
      onOk: () => writeSelected('remove', 'deleted', 'deleteFailed'),
    })
  }

  const restoreSelected = async () => {
    if (selection.length === 0) {
      void message.warning(crudText('selectRows', language))
      return
    }
    await writeSelected('restore', 'restored', 'restoreFailed')
  }

  const applySearch = (saved: SavedSearch | undefined) => {
    setAppliedSearch(saved)
    // The saved words go in the search box, where the person sees and can change them.
    if (saved !== undefined) setTyped(saved.query.search ?? '')
  }

  const print = (settings: PrintSettings) => {
    const address = transferAddress({
      apiBase,
      krud,
      route: 'print',
      query: listQuery.current,
      language,
      settings: { format: settings.format, paperSize: settings.paperSize, orientation: settings.orientation },
    })
    window.open(address, '_blank')
    setTool(undefined)
  }

  // A workflow krud whose form has no workflow element: the approval view goes under the form.
  const approvalRowId = approvalRowIdBelowForm(screen, open?.mode === 'update' ? open.record[identity] : undefined)
  const form =
    open === undefined || screen.form === undefined ? undefined : (
      <Suspense fallback={<Skeleton active data-testid="record-form-loading" />}>
        <RecordForm
          client={client}
          krud={krud}
          form={screen.form}
          models={screen.models}
          subForms={screen.subForms}
          language={language}
          mode={open.mode}
          record={open.record}
          readOnly={open.mode === 'update' && open.readOnly}
          roleId={props.roleId}
          currentUserId={props.currentUserId}
          upload={props.upload}
          workflow={workflow}
          processWords={props.processWords}
          onProcessChanged={refresh}
          onSaved={() => {
            setOpen(undefined)
            refresh()
          }}
          onCancel={() => setOpen(undefined)}
        />
        {approvalRowId === undefined || workflow === undefined ? null : (
          <div style={{ marginTop: 16 }} data-testid="krud-approval">
            <RecordApproval
              client={workflow}
              krud={krud}
              rowId={approvalRowId}
              language={language}
              onChanged={() => {
                refresh()
                // The server moved the status column on: the form shows the record as it is now.
                void client.get(krud, String(approvalRowId)).then((answer) => {
                  if (answer.ok)
                    setOpen((current) =>
                      current?.mode === 'update' ? { ...current, record: answer.data.record } : current,
                    )
                })
              }}
            />
          </div>
        )}
      </Suspense>
    )
  const formTitle =
    open === undefined ? '' : crudText(open.mode === 'create' ? 'create' : open.readOnly ? 'view' : 'edit', language)

  return (
    <section className="krud-screen" data-testid="krud-screen" data-krud={krud}>
      <Space className="krud-toolbar" wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="krud-title">
            {title}
          </Typography.Title>
          {total !== undefined && (
            <Typography.Text type="secondary" data-testid="krud-total">
              {crudText(total.estimate ? 'totalEstimate' : 'total', language, {
                count: total.count.toLocaleString('en-US'),
              })}
            </Typography.Text>
          )}
        </Space>
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={crudText('search', language)}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            style={{ width: 240 }}
            data-testid="krud-search"
          />
          {toolbar.restore && (
            <Segmented
              value={deleted ? 'deleted' : 'live'}
              onChange={(value) => {
                setDeleted(value === 'deleted')
                setSelection([])
              }}
              options={[
                { value: 'live', label: crudText('liveList', language) },
                { value: 'deleted', label: crudText('deletedList', language) },
              ]}
            />
          )}
          {!deleted && toolbar.create && screen.form !== undefined && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setOpen({ mode: 'create' })}
              data-testid="krud-create"
            >
              {crudText('create', language)}
            </Button>
          )}
          {!deleted && toolbar.edit && screen.form !== undefined && (
            <Button icon={<EditOutlined />} onClick={() => void openRecord(single, false)} data-testid="krud-edit">
              {crudText('edit', language)}
            </Button>
          )}
          {!deleted && !toolbar.edit && toolbar.view && screen.form !== undefined && (
            <Button icon={<EyeOutlined />} onClick={() => void openRecord(single, true)} data-testid="krud-view">
              {crudText('view', language)}
            </Button>
          )}
          {!deleted && toolbar.delete && (
            <Button danger icon={<DeleteOutlined />} onClick={removeSelected} data-testid="krud-delete">
              {crudText('delete', language)}
            </Button>
          )}
          {deleted && (
            <Button icon={<RollbackOutlined />} onClick={() => void restoreSelected()} data-testid="krud-restore">
              {crudText('restore', language)}
            </Button>
          )}
          {!deleted && toolbar.savedSearch && (
            <SavedSearchMenu
              client={client}
              krud={krud}
              language={language}
              currentQuery={() => listQuery.current}
              applied={appliedSearch}
              onApply={applySearch}
            />
          )}
          {!deleted && toolbar.pivot && (
            <Button
              icon={<TableOutlined />}
              type={pivotShown ? 'primary' : 'default'}
              aria-pressed={pivotShown}
              onClick={() => setPivotShown((shown) => !shown)}
              data-testid="krud-pivot-toggle"
            >
              {crudText('pivot', language)}
            </Button>
          )}
          {!deleted && toolbar.importExcel && (
            <Button icon={<UploadOutlined />} onClick={() => setTool('import')} data-testid="krud-import">
              {crudText('importExcel', language)}
            </Button>
          )}
          {!deleted && toolbar.exportExcel && (
            <ExcelExportButton
              language={language}
              fallbackName={`${krud}.xlsx`}
              address={() =>
                transferAddress({ apiBase, krud, route: 'export.xlsx', query: listQuery.current, language })
              }
            />
          )}
          {!deleted && toolbar.print && (
            <Button icon={<PrinterOutlined />} onClick={() => setTool('print')} data-testid="krud-print">
              {crudText('print', language)}
            </Button>
          )}
          <ColumnLayoutMenu
            language={language}
            columns={shownColumns(screen.grid.columns, columnLayout.layout)}
            headers={columnHeaders}
            customized={columnLayout.layout != null}
            onChange={(columns) => columnLayout.keep(layoutOf(columns))}
            onReset={columnLayout.reset}
          />
          <Button icon={<ReloadOutlined />} onClick={refresh} aria-label={crudText('refresh', language)} />
        </Space>
      </Space>
      {pivotShown && !deleted && (
        <Suspense fallback={<Skeleton active />}>
          <PivotView
            client={client}
            krud={krud}
            grid={screen.grid}
            model={model}
            language={language}
            query={shownQuery}
          />
        </Suspense>
      )}
      {/* The pivot takes the grid's place; the grid stays, with its filters, for the way back. */}
      <div style={pivotShown && !deleted ? { display: 'none' } : undefined}>
        {/* The grid starts with the reader's own columns: it waits for their layout, but only while
            its first rows are on their way anyway, so the layout never holds the rows up. */}
        {columnLayout.layout === undefined && !firstPageAnswered ? (
          <div data-testid="records-grid-waiting" style={{ height: 560 }} />
        ) : (
          <RecordsGrid
            client={client}
            krud={krud}
            grid={screen.grid}
            model={model}
            language={language}
            search={search}
            deleted={deleted}
            savedSearch={appliedSearch?.query}
            onQueryChange={onQueryChange}
            editable={toolbar.edit && !deleted}
            dark={props.dark}
            refreshKey={refreshKey}
            onSelectionChange={setSelection}
            workflow={workflow}
            processWords={props.processWords}
            onRowOpen={(row) => {
              if (deleted || screen.form === undefined) return
              if (toolbar.edit) void openRecord(row, false)
              else if (toolbar.view) void openRecord(row, true)
              else void message.warning(crudText('noRight', language))
            }}
            onTotal={(count, estimate) => setTotal({ count, estimate })}
            firstPage={firstPage}
            onFirstRowsShown={() => setRowsPainted(true)}
            columnLayout={columnLayout.layout}
            onColumnLayoutChange={columnLayout.keep}
          />
        )}
      </div>
      <Suspense fallback={null}>
        {tool === 'import' && (
          <ImportDialog
            open
            client={client}
            krud={krud}
            language={language}
            onImported={() => {
              setTool(undefined)
              refresh()
            }}
            onClose={() => setTool(undefined)}
          />
        )}
        {tool === 'print' && (
          <PrintDialog open grid={screen.grid} language={language} onPrint={print} onClose={() => setTool(undefined)} />
        )}
      </Suspense>
      {screen.krud.template === 'window' ? (
        <Modal
          open={open !== undefined}
          title={formTitle}
          footer={null}
          width={900}
          onCancel={() => setOpen(undefined)}
          destroyOnHidden
        >
          {form}
        </Modal>
      ) : (
        <Drawer
          open={open !== undefined}
          title={formTitle}
          size={720}
          onClose={() => setOpen(undefined)}
          destroyOnHidden
        >
          {form}
        </Drawer>
      )}
    </section>
  )
}
