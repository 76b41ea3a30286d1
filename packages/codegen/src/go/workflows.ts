// internal/workflow/documents.go: the workflow documents the project's kruds start, and the
// roles' display names its open steps carry, as the generated server reads them.
import type { WorkflowDocument } from '@tamga/schema'
import type { ProjectPlan, ResourcePlan } from '../plan/types.ts'
import { descriptorFunction } from './descriptors.ts'
import { goRawString, goString, goStrings } from './goSyntax.ts'

/**
 * JSON with every object's keys in name order: a project read from its folder and from a
 * database (whose jsonb orders keys its own way) generates the same bytes.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  )
}

/**
 * The workflow a resource's new records start, as Tamga's engine decides it: none when the
 * krud names a workflow the project lacks or one over another model (Tamga then starts none).
 */
export function startedWorkflow(plan: ProjectPlan, resource: ResourcePlan): WorkflowDocument | undefined {
  const workflow = plan.workflowDocuments.find((document) => document.name === resource.workflow)
  if (workflow === undefined) return undefined
  return workflow.model === resource.table.model || workflow.model === resource.table.table ? workflow : undefined
}

/**
 * The step types, subjects and decision rules internal/workflow implements: each type's part
 * (finishing, voted, dated, a new round) is spelled there. A type Tamga gains is refused here
 * until the Go runtime learns it (workflows.test.ts holds these to @tamga/schema's lists).
 */
export const GO_STEP_TYPES: readonly string[] = [
  'START',
  'CHECK',
  'PREPARE_VOTE',
  'VOTE',
  'SUMMARY',
  'TRANSFER',
  'GIVE',
  'RECEIVE',
  'SEE_AND_CHECK',
  'END_VOTE',
  'BUDGET',
  'PRE_END',
  'CANCEL',
  'RE_CREATE',
  'END',
  'ASSIGN',
  'DATE',
  'COURT',
  'POSTPONE',
]
export const GO_SUBJECT_TYPES: readonly string[] = ['ANY_EMP', 'CURRENT', 'VOTERS', 'DIRECT', 'TO_ROLE', 'CREATOR']
export const GO_DECISION_RULES: readonly string[] = ['simple_majority', 'absolute_majority', 'unanimous', 'quorum']

/**
 * Refuses, at generation, a workflow the Go runtime would not run as Tamga does: a step type,
 * a subject or a council's decision rule it does not implement.
 */
export function checkWorkflow(workflow: WorkflowDocument): void {
  for (const node of workflow.nodes) {
    const refuse = (what: string) => {
      throw new Error(`the Go target cannot run the workflow ${workflow.name}: its step ${node.id} ${what}`)
    }
    if (!GO_STEP_TYPES.includes(node.type)) refuse(`is a ${node.type}`)
    if (!GO_SUBJECT_TYPES.includes(node.subject.subject_type)) refuse(`goes to ${node.subject.subject_type}`)
    if (node.vote !== undefined && !GO_DECISION_RULES.includes(node.vote.decisionRule)) {
      refuse(`decides by ${node.vote.decisionRule}`)
    }
  }
}

/** internal/workflow/documents.go. */
export function workflowDocumentsFile(plan: ProjectPlan): string {
  const started = plan.resources.flatMap((resource) => {
    const workflow = startedWorkflow(plan, resource)
    return workflow === undefined ? [] : [{ krud: resource.krud, workflow }]
  })
  const documents = [...new Map(started.map(({ workflow }) => [workflow.name, workflow])).values()]
  for (const workflow of documents) checkWorkflow(workflow)
  // One element a line, no keys to align: gofmt leaves the file as written.
  const documentLines = documents.map(
    (workflow) => `\t{${goString(workflow.name)}, ${goRawString(canonicalJson(workflow))}},`,
  )
  const krudLines = started.map(({ krud, workflow }) => `\t{${goString(krud)}, ${goString(workflow.name)}},`)
  const roleLines = plan.roles.map(
    (role) => `\t{${goString(String(role.id))}, ${goRawString(canonicalJson(role.displayName))}},`,
  )
  const block = (lines: string[]) => (lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n}`)
  return `package workflow

// documents are the workflow documents the kruds start, as JSON by name: a new record's process
// starts from its krud's workflow as it was when this server was generated, and keeps it.
var documents = []named${block(documentLines)}

// krudWorkflows names the workflow each krud's new records start.
var krudWorkflows = []named${block(krudLines)}

// roleNames are the roles' display names as JSON, by role id: an open step's role_name.
var roleNames = []named${block(roleLines)}

// The step types, subjects and decision rules this runtime implements: a stored diagram with
// another (a process Tamga started from a newer workflow) is refused rather than run wrongly.
var (
\tstepTypes     = ${goStrings(GO_STEP_TYPES)}
\tsubjectTypes  = ${goStrings(GO_SUBJECT_TYPES)}
\tdecisionRules = ${goStrings(GO_DECISION_RULES)}
)
`
}

/** internal/httpapi/workflow_resources.go: the descriptors of the kruds whose records start a process. */
export function workflowResourcesFile(plan: ProjectPlan): string {
  const started = plan.resources.filter((resource) => startedWorkflow(plan, resource) !== undefined)
  const items = started.map((resource) => `\t\tresources.${descriptorFunction(resource.krud)}(),`)
  const body = items.length === 0 ? '\treturn nil' : `\treturn []*records.Resource{\n${items.join('\n')}\n\t}`
  const imports =
    items.length === 0
      ? '\t"__MODULE__/internal/records"'
      : '\t"__MODULE__/internal/records"\n\t"__MODULE__/internal/resources"'
  return `package httpapi

import (
${imports}
)

// workflowResources are the kruds whose new records start an approval process.
func workflowResources() []*records.Resource {
${body}
}
`
}
