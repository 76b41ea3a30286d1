// A krud's form alone, for one record or a new one (spec 2.2: `/form/{schema_id}/{id}` and
// `/form`): the same RecordForm the CRUD screen opens, with the rights the server grants the
// caller on that krud deciding between a form to fill, a form to read, and a refusal.
import type { KrudScreen as KrudScreenAnswer, LanguageCode, RecordRights } from '@tamga/schema'
import { localizedText } from '@tamga/schema'
import { Card, Result, Spin } from 'antd'
import { type JSX, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { RecordForm } from '../form/RecordForm.tsx'
import type { RecordFormUpload } from '../form/RecordFormContext.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import type { ProcessWords } from '../workflow/processStatusLabel.ts'
import { useWorkflowClient } from '../workflow/useWorkflowClient.ts'
import type { WorkflowClient } from '../workflow/workflowClient.ts'
import { approvalRowIdBelowForm } from './approvalBelowForm.ts'
import { crudText } from './crudMessages.ts'
import { loadWhileReading, type RecordScreenLoad } from './recordScreenLoad.ts'
import { recordScreenMode } from './recordScreenMode.ts'

export interface KrudRecordScreenProps {
  client: RecordsClient
  krud: string
  /** The record's identity; `undefined` (or `new`, `0` in the address) opens an empty form. */
  id?: string | undefined
  language: LanguageCode
  roleId?: number | undefined
  currentUserId?: number | undefined
  /** The page address's parameters and query, for fields whose default value reads them. */
  routeParams?: Record<string, string> | undefined
  query?: Record<string, string> | undefined
  upload?: RecordFormUpload | undefined
  /** The workflow routes of the form's workflow elements. @default workflowClient(client.http) when it has one */
  workflow?: WorkflowClient | undefined
  /** The app's `process` namespace (spec 2.7), for the status's words. */
  processWords?: ProcessWords | undefined
  /** Shown under a refusal (401, 403): e.g. the app's sign-in button for a visitor. */
  refusalExtra?: ReactNode
  /** Told with the saved record and its identity after a create or update. */
  onSaved?: ((record: Record<string, unknown>, id: string | undefined) => void) | undefined
}

const RecordApproval = lazy(() =>
  import('../workflow/ApprovalView.tsx').then((module) => ({ default: module.RecordApproval })),
)

type Loaded = RecordScreenLoad<{
  kind: 'ready'
  /** The krud and record this was read for (`krud/id`). */
  of: string
  /** Which read it is: the form is drawn anew with each, so its next save carries the new version. */
  read: number
  screen: KrudScreenAnswer
  record: Record<string, unknown> | undefined
  /** What the caller may do with the stored record, as the server decides it. */
  rights?: RecordRights | undefined
}>

/** A krud's form alone: a new record, or the stored one with the caller's rights. */
export function KrudRecordScreen(props: KrudRecordScreenProps): JSX.Element {
  const { client, krud, language } = props
  const id = props.id === undefined || props.id === 'new' || props.id === '0' || props.id === '' ? undefined : props.id
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [savedKey, setSavedKey] = useState(0)
  const workflow = useWorkflowClient(props.workflow, client)

  useEffect(() => {
    const controller = new AbortController()
    // A read after a save or a process action keeps the screen until the new record is in: the
    // approval below the form stays, with what its user is typing (a spinner in between lost it).
    const of = `${krud}/${id ?? ''}`
    setLoaded((current) => loadWhileReading(current, of))
    void (async () => {
      const screen = await client.screen(krud, controller.signal)
      if (!screen.ok) {
        if (!screen.cancelled) setLoaded({ kind: 'failed', status: screen.status })
        return
      }
      if (id === undefined) {
        setLoaded({ kind: 'ready', of, read: savedKey, screen: screen.data, record: undefined })
        return
      }
      const record = await client.get(krud, id)
      if (controller.signal.aborted) return
      if (!record.ok) setLoaded({ kind: 'failed', status: record.status })
      else
        setLoaded({
          kind: 'ready',
          of,
          read: savedKey,
          screen: screen.data,
          record: record.data.record,
          rights: record.data.rights,
        })
    })()
    return () => controller.abort()
  }, [client, krud, id, savedKey])

  if (loaded.kind === 'loading')
    return <Spin data-testid="record-screen-loading" style={{ display: 'block', margin: 48 }} />
  if (loaded.kind === 'failed') {
    const missing = loaded.status === 404
    const refused = loaded.status === 401 || loaded.status === 403
    return (
      <Result
        data-testid="record-screen-problem"
        status={missing ? '404' : refused ? '403' : 'warning'}
        title={crudText(missing ? 'notFound' : refused ? 'noRight' : 'loadFailed', language)}
        extra={refused ? props.refusalExtra : undefined}
      />
    )
  }
  const { screen, record } = loaded
  const approvalRowId = approvalRowIdBelowForm(screen, record?.[screen.grid.identity])
  const mode = recordScreenMode(screen.actions, record !== undefined)
  if (mode === undefined || screen.form === undefined)
    return (
      <Result
        data-testid="record-screen-problem"
        status="403"
        title={crudText('noRight', language)}
        extra={props.refusalExtra}
      />
    )
  return (
    <Card
      data-testid="record-screen"
      data-krud={krud}
      title={localizedText(screen.form.title, language) ?? localizedText(screen.krud.title, language) ?? krud}
    >
      <RecordForm
        key={loaded.read}
        client={client}
        krud={krud}
        form={screen.form}
        models={screen.models}
        subForms={screen.subForms}
        language={language}
        mode={mode === 'create' ? 'create' : 'update'}
        record={record}
        // A stored record is edited exactly when the server would take the change: the role's
        // right, or an open step of its process the caller is the subject of.
        readOnly={mode !== 'create' && loaded.rights?.update !== true}
        roleId={props.roleId}
        currentUserId={props.currentUserId}
        routeParams={props.routeParams}
        query={props.query}
        upload={props.upload}
        workflow={props.workflow}
        processWords={props.processWords}
        onSaved={(saved) => {
          const identity = saved[screen.grid.identity]
          props.onSaved?.(
            saved,
            typeof identity === 'string' || typeof identity === 'number' ? String(identity) : undefined,
          )
          // An update reads the record again so the next save carries its new version.
          if (mode === 'update') setSavedKey((key) => key + 1)
        }}
      />
      {/* A workflow krud whose form has no workflow element: the assignee acts below the form,
          as on the CRUD screen (a waiting step's link opens this page). */}
      {approvalRowId === undefined || workflow === undefined ? null : (
        <Suspense fallback={<Spin />}>
          <div style={{ marginTop: 16 }} data-testid="record-approval">
            <RecordApproval
              client={workflow}
              krud={krud}
              rowId={approvalRowId}
              language={language}
              onChanged={() => setSavedKey((key) => key + 1)}
            />
          </div>
        </Suspense>
      )}
    </Card>
  )
}
