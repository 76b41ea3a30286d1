// The grid cell of the process_status column (spec 2.7): the status's label, and, on a click, the
// record's status history in a popover.
import type { LanguageCode } from '@tamga/schema'
import { Popover, Tag } from 'antd'
import { type ReactNode, useState } from 'react'
import { type ProcessWords, processStatusDisplay, rowProcessId } from './processStatusLabel.ts'
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
  /** The history route; without it the label is shown without a popover. */
  client: Pick<WorkflowClient, 'history'> | undefined
  language: LanguageCode
  /** The app's `process` namespace; without it the raw status text is shown. */
  words?: ProcessWords | undefined
  /**
   * The label when the `process` namespace has none, e.g. the grid column's own label for the
   * value. @default the step type's label (spec 4.1), else the raw status text
   */
  otherwise?: string | undefined
  /** The file host uploaded signature images' paths are prefixed with (spec 9). @default '' */
  host?: string | undefined
}

/**
 * The process_status cell (spec 2.7): the `process` namespace's `{status}_grid` word, falling
 * back to the grid's label, the step type's label, then the status text, in the step type's
 * colour (see `processStatusDisplay`); clicking it opens the record's status history (compact signatures)
 * in a popover. The history is loaded when the popover first opens, not for every row drawn.
 */
export function ProcessStatusCell(props: ProcessStatusCellProps): ReactNode {
  const [opened, setOpened] = useState(false)
  const status = props.value === null || props.value === undefined ? '' : String(props.value)
  if (status === '') return null
  const shown = processStatusDisplay(status, props)
  // A step type is its colour badge (spec 4.1); any other text is shown as it is.
  const label =
    shown.color === undefined ? (
      shown.label
    ) : (
      <Tag color={shown.color} className="tamga-status-badge" data-status-type={shown.type}>
        {shown.label}
      </Tag>
    )
  const processId = props.row === undefined ? undefined : (props.processIdOf ?? rowProcessId)(props.row)
  const client = props.client
  if (processId === undefined || client === undefined) {
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
                client={client}
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
