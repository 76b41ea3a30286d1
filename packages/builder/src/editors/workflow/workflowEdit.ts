// The designer's edits as pure functions from one workflow document to the next: the canvas
// and the side panel only pick which edit to make, so every rule about ids, ports and edges is
// here and tested without a browser.
import {
  isTerminalStepType,
  type NodeSubject,
  type PortOutcome,
  STEP_TYPE_APPEARANCE,
  type StepType,
  type SubjectType,
  type VoteDecisionRule,
  type VoteSettings,
  type WorkflowDocument,
  type WorkflowEdge,
  type WorkflowNode,
  type WorkflowPort,
} from '@tamga/schema'

/** A canvas point, in the same pixels as a node's stored `position`. */
export interface DiagramPoint {
  x: number
  y: number
}

/** What the schema accepts as a node or port id (`DiagramIdSchema`). */
export const DIAGRAM_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** The vertical distance between a new node and the lowest one, so it does not cover it. */
export const NEW_NODE_GAP = 140

const nodesOf = (document: WorkflowDocument): WorkflowNode[] => document.nodes ?? []
const edgesOf = (document: WorkflowDocument): WorkflowEdge[] => document.edges ?? []

/** The id an edge is known by on the canvas (node and port ids cannot contain `|`). */
export function edgeKey(edge: WorkflowEdge): string {
  return `${edge.from}|${edge.port}|${edge.to}`
}

/** An id not yet used in `used`: `base`, then `base-2`, `base-3`, … */
export function freeId(base: string, used: ReadonlySet<string>): string {
  if (!used.has(base)) return base
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!used.has(candidate)) return candidate
  }
}

/** A readable id for a new node of `type` (`prepare-vote`, `check-2`). */
export function newNodeId(document: WorkflowDocument, type: StepType): string {
  return freeId(type.toLowerCase().replaceAll('_', '-'), new Set(nodesOf(document).map((node) => node.id)))
}

const text = (mn_MN: string, en_US: string) => ({ mn_MN, en_US })

/**
 * The ports a new node of `type` starts with. Deciding steps get one port per decision, a VOTE
 * one per outcome (so every result of the vote has somewhere to go); END and CANCEL get none.
 */
export function defaultPorts(type: StepType): WorkflowPort[] {
  if (isTerminalStepType(type)) return []
  switch (type) {
    case 'START':
      return [{ id: 'submit', label: text('Илгээсэн', 'Submitted') }]
    case 'VOTE':
      return [
        { id: 'supported', label: text('Дэмжсэн', 'Supported'), outcome: 'approve' },
        {
          id: 'more-material',
          label: text('Нэмэлт материал шаардлагатай', 'Additional material required'),
          outcome: 'recreate',
        },
        { id: 'unsupported', label: text('Дэмжээгүй', 'Unsupported'), outcome: 'reject' },
      ]
    case 'CHECK':
    case 'SEE_AND_CHECK':
      return [
        { id: 'approve', label: text('Хянасан', 'Checked'), outcome: 'approve' },
        { id: 'send-back', label: text('Буцаасан', 'Sent back'), outcome: 'recreate' },
        { id: 'reject', label: text('Татгалзсан', 'Rejected'), outcome: 'reject' },
      ]
    case 'SUMMARY':
    case 'END_VOTE':
      return [
        { id: 'approve', label: text('Дэмжсэн', 'Supported'), outcome: 'approve' },
        { id: 'reject', label: text('Дэмжээгүй', 'Unsupported'), outcome: 'reject' },
      ]
    default:
      return [{ id: 'next', label: text('Илгээсэн', 'Sent on') }]
  }
}

/** Who a new node of `type` is assigned to: voters for a VOTE, the acting user otherwise. */
export function defaultSubject(type: StepType): NodeSubject {
  if (type === 'VOTE') return { subject_type: 'VOTERS' }
  if (type === 'START' || isTerminalStepType(type)) return { subject_type: 'CURRENT' }
  return { subject_type: 'ANY_EMP' }
}

/**
 * The settings a new VOTE starts with: a simple majority of at least one vote. The council's
 * role is a guess (role 1) the designer is expected to change.
 */
export const DEFAULT_VOTE: VoteSettings = { voterRoleId: 1, minVoters: 1, decisionRule: 'simple_majority' }

/** Below the lowest node, so a node added by a click lands in sight and on nothing. */
export function nextFreePosition(document: WorkflowDocument): DiagramPoint {
  const nodes = nodesOf(document)
  if (nodes.length === 0) return { x: 0, y: 0 }
  const lowest = nodes.reduce((low, node) => ((node.position?.y ?? 0) > (low.position?.y ?? 0) ? node : low))
  return { x: lowest.position?.x ?? 0, y: (lowest.position?.y ?? 0) + NEW_NODE_GAP }
}

/** A new node of `type`, titled with the type's name. */
export function newNode(document: WorkflowDocument, type: StepType, position: DiagramPoint): WorkflowNode {
  const node: WorkflowNode = {
    id: newNodeId(document, type),
    type,
    label: { ...STEP_TYPE_APPEARANCE[type].label },
    position: { x: Math.round(position.x), y: Math.round(position.y) },
    subject: defaultSubject(type),
  }
  const ports = defaultPorts(type)
  if (ports.length > 0) node.ports = ports
  if (type === 'VOTE') node.vote = { ...DEFAULT_VOTE }
  return node
}

/** Adds a node of `type` (at `position`, or below the others) and says which id it got. */
export function addNode(
  document: WorkflowDocument,
  type: StepType,
  position: DiagramPoint = nextFreePosition(document),
): { document: WorkflowDocument; nodeId: string } {
  const node = newNode(document, type, position)
  return { document: { ...document, nodes: [...nodesOf(document), node] }, nodeId: node.id }
}

/** Removes nodes and every edge into or out of them. */
export function removeNodes(document: WorkflowDocument, ids: readonly string[]): WorkflowDocument {
  const gone = new Set(ids)
  return {
    ...document,
    nodes: nodesOf(document).filter((node) => !gone.has(node.id)),
    edges: edgesOf(document).filter((edge) => !gone.has(edge.from) && !gone.has(edge.to)),
  }
}

/** Removes the edges with the given {@link edgeKey}s. */
export function removeEdges(document: WorkflowDocument, keys: readonly string[]): WorkflowDocument {
  const gone = new Set(keys)
  return { ...document, edges: edgesOf(document).filter((edge) => !gone.has(edgeKey(edge))) }
}

/**
 * Makes port `port` of node `from` lead to node `to` (or nowhere, with `to` undefined). A port
 * leads to one step, as the side panel's "leads to" shows it, so a new connection replaces the
 * port's old one. A port does not lead back into its own step; such a connection is ignored.
 */
export function setPortTarget(
  document: WorkflowDocument,
  options: { from: string; port: string; to: string | undefined },
): WorkflowDocument {
  const { from, port, to } = options
  if (to === from) return document
  const others = edgesOf(document).filter((edge) => !(edge.from === from && edge.port === port))
  return { ...document, edges: to === undefined ? others : [...others, { from, port, to }] }
}

/** Where port `port` of node `from` leads, if anywhere. */
export function portTarget(document: WorkflowDocument, from: string, port: string): string | undefined {
  return edgesOf(document).find((edge) => edge.from === from && edge.port === port)?.to
}

/** Replaces node `id` by what `change` makes of it. */
export function updateNode(
  document: WorkflowDocument,
  id: string,
  change: (node: WorkflowNode) => WorkflowNode,
): WorkflowDocument {
  return { ...document, nodes: nodesOf(document).map((node) => (node.id === id ? change(node) : node)) }
}

/** Moves node `id` to `position` (rounded to whole pixels, as the example documents store it). */
export function moveNode(document: WorkflowDocument, id: string, position: DiagramPoint): WorkflowDocument {
  return updateNode(document, id, (node) => ({
    ...node,
    position: { x: Math.round(position.x), y: Math.round(position.y) },
  }))
}

/** Whether `id` can become node `current`'s new id: a valid diagram id no other node uses. */
export function canRenameNode(document: WorkflowDocument, current: string, id: string): boolean {
  return DIAGRAM_ID_PATTERN.test(id) && (id === current || !nodesOf(document).some((node) => node.id === id))
}

/** Renames node `from` to `to`, carrying its edges along; refused (unchanged) if `to` cannot be used. */
export function renameNode(document: WorkflowDocument, from: string, to: string): WorkflowDocument {
  if (from === to || !canRenameNode(document, from, to)) return document
  const renamed = (id: string) => (id === from ? to : id)
  return {
    ...document,
    nodes: nodesOf(document).map((node) => (node.id === from ? { ...node, id: to } : node)),
    edges: edgesOf(document).map((edge) => ({ ...edge, from: renamed(edge.from), to: renamed(edge.to) })),
  }
}

/**
 * A subject of another type, keeping the flags and only the role/user the new type uses
 * (DIRECT uses both, TO_ROLE the role), since the workflow's rules reject the others.
 */
export function withSubjectType(subject: NodeSubject, type: SubjectType): NodeSubject {
  const { role_id: roleId, user_id: userId, ...rest } = subject
  const next: NodeSubject = { ...rest, subject_type: type }
  if ((type === 'DIRECT' || type === 'TO_ROLE') && roleId !== undefined) next.role_id = roleId
  if (type === 'DIRECT' && userId !== undefined) next.user_id = userId
  return next
}

/** Vote settings with another rule: the quorum rule gets a quorum (the minimum votes), the others none. */
export function withDecisionRule(vote: VoteSettings, rule: VoteDecisionRule): VoteSettings {
  const { quorum, ...rest } = vote
  if (rule === 'quorum') return { ...rest, decisionRule: rule, quorum: quorum ?? vote.minVoters }
  return { ...rest, decisionRule: rule }
}

/** Adds a port (moving on, no outcome) to node `id`. */
export function addPort(document: WorkflowDocument, id: string): WorkflowDocument {
  return updateNode(document, id, (node) => {
    const ports = node.ports ?? []
    const portId = freeId('port', new Set(ports.map((port) => port.id)))
    return { ...node, ports: [...ports, { id: portId, label: text('Илгээсэн', 'Sent on') }] }
  })
}

/** Removes port `port` of node `id` and the edge leaving through it. */
export function removePort(document: WorkflowDocument, id: string, port: string): WorkflowDocument {
  const updated = updateNode(document, id, (node) => {
    const { ports, ...rest } = node
    const kept = (ports ?? []).filter((each) => each.id !== port)
    return kept.length === 0 ? rest : { ...rest, ports: kept }
  })
  return { ...updated, edges: edgesOf(updated).filter((edge) => !(edge.from === id && edge.port === port)) }
}

/** Replaces port `port` of node `id` by what `change` makes of it. */
export function updatePort(
  document: WorkflowDocument,
  options: { node: string; port: string; change: (port: WorkflowPort) => WorkflowPort },
): WorkflowDocument {
  return updateNode(document, options.node, (node) => ({
    ...node,
    ports: (node.ports ?? []).map((port) => (port.id === options.port ? options.change(port) : port)),
  }))
}

/** A port with another outcome (`undefined`: it just moves on). */
export function withOutcome(port: WorkflowPort, outcome: PortOutcome | undefined): WorkflowPort {
  const { outcome: _old, ...rest } = port
  return outcome === undefined ? rest : { ...rest, outcome }
}
