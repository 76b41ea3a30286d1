import Type, { type Static } from 'typebox'
import { RoleIdSchema, type StepSubject, SubjectTypeSchema, UserIdSchema } from '../runtime/step-subject.ts'
import { isTerminalStepType, PORT_OUTCOMES, PortOutcomeSchema, StepTypeSchema } from '../runtime/step-types.ts'
import { type BilingualMessage, type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import { closedObject, DocumentNameSchema, documentSchema, LocalizedTextSchema, SqlIdentifierSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'
import { type ModelColumn, PROCESS_STATUS_COLUMN } from './model.ts'

/**
 * The id of a node or of a port. Letters, digits, `-` and `_`, so both readable ids
 * (`"check"`) and the uuids Lambda's designer wrote fit. A node id becomes a step record's
 * `status_id`.
 */
export const DiagramIdSchema = Type.String({
  pattern: PATTERNS.diagramId.pattern,
  description: 'Letters, digits, "-" and "_"; at most 64 characters.',
})

/**
 * A way out of a step: a button the assignee presses. `action` is what the button says, a verb
 * ("Илгээх", "Буцаах"); `label` is what was done ("Илгээсэн", "Буцаасан"), which becomes the
 * status history entry's `status_action` (spec 3.3); a port without `action` shows its label on
 * the button too. `outcome` says what it means, so screens can colour it and votes can be mapped
 * onto it. A port without `outcome` just moves on.
 *
 * @example { "id": "approve", "label": { "mn_MN": "Хянасан", "en_US": "Checked" }, "action": { "mn_MN": "Хүлээн авах", "en_US": "Accept" }, "outcome": "approve" }
 */
export const WorkflowPortSchema = closedObject({
  id: DiagramIdSchema,
  label: LocalizedTextSchema,
  action: Type.Optional(LocalizedTextSchema),
  outcome: Type.Optional(PortOutcomeSchema),
})
export type WorkflowPort = Static<typeof WorkflowPortSchema>

/**
 * Who a node's step is assigned to (spec 3.2). The step type (spec's `object_type`) is the
 * node's own `type`, so it is not repeated here; {@link nodeSubject} gives the full spec 3.2
 * record. `role_id` is required by DIRECT and TO_ROLE, `user_id` by DIRECT (checked by the
 * workflow's own rules, which also reject them where they would be ignored).
 */
export const NodeSubjectSchema = closedObject({
  subject_type: SubjectTypeSchema,
  role_id: Type.Optional(RoleIdSchema),
  user_id: Type.Optional(UserIdSchema),
  /** Whether the assignee may hand the step to someone else. @default false */
  is_subject_changeable: Type.Optional(Type.Boolean()),
  /** Whether the assignee sees the record without editing it. @default false */
  is_read_only: Type.Optional(Type.Boolean()),
  /** Whether acting on the step needs an electronic signature. @default false */
  is_signature_needed: Type.Optional(Type.Boolean()),
})
export type NodeSubject = Static<typeof NodeSubjectSchema>

/**
 * How the votes of a VOTE step decide that the record is supported (spec 4.3; issue 8):
 *
 * - `simple_majority`: at least as many of the votes cast support it as do not (a tie passes,
 *   as Lambda counts it);
 * - `absolute_majority`: more than half of all the council members listed for the vote support
 *   it, so a member who does not vote counts against;
 * - `unanimous`: every vote cast supports it;
 * - `quorum`: at least `quorum` members voted, and then a simple majority of the votes cast.
 *
 * When the support is not enough, the vote sends the record back for more material when more
 * members asked for it than voted against, and rejects it otherwise.
 */
export const VOTE_DECISION_RULES = ['simple_majority', 'absolute_majority', 'unanimous', 'quorum'] as const
export type VoteDecisionRule = (typeof VOTE_DECISION_RULES)[number]

/**
 * The settings of a VOTE step: who may be picked to vote (those holding `voterRoleId`, the
 * council), how many votes are needed before the vote can close, how the votes decide, and for
 * the `quorum` rule how many must vote.
 *
 * @example { "voterRoleId": 4, "minVoters": 3, "decisionRule": "simple_majority" }
 */
export const VoteSettingsSchema = closedObject({
  voterRoleId: RoleIdSchema,
  minVoters: Type.Integer({ minimum: 1 }),
  decisionRule: Type.Enum([...VOTE_DECISION_RULES]),
  /** The `quorum` rule only: how many members must vote for the vote to count. */
  quorum: Type.Optional(Type.Integer({ minimum: 1 })),
})
export type VoteSettings = Static<typeof VoteSettingsSchema>

/**
 * A step of the diagram: its type, label (the step records' `status`), where the designer draws
 * it, who it is assigned to, its ways out, and for a VOTE step the vote settings.
 */
export const WorkflowNodeSchema = closedObject({
  id: DiagramIdSchema,
  type: StepTypeSchema,
  label: LocalizedTextSchema,
  description: Type.Optional(LocalizedTextSchema),
  /** Where the designer draws the node, in canvas pixels. */
  position: closedObject({ x: Type.Number(), y: Type.Number() }),
  subject: NodeSubjectSchema,
  /** The node's ways out; END and CANCEL have none. @default [] */
  ports: Type.Optional(Type.Array(WorkflowPortSchema)),
  vote: Type.Optional(VoteSettingsSchema),
})
export type WorkflowNode = Static<typeof WorkflowNodeSchema>

/** A connection: taking port `port` of node `from` opens a step for node `to`. */
export const WorkflowEdgeSchema = closedObject({
  from: DiagramIdSchema,
  port: DiagramIdSchema,
  to: DiagramIdSchema,
})
export type WorkflowEdge = Static<typeof WorkflowEdgeSchema>

/**
 * A workflow diagram (kind `workflow`): the steps a record of `model` goes through, drawn in
 * the designer. `statusColumn` is the model's column that holds the record's current
 * `process_status`; `krud`, when given, is the CRUD screen whose grid shows it.
 */
export const WorkflowDocumentSchema = documentSchema('workflow', 1, {
  model: SqlIdentifierSchema,
  krud: Type.Optional(DocumentNameSchema),
  statusColumn: SqlIdentifierSchema,
  nodes: Type.Array(WorkflowNodeSchema, { minItems: 1 }),
  edges: Type.Array(WorkflowEdgeSchema),
})
export type WorkflowDocument = Static<typeof WorkflowDocumentSchema>

/** The full spec 3.2 step subject of a node, with the flags' defaults (false) filled in. */
export function nodeSubject(node: WorkflowNode): StepSubject {
  return {
    subject_type: node.subject.subject_type,
    object_type: node.type,
    role_id: node.subject.role_id ?? null,
    user_id: node.subject.user_id ?? null,
    is_subject_changeable: node.subject.is_subject_changeable ?? false,
    is_read_only: node.subject.is_read_only ?? false,
    is_signature_needed: node.subject.is_signature_needed ?? false,
  }
}

const SUBJECTS_RECORDING_A_USER = new Set(['ANY_EMP', 'CURRENT', 'DIRECT'])

function checkSubject(node: WorkflowNode, index: number): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const at = (...rest: Array<string | number>) => pointer('nodes', index, 'subject', ...rest)
  const { subject_type: type, role_id: roleId, user_id: userId } = node.subject
  const usesRole = type === 'DIRECT' || type === 'TO_ROLE'
  const usesUser = type === 'DIRECT'
  if (usesRole && roleId === undefined) {
    issues.push(
      issue(
        at(),
        'subject-role-required',
        {
          en_US: `needs a role_id: a ${type} step is assigned by role`,
          mn_MN: `role_id шаардлагатай: ${type} алхмыг эрхээр хуваарилдаг`,
        },
        { subjectType: type },
      ),
    )
  }
  if (usesUser && userId === undefined) {
    issues.push(
      issue(at(), 'subject-user-required', {
        en_US: 'needs a user_id: a DIRECT step is assigned to one named user',
        mn_MN: 'user_id шаардлагатай: DIRECT алхмыг нэг тодорхой хэрэглэгчид хуваарилдаг',
      }),
    )
  }
  const unused = (field: string) =>
    issue(
      at(field),
      'subject-field-unused',
      { en_US: `is not used by a ${type} step; remove it`, mn_MN: `${type} алхамд ашиглагдахгүй; устгана уу` },
      { subjectType: type },
    )
  if (!usesRole && roleId !== undefined) issues.push(unused('role_id'))
  if (!usesUser && userId !== undefined) issues.push(unused('user_id'))
  if (node.type === 'VOTE' && type !== 'VOTERS') {
    issues.push(
      issue(at('subject_type'), 'vote-subject', {
        en_US: 'must be VOTERS: a VOTE step is decided by the voters',
        mn_MN: 'VOTERS байх ёстой: VOTE алхмыг санал өгөгчид шийддэг',
      }),
    )
  }
  if (node.type !== 'VOTE' && type === 'VOTERS') {
    issues.push(
      issue(at('subject_type'), 'voters-outside-vote', {
        en_US: 'VOTERS only assigns a VOTE step',
        mn_MN: 'VOTERS зөвхөн VOTE алхамд хэрэглэгдэнэ',
      }),
    )
  }
  return issues
}

function checkNodeShape(node: WorkflowNode, index: number): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const ports = node.ports ?? []
  const seenPorts = new Set<string>()
  ports.forEach((port, portIndex) => {
    if (seenPorts.has(port.id)) {
      issues.push(
        issue(
          pointer('nodes', index, 'ports', portIndex, 'id'),
          'duplicate-port-id',
          {
            en_US: `"${port.id}" is used by another port of this step`,
            mn_MN: `"${port.id}" гэсэн гарцыг энэ алхмын өөр гарц ашиглаж байна`,
          },
          { port: port.id },
        ),
      )
    }
    seenPorts.add(port.id)
  })
  if (isTerminalStepType(node.type) && ports.length > 0) {
    issues.push(
      issue(
        pointer('nodes', index, 'ports'),
        'terminal-port',
        {
          en_US: `must be empty: a ${node.type} step finishes the process and has no way out`,
          mn_MN: `хоосон байх ёстой: ${node.type} алхам процессыг дуусгадаг тул гарах гарцгүй`,
        },
        { type: node.type },
      ),
    )
  }
  if (!isTerminalStepType(node.type) && ports.length === 0) {
    issues.push(
      issue(pointer('nodes', index), 'dead-end', {
        en_US: 'has no outgoing port: the process would stop here; finish with an END or CANCEL step instead',
        mn_MN: 'гарах гарцгүй тул процесс энд зогсоно; процессыг END эсвэл CANCEL алхмаар дуусгана уу',
      }),
    )
  }
  if (node.type === 'VOTE' && node.vote === undefined) {
    issues.push(
      issue(pointer('nodes', index), 'vote-settings-required', {
        en_US: 'is a VOTE step and needs its vote settings (voterRoleId, minVoters, decisionRule)',
        mn_MN: 'VOTE алхам тул санал хураалтын тохиргоо (voterRoleId, minVoters, decisionRule) шаардлагатай',
      }),
    )
  }
  if (node.type !== 'VOTE' && node.vote !== undefined) {
    issues.push(
      issue(pointer('nodes', index, 'vote'), 'vote-settings-unused', {
        en_US: 'only applies to a VOTE step; remove it',
        mn_MN: 'зөвхөн VOTE алхамд хамаарна; устгана уу',
      }),
    )
  }
  return [...issues, ...checkVoteSettings(node, index), ...checkSubject(node, index)]
}

/**
 * A VOTE step's own rules: the `quorum` rule names its quorum (and no other rule does), and
 * every decision the votes can reach has a way out, a port with that outcome or one without an
 * outcome, so a closed vote never finds itself with nowhere to go.
 */
function checkVoteSettings(node: WorkflowNode, index: number): DocumentIssue[] {
  const settings = node.vote
  if (node.type !== 'VOTE' || settings === undefined) return []
  const issues: DocumentIssue[] = []
  if (settings.decisionRule === 'quorum' && settings.quorum === undefined) {
    issues.push(
      issue(pointer('nodes', index, 'vote'), 'vote-quorum-required', {
        en_US: 'needs a quorum: the quorum rule counts the votes only when that many members voted',
        mn_MN: 'quorum шаардлагатай: ирцийн дүрэм тооцохын тулд хэдэн гишүүн санал өгөх ёстойг заана',
      }),
    )
  }
  if (settings.decisionRule !== 'quorum' && settings.quorum !== undefined) {
    issues.push(
      issue(pointer('nodes', index, 'vote', 'quorum'), 'vote-quorum-unused', {
        en_US: 'is only used by the quorum rule; remove it',
        mn_MN: 'зөвхөн ирцийн (quorum) дүрэмд хэрэглэгдэнэ; устгана уу',
      }),
    )
  }
  const ports = node.ports ?? []
  if (ports.length > 0 && !ports.some((port) => port.outcome === undefined)) {
    for (const outcome of PORT_OUTCOMES) {
      if (ports.some((port) => port.outcome === outcome)) continue
      issues.push(
        issue(
          pointer('nodes', index, 'ports'),
          'vote-outcome-unhandled',
          {
            en_US: `has no port for the "${outcome}" decision and none without an outcome: a vote deciding so would have nowhere to go`,
            mn_MN: `"${outcome}" шийдвэрийн гарц болон үр дүнгүй гарц алга: санал хураалт ийм шийдвэр гаргавал процесс үргэлжлэх газаргүй`,
          },
          { outcome },
        ),
      )
    }
  }
  return issues
}

const unknownNode = (path: string, id: string) =>
  issue(
    path,
    'unknown-node',
    { en_US: `"${id}" is not a step of this workflow`, mn_MN: `"${id}" гэсэн алхам энэ ажлын урсгалд алга` },
    { node: id },
  )

function checkEdges(document: WorkflowDocument, nodesById: ReadonlyMap<string, WorkflowNode>): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const seen = new Set<string>()
  document.edges.forEach((edge, index) => {
    const at = (field?: string) => (field === undefined ? pointer('edges', index) : pointer('edges', index, field))
    const from = nodesById.get(edge.from)
    const to = nodesById.get(edge.to)
    if (from === undefined) issues.push(unknownNode(at('from'), edge.from))
    if (to === undefined) issues.push(unknownNode(at('to'), edge.to))
    if (from !== undefined && isTerminalStepType(from.type)) {
      issues.push(
        issue(
          at('from'),
          'terminal-outgoing-edge',
          {
            en_US: `leaves a ${from.type} step; END and CANCEL finish the process and have no outgoing edges`,
            mn_MN: `${from.type} алхмаас гарсан холбоос байна; END ба CANCEL процессыг дуусгадаг тул гарах холбоосгүй`,
          },
          { type: from.type },
        ),
      )
    } else if (from !== undefined && !(from.ports ?? []).some((port) => port.id === edge.port)) {
      issues.push(
        issue(
          at('port'),
          'unknown-port',
          {
            en_US: `"${edge.port}" is not a port of step "${edge.from}"`,
            mn_MN: `"${edge.from}" алхамд "${edge.port}" гэсэн гарц алга`,
          },
          { node: edge.from, port: edge.port },
        ),
      )
    }
    if (edge.from === edge.to) {
      issues.push(
        issue(at('to'), 'self-loop', {
          en_US: 'leads back to the same step',
          mn_MN: 'мөн тэр алхам руугаа буцаж байна',
        }),
      )
    }
    if (to?.type === 'START') {
      issues.push(
        issue(at('to'), 'start-incoming-edge', {
          en_US: 'leads into the START step; a process starts once (send it back to a RE_CREATE step instead)',
          mn_MN:
            'START алхам руу орсон холбоос байна; процесс нэг л удаа эхэлнэ (оронд нь RE_CREATE алхам руу буцаана уу)',
        }),
      )
    }
    if (to?.type === 'VOTE' && from !== undefined && from.type !== 'PREPARE_VOTE') {
      issues.push(
        issue(
          at('from'),
          'vote-not-prepared',
          {
            en_US: `leads into VOTE step "${edge.to}" from a ${from.type} step; a VOTE is always preceded by a PREPARE_VOTE step`,
            mn_MN: `"${edge.to}" VOTE алхам руу ${from.type} алхмаас орж байна; VOTE алхмын өмнө заавал PREPARE_VOTE алхам байна`,
          },
          { type: from.type },
        ),
      )
    }
    const key = JSON.stringify([edge.from, edge.port, edge.to])
    if (seen.has(key)) {
      issues.push(
        issue(at(), 'duplicate-edge', { en_US: 'repeats another edge', mn_MN: 'өөр холбоостой давхардаж байна' }),
      )
    }
    seen.add(key)
  })
  return issues
}

/** The ids of the nodes reachable from `startId` along the edges (itself included). */
export function reachableFrom(edges: readonly WorkflowEdge[], startId: string): Set<string> {
  const reached = new Set([startId])
  const queue = [startId]
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const edge of edges) {
      if (edge.from === current && !reached.has(edge.to)) {
        reached.add(edge.to)
        queue.push(edge.to)
      }
    }
  }
  return reached
}

/**
 * The column a workflow's model needs for its status: the step type its record is at (`START`,
 * `PREPARE_VOTE`, …, at most 50 letters), written only by the workflow engine; empty until the
 * record starts its process, so it can be added to a table that has rows.
 *
 * @example workflowStatusColumn() // { name: 'process_status', type: { name: 'varchar', length: 50 }, … }
 */
export function workflowStatusColumn(name: string = PROCESS_STATUS_COLUMN): ModelColumn {
  return {
    name,
    type: { name: 'varchar', length: 50 },
    nullable: true,
    label: { mn_MN: 'Төлөв', en_US: 'Status', ko_KR: '상태' },
    comment: 'The step the record is at, written by the workflow engine',
  }
}

/**
 * The issue of a workflow whose model lacks its status column: it says how to mend it, at
 * `/statusColumn`. The server refuses such a workflow; the designer offers to add the column.
 */
export const missingStatusColumnIssue = (model: string, column: string): DocumentIssue =>
  issue(
    pointer('statusColumn'),
    'missing-status-column',
    {
      en_US: `the model "${model}" has no column "${column}" to keep the workflow's status in: add it to the model (text of up to 50 letters, which may be empty) and save the model first; the workflow designer offers to do this`,
      mn_MN: `"${model}" модельд ажлын урсгалын төлөвийг хадгалах "${column}" багана алга: моделд уг баганыг (50 хүртэл тэмдэгттэй, хоосон байж болох текст) нэмж хадгалаад дараа нь ажлын урсгалаа хадгална уу; ажлын урсгалын зохиогч үүнийг санал болгоно`,
    },
    { model, column },
  )

/** The issue of a diagram without a START step; the designer reports it for half-made diagrams too. */
export const missingStartIssue = (): DocumentIssue =>
  issue(pointer('nodes'), 'missing-start', {
    en_US: 'has no START step; a workflow needs exactly one',
    mn_MN: 'START алхам алга; ажлын урсгал яг нэг START алхамтай байх ёстой',
  })

/** The issue of a port that leads to no step; the designer reports it for half-made diagrams too. */
export const portUnconnectedIssue = (nodeIndex: number, portIndex: number, portId: string): DocumentIssue =>
  issue(
    pointer('nodes', nodeIndex, 'ports', portIndex),
    'port-unconnected',
    {
      en_US: 'leads nowhere: connect it to a step or remove it',
      mn_MN: 'хаашаа ч холбогдоогүй байна: алхамд холбох эсвэл устгана уу',
    },
    { port: portId },
  )

function checkConnections(document: WorkflowDocument, firstIndexById: ReadonlyMap<string, number>): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  document.nodes.forEach((node, index) => {
    if (firstIndexById.get(node.id) !== index || isTerminalStepType(node.type)) return
    ;(node.ports ?? []).forEach((port, portIndex) => {
      if (!document.edges.some((edge) => edge.from === node.id && edge.port === port.id)) {
        issues.push(portUnconnectedIssue(index, portIndex, port.id))
      }
    })
  })
  const start = document.nodes.find((node) => node.type === 'START')
  if (start === undefined) return issues
  const reached = reachableFrom(document.edges, start.id)
  document.nodes.forEach((node, index) => {
    if (!reached.has(node.id)) {
      issues.push(
        issue(
          pointer('nodes', index),
          'unreachable',
          { en_US: 'cannot be reached from the START step', mn_MN: 'START алхмаас хүрэх зам алга' },
          { node: node.id },
        ),
      )
    }
  })
  return issues
}

/**
 * The workflow rules a JSON Schema cannot express: node ids are unique; there is exactly one
 * START and at least one END or CANCEL; END and CANCEL have no way out and every other step
 * has one; every edge joins existing nodes through an existing port; every port leads
 * somewhere; every node can be reached from START, and nothing leads back into START; DIRECT
 * needs role_id and user_id, TO_ROLE needs role_id, and neither is given where it would be
 * ignored; a VOTE step is assigned to VOTERS, has vote settings (with a quorum exactly when
 * its rule is `quorum`), a way out for every decision, and is entered only from a PREPARE_VOTE
 * step; a CREATOR step needs a START step that records its user.
 */
export function checkWorkflow(document: WorkflowDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const nodesById = new Map<string, WorkflowNode>()
  const firstIndexById = new Map<string, number>()
  document.nodes.forEach((node, index) => {
    if (nodesById.has(node.id)) {
      issues.push(
        issue(
          pointer('nodes', index, 'id'),
          'duplicate-node-id',
          {
            en_US: `"${node.id}" is used by another step; step ids must be unique`,
            mn_MN: `"${node.id}" гэсэн дугаарыг өөр алхам ашиглаж байна; алхмын дугаар давхардахгүй байх ёстой`,
          },
          { node: node.id },
        ),
      )
      return
    }
    nodesById.set(node.id, node)
    firstIndexById.set(node.id, index)
  })

  const starts = document.nodes.flatMap((node, index) => (node.type === 'START' ? [index] : []))
  if (starts.length === 0) issues.push(missingStartIssue())
  for (const index of starts.slice(1)) {
    issues.push(
      issue(pointer('nodes', index, 'type'), 'multiple-start', {
        en_US: 'is a second START step; a workflow has exactly one',
        mn_MN: 'хоёр дахь START алхам байна; ажлын урсгал яг нэг START алхамтай байна',
      }),
    )
  }
  if (!document.nodes.some((node) => isTerminalStepType(node.type))) {
    issues.push(
      issue(pointer('nodes'), 'missing-end', {
        en_US: 'has no END or CANCEL step; a process could never finish',
        mn_MN: 'END эсвэл CANCEL алхам алга; процесс хэзээ ч дуусахгүй',
      }),
    )
  }

  document.nodes.forEach((node, index) => {
    issues.push(...checkNodeShape(node, index))
  })
  issues.push(...checkEdges(document, nodesById))
  issues.push(...checkConnections(document, firstIndexById))

  const startIndex = starts[0]
  const start = startIndex === undefined ? undefined : document.nodes[startIndex]
  const usesCreator = document.nodes.some((node) => node.subject.subject_type === 'CREATOR')
  if (startIndex !== undefined && start !== undefined && usesCreator) {
    if (!SUBJECTS_RECORDING_A_USER.has(start.subject.subject_type)) {
      issues.push(
        issue(pointer('nodes', startIndex, 'subject', 'subject_type'), 'creator-without-start-user', {
          en_US:
            'must record a user (ANY_EMP, CURRENT or DIRECT): CREATOR steps are assigned to whoever the START step recorded',
          mn_MN:
            'хэрэглэгч тэмдэглэдэг төрөл (ANY_EMP, CURRENT эсвэл DIRECT) байх ёстой: CREATOR алхмыг START алхамд бүртгэгдсэн хэрэглэгчид хуваарилдаг',
        }),
      )
    }
  }
  return issues
}

const text = (mn_MN: string, en_US: string): BilingualMessage => ({ mn_MN, en_US })

/**
 * A small complete workflow: news articles are checked by staff (role 3) before they are
 * published, and sent back to their author for rework when needed.
 */
export const workflowExample: WorkflowDocument = {
  kind: 'workflow',
  version: 1,
  name: 'news-review',
  title: text('Мэдээ хянах', 'News review'),
  model: 'news',
  krud: 'news',
  statusColumn: 'process_status',
  nodes: [
    {
      id: 'start',
      type: 'START',
      label: text('Мэдээ оруулсан', 'News submitted'),
      position: { x: 0, y: 0 },
      subject: { subject_type: 'CURRENT' },
      ports: [{ id: 'submit', label: text('Илгээсэн', 'Submitted') }],
    },
    {
      id: 'check',
      type: 'CHECK',
      label: text('Хянах', 'Check'),
      position: { x: 0, y: 120 },
      subject: { subject_type: 'TO_ROLE', role_id: 3, is_signature_needed: true },
      ports: [
        { id: 'approve', label: text('Хянасан', 'Checked'), outcome: 'approve' },
        { id: 'send-back', label: text('Буцаасан', 'Sent back'), outcome: 'recreate' },
        { id: 'reject', label: text('Татгалзсан', 'Rejected'), outcome: 'reject' },
      ],
    },
    {
      id: 're-create',
      type: 'RE_CREATE',
      label: text('Дахин боловсруулах', 'Rework'),
      position: { x: 320, y: 120 },
      subject: { subject_type: 'CREATOR' },
      ports: [{ id: 'resubmit', label: text('Дахин боловсруулсан', 'Reworked') }],
    },
    {
      id: 'end',
      type: 'END',
      label: text('Нийтлэгдсэн', 'Published'),
      position: { x: 0, y: 240 },
      subject: { subject_type: 'CURRENT' },
    },
    {
      id: 'cancel',
      type: 'CANCEL',
      label: text('Цуцлагдсан', 'Cancelled'),
      position: { x: -320, y: 240 },
      subject: { subject_type: 'CURRENT' },
    },
  ],
  edges: [
    { from: 'start', port: 'submit', to: 'check' },
    { from: 'check', port: 'approve', to: 'end' },
    { from: 'check', port: 'send-back', to: 're-create' },
    { from: 'check', port: 'reject', to: 'cancel' },
    { from: 're-create', port: 'resubmit', to: 'check' },
  ],
}

/** The `workflow` document kind: a workflow diagram and the rules that keep it runnable. */
export const workflowKind: DocumentKindDefinition<WorkflowDocument> = {
  kind: 'workflow',
  version: 1,
  schema: WorkflowDocumentSchema,
  example: workflowExample,
  check: checkWorkflow,
}
