// The grid cell of the process_status column (spec 2.7): the status's label, and, on a click, the
// record's status history in a popover.
import type { LanguageCode } from '@tamga/schema'
import { Popover } from 'antd'
import { type ReactNode, useState } from 'react'
import { type ProcessWords, processStatusLabel, rowProcessId } from './processStatusLabel.ts'
import { StatusHistoryView, WorkflowStyles } from './StatusHistoryView.tsx'
import type { WorkflowClient } from './workflowClient.ts'
import { workflowText } from './workflowMessages.ts'

/** Props of {@link ProcessStatusCell}. */
export interface ProcessStatusCellProps {
  /** The cell's value: the record's status text as the status column holds it. */
  value: unknown
  /** The grid row the cell belongs to. */
  row: Readonly<Record<string, unknown>> | undefined
  /**
   * The process id of a row, or undefined when it has none (the label is then shown without a
   * popover). @default rowProcessId (the row's `__process_id`, see PROCESS_ID_FIELD)
   */
  processIdOf?: ((row: Readonly<Record<string, unknown>>) => number | undefined) | undefined
  client: Pick<WorkflowClient, 'history'>
  language: LanguageCode
  /** The app's `process` namespace; without it the raw status text is shown. */
  words?: ProcessWords | undefined
  /** The file host uploaded signature images' paths are prefixed with (spec 9). @default '' */
  host?: string | undefined
}

/**
 * The process_status cell (spec 2.7): the `process` namespace's `{status}_grid` word, falling
 * back to the status text; clicking it opens the record's status history (compact signatures)
 * in a popover. The history is loaded when the popover first opens, not for every row drawn.
 */
export function ProcessStatusCell(props: ProcessStatusCellProps): ReactNode {
  const [opened, setOpened] = useState(false)
  const status = props.value === null || props.value === undefined ? '' : String(props.value)
  if (status === '') return null
  const label = processStatusLabel(status, props.words)
  const processId = props.row === undefined ? undefined : (props.processIdOf ?? rowProcessId)(props.row)
  if (processId === undefined) {
    return (
      <span className="tamga-status-label" data-testid="process-status-cell">
        {label}
      </span>
    )
  }
  return (
    <>
      <WorkflowStyles />
      <Popover
        trigger="click"
        placement="rightTop"
        title={workflowText('statusHistory', props.language)}
        onOpenChange={(open) => {
          if (open) setOpened(true)
        }}
        content={
          opened ? (
            <div className="tamga-history-popover" data-testid="process-status-popover">
              <StatusHistoryView
                processId={processId}
                client={props.client}
                language={props.language}
                smallSignature
                host={props.host}
              />
            </div>
          ) : null
        }
      >
        <button
          type="button"
          className="tamga-status-cell"
          data-testid="process-status-cell"
          data-process-id={processId}
          title={workflowText('statusHistory', props.language)}
        >
          {label}
        </button>
      </Popover>
    </>
  )
}
