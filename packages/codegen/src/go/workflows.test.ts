import { STEP_TYPES, SUBJECT_TYPES, VOTE_DECISION_RULES, type WorkflowDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { heritageProject } from '../../test/readProject.ts'
import { describeProject } from '../plan/describeProject.ts'
import {
  checkWorkflow,
  GO_DECISION_RULES,
  GO_STEP_TYPES,
  GO_SUBJECT_TYPES,
  workflowDocumentsFile,
} from './workflows.ts'

const heritage = () => describeProject(heritageProject())

describe("the Go runtime's workflows", () => {
  it('implement every step type, subject and decision rule Tamga has, so a new one fails here first', () => {
    expect([...GO_STEP_TYPES].sort()).toEqual([...STEP_TYPES].sort())
    expect([...GO_SUBJECT_TYPES].sort()).toEqual([...SUBJECT_TYPES].sort())
    expect([...GO_DECISION_RULES].sort()).toEqual([...VOTE_DECISION_RULES].sort())
  })

  it('embed the workflow each krud starts, and no workflow over another model', () => {
    const plan = heritage()
    const file = workflowDocumentsFile(plan)
    expect(file).toContain('{"applications", "application-approval"}')
    const foreign = { ...plan, workflowDocuments: plan.workflowDocuments.map((doc) => ({ ...doc, model: 'aimag' })) }
    expect(workflowDocumentsFile(foreign)).toContain('var krudWorkflows = []named{}')
  })

  it('refuse at generation a workflow with a step, subject or rule the runtime does not run', () => {
    const [workflow] = heritage().workflowDocuments
    if (workflow === undefined) throw new Error('heritage has no workflow')
    const changed = (change: (node: WorkflowDocument['nodes'][number]) => object): WorkflowDocument => ({
      ...workflow,
      nodes: workflow.nodes.map((node) => (node.id === 'vote' ? ({ ...node, ...change(node) } as typeof node) : node)),
    })
    expect(() => checkWorkflow(workflow)).not.toThrow()
    expect(() => checkWorkflow(changed(() => ({ type: 'ESCALATE' })))).toThrow(/its step vote is a ESCALATE/)
    expect(() =>
      checkWorkflow(changed((node) => ({ subject: { ...node.subject, subject_type: 'DEPARTMENT_HEAD' } }))),
    ).toThrow(/goes to DEPARTMENT_HEAD/)
    expect(() => checkWorkflow(changed((node) => ({ vote: { ...node.vote, decisionRule: 'two_thirds' } })))).toThrow(
      /decides by two_thirds/,
    )
  })
})
