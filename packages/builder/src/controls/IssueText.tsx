import type { DocumentIssue, LanguageCode } from '@tamga/schema'
import { Typography } from 'antd'
import type { CSSProperties, JSX } from 'react'
import { issueText } from './issuesAt.ts'

/**
 * The issues at a place, one red line each under its control; nothing when there are none.
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
        <Typography.Text key={`${issue.path} ${issue.code}`} type="danger" style={{ display: 'block', fontSize: 12 }}>
          {issueText(issue, language)}
        </Typography.Text>
      ))}
    </div>
  )
}
