import { describe, expect, it } from 'vitest'
import heritageApproval from '../../../../examples/heritage/documents/workflows/application-approval.json' with {
  type: 'json',
}
import { validateDocumentOf } from './definition.ts'
import {
  checkWorkflow,
  nodeSubject,
  type WorkflowDocument,
  type WorkflowNode,
  workflowExample,
  workflowKind,
} from './workflow.ts'

/** A deep copy of a JSON value (the package's lib has no `structuredClone`). */
function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}

/** A copy of the example with one change applied, and the issues `check` finds in it. */
function issuesAfter(change: (document: WorkflowDocument) => void) {
  const document = copy(workflowExample)
  change(document)
  return checkWorkflow(document).map(({ path, code }) => ({ path, code }))
}

function node(document: WorkflowDocument, id: string): WorkflowNode {
  const found = document.nodes.find((candidate) => candidate.id === id)
  if (found === undefined) throw new Error(`no node ${id}`)
  return found
}

describe('workflow document', () => {
  it('the kind’s example is valid', () => {
    expect(validateDocumentOf(workflowKind, workflowExample)).toEqual({ ok: true, value: workflowExample })
  })

  it('the heritage application-approval workflow is valid', () => {
    const result = validateDocumentOf(workflowKind, heritageApproval)
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('the heritage workflow runs START → CHECK → PREPARE_VOTE → VOTE → SUMMARY → END', () => {
    const document = heritageApproval as WorkflowDocument
    const next = (id: string, port: string) =>
      document.edges.find((edge) => edge.from === id && edge.port === port)?.to ?? 'none'
    const typeOf = (id: string) => node(document, id).type
    const path = ['start']
    for (const port of ['submit', 'approve', 'ready', 'supported', 'approve']) {
      const current = path.at(-1) ?? 'none'
      path.push(next(current, port))
    }
    expect(path.map(typeOf)).toEqual(['START', 'CHECK', 'PREPARE_VOTE', 'VOTE', 'SUMMARY', 'END'])
    expect(typeOf(next('vote', 'more-material'))).toBe('RE_CREATE')
    expect(typeOf(next('vote', 'unsupported'))).toBe('CANCEL')
    expect(typeOf(next('check', 'send-back'))).toBe('RE_CREATE')
    expect(typeOf(next('check', 'reject'))).toBe('CANCEL')
    expect(next('re-create', 'resubmit')).toBe('check')
    expect(node(document, 'check').subject).toMatchObject({ subject_type: 'TO_ROLE', role_id: 3 })
    expect(node(document, 'vote').vote?.voterRoleId).toBe(4)
    expect(node(document, 're-create').subject.subject_type).toBe('CREATOR')
  })

  it('refuses an unknown step type and an unknown field', () => {
    const wrongType = copy(workflowExample) as unknown as { nodes: Array<Record<string, unknown>> }
    const first = wrongType.nodes[0]
    if (first !== undefined) first.type = 'APPROVE'
    const result = validateDocumentOf(workflowKind, wrongType)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues[0]).toEqual(expect.objectContaining({ path: '/nodes/0/type', code: 'enum' }))
    const extra = validateDocumentOf(workflowKind, { ...workflowExample, layout: 'vertical' })
    expect(extra.ok).toBe(false)
  })

  it('nodeSubject gives the spec 3.2 subject with the node’s type as object_type and false flags by default', () => {
    expect(nodeSubject(node(workflowExample, 'check'))).toEqual({
      subject_type: 'TO_ROLE',
      object_type: 'CHECK',
      role_id: 3,
      user_id: null,
      is_subject_changeable: false,
      is_read_only: false,
      is_signature_needed: true,
    })
  })
})

describe('workflow rules', () => {
  it('node ids are unique', () => {
    expect(
      issuesAfter((d) => {
        node(d, 're-create').id = 'check'
      }),
    ).toContainEqual({ path: '/nodes/2/id', code: 'duplicate-node-id' })
  })

  it('port ids are unique within a node', () => {
    expect(
      issuesAfter((d) => {
        const ports = node(d, 'check').ports ?? []
        const second = ports[1]
        if (second !== undefined) second.id = 'approve'
      }),
    ).toContainEqual({ path: '/nodes/1/ports/1/id', code: 'duplicate-port-id' })
  })

  it('there is exactly one START', () => {
    expect(
      issuesAfter((d) => {
        node(d, 'start').type = 'CHECK'
      }),
    ).toContainEqual({ path: '/nodes', code: 'missing-start' })
    expect(
      issuesAfter((d) => {
        node(d, 'check').type = 'START'
      }),
    ).toContainEqual({ path: '/nodes/1/type', code: 'multiple-start' })
  })

  it('there is at least one END or CANCEL', () => {
    expect(
      issuesAfter((d) => {
        d.nodes = d.nodes.filter((n) => n.type !== 'END' && n.type !== 'CANCEL')
        d.edges = d.edges.filter((e) => e.to !== 'end' && e.to !== 'cancel')
      }),
    ).toContainEqual({ path: '/nodes', code: 'missing-end' })
    expect(
      issuesAfter((d) => {
        d.nodes = d.nodes.filter((n) => n.type !== 'CANCEL')
        d.edges = d.edges.filter((e) => e.to !== 'cancel')
        const check = node(d, 'check')
        check.ports = (check.ports ?? []).filter((port) => port.id !== 'reject')
      }),
    ).toEqual([])
  })

  it('every edge starts at an existing node and port and ends at an existing node', () => {
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'ghost', port: 'x', to: 'end' })
      }),
    ).toContainEqual({ path: '/edges/5/from', code: 'unknown-node' })
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'check', port: 'approve', to: 'ghost' })
      }),
    ).toContainEqual({ path: '/edges/5/to', code: 'unknown-node' })
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'check', port: 'maybe', to: 'end' })
      }),
    ).toContainEqual({ path: '/edges/5/port', code: 'unknown-port' })
  })

  it('every node is reachable from START', () => {
    expect(
      issuesAfter((d) => {
        d.edges = d.edges.filter((e) => e.to !== 're-create')
        const check = node(d, 'check')
        check.ports = (check.ports ?? []).filter((port) => port.id !== 'send-back')
      }),
    ).toEqual([{ path: '/nodes/2', code: 'unreachable' }])
  })

  it('END and CANCEL have no outgoing edges and no ports', () => {
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'end', port: 'again', to: 'check' })
      }),
    ).toContainEqual({ path: '/edges/5/from', code: 'terminal-outgoing-edge' })
    expect(
      issuesAfter((d) => {
        node(d, 'cancel').ports = [{ id: 'reopen', label: 'Дахин нээх' }]
      }),
    ).toContainEqual({ path: '/nodes/4/ports', code: 'terminal-port' })
  })

  it('every other step has a way out, and every port leads somewhere', () => {
    expect(
      issuesAfter((d) => {
        node(d, 're-create').ports = []
        d.edges = d.edges.filter((e) => e.from !== 're-create')
      }),
    ).toContainEqual({ path: '/nodes/2', code: 'dead-end' })
    expect(
      issuesAfter((d) => {
        node(d, 'check').ports?.push({ id: 'postpone', label: 'Хойшлуулсан' })
      }),
    ).toEqual([{ path: '/nodes/1/ports/3', code: 'port-unconnected' }])
  })

  it('nothing leads back into START, a step does not lead to itself, and edges are not repeated', () => {
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'check', port: 'send-back', to: 'start' })
      }),
    ).toContainEqual({ path: '/edges/5/to', code: 'start-incoming-edge' })
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'check', port: 'send-back', to: 'check' })
      }),
    ).toContainEqual({ path: '/edges/5/to', code: 'self-loop' })
    expect(
      issuesAfter((d) => {
        d.edges.push({ from: 'check', port: 'approve', to: 'end' })
      }),
    ).toEqual([{ path: '/edges/5', code: 'duplicate-edge' }])
  })

  it('DIRECT needs role_id and user_id', () => {
    expect(
      issuesAfter((d) => {
        node(d, 'check').subject = { subject_type: 'DIRECT' }
      }),
    ).toEqual([
      { path: '/nodes/1/subject', code: 'subject-role-required' },
      { path: '/nodes/1/subject', code: 'subject-user-required' },
    ])
    expect(
      issuesAfter((d) => {
        node(d, 'check').subject = { subject_type: 'DIRECT', role_id: 3, user_id: 17 }
      }),
    ).toEqual([])
  })

  it('TO_ROLE needs role_id and takes no user_id', () => {
    expect(
      issuesAfter((d) => {
        node(d, 'check').subject = { subject_type: 'TO_ROLE' }
      }),
    ).toEqual([{ path: '/nodes/1/subject', code: 'subject-role-required' }])
    expect(
      issuesAfter((d) => {
        node(d, 'check').subject = { subject_type: 'TO_ROLE', role_id: 3, user_id: 17 }
      }),
    ).toEqual([{ path: '/nodes/1/subject/user_id', code: 'subject-field-unused' }])
  })

  it('a role or user is refused where the subject type would ignore it', () => {
    expect(
      issuesAfter((d) => {
        node(d, 're-create').subject = { subject_type: 'CREATOR', role_id: 5 }
      }),
    ).toEqual([{ path: '/nodes/2/subject/role_id', code: 'subject-field-unused' }])
  })

  it('a VOTE step is preceded by a PREPARE_VOTE step', () => {
    const vote: WorkflowNode = {
      id: 'vote',
      type: 'VOTE',
      label: 'Санал хураалт',
      position: { x: 0, y: 0 },
      subject: { subject_type: 'VOTERS' },
      vote: { voterRoleId: 4, minVoters: 3, decisionRule: 'simple_majority' },
      ports: [{ id: 'voted', label: 'Санал өгсөн' }],
    }
    expect(
      issuesAfter((d) => {
        d.nodes.push(vote)
        d.edges.push({ from: 'check', port: 'approve', to: 'vote' }, { from: 'vote', port: 'voted', to: 'end' })
      }),
    ).toEqual([{ path: '/edges/5/from', code: 'vote-not-prepared' }])
    expect(
      issuesAfter((d) => {
        d.nodes.push(vote, {
          id: 'prepare',
          type: 'PREPARE_VOTE',
          label: 'Бэлтгэх',
          position: { x: 0, y: 0 },
          subject: { subject_type: 'TO_ROLE', role_id: 3 },
          ports: [{ id: 'ready', label: 'Бэлэн' }],
        })
        d.edges.push(
          { from: 'check', port: 'approve', to: 'prepare' },
          { from: 'prepare', port: 'ready', to: 'vote' },
          { from: 'vote', port: 'voted', to: 'end' },
        )
      }),
    ).toEqual([])
  })

  it('a VOTE step is assigned to VOTERS and has vote settings; neither appears elsewhere', () => {
    expect(
      issuesAfter((d) => {
        node(d, 'check').type = 'VOTE'
      }),
    ).toEqual([
      { path: '/nodes/1', code: 'vote-settings-required' },
      { path: '/nodes/1/subject/subject_type', code: 'vote-subject' },
      { path: '/edges/0/from', code: 'vote-not-prepared' },
      { path: '/edges/4/from', code: 'vote-not-prepared' },
    ])
    expect(
      issuesAfter((d) => {
        node(d, 'check').subject = { subject_type: 'VOTERS' }
        node(d, 'check').vote = { voterRoleId: 4, minVoters: 1, decisionRule: 'unanimous' }
      }),
    ).toEqual([
      { path: '/nodes/1/vote', code: 'vote-settings-unused' },
      { path: '/nodes/1/subject/subject_type', code: 'voters-outside-vote' },
    ])
  })

  it('the quorum rule names its quorum, and no other rule does', () => {
    const withVote = (settings: NonNullable<WorkflowNode['vote']>) =>
      issuesAfter((d) => {
        d.nodes.push(
          {
            id: 'prepare',
            type: 'PREPARE_VOTE',
            label: 'Бэлтгэх',
            position: { x: 0, y: 0 },
            subject: { subject_type: 'TO_ROLE', role_id: 3 },
            ports: [{ id: 'ready', label: 'Бэлэн' }],
          },
          {
            id: 'vote',
            type: 'VOTE',
            label: 'Санал хураалт',
            position: { x: 0, y: 0 },
            subject: { subject_type: 'VOTERS' },
            vote: settings,
            ports: [{ id: 'voted', label: 'Санал өгсөн' }],
          },
        )
        d.edges.push(
          { from: 'check', port: 'approve', to: 'prepare' },
          { from: 'prepare', port: 'ready', to: 'vote' },
          { from: 'vote', port: 'voted', to: 'end' },
        )
      })
    expect(withVote({ voterRoleId: 4, minVoters: 2, decisionRule: 'quorum' })).toEqual([
      { path: '/nodes/6/vote', code: 'vote-quorum-required' },
    ])
    expect(withVote({ voterRoleId: 4, minVoters: 2, decisionRule: 'quorum', quorum: 3 })).toEqual([])
    expect(withVote({ voterRoleId: 4, minVoters: 2, decisionRule: 'absolute_majority', quorum: 3 })).toEqual([
      { path: '/nodes/6/vote/quorum', code: 'vote-quorum-unused' },
    ])
  })

  it('a VOTE step has a way out for every decision its votes can reach', () => {
    const document = copy(heritageApproval) as WorkflowDocument
    const vote = node(document, 'vote')
    vote.ports = (vote.ports ?? []).filter((port) => port.outcome !== 'recreate')
    document.edges = document.edges.filter((edge) => !(edge.from === 'vote' && edge.port === 'more-material'))
    const index = document.nodes.indexOf(vote)
    expect(checkWorkflow(document).map(({ path, code, params }) => ({ path, code, params }))).toEqual([
      { path: `/nodes/${index}/ports`, code: 'vote-outcome-unhandled', params: { outcome: 'recreate' } },
    ])
    vote.ports?.push({ id: 'other', label: 'Бусад' })
    document.edges.push({ from: 'vote', port: 'other', to: 're-create' })
    expect(checkWorkflow(document)).toEqual([])
  })

  it('a CREATOR step needs a START step that records its user', () => {
    expect(
      issuesAfter((d) => {
        node(d, 'start').subject = { subject_type: 'TO_ROLE', role_id: 5 }
      }),
    ).toEqual([{ path: '/nodes/0/subject/subject_type', code: 'creator-without-start-user' }])
  })

  it('every issue has a Mongolian and an English message', () => {
    const document = copy(workflowExample)
    document.edges.push({ from: 'ghost', port: 'x', to: 'start' })
    node(document, 'check').subject = { subject_type: 'DIRECT' }
    const issues = checkWorkflow(document)
    expect(issues.length).toBeGreaterThan(3)
    for (const found of issues) {
      expect(found.message.mn_MN).toMatch(/[А-ЯЁӨҮа-яёөү]/)
      expect(found.message.en_US.length).toBeGreaterThan(0)
    }
  })
})
