// The selected step's settings: id, title, assignee (spec 3.2), the vote settings of a VOTE, and
// its outcome ports, each with the step it leads to, so a diagram can be wired without a mouse.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { StepTypeIcon } from '@tamga/renderer/workflow'
import {
  DECISION_OUTCOME_LABELS,
  type DocumentIssue,
  isTerminalStepType,
  type LanguageCode,
  localizedText,
  type NodeSubject,
  PORT_OUTCOMES,
  type PortOutcome,
  SUBJECT_TYPES,
  type SubjectType,
  VOTE_DECISION_RULES,
  type VoteDecisionRule,
  type VoteSettings,
  type WorkflowDocument,
  type WorkflowNode,
} from '@tamga/schema'
import { Button, Checkbox, Divider, Flex, Form, Input, InputNumber, Select, Typography } from 'antd'
import { useEffect, useState } from 'react'
import type { RoleChoice } from '../../client/useDocuments.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { choiceLabel, propertyHelp } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import { RoleSelect } from '../../controls/RoleSelect.tsx'
import { workflowWord } from './words.ts'
import {
  addPort,
  canRenameNode,
  DEFAULT_VOTE,
  portTarget,
  removePort,
  renameNode,
  setPortTarget,
  updateNode,
  updatePort,
  withDecisionRule,
  withOutcome,
  withSubjectType,
} from './workflowEdit.ts'

const SUBJECT_FLAGS = ['is_subject_changeable', 'is_read_only', 'is_signature_needed'] as const

export interface NodePanelProps {
  document: WorkflowDocument
  node: WorkflowNode
  /** The node's index in `document.nodes`, where its issues point. */
  index: number
  issues: readonly DocumentIssue[]
  language: LanguageCode
  onChange: (next: WorkflowDocument, what: string) => void
  /** The node got another id (renamed), so the selection follows it. */
  onRenamed: (id: string) => void
  onDelete: () => void
  /** The project's roles, for the step's role and the voters' role. */
  roles: readonly RoleChoice[]
}

/** The side panel of one step. */
export function NodePanel({
  document,
  node,
  index,
  issues,
  language,
  onChange,
  onRenamed,
  onDelete,
  roles,
}: NodePanelProps) {
  const word = (key: Parameters<typeof workflowWord>[0]) => workflowWord(key, language)
  const at = (...rest: Array<string | number>) => ['', 'nodes', index, ...rest].join('/')
  const here = (rest: Array<string | number>, deep = false) => issuesAt(issues, at(...rest), deep)
  const id = node.id
  const change = (next: (each: WorkflowNode) => WorkflowNode, what: string) =>
    onChange(updateNode(document, id, next), `nodes/${id}/${what}`)
  const setSubject = (subject: NodeSubject, what: string) => change((each) => ({ ...each, subject }), `subject/${what}`)
  const setVote = (vote: VoteSettings, what: string) => change((each) => ({ ...each, vote }), `vote/${what}`)
  const subject = node.subject ?? { subject_type: 'ANY_EMP' }
  const subjectType = subject.subject_type
  const vote = node.vote ?? DEFAULT_VOTE
  const otherNodes = (document.nodes ?? []).filter((each) => each.id !== id)

  return (
    <Form layout="vertical" size="small" component="div">
      <Flex align="center" gap={8} style={{ marginBottom: 8 }}>
        <StepTypeIcon type={node.type} size={28} />
        <div>
          <Typography.Text strong>{choiceLabel(node.type, language)}</Typography.Text>
          {/* The type's code, for the expert who reads the document's JSON. */}
          <Typography.Text type="secondary" code style={{ display: 'block', fontSize: 11 }}>
            {node.type}
          </Typography.Text>
        </div>
      </Flex>
      <IssueText issues={here([])} language={language} />

      <NodeIdInput
        document={document}
        id={id}
        language={language}
        onRename={(next) => {
          onChange(renameNode(document, id, next), `nodes/${id}/id`)
          onRenamed(next)
        }}
      />

      <Form.Item label={word('label')} tooltip={propertyHelp('label', language)}>
        <LocalizedTextInput
          testId="workflow-step-label"
          value={node.label}
          invalid={here(['label'], true).length > 0}
          onChange={(label) => change((each) => ({ ...each, label: label ?? '' }), 'label')}
        />
        <IssueText issues={here(['label'], true)} language={language} />
      </Form.Item>
      <Form.Item label={word('description')} tooltip={propertyHelp('description', language)}>
        <LocalizedTextInput
          testId="workflow-step-description"
          value={node.description}
          onChange={(description) =>
            change(
              ({ description: _old, ...rest }) => (description === undefined ? rest : { ...rest, description }),
              'description',
            )
          }
        />
      </Form.Item>

      <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
        {word('subject')}
      </Divider>
      <Form.Item label={word('subjectType')} tooltip={propertyHelp('subject_type', language)}>
        <Select<SubjectType>
          data-testid="workflow-subject-type"
          value={subjectType}
          status={here(['subject', 'subject_type']).length + here(['subject']).length > 0 ? 'error' : undefined}
          options={SUBJECT_TYPES.map((type) => ({
            value: type,
            'data-testid': `workflow-subject-type-${type}`,
            label: choiceLabel(type, language),
          }))}
          onChange={(type) => setSubject(withSubjectType(subject, type), 'subject_type')}
        />
        <IssueText issues={[...here(['subject']), ...here(['subject', 'subject_type'])]} language={language} />
      </Form.Item>
      {subjectType === 'DIRECT' || subjectType === 'TO_ROLE' ? (
        <Form.Item label={word('roleId')} tooltip={propertyHelp('role_id', language)}>
          <RoleSelect
            testId="workflow-subject-role"
            roles={roles}
            language={language}
            value={subject.role_id}
            onChange={(value) => {
              const { role_id: _old, ...rest } = subject
              setSubject(value === undefined ? rest : { ...rest, role_id: value }, 'role_id')
            }}
          />
          <IssueText issues={here(['subject', 'role_id'])} language={language} />
        </Form.Item>
      ) : null}
      {subjectType === 'DIRECT' ? (
        <Form.Item label={word('userId')} tooltip={propertyHelp('user_id', language)}>
          <InputNumber<number>
            data-testid="workflow-subject-user"
            min={1}
            precision={0}
            style={{ width: '100%' }}
            value={subject.user_id ?? null}
            onChange={(value) => {
              const { user_id: _old, ...rest } = subject
              setSubject(value === null ? rest : { ...rest, user_id: value }, 'user_id')
            }}
          />
          <IssueText issues={here(['subject', 'user_id'])} language={language} />
        </Form.Item>
      ) : null}
      <Flex vertical gap={2} style={{ marginBottom: 12 }}>
        {SUBJECT_FLAGS.map((flag) => (
          <Checkbox
            key={flag}
            data-testid={`workflow-subject-${flag}`}
            checked={subject[flag] === true}
            onChange={(event) => {
              const { [flag]: _old, ...rest } = subject
              // false is the default, so it is left out rather than written
              setSubject(event.target.checked ? { ...rest, [flag]: true } : rest, flag)
            }}
          >
            {word(flag)}
          </Checkbox>
        ))}
      </Flex>

      {node.type === 'VOTE' ? (
        <>
          <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
            {word('vote')}
          </Divider>
          <IssueText issues={here(['vote'])} language={language} />
          <Form.Item label={word('decisionRule')} tooltip={propertyHelp('decisionRule', language)}>
            <Select<VoteDecisionRule>
              data-testid="workflow-vote-rule"
              value={vote.decisionRule}
              options={VOTE_DECISION_RULES.map((rule) => ({
                value: rule,
                label: word(rule),
                'data-testid': `workflow-vote-rule-${rule}`,
              }))}
              onChange={(rule) => setVote(withDecisionRule(vote, rule), 'decisionRule')}
            />
          </Form.Item>
          {vote.decisionRule === 'quorum' ? (
            <Form.Item label={word('quorumCount')} tooltip={propertyHelp('quorum', language)}>
              <InputNumber<number>
                data-testid="workflow-vote-quorum"
                min={1}
                precision={0}
                style={{ width: '100%' }}
                value={vote.quorum ?? null}
                status={here(['vote', 'quorum']).length > 0 ? 'error' : undefined}
                onChange={(value) => {
                  const { quorum: _old, ...rest } = vote
                  setVote(value === null ? rest : { ...rest, quorum: value }, 'quorum')
                }}
              />
              <IssueText issues={here(['vote', 'quorum'])} language={language} />
            </Form.Item>
          ) : null}
          <Form.Item label={word('voterRoleId')} tooltip={propertyHelp('voterRoleId', language)}>
            <RoleSelect
              testId="workflow-vote-role"
              roles={roles}
              language={language}
              value={vote.voterRoleId}
              onChange={(value) => {
                if (value !== undefined) setVote({ ...vote, voterRoleId: value }, 'voterRoleId')
              }}
            />
          </Form.Item>
          <Form.Item label={word('minVoters')} tooltip={propertyHelp('minVoters', language)}>
            <InputNumber<number>
              data-testid="workflow-vote-min"
              min={1}
              precision={0}
              style={{ width: '100%' }}
              value={vote.minVoters}
              onChange={(value) => {
                if (value !== null) setVote({ ...vote, minVoters: value }, 'minVoters')
              }}
            />
          </Form.Item>
        </>
      ) : null}

      <Divider titlePlacement="start" plain style={{ margin: '8px 0' }}>
        {word('ports')}
      </Divider>
      <IssueText issues={here(['ports'])} language={language} />
      {isTerminalStepType(node.type) ? (
        <Typography.Text type="secondary">{word('terminalNoPorts')}</Typography.Text>
      ) : (
        <Flex vertical gap={12} data-testid="workflow-ports">
          {(node.ports ?? []).map((port, portIndex) => {
            const portIssues = here(['ports', portIndex], true)
            return (
              <div
                key={port.id}
                data-testid={`workflow-port-row-${port.id}`}
                style={{
                  padding: 8,
                  borderRadius: 6,
                  border: `1px solid ${portIssues.length > 0 ? 'var(--ant-color-error, #ff4d4f)' : 'var(--ant-color-border-secondary, #f0f0f0)'}`,
                }}
              >
                <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
                  <Typography.Text code>{port.id}</Typography.Text>
                  <RemoveButton
                    label={word('removePort')}
                    type="text"
                    testId={`workflow-port-remove-${port.id}`}
                    onClick={() => onChange(removePort(document, id, port.id), `nodes/${id}/ports/${port.id}/remove`)}
                  />
                </Flex>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {word('portLabel')}
                </Typography.Text>
                <LocalizedTextInput
                  testId={`workflow-port-label-${port.id}`}
                  value={port.label}
                  invalid={here(['ports', portIndex, 'label'], true).length > 0}
                  onChange={(label) =>
                    onChange(
                      updatePort(document, {
                        node: id,
                        port: port.id,
                        change: (each) => ({ ...each, label: label ?? '' }),
                      }),
                      `nodes/${id}/ports/${port.id}/label`,
                    )
                  }
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {word('portAction')}
                </Typography.Text>
                <LocalizedTextInput
                  testId={`workflow-port-action-${port.id}`}
                  value={port.action ?? ''}
                  invalid={here(['ports', portIndex, 'action'], true).length > 0}
                  onChange={(action) =>
                    onChange(
                      updatePort(document, {
                        node: id,
                        port: port.id,
                        change: ({ action: _, ...each }) =>
                          action === undefined || action === '' ? each : { ...each, action },
                      }),
                      `nodes/${id}/ports/${port.id}/action`,
                    )
                  }
                />
                <Flex gap={8} style={{ marginTop: 6 }}>
                  <div style={{ flex: 1 }}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {word('portOutcome')}
                    </Typography.Text>
                    <Select<PortOutcome | 'none'>
                      data-testid={`workflow-port-outcome-${port.id}`}
                      style={{ width: '100%' }}
                      value={port.outcome ?? 'none'}
                      options={[
                        {
                          value: 'none',
                          label: word('noOutcome'),
                          'data-testid': `workflow-port-outcome-${port.id}-none`,
                        },
                        ...PORT_OUTCOMES.map((outcome) => ({
                          value: outcome,
                          'data-testid': `workflow-port-outcome-${port.id}-${outcome}`,
                          label:
                            language === 'mn_MN'
                              ? DECISION_OUTCOME_LABELS[outcome].mn_MN
                              : DECISION_OUTCOME_LABELS[outcome].en_US,
                        })),
                      ]}
                      onChange={(outcome) =>
                        onChange(
                          updatePort(document, {
                            node: id,
                            port: port.id,
                            change: (each) => withOutcome(each, outcome === 'none' ? undefined : outcome),
                          }),
                          `nodes/${id}/ports/${port.id}/outcome`,
                        )
                      }
                    />
                  </div>
                  <div style={{ flex: 1 }}>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {word('portTarget')}
                    </Typography.Text>
                    <Select<string>
                      data-testid={`workflow-port-target-${port.id}`}
                      style={{ width: '100%' }}
                      allowClear
                      showSearch={{ optionFilterProp: 'label' }}
                      placeholder={word('noTarget')}
                      status={portIssues.length > 0 ? 'error' : undefined}
                      value={portTarget(document, id, port.id)}
                      options={otherNodes.map((each) => ({
                        value: each.id,
                        'data-testid': `workflow-port-target-${port.id}-option-${each.id}`,
                        label: `${localizedText(each.label, language) ?? ''} (${each.id})`,
                      }))}
                      onChange={(to) =>
                        onChange(
                          setPortTarget(document, { from: id, port: port.id, to: to ?? undefined }),
                          `edges/${id}/${port.id}`,
                        )
                      }
                    />
                  </div>
                </Flex>
                <IssueText issues={portIssues} language={language} />
              </div>
            )
          })}
          <Button
            icon={<PlusOutlined />}
            data-testid="workflow-port-add"
            onClick={() => {
              const next = addPort(document, id)
              const added = next.nodes.find((each) => each.id === id)?.ports?.at(-1)?.id ?? 'port'
              onChange(next, `nodes/${id}/ports/${added}/add`)
            }}
          >
            {word('addPort')}
          </Button>
        </Flex>
      )}

      <Divider style={{ margin: '12px 0' }} />
      <Button danger block icon={<DeleteOutlined />} data-testid="workflow-delete-node" onClick={onDelete}>
        {word('deleteNode')}
      </Button>
    </Form>
  )
}

/** The node's id, renamed on Enter or when the box is left, and only to an id the diagram can take. */
function NodeIdInput(props: {
  document: WorkflowDocument
  id: string
  language: LanguageCode
  onRename: (id: string) => void
}) {
  const { document, id, language, onRename } = props
  const [draft, setDraft] = useState(id)
  useEffect(() => setDraft(id), [id])
  const valid = canRenameNode(document, id, draft)
  const commit = () => {
    if (draft === id) return
    if (valid) onRename(draft)
    else setDraft(id)
  }
  return (
    <Form.Item
      label={workflowWord('nodeId', language)}
      tooltip={propertyHelp('id', language)}
      validateStatus={valid ? undefined : 'error'}
      help={valid ? undefined : workflowWord('nodeIdInvalid', language)}
    >
      <Input
        data-testid="workflow-step-id"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
    </Form.Item>
  )
}
