// What is wrong with a diagram, shown before it is saved: the structural checks the canvas
// needs even while the document is half made (one START, an END the process can reach, no port
// leading nowhere), then the schema's own `checkWorkflow`, and which nodes and ports each issue
// is about so the canvas can mark them red.
import {
  checkWorkflow,
  type DocumentIssue,
  issue,
  missingStartIssue,
  pointer,
  portUnconnectedIssue,
  reachableFrom,
  type WorkflowDocument,
  type WorkflowEdge,
  type WorkflowNode,
} from '@tamga/schema'

const nodesOf = (document: WorkflowDocument): WorkflowNode[] => (Array.isArray(document.nodes) ? document.nodes : [])
const edgesOf = (document: WorkflowDocument): WorkflowEdge[] => (Array.isArray(document.edges) ? document.edges : [])

/**
 * The diagram's structure: a START step, an END step reachable from it, and every port of a
 * step connected to an existing step. Codes shared with `checkWorkflow` are the same codes, so
 * {@link workflowIssues} shows each problem once.
 */
export function structuralIssues(document: WorkflowDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const nodes = nodesOf(document)
  const ids = new Set(nodes.map((node) => node.id))
  const start = nodes.find((node) => node.type === 'START')
  if (start === undefined) {
    issues.push(missingStartIssue())
  } else {
    const reached = reachableFrom(edgesOf(document), start.id)
    if (!nodes.some((node) => node.type === 'END' && reached.has(node.id))) {
      issues.push(
        issue(pointer('nodes'), 'end-unreachable', {
          en_US: 'has no END step the process can reach from START; connect one so a record can be finished',
          mn_MN: 'START алхмаас хүрч болох END алхам алга; бичлэгийг дуусгахын тулд END алхам холбоно уу',
        }),
      )
    }
  }
  nodes.forEach((node, index) => {
    ;(node.ports ?? []).forEach((port, portIndex) => {
      const edge = edgesOf(document).find((each) => each.from === node.id && each.port === port.id)
      if (edge === undefined || !ids.has(edge.to)) issues.push(portUnconnectedIssue(index, portIndex, port.id))
    })
  })
  return issues
}

/** `checkWorkflow`, or nothing while the document is too broken for it (the schema's issues say why). */
function schemaRules(document: WorkflowDocument): DocumentIssue[] {
  try {
    return checkWorkflow(document)
  } catch {
    return []
  }
}

/** The issues of all the lists, each (same place, same code) once, in order. */
export function distinctIssues(...lists: ReadonlyArray<readonly DocumentIssue[]>): DocumentIssue[] {
  const seen = new Set<string>()
  return lists.flat().filter((each) => {
    const key = `${each.path}\u0000${each.code}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Everything the designer shows as wrong: {@link structuralIssues} then `checkWorkflow`'s, each once. */
export function workflowIssues(document: WorkflowDocument): DocumentIssue[] {
  return distinctIssues(structuralIssues(document), schemaRules(document))
}

/** Where on the canvas an issue is: the node it is about and, for a port's issue, the port. */
export interface IssueSpot {
  nodeId: string
  portId?: string
}

const segmentsOf = (path: string): string[] =>
  path
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))

/**
 * The node (and port) an issue points into: `/nodes/2/…` is that node, `/nodes/2/ports/1…`
 * that port, and an edge's issue is its `to` node's when it is about `to`, its `from` node's
 * otherwise. Issues about the whole document or the node list have no spot.
 */
export function issueSpot(document: WorkflowDocument, path: string): IssueSpot | undefined {
  const [list, indexText, field, portIndexText] = segmentsOf(path)
  const index = Number(indexText)
  if (!Number.isInteger(index)) return undefined
  if (list === 'nodes') {
    const node = nodesOf(document)[index]
    if (node === undefined) return undefined
    const port = field === 'ports' ? node.ports?.[Number(portIndexText)] : undefined
    return port === undefined ? { nodeId: node.id } : { nodeId: node.id, portId: port.id }
  }
  if (list === 'edges') {
    const edge = edgesOf(document)[index]
    if (edge === undefined) return undefined
    return field === 'to' ? { nodeId: edge.to } : { nodeId: edge.from, portId: edge.port }
  }
  return undefined
}

/** The ids of the nodes the issues are about, and the `node|port` keys of the ports. */
export function offendingSpots(
  document: WorkflowDocument,
  issues: readonly DocumentIssue[],
): { nodes: Set<string>; ports: Set<string> } {
  const nodes = new Set<string>()
  const ports = new Set<string>()
  for (const each of issues) {
    const spot = issueSpot(document, each.path)
    if (spot === undefined) continue
    nodes.add(spot.nodeId)
    if (spot.portId !== undefined) ports.add(`${spot.nodeId}|${spot.portId}`)
  }
  return { nodes, ports }
}
