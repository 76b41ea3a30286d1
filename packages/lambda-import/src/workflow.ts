import type { NodeSubject, WorkflowDocument, WorkflowEdge, WorkflowNode, WorkflowPort } from '@tamga/schema'
import { isJsonObject, STEP_TYPES, type StepType, SUBJECT_TYPES, type SubjectType } from '@tamga/schema'
import { completeDiagram } from './completeDiagram.ts'
import { emit, type ImportContext } from './context.ts'
import { invalidValueMessage, phrase } from './messages.ts'
import type { ImportReporter } from './report.ts'
import { type JsonRecord, jsonEqual, SourceObject } from './source.ts'

/** Whether a JSON object is one JointJS cell of Lambda's workflow designer (`app.Message`, `app.FlowchartEnd`, …). */
export function isJointCell(value: JsonRecord): boolean {
  return typeof value.type === 'string' && /^(app|standard)\./.test(value.type) && isJsonObject(value.attrs)
}

/** Whether a parsed value is a list of Lambda process-step rows (each with `status_type` and `step_data`). */
export function isStepRowList(value: unknown): value is JsonRecord[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((row) => isJsonObject(row) && ('step_data' in row || 'status_type' in row))
  )
}

/** Settings the workflow import needs that Lambda's step data does not hold. */
export interface WorkflowImportOptions {
  /** The table whose records go through the workflow; without it no workflow document is made. */
  model?: string
  /** @default 'process_status' */
  statusColumn?: string
}

const DIAGRAM_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

const INCOMING_DECISION = phrase(
  'the incoming decision (its source step is not in the data)',
  'орж ирэх шийдвэр (эх алхам нь өгөгдөлд алга)',
)

const asStepType = (value: unknown): StepType | undefined =>
  typeof value === 'string' && (STEP_TYPES as readonly string[]).includes(value) ? (value as StepType) : undefined
const asSubjectType = (value: unknown): SubjectType | undefined =>
  typeof value === 'string' && (SUBJECT_TYPES as readonly string[]).includes(value) ? (value as SubjectType) : undefined
const positiveInteger = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : undefined

/**
 * Reads one JointJS cell into a workflow node: the step type and assignee from
 * `attrs.subject`, the label and description, the position, and the out-ports (their labels are
 * the decisions, "Хянасан", "Буцаасан"). Returns `undefined`, with the reason reported, for a
 * cell Tamga cannot hold (an unknown step or subject type such as DEPARTMENT_HEAD).
 */
export function readWorkflowNode(
  cell: SourceObject,
  fallback: { label?: string; type?: unknown } = {},
): WorkflowNode | undefined {
  const reporter = cell.reporter
  const attrs = cell.object('attrs')
  const subject = attrs?.object('subject')
  const id = cell.text('id')
  const rawType = subject?.raw('object_type') ?? fallback.type
  const type = asStepType(rawType)
  const subjectType = asSubjectType(subject?.raw('subject_type'))
  const dropped = (): undefined => {
    for (const part of [cell, attrs, subject]) part?.skipAll()
    return undefined
  }
  if (id === undefined || !DIAGRAM_ID.test(id)) {
    reporter.notCarried(cell.at('id'), invalidValueMessage(phrase('the step id', 'алхмын id'), cell.value.id ?? null))
    return dropped()
  }
  if (type === undefined) {
    reporter.notCarried(
      subject?.at('object_type') ?? cell.path,
      invalidValueMessage(phrase('the step type', 'алхмын төрөл'), rawType ?? null),
    )
    return dropped()
  }
  if (subjectType === undefined) {
    reporter.notCarried(subject?.at('subject_type') ?? cell.path, {
      en_US: `the assignee type ${JSON.stringify(subject?.value.subject_type ?? null)} is not one Tamga resolves (${SUBJECT_TYPES.join(', ')}); the step was not carried over`,
      mn_MN: `хариуцагчийн ${JSON.stringify(subject?.value.subject_type ?? null)} төрлийг Tamga тодорхойлж чадахгүй (боломжит төрлүүд: ${SUBJECT_TYPES.map((type) => `"${type}"`).join(', ')}); алхмыг шилжүүлээгүй`,
    })
    // The step is not carried over as a whole: its other keys need no note of their own.
    return dropped()
  }
  const nodeSubject: NodeSubject = { subject_type: subjectType }
  const roleId = positiveInteger(subject?.raw('role_id'))
  const userId = positiveInteger(subject?.raw('user_id'))
  if (roleId !== undefined && (subjectType === 'DIRECT' || subjectType === 'TO_ROLE')) nodeSubject.role_id = roleId
  if (userId !== undefined && subjectType === 'DIRECT') nodeSubject.user_id = userId
  for (const flag of ['is_subject_changeable', 'is_read_only', 'is_signature_needed'] as const)
    if (subject?.boolean(flag) === true) nodeSubject[flag] = true
  const label = attrs?.object('label')?.text('text') ?? fallback.label ?? type
  const description = attrs?.object('description')?.text('text')
  const position = cell.object('position')
  const node: WorkflowNode = {
    id,
    type,
    label,
    ...(description === undefined ? {} : { description }),
    position: { x: position?.number('x') ?? 0, y: position?.number('y') ?? 0 },
    subject: nodeSubject,
  }
  const ports: WorkflowPort[] = []
  const portList = cell.object('ports')
  for (const port of portList?.objects('items') ?? []) {
    const group = port.text('group')
    const portId = port.text('id')
    const portLabel = port.object('attrs')?.object('portLabel')?.text('text')
    if (group !== 'out') continue
    if (portId === undefined || !DIAGRAM_ID.test(portId)) {
      reporter.notCarried(port.path, invalidValueMessage(phrase('the port id', 'гарцын id'), port.value.id ?? null))
      continue
    }
    ports.push({ id: portId, label: portLabel ?? portId })
  }
  if (ports.length > 0) node.ports = ports
  // Drawing details of the designer: sizes, stacking, colours and the icon are Tamga's own.
  cell.skip('type', 'size', 'z', 'open', 'angle')
  attrs?.skip('body', 'icon')
  return node
}

/**
 * Maps Lambda workflow data (process-step rows with their `step_data` cells, a single cell, or
 * a JointJS graph `{ cells }`) to a Tamga workflow document. Lambda keeps the table a workflow
 * belongs to elsewhere, so the document is only made when `options.model` names it; either
 * way each step is read and everything Tamga cannot hold is reported.
 */
export function importWorkflow(
  value: unknown,
  name: string,
  options: WorkflowImportOptions,
  context: ImportContext,
  reporter: ImportReporter,
): WorkflowDocument | undefined {
  const nodes: WorkflowNode[] = []
  const edges: WorkflowEdge[] = []
  const seenRows: JsonRecord[] = []
  const addNode = (node: WorkflowNode | undefined, path: string): void => {
    if (node === undefined) return
    const existing = nodes.find((other) => other.id === node.id)
    if (existing === undefined) nodes.push(node)
    else if (!jsonEqual(existing, node))
      reporter.notCarried(
        path,
        invalidValueMessage(phrase('a second, different step with the id', 'ижил id-тай өөр алхам'), node.id),
      )
  }
  const cells: Array<{ cell: JsonRecord; path: string; row?: SourceObject }> = []
  if (Array.isArray(value)) {
    value.forEach((row, index) => {
      if (!isJsonObject(row)) return
      const path = `/${index}`
      if (seenRows.some((seen) => jsonEqual(seen, row))) {
        reporter.approximated(path, {
          en_US: 'an exact duplicate of an earlier step row; imported once',
          mn_MN: 'өмнөх алхмын мөртэй яг ижил; нэг удаа оруулсан',
        })
        return
      }
      seenRows.push(row)
      const source = new SourceObject(row, path, reporter)
      // Run-time columns of a step record: they describe one record's progress, not the diagram.
      source.skip(
        'id',
        'row_id',
        'is_done',
        'signature',
        'action_num',
        'open',
        'description',
        'status_id',
        'workflow_category_id',
      )
      source.skip(
        'status',
        'status_type',
        'subject_type',
        'role_id',
        'user_id',
        'is_subject_changeable',
        'is_read_only',
        'is_signature_needed',
      )
      const portLabel = source.text('sourcePortLabel')
      if (portLabel !== undefined)
        reporter.notCarried(source.at('sourcePortLabel'), invalidValueMessage(INCOMING_DECISION, portLabel))
      const data = source.raw('step_data')
      const cell = typeof data === 'string' ? safeParse(data) : data
      if (isJsonObject(cell)) cells.push({ cell, path: `${path}/step_data`, row: source })
      else
        reporter.unreadable(
          source.at('step_data'),
          invalidValueMessage(phrase('the step data', 'алхмын өгөгдөл'), data ?? null),
        )
    })
  } else if (isJsonObject(value) && Array.isArray(value.cells)) {
    value.cells.forEach((cell, index) => {
      if (isJsonObject(cell)) cells.push({ cell, path: `/cells/${index}` })
    })
  } else if (isJsonObject(value)) cells.push({ cell: value, path: '' })
  for (const { cell, path, row } of cells) {
    const source = new SourceObject(cell, path, reporter)
    if (typeof cell.type === 'string' && /link$/i.test(cell.type)) {
      const from = isJsonObject(cell.source) ? cell.source : {}
      const to = isJsonObject(cell.target) ? cell.target : {}
      if (typeof from.id === 'string' && typeof from.port === 'string' && typeof to.id === 'string')
        edges.push({ from: from.id, port: from.port, to: to.id })
      else
        reporter.notCarried(
          path,
          invalidValueMessage(phrase('a link without both ends', 'аль нэг үзүүр нь дутуу холбоос'), cell),
        )
      continue
    }
    const sourcePortLabel = source.text('sourcePortLabel')
    if (sourcePortLabel !== undefined)
      reporter.notCarried(source.at('sourcePortLabel'), invalidValueMessage(INCOMING_DECISION, sourcePortLabel))
    addNode(
      readWorkflowNode(source, {
        label: typeof row?.value.status === 'string' ? row.value.status : undefined,
        type: row?.value.status_type,
      }),
      path,
    )
    source.finish()
  }
  for (const row of cells.map((entry) => entry.row)) row?.finish()
  if (nodes.length === 0) return undefined
  if (options.model === undefined) {
    reporter.notCarried('', {
      en_US: `${nodes.length} workflow step(s) were read, but Lambda's step data does not say which table the workflow belongs to; import again with the workflow model option`,
      mn_MN: `ажлын урсгалын ${nodes.length} алхам уншсан боловч ажлын урсгал аль хүснэгтэд хамаарахыг Lambda-ийн алхмын өгөгдөлд бичдэггүй; ажлын урсгалын модель тохиргоог зааж дахин оруулна уу`,
    })
    return undefined
  }
  const document: WorkflowDocument = {
    kind: 'workflow',
    version: 1,
    name,
    model: options.model,
    statusColumn: options.statusColumn ?? 'process_status',
    nodes,
    edges,
  }
  completeDiagram(document, reporter)
  emit(context, reporter.source, document)
  return document
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
