import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FormDocument, ModelDocument, SubFormSettings } from '@tamga/schema'
import { createElement } from 'react'
import { prerenderToNodeStream } from 'react-dom/static'
import { afterAll, describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient } from '../../../http.ts'
import { recordsClient } from '../../../records/recordsClient.ts'
import type { CompiledForm, FormValues } from '../../compile/index.ts'
import { markupDrawer } from '../../markupDrawer.ts'
import { RecordForm } from '../../RecordForm.tsx'
import { RecordFormContext, type RecordFormState } from '../../RecordFormContext.ts'
import SubFormEditor from './SubFormEditor.tsx'
import { NO_SUB_FORM_ERRORS, type SubFormErrorMap } from './subFormErrors.ts'
import { rowKey, rowsOf, withOpeningRows } from './subFormRows.ts'
import { compileInvoice, invoiceForm } from './subFormTesting.ts'

const refuse = async <T>(): Promise<ApiResult<T>> => ({ ok: false, status: 0, message: '', cancelled: true })
const http: HttpClient = {
  request: refuse,
  get: refuse,
  post: refuse,
  patch: refuse,
  put: refuse,
  delete: refuse,
}
const client = recordsClient(http)
const nothing = () => undefined

const storedLines = [
  { id: 11, item: 'Морин хуур', price: '1000.00', quantity: 2, amount: '2000.00' },
  { id: 12, item: 'Дээл', price: '500.00', quantity: 1, amount: '500.00' },
]

/** The invoice form's state as a RecordForm shares it, opened on a stored invoice with two lines. */
function stateOf(
  options: {
    settings?: Partial<SubFormSettings>
    readOnly?: boolean
    errors?: (values: FormValues) => SubFormErrorMap
  } = {},
): { state: RecordFormState; compiled: CompiledForm } {
  const compiled = compileInvoice('update', options.settings)
  const record = { id: 4, customer: 'Болд', total: '2500.00', lines: storedLines }
  const values = withOpeningRows(compiled, { customer: 'Болд', total: 2500 }, { mode: 'update', record })
  const state: RecordFormState = {
    client,
    krud: 'invoices',
    language: 'mn_MN',
    mode: 'update',
    compiled,
    idPrefix: 'invoice',
    values,
    visibility: compiled.rules.visibility(values),
    readOnly: options.readOnly === true,
    upload: undefined,
    step: 0,
    goToStep: nothing,
    activeTabs: new Map(),
    showTab: nothing,
    errorFields: new Set(),
    confirmations: {},
    setConfirmation: nothing,
    uploads: new Map(),
    rememberUpload: nothing,
    subFormErrors: options.errors?.(values) ?? NO_SUB_FORM_ERRORS,
    setSubFormRows: nothing,
    documents: { form: invoiceForm(options.settings), models: {}, subForms: {} },
    record,
    rowId: 4,
    workflow: undefined,
    processWords: undefined,
    process: undefined,
    processChanged: nothing,
    reloadRecord: nothing,
  }
  return { state, compiled }
}

const markup = markupDrawer()
afterAll(markup.settle)

/** The sub-form `lines` as the editor draws it in that state. */
function drawLines(options: Parameters<typeof stateOf>[0] = {}): string {
  const { state, compiled } = stateOf(options)
  const field = compiled.widgets.lines
  if (field === undefined) throw new Error('no lines field')
  return markup.draw(
    createElement(
      RecordFormContext.Provider,
      { value: state },
      createElement(SubFormEditor, {
        id: 'invoice_lines',
        name: 'lines',
        value: state.values.lines,
        onChange: nothing,
        onBlur: nothing,
        onFocus: nothing,
        disabled: state.readOnly,
        label: 'Мөрүүд',
        required: false,
        field,
        emptyValue: undefined,
        hasError: false,
        autoFocus: false,
      }),
    ),
  )
}

const count = (html: string, text: string) => html.split(text).length - 1
const inputValues = (html: string) => [...html.matchAll(/<input[^>]*value="([^"]*)"/g)].map((match) => match[1])

describe('the sub-form editor', () => {
  it('draws a grid of the stored rows, numbered, each cell with the child field’s widget', () => {
    const html = drawLines({ settings: { showRowNumbers: true } })
    expect(count(html, 'data-testid="sub-form-row"')).toBe(2)
    expect(html).toContain('>№</th>')
    for (const label of ['Бараа', 'Үнэ', 'Тоо', 'Дүн', 'Тайлбар']) expect(html).toContain(label)
    expect(inputValues(html)).toEqual(expect.arrayContaining(['Морин хуур', 'Дээл', '1000', '2', '2000', '500']))
    // The formula of a line is computed, never typed.
    expect(html).toMatch(
      /data-sub-field="amount"[\s\S]*?<input[^>]*disabled=""[^>]*value="2000"|value="2000"[^>]*disabled=""/,
    )
    expect(count(html, 'data-testid="sub-form-delete"')).toBe(2)
    expect(html).toContain('data-testid="sub-form-add"')
    expect(html).toContain('Мөр нэмэх')
  })

  it('offers no adding, no deleting of stored rows and no editing of them when the sub-form forbids it', () => {
    const html = drawLines({ settings: { disableCreate: true, disableDelete: true, disableEdit: true } })
    expect(html).not.toContain('data-testid="sub-form-add"')
    expect(html).not.toContain('data-testid="sub-form-delete"')
    const itemInputs = [...html.matchAll(/<input[^>]*value="(Морин хуур|Дээл)"[^>]*>/g)].map((match) => match[0])
    expect(itemInputs).toHaveLength(2)
    for (const input of itemInputs) expect(input).toContain('disabled=""')
  })

  it('stops adding at maxRows and deleting at minRows', () => {
    const html = drawLines({ settings: { maxRows: 2, minRows: 2 } })
    expect(html).not.toContain('data-testid="sub-form-add"')
    expect(html).not.toContain('data-testid="sub-form-delete"')
  })

  it('changes nothing in a read-only form', () => {
    const html = drawLines({ readOnly: true })
    expect(html).not.toContain('data-testid="sub-form-add"')
    expect(html).not.toContain('data-testid="sub-form-delete"')
    expect(html).not.toMatch(/<input(?![^>]*disabled="")[^>]*value="Морин хуур"/)
  })

  it('draws one card per row with the child form’s labels when shown as forms', () => {
    const html = drawLines({ settings: { display: 'form', showRowNumbers: true } })
    expect(html).not.toContain('<table')
    expect(count(html, 'data-testid="sub-form-row"')).toBe(2)
    expect(count(html, 'ant-card-bordered')).toBeGreaterThanOrEqual(2)
    expect(html).toContain('№ 2')
    expect(count(html, 'title="Бараа"')).toBe(2)
  })

  it('shows each message at the child field of its row, and the list’s under the rows', () => {
    const html = drawLines({
      errors: (values) => {
        const second = rowsOf(values.lines)[1]
        if (second === undefined) throw new Error('no second row')
        return new Map([
          [
            'lines',
            {
              list: ['Хамгийн ихдээ 1 мөр оруулна уу'],
              rows: new Map([[rowKey(second, 1), { item: ['Утга оруулна уу'] }]]),
            },
          ],
        ])
      },
    })
    const secondRow = html.slice(html.indexOf('data-row-index="1"'))
    expect(secondRow.slice(secondRow.indexOf('data-sub-field="item"'))).toMatch(
      /^data-sub-field="item"[\s\S]*?ant-input-status-error[\s\S]*?Утга оруулна уу[\s\S]*?data-sub-field="price"/,
    )
    expect(html.slice(0, html.indexOf('data-row-index="1"'))).not.toContain('Утга оруулна уу')
    expect(html).toContain('data-testid="sub-form-problem"')
    expect(html).toContain('Хамгийн ихдээ 1 мөр оруулна уу')
  })
})

describe('a record form with a sub-form', () => {
  const heritage = fileURLToPath(new URL('../../../../../../examples/heritage/', import.meta.url))
  const readJson = <T>(path: string): T => JSON.parse(readFileSync(join(heritage, path), 'utf8')) as T
  const bearerForm = readJson<FormDocument>('documents/forms/heritage-bearer-form.json')
  const apprenticeForm = readJson<FormDocument>('documents/forms/heritage-apprentice-form.json')
  const models = {
    heritage_bearer: readJson<ModelDocument>('documents/models/heritage_bearer.json'),
    heritage_apprentice: readJson<ModelDocument>('documents/models/heritage_apprentice.json'),
  }
  const bearer = readJson<Array<Record<string, unknown>>>('seed/heritage_bearer.json')[0] ?? {}
  const apprentices = readJson<Array<Record<string, unknown>>>('seed/heritage_apprentice.json').filter(
    (row) => row.heritage_bearer_id === bearer.id,
  )

  /** The whole form, once every lazily loaded widget has loaded. */
  async function drawAll(props: Partial<Parameters<typeof RecordForm>[0]>): Promise<string> {
    const { prelude } = await prerenderToNodeStream(
      createElement(RecordForm, {
        client,
        krud: 'heritage-bearers',
        form: bearerForm,
        models,
        subForms: { [apprenticeForm.name]: apprenticeForm },
        language: 'mn_MN',
        mode: 'update',
        roleId: 1,
        ...props,
      }),
    )
    let html = ''
    for await (const chunk of prelude) html += String(chunk)
    return html
  }

  it('opens the heritage bearer’s stored apprentices in the grid, with the level chosen from the child’s list', async () => {
    const { heritage_bearer_id: _parent, ...first } = apprentices[0] ?? {}
    const html = await drawAll({
      record: { ...bearer, _version: '3', apprentices: apprentices.map(({ heritage_bearer_id, ...row }) => row) },
    })
    expect(html).toContain('data-sub-form="apprentices"')
    expect(count(html, 'data-testid="sub-form-row"')).toBe(apprentices.length)
    expect(html).toContain(`value="${String(first.full_name)}"`)
    expect(html).toContain('Төгссөн')
  })

  it('says so when the screen did not hand over the child form', async () => {
    const html = await drawAll({ subForms: {}, record: { ...bearer, apprentices: [] } })
    expect(html).toContain('Дэд маягтын тодорхойлолт олдсонгүй')
  })
})
