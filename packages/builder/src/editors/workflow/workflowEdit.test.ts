import { checkWorkflow, type WorkflowDocument, workflowExample } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  addNode,
  addPort,
  defaultPorts,
  edgeKey,
  moveNode,
  newNodeId,
  removeEdges,
  removeNodes,
  removePort,
  renameNode,
  setPortTarget,
  withDecisionRule,
  withSubjectType,
} from './workflowEdit.ts'

const example = (): WorkflowDocument => structuredClone(workflowExample)

describe('adding a node', () => {
  it('gives a readable id not used yet', () => {
    expect(newNodeId(example(), 'PREPARE_VOTE')).toBe('prepare-vote')
    expect(newNodeId(example(), 'CHECK')).toBe('check-2')
  })

  it('places a clicked node below the lowest one and leaves the old document alone', () => {
    const before = example()
    const { document, nodeId } = addNode(before, 'SUMMARY')
    expect(before.nodes).toHaveLength(5)
    const node = document.nodes.find((each) => each.id === nodeId)
    expect(node?.position).toEqual({ x: 0, y: 380 })
    expect(node?.subject).toEqual({ subject_type: 'ANY_EMP' })
  })

  it('a VOTE starts assigned to VOTERS with vote settings and a port per decision', () => {
    const { document, nodeId } = addNode(example(), 'VOTE', { x: 10.4, y: 20.6 })
    const vote = document.nodes.find((each) => each.id === nodeId)
    expect(vote?.subject.subject_type).toBe('VOTERS')
    expect(vote?.vote?.decisionRule).toBe('simple_majority')
    expect(vote?.position).toEqual({ x: 10, y: 21 })
    expect(vote?.ports?.map((port) => port.outcome).sort()).toEqual(['approve', 'recreate', 'reject'])
  })

  it('END and CANCEL have no ports, every other step type has one', () => {
    expect(defaultPorts('END')).toEqual([])
    expect(defaultPorts('CANCEL')).toEqual([])
    expect(defaultPorts('POSTPONE').length).toBeGreaterThan(0)
  })
})

describe('connecting ports', () => {
  it('a new connection replaces the port’s old one', () => {
    const next = setPortTarget(example(), { from: 'check', port: 'approve', to: 'cancel' })
    expect(next.edges.filter((edge) => edge.from === 'check' && edge.port === 'approve')).toEqual([
      { from: 'check', port: 'approve', to: 'cancel' },
    ])
  })

  it('no target removes the connection', () => {
    const next = setPortTarget(example(), { from: 'check', port: 'approve', to: undefined })
    expect(next.edges.some((edge) => edge.from === 'check' && edge.port === 'approve')).toBe(false)
  })

  it('a port does not lead back into its own step', () => {
    const before = example()
    expect(setPortTarget(before, { from: 'check', port: 'approve', to: 'check' })).toBe(before)
  })
})

describe('removing', () => {
  it('removing a node removes the edges into and out of it', () => {
    const next = removeNodes(example(), ['check'])
    expect(next.nodes.some((node) => node.id === 'check')).toBe(false)
    expect(next.edges).toEqual([])
  })

  it('removing an edge by its key keeps the others', () => {
    const next = removeEdges(example(), [edgeKey({ from: 'start', port: 'submit', to: 'check' })])
    expect(next.edges).toHaveLength(4)
    expect(next.edges.some((edge) => edge.from === 'start')).toBe(false)
  })

  it('removing a port removes the edge leaving through it', () => {
    const next = removePort(example(), 'check', 'reject')
    expect(next.nodes.find((node) => node.id === 'check')?.ports?.map((port) => port.id)).toEqual([
      'approve',
      'send-back',
    ])
    expect(next.edges.some((edge) => edge.from === 'check' && edge.port === 'reject')).toBe(false)
  })

  it('an added port gets an id unused on its node', () => {
    const once = addPort(example(), 'check')
    const twice = addPort(once, 'check')
    const ids = twice.nodes.find((node) => node.id === 'check')?.ports?.map((port) => port.id)
    expect(ids?.slice(-2)).toEqual(['port', 'port-2'])
  })
})

describe('renaming and moving', () => {
  it('renaming a node carries its edges and keeps the workflow valid', () => {
    const next = renameNode(example(), 'check', 'review')
    expect(next.edges.filter((edge) => edge.from === 'review' || edge.to === 'review')).toHaveLength(5)
    expect(checkWorkflow(next)).toEqual([])
  })

  it('a rename to a used or invalid id is refused', () => {
    const before = example()
    expect(renameNode(before, 'check', 'end')).toBe(before)
    expect(renameNode(before, 'check', 'has space')).toBe(before)
  })

  it('moving a node stores whole pixels', () => {
    expect(moveNode(example(), 'end', { x: 1.6, y: -2.2 }).nodes.find((node) => node.id === 'end')?.position).toEqual({
      x: 2,
      y: -2,
    })
  })
})

describe('subject and vote settings', () => {
  it('switching subject type drops the role and user the new type ignores', () => {
    const direct = { subject_type: 'DIRECT', role_id: 3, user_id: 7, is_read_only: true } as const
    expect(withSubjectType(direct, 'TO_ROLE')).toEqual({ subject_type: 'TO_ROLE', role_id: 3, is_read_only: true })
    expect(withSubjectType(direct, 'ANY_EMP')).toEqual({ subject_type: 'ANY_EMP', is_read_only: true })
  })

  it('the quorum rule gets a quorum and the other rules lose it', () => {
    const quorum = withDecisionRule({ voterRoleId: 4, minVoters: 3, decisionRule: 'simple_majority' }, 'quorum')
    expect(quorum).toEqual({ voterRoleId: 4, minVoters: 3, decisionRule: 'quorum', quorum: 3 })
    expect(withDecisionRule(quorum, 'unanimous')).toEqual({ voterRoleId: 4, minVoters: 3, decisionRule: 'unanimous' })
  })
})
