// The data source's preview: the document as it is now, run by `POST /datasources/preview`.
import { PlayCircleOutlined } from '@ant-design/icons'
import type { HttpClient } from '@tamga/renderer'
import type { DatasourceDocument, DocumentIssue, LanguageCode } from '@tamga/schema'
import { Alert, Button, Input, InputNumber, Space, Table, Typography } from 'antd'
import { type ReactNode, useState } from 'react'
import { IssueDetails } from '../../controls/IssueText.tsx'
import { issueText } from '../../controls/issuesAt.ts'
import { previewQuery, previewRefusal } from './datasourceEdits.ts'
import { datasourceWord } from './words.ts'

/** The route's answer (the engine server's `RowsAnswerSchema`). */
interface PreviewAnswer {
  rows: Array<Record<string, unknown>>
  columns: Array<{ name: string; kind: string; aggregate?: string }>
  limit: number
  more: boolean
}

type PreviewState =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'ready'; answer: PreviewAnswer }
  | { state: 'failed'; message: string; issues: DocumentIssue[] }

/** The path of the preview route under the API base. */
export const DATASOURCE_PREVIEW_PATH = '/datasources/preview'

const DEFAULT_PREVIEW_ROWS = 20

// The rows have no key of their own; this name cannot be an output name (not an SQL identifier).
const ROW_KEY = '#row'

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  return typeof value === 'object' ? JSON.stringify(value) : String(value)
}

export interface DatasourcePreviewProps {
  datasource: DatasourceDocument
  http: HttpClient
  language: LanguageCode
}

/**
 * Runs the unsaved document on the server and shows its first rows in a plain table, with a box
 * per declared parameter. Test ids: `datasource-preview`, `datasource-preview-parameter-{name}`,
 * `datasource-preview-limit`, `datasource-preview-run`, `datasource-preview-table`,
 * `datasource-preview-error`.
 */
export function DatasourcePreview({ datasource, http, language }: DatasourcePreviewProps): ReactNode {
  const [values, setValues] = useState<Record<string, string>>({})
  const [limit, setLimit] = useState(DEFAULT_PREVIEW_ROWS)
  const [preview, setPreview] = useState<PreviewState>({ state: 'idle' })
  const parameters = Array.isArray(datasource.parameters) ? datasource.parameters : []

  const run = async () => {
    setPreview({ state: 'running' })
    const answer = await http.post<PreviewAnswer>(DATASOURCE_PREVIEW_PATH, datasource, {
      quiet: true,
      query: previewQuery(values, limit),
    })
    if (answer.ok) setPreview({ state: 'ready', answer: answer.data })
    else if (!answer.cancelled) setPreview({ state: 'failed', ...previewRefusal(answer, language) })
  }

  return (
    <section data-testid="datasource-preview" aria-label={datasourceWord('preview', language)}>
      <Typography.Title level={5}>{datasourceWord('preview', language)}</Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {datasourceWord('previewHelp', language)}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 8 }}>
        {parameters.map((parameter) => (
          <Space.Compact key={parameter.name} style={{ width: 240 }}>
            <Space.Addon>:{parameter.name}</Space.Addon>
            <Input
              value={values[parameter.name] ?? ''}
              data-testid={`datasource-preview-parameter-${parameter.name}`}
              onChange={(event) => setValues({ ...values, [parameter.name]: event.target.value })}
            />
          </Space.Compact>
        ))}
        <Space.Compact style={{ width: 150 }}>
          <InputNumber
            min={1}
            max={1000}
            precision={0}
            value={limit}
            data-testid="datasource-preview-limit"
            onChange={(next) => setLimit(next ?? DEFAULT_PREVIEW_ROWS)}
          />
          <Space.Addon>{datasourceWord('rowsShown', language)}</Space.Addon>
        </Space.Compact>
        <Button
          type="primary"
          icon={<PlayCircleOutlined />}
          loading={preview.state === 'running'}
          onClick={() => void run()}
          data-testid="datasource-preview-run"
        >
          {datasourceWord('run', language)}
        </Button>
      </Space>
      {preview.state === 'failed' ? (
        <Alert
          type="error"
          showIcon
          data-testid="datasource-preview-error"
          title={preview.message}
          description={
            preview.issues.length === 0 ? undefined : (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {preview.issues.map((one) => (
                  <li key={`${one.path}-${one.code}`}>
                    {issueText(one, language)}
                    <IssueDetails issue={one} language={language} />
                  </li>
                ))}
              </ul>
            )
          }
        />
      ) : null}
      {preview.state === 'ready' ? (
        <>
          <Table
            size="small"
            bordered
            data-testid="datasource-preview-table"
            scroll={{ x: true }}
            pagination={false}
            rowKey={ROW_KEY}
            dataSource={preview.answer.rows.map((row, index) => ({ ...row, [ROW_KEY]: index }))}
            columns={preview.answer.columns.map((column) => ({
              key: column.name,
              dataIndex: column.name,
              title: column.aggregate === undefined ? column.name : `${column.name} (${column.aggregate})`,
              render: (value: unknown) => cellText(value),
            }))}
          />
          {preview.answer.more ? (
            <Typography.Text type="secondary">{datasourceWord('more', language)}</Typography.Text>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
