// The form's `process_status` element (spec 2.7): the record's status as the grid shows it.

import { ProcessStatusCell } from '../../../workflow/ProcessStatusCell.tsx'
import { rowProcessId } from '../../../workflow/processStatusLabel.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import type { RecordWidgetProps } from '../widgetProps.ts'

/**
 * The record's workflow status (`process_status`): the workflow sets it, the form only shows it,
 * with the grid cell's words and step-type colour; a click opens the status history when the
 * record has a process.
 */
export function ProcessStatusWidget(props: RecordWidgetProps) {
  const form = useRecordForm()
  const processId = form.process?.kind === 'ready' ? form.process.state.processId : rowProcessId(form.record)
  const empty = props.value === null || props.value === undefined || props.value === ''
  return (
    <div id={props.id} data-testid="process-status-field">
      {empty ? (
        '—'
      ) : (
        <ProcessStatusCell
          value={props.value}
          row={form.record ?? {}}
          processIdOf={() => processId}
          client={form.workflow}
          language={form.language}
          words={form.processWords}
        />
      )}
    </div>
  )
}
