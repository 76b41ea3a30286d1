import { ReloadOutlined, WarningOutlined } from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import { Alert, Button, Card, Empty, Space, Spin, Tag, Typography } from 'antd'
import type { JSX } from 'react'
import type { ModelPlanPreview } from '../../client/documentsClient.ts'
import { modelChangeWord } from './changeWords.ts'
import type { ModelPlanState } from './useModelPlan.ts'
import { modelWord } from './words.ts'

/** The server words plans in Mongolian and English; Korean readers get the English. */
const said = (text: { mn_MN: string; en_US: string }, language: LanguageCode) =>
  language === 'mn_MN' ? text.mn_MN : text.en_US

function PlanChanges({ plan, language }: { plan: ModelPlanPreview; language: LanguageCode }): JSX.Element {
  const destructive = plan.changes.some((change) => change.destructive)
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {destructive && (
        <Alert
          type="error"
          showIcon
          icon={<WarningOutlined />}
          title={modelWord('destructiveWarning', language)}
          data-testid="model-plan-destructive"
        />
      )}
      {plan.changes.length === 0 && (
        <Typography.Text type="secondary" data-testid="model-plan-empty">
          {modelWord('planEmpty', language)}
        </Typography.Text>
      )}
      {plan.changes.map((change, i) => (
        <div
          // A plan is replaced whole, never edited: its order is its identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={i}
          data-testid={`model-plan-change-${i}`}
          data-destructive={change.destructive}
          style={{
            borderLeft: `3px solid ${change.destructive ? '#ff4d4f' : '#52c41a'}`,
            paddingLeft: 8,
            marginBottom: 8,
          }}
        >
          <Space wrap>
            {modelChangeWord(change.kind, language) === undefined ? null : (
              <Tag color={change.destructive ? 'red' : 'green'}>{modelChangeWord(change.kind, language)}</Tag>
            )}
            <Typography.Text type={change.destructive ? 'danger' : undefined}>
              {said(change.description, language)}
            </Typography.Text>
            {change.destructive && <Tag color="red">{modelWord('destructive', language)}</Tag>}
          </Space>
          <pre
            style={{
              margin: '4px 0 0',
              padding: 6,
              fontSize: 12,
              whiteSpace: 'pre-wrap',
              background: 'rgba(127,127,127,0.08)',
              color: change.destructive ? '#cf1322' : undefined,
            }}
          >
            {/* The SQL itself, for the expert: code, not words. */}
            <code>
              {change.statements.join(';\n')}
              {change.statements.length > 0 ? ';' : ''}
            </code>
          </pre>
        </div>
      ))}
      {plan.issues.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="model-plan-issues"
          title={modelWord('planIssues', language)}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 18 }}>
              {plan.issues.map((issue) => (
                <li key={`${issue.table} ${issue.column ?? ''} ${issue.code}`}>
                  <Typography.Text code>
                    {issue.column === undefined ? issue.table : `${issue.table}.${issue.column}`}
                  </Typography.Text>{' '}
                  {said(issue.message, language)}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </Space>
  )
}

export interface MigrationPanelProps {
  state: ModelPlanState
  onRefresh: () => void
  language: LanguageCode
}

/** What saving the model would do to its table: each change with its SQL, the destructive ones in red. */
export function MigrationPanel({ state, onRefresh, language }: MigrationPanelProps): JSX.Element {
  return (
    <Card
      size="small"
      title={modelWord('migration', language)}
      data-testid="model-migration"
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={state.status === 'loading'}
          onClick={onRefresh}
          data-testid="model-plan"
        >
          {modelWord('plan', language)}
        </Button>
      }
    >
      {state.status === 'idle' && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      {state.status === 'not-ready' && (
        <Typography.Text type="secondary" data-testid="model-plan-not-ready">
          {modelWord('planNotReady', language)}
        </Typography.Text>
      )}
      {state.status === 'failed' && (
        <Alert type="error" showIcon title={modelWord('planFailed', language)} description={state.message} />
      )}
      {state.status === 'loading' &&
        (state.previous === undefined ? <Spin /> : <PlanChanges plan={state.previous} language={language} />)}
      {state.status === 'ready' && <PlanChanges plan={state.plan} language={language} />}
    </Card>
  )
}
