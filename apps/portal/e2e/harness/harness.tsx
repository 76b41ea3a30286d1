// A page that draws one document at a time with the real renderer, for the browser tests and
// benchmarks that need documents no project holds (the Lambda fixtures, a 300-field form). It
// is driven from Playwright through `window.tamgaHarness`; the records API it would call for
// choices and uploads is absent, and the widgets must cope with that as with any failed call.
import { type ApiResult, type HttpClient, RecordForm, recordsClient } from '@tamga/renderer'
import { App as AntApp, ConfigProvider } from 'antd'
import { Component, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import type { HarnessForm, HarnessResult } from './harnessTypes.ts'

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
}
