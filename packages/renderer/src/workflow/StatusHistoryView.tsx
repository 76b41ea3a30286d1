// The status history view (spec 2.7): a record's process as one bordered block per action
// number, each entry with its step type's icon, title, date, description, signature and signer,
// and the council's votes under the VOTE entry. The rules of what shows how are in historyModel.
import type { LanguageCode, ProcessHistory } from '@tamga/schema'
import { Empty, Spin } from 'antd'
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react'
import {
  type HistoryEntryModel,
  type HistoryModel,
  historyModel,
  type PersonView,
  type SignatureView,
  type VoteView,
} from './historyModel.ts'
import { StepTypeIcon } from './StepTypeIcon.tsx'
import type { WorkflowClient } from './workflowClient.ts'
import { workflowText } from './workflowMessages.ts'
import { WORKFLOW_CSS } from './workflowStyles.ts'

/** The stylesheet of the workflow views, hoisted into the document head once by React. */
export function WorkflowStyles(): ReactNode {
  return (
    <style href="tamga-workflow" precedence="medium">
      {WORKFLOW_CSS}
    </style>
  )
}

function PersonLines({ person }: { person: PersonView }): ReactNode {
  return (
    <div className="tamga-history-person" data-testid="history-person">
      {person.jobName === null ? null : <div>{person.jobName}</div>}
      {person.struct === null ? null : <div>{person.struct}</div>}
      {person.name === null ? null : <div>{person.name}</div>}
    </div>
  )
}

/** The mark of a signature and the lines that confirm it (spec 2.7's electronically confirmed labels). */
function SignatureMark({ signature, language }: { signature: SignatureView; language: LanguageCode }): ReactNode {
  const { mark } = signature
  return (
    <div className="tamga-signature-mark">
      {mark?.kind === 'text' ? (
        <>
          <span className="tamga-signature-text" data-testid="signature-text">
            {mark.text}
          </span>
          {signature.date === '' ? null : (
            <div>
              {workflowText('eSignedDate', language)}: <span className="tamga-signature-date">{signature.date}</span>
            </div>
          )}
        </>
      ) : (
        <>
          {mark?.kind === 'image' ? (
            <img className="tamga-signature-image" data-testid="signature-image" src={mark.src} alt="" />
          ) : null}
          {signature.signer === null ? null : (
            <div>
              {workflowText('eSigned', language)}: {signature.signer}
            </div>
          )}
          {signature.date === '' ? null : (
            <div>
              {workflowText('dateTime', language)}: <span className="tamga-signature-date">{signature.date}</span>
            </div>
          )}
        </>
      )}
    </div>
  )
}

/** A signature box: what was signed and as whom on one side, the mark on the other (stacked when small). */
function SignatureBox({ signature, language }: { signature: SignatureView; language: LanguageCode }): ReactNode {
  const signedAs = [signature.jobName, signature.struct].filter((part) => part !== null)
  return (
    <div className="tamga-signature" data-testid="history-signature">
      <div>
        {signature.action === null && signedAs.length === 0 ? null : (
          <>
            {signature.action === null ? null : `${signature.action}: `}
            {signature.jobName}
            {signature.struct === null ? null : (
              <>
                <br />
                {signature.struct}
              </>
            )}
          </>
        )}
      </div>
      <SignatureMark signature={signature} language={language} />
    </div>
  )
}

function VoteBox({ vote, language }: { vote: VoteView; language: LanguageCode }): ReactNode {
  return (
    <div
      className={`tamga-signature tamga-vote${vote.voted ? '' : ' tamga-vote-pending'}`}
      data-testid="history-vote"
      data-result={vote.result ?? ''}
    >
      <div>
        {vote.result === null ? null : (
          <span className={`tamga-vote-result tamga-vote-result-${vote.result}`}>{vote.resultLabel}:</span>
        )}
        {vote.description === null ? null : (
          <>
            <br />
            {vote.description}
          </>
        )}
        {vote.result === null && vote.voter?.name != null ? vote.voter.name : null}
      </div>
      {vote.signature === null ? (
        <div className="tamga-signature-mark">
          {vote.voted && vote.voter?.name != null ? (
            <div>
              {workflowText('votedElectronically', language)}: {vote.voter.name}
            </div>
          ) : null}
          {vote.date === '' ? null : (
            <div>
              {workflowText('dateTime', language)}: <span className="tamga-signature-date">{vote.date}</span>
            </div>
          )}
        </div>
      ) : (
        <SignatureMark signature={vote.signature} language={language} />
      )}
    </div>
  )
}

function Votes({ votes, language }: { votes: VoteView[]; language: LanguageCode }): ReactNode {
  if (votes.length === 0) return null
  return (
    <div data-testid="history-votes">
      <h5 className="tamga-history-votes-heading">{workflowText('votersHeading', language)}</h5>
      {votes.map((vote) => (
        <VoteBox key={vote.key} vote={vote} language={language} />
      ))}
    </div>
  )
}

function Entry(props: { entry: HistoryEntryModel; small: boolean; language: LanguageCode }): ReactNode {
  const { entry, small, language } = props
  return (
    <li
      className={`tamga-history-entry${entry.dimmed ? ' tamga-history-entry-dimmed' : ''}`}
      data-testid="history-entry"
      data-step-type={entry.type}
      data-dimmed={entry.dimmed ? 'true' : 'false'}
    >
      <StepTypeIcon type={entry.type} size={small ? 24 : 32} />
      <div className="tamga-history-entry-body">
        <div className="tamga-history-entry-head">
          <h4 className="tamga-history-title" data-testid="history-title">
            {entry.title}
          </h4>
          <time className="tamga-history-date" data-testid="history-date">
            {workflowText('date', language)}:{' '}
            <span className={entry.awaitingAction ? 'tamga-history-awaiting' : undefined}>{entry.date}</span>
          </time>
          {entry.description === null ? null : (
            <p className="tamga-history-description" data-testid="history-description">
              {workflowText('description', language)}: {entry.description}
            </p>
          )}
          {entry.signature === null ? null : <SignatureBox signature={entry.signature} language={language} />}
          {entry.person === null ? null : <PersonLines person={entry.person} />}
        </div>
        {entry.votes === null ? null : <Votes votes={entry.votes} language={language} />}
      </div>
    </li>
  )
}

/** Props of {@link StatusHistoryContent}. */
export interface StatusHistoryContentProps {
  history: ProcessHistory
  language: LanguageCode
  /** Compact signature mode (spec 2.7's smallsignature): smaller icons, signatures stacked. @default false */
  smallSignature?: boolean | undefined
  /** The file host uploaded signature images' paths are prefixed with (spec 9). @default '' (this site) */
  host?: string | undefined
}

/** A loaded status history, drawn. An empty history says so. */
export function StatusHistoryContent(props: StatusHistoryContentProps): ReactNode {
  const { history, language } = props
  const small = props.smallSignature === true
  const host = props.host ?? ''
  const model: HistoryModel = useMemo(() => historyModel(history, { language, host }), [history, language, host])
  const rail = { '--tamga-history-rail': small ? '12px' : '16px' } as CSSProperties
  return (
    <div
      className={`tamga-history${small ? ' tamga-history-small' : ''}`}
      data-testid="status-history"
      data-small={small ? 'true' : 'false'}
      style={rail}
    >
      <WorkflowStyles />
      {model.blocks.length === 0 && model.unplacedVotes.length === 0 ? (
        <Empty
          className="tamga-history-empty"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={workflowText('historyEmpty', language)}
        />
      ) : null}
      {model.blocks.map((block) => (
        <section
          key={block.actionNum}
          className="tamga-history-block"
          data-testid="history-block"
          data-action-num={block.actionNum}
        >
          <ol className="tamga-history-entries">
            {block.entries.map((entry) => (
              <Entry key={entry.key} entry={entry} small={small} language={language} />
            ))}
          </ol>
        </section>
      ))}
      <Votes votes={model.unplacedVotes} language={language} />
    </div>
  )
}

/** Props of {@link StatusHistoryView}. */
export interface StatusHistoryViewProps {
  /** The process whose history is shown. */
  processId: number
  /** Only the history route is called. */
  client: Pick<WorkflowClient, 'history'>
  language: LanguageCode
  /** Compact signature mode (spec 2.7's smallsignature). @default false */
  smallSignature?: boolean | undefined
  /** The file host uploaded signature images' paths are prefixed with (spec 9). @default '' (this site) */
  host?: string | undefined
}

const EMPTY_HISTORY: ProcessHistory = { statusHistories: [], votingPeople: [], actionNumbers: [] }

/**
 * A process's status history from `GET /process/history/{processId}` (spec 2.7, 7): undefined
 * while it loads, loaded again when `processId` or `point` (what tells one point of the process
 * from another) changes. A failed load is only logged, never shown to the person (spec 8.2):
 * the history is then empty.
 */
export function useProcessHistory(
  client: Pick<WorkflowClient, 'history'>,
  processId: number,
  point?: string,
): ProcessHistory | undefined {
  const [history, setHistory] = useState<ProcessHistory | undefined>(undefined)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `point` (the process moved on) loads the history again.
  useEffect(() => {
    const controller = new AbortController()
    setHistory(undefined)
    void client.history(processId, controller.signal).then((answer) => {
      if (answer.ok) return setHistory(answer.data)
      if (answer.cancelled) return
      console.error(`The history of process ${processId} could not be loaded`, answer)
      setHistory(EMPTY_HISTORY)
    })
    return () => controller.abort()
  }, [client, processId, point])
  return history
}

/** What the history view shows while the history loads. */
export function StatusHistoryLoading({ language }: { language: LanguageCode }): ReactNode {
  return (
    <div className="tamga-history" data-testid="status-history-loading">
      <Spin aria-label={workflowText('historyLoading', language)} style={{ display: 'block', margin: 24 }} />
    </div>
  )
}

/**
 * A process's status history, loaded from `GET /process/history/{processId}` (spec 2.7, 7):
 * a spinner while loading, then the history. A failed load is only logged, never shown to the
 * person (spec 8.2): the view is then empty.
 */
export function StatusHistoryView(props: StatusHistoryViewProps): ReactNode {
  const history = useProcessHistory(props.client, props.processId)
  if (history === undefined) return <StatusHistoryLoading language={props.language} />
  return (
    <StatusHistoryContent
      history={history}
      language={props.language}
      smallSignature={props.smallSignature}
      host={props.host}
    />
  )
}
