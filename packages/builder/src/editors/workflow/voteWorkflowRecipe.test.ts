// The workflow the end-to-end test builds through the designer (palette clicks, then each
// port's "leads to" select), made here from the same edits: it must pass the designer's checks
// and the schema's full validation, or the e2e recipe in the report is wrong.
import { validateDocument, type WorkflowDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { addNode, setPortTarget, updateNode, withDecisionRule } from './workflowEdit.ts'
import { workflowIssues } from './workflowIssues.ts'

const empty: WorkflowDocument = {
  kind: 'workflow',
  version: 1,
  name: 'council-review',
  title: { mn_MN: 'Зөвлөлийн хяналт' },
  model: 'application',
  statusColumn: 'process_status',
  nodes: [],
  edges: [],
}

function voteWorkflow(): WorkflowDocument {
  let document = empty
  for (const type of ['START', 'CHECK', 'PREPARE_VOTE', 'VOTE', 'END', 'CANCEL'] as const) {
    document = addNode(document, type).document
  }
  const wires: Array<[string, string, string]> = [
    ['start', 'submit', 'check'],
    ['check', 'approve', 'prepare-vote'],
    ['check', 'send-back', 'cancel'],
    ['check', 'reject', 'cancel'],
    ['prepare-vote', 'next', 'vote'],
    ['vote', 'supported', 'end'],
    ['vote', 'more-material', 'cancel'],
    ['vote', 'unsupported', 'cancel'],
  ]
  for (const [from, port, to] of wires) document = setPortTarget(document, { from, port, to })
  return updateNode(document, 'vote', (node) => ({
    ...node,
    vote: withDecisionRule(node.vote ?? { voterRoleId: 4, minVoters: 3, decisionRule: 'simple_majority' }, 'quorum'),
  }))
}

describe('the e2e recipe: START → CHECK → PREPARE_VOTE → VOTE → END (and CANCEL)', () => {
  it('palette clicks give the ids the recipe wires', () => {
    expect(voteWorkflow().nodes.map((node) => node.id)).toEqual([
      'start',
      'check',
      'prepare-vote',
      'vote',
      'end',
      'cancel',
    ])
  })

  it('has no designer issues and passes the schema’s validation', () => {
    const document = voteWorkflow()
    expect(workflowIssues(document)).toEqual([])
    const result = validateDocument(document)
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('without its PREPARE_VOTE step the vote is rejected', () => {
    const document = setPortTarget(voteWorkflow(), { from: 'check', port: 'approve', to: 'vote' })
    expect(workflowIssues(document).map((each) => each.code)).toContain('vote-not-prepared')
  })
})
