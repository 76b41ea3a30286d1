// Reading a process's diagram: the workflow document it started with, kept on the process row.
import {
  type LocalizedText,
  localizedText,
  type WorkflowDocument,
  type WorkflowNode,
  type WorkflowPort,
} from '@tamga/schema'
import { tamgaError } from '../http/errors.ts'
import { stepModule } from './steps/index.ts'

/** A label in the language step records and notifications are written in (Mongolian, spec 9). */
export function labelText(label: LocalizedText): string {
  return localizedText(label, 'mn_MN')
}

/**
 * The diagram stored on a process row. It was a checked workflow document when the process
 * started (the store validates every document), so it is read as one.
 */
export function readDiagram(stored: unknown): WorkflowDocument {
  if (typeof stored !== 'object' || stored === null || !Array.isArray((stored as WorkflowDocument).nodes)) {
    throw tamgaError('SERVER_ERROR')
  }
  return stored as WorkflowDocument
}

/** The node a step was built from, by id; a server error when the diagram lacks it. */
export function nodeOf(diagram: WorkflowDocument, id: string): WorkflowNode {
  const node = diagram.nodes.find((candidate) => candidate.id === id)
  if (node === undefined) throw tamgaError('SERVER_ERROR')
  return node
}

/** The diagram's START node (a checked workflow has exactly one). */
export function startNodeOf(diagram: WorkflowDocument): WorkflowNode {
  const node = diagram.nodes.find((candidate) => candidate.type === 'START')
  if (node === undefined) throw tamgaError('SERVER_ERROR')
  return node
}

/** The nodes taking `port` of `node` leads to, in the order of the diagram's edges. */
export function targetsOf(diagram: WorkflowDocument, nodeId: string, portId: string): WorkflowNode[] {
  return diagram.edges
    .filter((edge) => edge.from === nodeId && edge.port === portId)
    .map((edge) => nodeOf(diagram, edge.to))
}

/** The ports of a step's node (END and CANCEL have none). */
export function portsOf(node: WorkflowNode): readonly WorkflowPort[] {
  return node.ports ?? []
}

/**
 * Whether the one taking `port` picks people: the council members of a VOTE it leads to, or,
 * on a step whose subject is changeable, the assignee of the next step when that step is
 * assigned by role.
 */
export function portPicksPeople(
  diagram: WorkflowDocument,
  node: WorkflowNode,
  port: WorkflowPort,
  subjectChangeable: boolean,
): boolean {
  const targets = targetsOf(diagram, node.id, port.id)
  if (targets.some((target) => stepModule(target.type).voted)) return true
  return subjectChangeable && targets.some((target) => assignableByRole(target))
}

/**
 * Whether a next step is assigned through a role the actor may narrow to one of its holders:
 * TO_ROLE and DIRECT steps (their configured role), ANY_EMP and CURRENT ones (the actor's
 * role). Not a finishing step (the actor is its subject), a vote (its voters are picked) or a
 * CREATOR step (it goes back to whoever started the record).
 */
export function assignableByRole(node: WorkflowNode): boolean {
  const module = stepModule(node.type)
  if (module.terminal || module.voted) return false
  return node.subject.subject_type !== 'CREATOR' && node.subject.subject_type !== 'VOTERS'
}

/**
 * The role a next step goes to once its subject is resolved (spec 4.2): the configured role of a
 * TO_ROLE or DIRECT step, the actor's own role for ANY_EMP and CURRENT; null for the others.
 */
export function nextStepRole(node: WorkflowNode, actorRoleId: number): number | null {
  const type = node.subject.subject_type
  if (type === 'TO_ROLE' || type === 'DIRECT') return node.subject.role_id ?? null
  if (type === 'ANY_EMP' || type === 'CURRENT') return actorRoleId
  return null
}
