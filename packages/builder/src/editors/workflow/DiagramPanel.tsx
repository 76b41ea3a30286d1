// The workflow's own settings, shown when no step is selected: the model its records belong to,
// the column holding their status, and the CRUD screen that lists them.
import type { DocumentIssue, LanguageCode, WorkflowDocument } from '@tamga/schema'
import { AutoComplete, Form, Typography } from 'antd'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { useDocumentNames } from '../../client/useDocuments.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { workflowWord } from './words.ts'

export interface DiagramPanelProps {
  document: WorkflowDocument
  issues: readonly DocumentIssue[]
  language: LanguageCode
  documents: DocumentsClient
  onChange: (next: WorkflowDocument, what: string) => void
}

/** The workflow's settings outside its diagram. */
export function DiagramPanel({ document, issues, language, documents, onChange }: DiagramPanelProps) {
  const models = useDocumentNames(documents, 'model').map((each) => each.name)
  const kruds = useDocumentNames(documents, 'krud').map((each) => each.name)
  const field = (key: 'model' | 'statusColumn' | 'krud', options: string[]) => {
    const here = issuesAt(issues, `/${key}`, true)
    return (
      <Form.Item label={workflowWord(key, language)}>
        <AutoComplete
          data-testid={`workflow-${key}`}
          value={document[key] ?? ''}
          status={here.length > 0 ? 'error' : undefined}
          options={options.map((name) => ({ value: name }))}
          filterOption={(input, option) => option?.value.includes(input) ?? false}
          onChange={(value: string) => {
            if (key === 'krud' && value === '') {
              const { krud: _old, ...rest } = document
              onChange(rest, 'krud')
            } else onChange({ ...document, [key]: value }, key)
          }}
        />
        <IssueText issues={here} language={language} />
      </Form.Item>
    )
  }
  return (
    <Form layout="vertical" size="small" component="div">
      <Typography.Paragraph type="secondary">{workflowWord('noSelection', language)}</Typography.Paragraph>
      {field('model', models)}
      {field('statusColumn', ['process_status'])}
      {field('krud', kruds)}
    </Form>
  )
}
