// A page that draws one document at a time with the real renderer, for the browser tests and
// benchmarks that need documents no project holds (the Lambda fixtures, a 300-field form). It
// is driven from Playwright through `window.tamgaHarness`; the records API it would call for
// choices and uploads is absent, and the widgets must cope with that as with any failed call.
// The workflow views are drawn with given data: their client is a small in-page object that
// answers what the test gave it and records what it was sent (a component test; the server's
// own workflow routes are tested against the real server).
import { type ApiFailure, type ApiResult, type HttpClient, RecordForm, recordsClient } from '@tamga/renderer'
import { ProcessPanel, ProcessStatusCell, StatusHistoryView, type WorkflowClient } from '@tamga/renderer/workflow'
import { type ProcessState, parseProcessHistory } from '@tamga/schema'
import { App as AntApp, ConfigProvider } from 'antd'
import { Component, type ReactNode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type {
  HarnessForm,
  HarnessResult,
  HarnessWorkflow,
  HarnessWorkflowAnswer,
  HarnessWorkflowCall,
} from './harnessTypes.ts'

/** The records API is absent here: every call answers as an unreachable server would. */
const absent = async <T,>(): Promise<ApiResult<T>> => ({
  ok: false,
  status: 0,
  message: 'no server',
  cancelled: false,
})
const http: HttpClient = {
  request: absent,
  get: absent,
  post: absent,
  patch: absent,
  put: absent,
  delete: absent,
}
const client = recordsClient(http)

class Boundary extends Component<{ children: ReactNode; onError: (error: Error) => void }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error)
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

const container = document.getElementById('root')
if (container === null) throw new Error('no #root')
const root = createRoot(container)
let drawn = 0

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

let workflowCalls: HarnessWorkflowCall[] = []
const failure = (status: number, body?: unknown): ApiFailure => ({
  ok: false,
  status,
  message: '',
  cancelled: false,
  ...(body === undefined ? {} : { body }),
})
const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))
const cancelled: ApiFailure = { ok: false, status: 0, message: '', cancelled: true }
/** Answers after `ms`, or as a cancelled call when `signal` aborted meanwhile, as the app's client does. */
const answerLater = async <T,>(ms: number, value: ApiResult<T>, signal?: AbortSignal): Promise<ApiResult<T>> => {
  const answer = await later(ms, value)
  return signal?.aborted === true ? cancelled : answer
}

/** The in-page workflow client: answers from the test's data, every call recorded. */
function harnessWorkflowClient(input: HarnessWorkflow): WorkflowClient {
  const answers: HarnessWorkflowAnswer[] = input.view === 'panel' ? [...(input.answers ?? [])] : []
  const answer = async (call: HarnessWorkflowCall): Promise<ApiResult<ProcessState>> => {
    workflowCalls.push(call)
    const next = answers.length > 1 ? answers.shift() : answers[0]
    if (next === undefined) return failure(0)
    return later(
      50,
      'state' in next ? { ok: true, status: 200, data: next.state } : failure(next.refused.status, next.refused.body),
    )
  }
  return {
    async history(processId, signal) {
      workflowCalls.push({ route: 'history', processId })
      const body = input.view === 'panel' ? {} : input.history
      // The history comes a moment later, as from a server: the spinner shows first.
      if (body === 'fail')
        return answerLater(200, failure(500, { status: false, msg: 'Алдаа', enMsg: 'Error' }), signal)
      const parsed = parseProcessHistory(body)
      return answerLater(
        200,
        parsed.ok ? { ok: true, status: 200, data: parsed.value } : failure(200, parsed.issues),
        signal,
      )
    },
    state: async () => failure(404),
    act: (processId, stepId, body) => answer({ route: 'act', processId, stepId, body }),
    vote: (processId, stepId, body) => answer({ route: 'vote', processId, stepId, body }),
    closeVote: (processId, stepId) => answer({ route: 'closeVote', processId, stepId }),
    async candidates(processId, stepId, port, signal) {
      workflowCalls.push({ route: 'candidates', processId, stepId, body: { port } })
      const people = input.view === 'panel' ? (input.candidates ?? []) : []
      return answerLater(50, { ok: true, status: 200, data: { people } }, signal)
    },
    async uploadSignature(image) {
      workflowCalls.push({ route: 'uploadSignature', body: { type: image.type, size: image.size } })
      const id = '6f1c2b7e-3a4d-4e8f-9b0a-1c2d3e4f5a6b'
      return later(50, { ok: true, status: 201, data: { status: true, id, url: `/api/process/signatures/${id}` } })
    },
    waiting: async () => failure(404),
    overdue: async () => failure(404),
  }
}

/** The panel holds the process's state the way a record screen would: each action's answer replaces it. */
function PanelHost(props: { state: ProcessState; client: WorkflowClient; language: HarnessWorkflow['language'] }) {
  const [state, setState] = useState(props.state)
  return (
    <div style={{ maxWidth: 640, padding: 16 }}>
      <ProcessPanel state={state} client={props.client} language={props.language ?? 'mn_MN'} onChanged={setState} />
    </div>
  )
}

function workflowView(input: HarnessWorkflow, client: WorkflowClient): ReactNode {
  const language = input.language ?? 'mn_MN'
  switch (input.view) {
    case 'history':
      return (
        <div style={{ maxWidth: input.smallSignature === true ? 420 : 640, padding: 16 }}>
          <StatusHistoryView
            processId={12}
            client={client}
            language={language}
            smallSignature={input.smallSignature}
            host={input.host}
          />
        </div>
      )
    case 'statusCell': {
      const words = input.words ?? {}
      return (
        <div style={{ padding: 16 }}>
          <ProcessStatusCell
            value={input.value}
            row={input.row}
            client={client}
            language={language}
            words={(key) => words[key]}
          />
        </div>
      )
    }
    case 'panel':
      return <PanelHost state={input.state} client={client} language={language} />
  }
}

const WORKFLOW_DRAWN =
  '[data-testid="status-history"], [data-testid="status-history-loading"], [data-testid="process-panel"], [data-testid="process-status-cell"]'

window.tamgaHarness = {
  async renderForm(input: HarnessForm): Promise<HarnessResult> {
    drawn += 1
    let thrown: Error | undefined
    // The previous form leaves first, so the figure is the new form's drawing alone.
    root.render(null)
    await nextPaint()
    const started = performance.now()
    root.render(
      <ConfigProvider>
        <AntApp>
          <Boundary
            key={drawn}
            onError={(error) => {
              thrown = error
            }}
          >
            <RecordForm
              client={client}
              krud="harness"
              form={input.form}
              models={input.models}
              subForms={input.subForms ?? {}}
              language={input.language ?? 'mn_MN'}
              mode={input.mode}
              record={input.record}
            />
          </Boundary>
        </AntApp>
      </ConfigProvider>,
    )
    // React renders in a task of its own: wait until the form is in the page, then for a paint.
    for (let tries = 0; tries < 600 && thrown === undefined; tries += 1) {
      if (container.querySelector('[data-testid="record-form"]') !== null) break
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await nextPaint()
    const ms = performance.now() - started
    // A long form draws its first fields first and the rest right after (LayoutBlocks).
    for (let tries = 0; tries < 2000; tries += 1) {
      if (container.querySelector('.record-form-field-pending') === null) break
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await nextPaint()
    const allMs = performance.now() - started
    return {
      ms,
      allMs,
      inputs: container.querySelectorAll('input, textarea, .ant-select, .ant-picker').length,
      ...(thrown === undefined ? {} : { error: `${thrown.name}: ${thrown.message}` }),
    }
  },

  async renderWorkflow(input: HarnessWorkflow) {
    drawn += 1
    let thrown: Error | undefined
    root.render(null)
    await nextPaint()
    workflowCalls = []
    const client = harnessWorkflowClient(input)
    root.render(
      <ConfigProvider>
        <AntApp>
          <Boundary
            key={drawn}
            onError={(error) => {
              thrown = error
            }}
          >
            {workflowView(input, client)}
          </Boundary>
        </AntApp>
      </ConfigProvider>,
    )
    for (let tries = 0; tries < 600 && thrown === undefined; tries += 1) {
      if (container.querySelector(WORKFLOW_DRAWN) !== null) break
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    await nextPaint()
    return thrown === undefined ? {} : { error: `${thrown.name}: ${thrown.message}` }
  },

  workflowCalls: () => workflowCalls,
}
