// The approval view's "Дараах файлыг татаж авна уу" (spec 2.7): once a process has finished,
// its decision letter offered as a PDF the browser downloads (issue 24).
import { FilePdfOutlined } from '@ant-design/icons'
import type { LanguageCode, ProcessState } from '@tamga/schema'
import { Alert, Button } from 'antd'
import type { ReactNode } from 'react'
import { UPLOADS_API_BASE } from '../grid/cellContent.ts'
import { workflowText } from './workflowMessages.ts'

/**
 * Where a finished process's decision letter is read: `GET {apiBase}/process/letter/{id}`, in
 * the reader's language. A plain same-origin link: the session cookie goes with it, as with
 * uploads and printouts.
 *
 * @example decisionLetterAddress(12, 'en_US') // '/api/process/letter/12?lang=en_US'
 */
export function decisionLetterAddress(processId: number, language: LanguageCode, apiBase = UPLOADS_API_BASE): string {
  return `${apiBase.replace(/\/$/, '')}/process/letter/${encodeURIComponent(String(processId))}?lang=${language}`
}

/** Props of {@link DecisionLetterLink}. */
export interface DecisionLetterLinkProps {
  state: Pick<ProcessState, 'processId' | 'finished' | 'status_type'>
  language: LanguageCode
  /** Where the API answers. @default '/api' */
  apiBase?: string | undefined
}

/**
 * The prompt to download the decision letter, with the link that does; nothing while the
 * process goes on (the server refuses a letter before END or CANCEL too).
 */
export function DecisionLetterLink(props: DecisionLetterLinkProps): ReactNode {
  const { state, language } = props
  if (!state.finished) return null
  return (
    <Alert
      className="tamga-decision-letter"
      data-testid="decision-letter"
      type={state.status_type === 'CANCEL' ? 'warning' : 'success'}
      showIcon
      title={workflowText('downloadFile', language)}
      action={
        <Button
          href={decisionLetterAddress(state.processId, language, props.apiBase)}
          download
          icon={<FilePdfOutlined />}
          data-testid="decision-letter-link"
        >
          {workflowText('decisionLetter', language)}
        </Button>
      }
    />
  )
}
