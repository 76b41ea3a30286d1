// The date a DATE, COURT or POSTPONE step is set to (the step's `date`, spec 4.1).
import { DatePicker } from 'antd'
import dayjs from 'dayjs'
import type { ReactNode } from 'react'
import { workflowText } from '../workflowMessages.ts'
import type { StepFieldProps } from './ActForm.tsx'

export function DateField({ draft, busy, change, language }: StepFieldProps): ReactNode {
  return (
    <div data-testid="process-date">
      <span className="tamga-process-field-label">{workflowText('date', language)}</span>
      <DatePicker
        format="YYYY-MM-DD"
        disabled={busy}
        placeholder={workflowText('pickDate', language)}
        value={draft.date === null ? null : dayjs(draft.date)}
        onChange={(value) => change({ date: value === null ? null : value.format('YYYY-MM-DD') })}
      />
    </div>
  )
}
