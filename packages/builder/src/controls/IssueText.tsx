import type { DocumentIssue, LanguageCode } from '@tamga/schema'
import { Typography } from 'antd'
import type { CSSProperties, JSX } from 'react'
import { issueWord } from './issueLocation.ts'
import { issueDetails, issueText } from './issuesAt.ts'

/**
 * An issue's details for experts (its JSON Pointer, code and the form asked), folded away
 * behind a small "Details" toggle so the sentence stays the only thing a person must read.
 */
export function IssueDetails({ issue, language }: { issue: DocumentIssue; language: LanguageCode }): JSX.Element {
  return (
    <details className="tamga-issue-details" style={{ display: 'inline', marginInlineStart: 6, fontSize: 11 }}>
      <summary
        title={issueWord('detailsHint', language)}
        style={{ display: 'inline', cursor: 'pointer', color: 'rgba(0, 0, 0, 0.45)' }}
        data-testid="issue-details-toggle"
      >
        {issueWord('details', language)}
      </summary>{' '}
      <code data-testid="issue-details">{issueDetails(issue)}</code>
    </details>
  )
}

/**
 * The issues at a place, one red sentence each under its control, with the details for
 * experts folded beside it; nothing when there are none.
 * Pass `issuesAt(issues, pointer, deep)` for the place.
 */
export function IssueText({
  issues,
  language,
  style,
}: {
  issues: readonly DocumentIssue[]
  language: LanguageCode
  /** Of the block that holds the lines (a margin where the control's own spacing is not enough). */
  style?: CSSProperties
}): JSX.Element | null {
  if (issues.length === 0) return null
  return (
    <div style={style}>
      {issues.map((issue) => (
        <div key={`${issue.path} ${issue.code}`} data-testid="issue-text" data-path={issue.path}>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {issueText(issue, language)}
          </Typography.Text>
          <IssueDetails issue={issue} language={language} />
        </div>
      ))}
    </div>
  )
}
