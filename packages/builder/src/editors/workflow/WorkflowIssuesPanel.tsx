// The designer's own list of what is wrong with the diagram; a click on one selects its step.
import type { DocumentIssue, LanguageCode, WorkflowDocument } from '@tamga/schema'
import { Alert, Typography } from 'antd'
import { IssueDetails } from '../../controls/IssueText.tsx'
import { issueLocation } from '../../controls/issueLocation.ts'
import { issueText } from '../../controls/issuesAt.ts'
import { workflowWord } from './words.ts'
import { issueSpot } from './workflowIssues.ts'

export interface WorkflowIssuesPanelProps {
  document: WorkflowDocument
  issues: readonly DocumentIssue[]
  language: LanguageCode
  onSelectNode: (id: string) => void
}

/** The issues of the diagram, each with the step it is about. */
export function WorkflowIssuesPanel({ document, issues, language, onSelectNode }: WorkflowIssuesPanelProps) {
  if (issues.length === 0) {
    return (
      <div data-testid="workflow-issues" data-count={0}>
        <Alert type="success" showIcon title={workflowWord('noIssues', language)} />
      </div>
    )
  }
  return (
    <div data-testid="workflow-issues" data-count={issues.length}>
      <Typography.Text strong type="danger">
        {workflowWord('issues', language)} ({issues.length})
      </Typography.Text>
      <ol className="tamga-wf-issues">
        {issues.map((each, index) => {
          const spot = issueSpot(document, each.path)
          // The sentence first, then where it is in words; the pointer only behind the details.
          const text = (
            <>
              {issueText(each, language)}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {issueLocation(document, each, language)}
              </Typography.Text>
            </>
          )
          return (
            <li key={`${each.path}:${each.code}`} data-testid={`workflow-issue-${index}`} data-code={each.code}>
              {spot === undefined ? (
                text
              ) : (
                <button type="button" className="tamga-wf-issue-link" onClick={() => onSelectNode(spot.nodeId)}>
                  {text}
                </button>
              )}
              <IssueDetails issue={each} language={language} />
            </li>
          )
        })}
      </ol>
    </div>
  )
}
