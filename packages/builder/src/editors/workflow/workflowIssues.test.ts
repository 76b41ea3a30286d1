import { type WorkflowDocument, workflowExample } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { addNode, removeNodes, setPortTarget } from './workflowEdit.ts'
import { distinctIssues, issueSpot, offendingSpots, structuralIssues, workflowIssues } from './workflowIssues.ts'

const example = (): WorkflowDocument => structuredClone(workflowExample)
const codes = (document: WorkflowDocument) => workflowIssues(document).map((each) => each.code)

describe('structural checks', () => {
  it('the schema’s example has no issues', () => {
    expect(workflowIssues(example())).toEqual([])
  })

  it('a diagram without START says so once', () => {
    const next = removeNodes(example(), ['start'])
    expect(codes(next).filter((code) => code === 'missing-start')).toHaveLength(1)
  })

  it('an END that START cannot reach is reported', () => {
    const next = setPortTarget(example(), { from: 'check', port: 'approve', to: 'cancel' })
    expect(structuralIssues(next).map((each) => each.code)).toContain('end-unreachable')
  })

  it('a port leading nowhere is reported at the port, once', () => {
    const next = setPortTarget(example(), { from: 'check', port: 'reject', to: undefined })
    const dangling = workflowIssues(next).filter((each) => each.code === 'port-unconnected')
    expect(dangling.map((each) => each.path)).toEqual(['/nodes/1/ports/2'])
  })

  it('a port leading to a removed step is dangling', () => {
    const broken = { ...example(), nodes: example().nodes.filter((node) => node.id !== 'cancel') }
    expect(structuralIssues(broken).map((each) => each.path)).toContain('/nodes/1/ports/2')
  })

  it('includes checkWorkflow’s rules, e.g. a VOTE not entered from PREPARE_VOTE', () => {
    const { document, nodeId } = addNode(example(), 'VOTE')
    const next = setPortTarget(document, { from: 'check', port: 'approve', to: nodeId })
    expect(codes(next)).toContain('vote-not-prepared')
  })

  it('a document too broken for checkWorkflow still gets the structural checks', () => {
    const broken = { ...example(), nodes: [{ id: 'start', type: 'START' }] } as unknown as WorkflowDocument
    expect(() => workflowIssues(broken)).not.toThrow()
    expect(codes(broken)).toContain('end-unreachable')
  })
})

describe('where issues are on the canvas', () => {
  it('a node issue marks the node, a port issue the port too', () => {
    const document = example()
    expect(issueSpot(document, '/nodes/1/subject')).toEqual({ nodeId: 'check' })
    expect(issueSpot(document, '/nodes/1/ports/2')).toEqual({ nodeId: 'check', portId: 'reject' })
    expect(issueSpot(document, '/nodes')).toBeUndefined()
  })

  it('an edge issue marks its from node and port, or its to node when about `to`', () => {
    const document = example()
    expect(issueSpot(document, '/edges/0/from')).toEqual({ nodeId: 'start', portId: 'submit' })
    expect(issueSpot(document, '/edges/0/to')).toEqual({ nodeId: 'check' })
  })

  it('collects the offending nodes and ports of a list of issues', () => {
    const next = setPortTarget(example(), { from: 'check', port: 'reject', to: undefined })
    const spots = offendingSpots(next, workflowIssues(next))
    expect([...spots.nodes]).toEqual(['check', 'cancel'])
    expect([...spots.ports]).toEqual(['check|reject'])
  })
})

describe('merging issue lists', () => {
  it('keeps one issue per place and code, the first list’s first', () => {
    const [first] = workflowIssues(setPortTarget(example(), { from: 'check', port: 'reject', to: undefined }))
    if (first === undefined) throw new Error('expected an issue')
    const copy = { ...first, message: { mn_MN: 'x', en_US: 'x' } }
    expect(distinctIssues([first], [copy, { ...first, code: 'other' }])).toEqual([first, { ...first, code: 'other' }])
  })
})
