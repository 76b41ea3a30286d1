// The workflow's own settings, shown when no step is selected: the model its records belong to,
// the column holding their status, and the CRUD screen that lists them.
import type { DocumentIssue, LanguageCode, WorkflowDocument } from '@tamga/schema'
import { Form, Typography } from 'antd'
import type { ReactNode } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { DocumentPicker, FieldPicker } from '../../controls/NamePickers.tsx'
import { useSourceFields } from '../chart/useSourceFields.ts'
import { workflowWord } from './words.ts'

export interface DiagramPanelProps {
  document: WorkflowDocument
  issues: readonly DocumentIssue[]
  language: LanguageCode
  documents: DocumentsClient
  onChange: (next: WorkflowDocument, what: string) => void
}

/** The workflow's settings outside its diagram: its table and CRUD screen picked from the project's, its status column from the table's. */
export function DiagramPanel({ document, issues, language, documents, onChange }: DiagramPanelProps) {
  const columns = useSourceFields(documents, { kind: 'model', name: document.model })
  const here = (key: 'model' | 'statusColumn' | 'krud') => issuesAt(issues, `/${key}`, true)
  const item = (key: 'model' | 'statusColumn' | 'krud', input: ReactNode) => (
    <Form.Item label={workflowWord(key, language)}>
      {input}
      <IssueText issues={here(key)} language={language} />
    </Form.Item>
  )
  return (
    <Form layout="vertical" size="small" component="div">
      <Typography.Paragraph type="secondary">{workflowWord('noSelection', language)}</Typography.Paragraph>
      {item(
        'model',
        <DocumentPicker
          documents={documents}
          kind="model"
          language={language}
          allowClear={false}
          value={document.model}
          invalid={here('model').length > 0}
          testId="workflow-model"
          onChange={(model) => onChange({ ...document, model: model ?? '' }, 'model')}
        />,
      )}
      {item(
        'statusColumn',
        <FieldPicker
          fields={columns}
          language={language}
          value={document.statusColumn}
          invalid={here('statusColumn').length > 0}
          testId="workflow-statusColumn"
          onChange={(statusColumn) => onChange({ ...document, statusColumn: statusColumn ?? '' }, 'statusColumn')}
        />,
      )}
      {item(
        'krud',
        <DocumentPicker
          documents={documents}
          kind="krud"
          language={language}
          value={document.krud}
          invalid={here('krud').length > 0}
          testId="workflow-krud"
          onChange={(krud) => {
            if (krud === undefined) {
              const { krud: _old, ...rest } = document
              onChange(rest, 'krud')
            } else onChange({ ...document, krud }, 'krud')
          }}
        />,
      )}
    </Form>
  )
}
