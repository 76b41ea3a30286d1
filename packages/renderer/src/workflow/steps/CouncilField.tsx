// The council a PREPARE_VOTE step puts the record to a vote before, picked from the holders of
// the vote's council role.
import { Select } from 'antd'
import type { ReactNode } from 'react'
import { councilPort } from '../processActions.ts'
import { workflowText } from '../workflowMessages.ts'
import type { StepFieldProps } from './ActForm.tsx'
import { candidatesNote, personOptions, useCandidates } from './stepForm.tsx'

export function CouncilField({ state, step, client, draft, busy, change, language }: StepFieldProps): ReactNode {
  const council = councilPort(step)
  const candidates = useCandidates(client, state.processId, step.id, council?.id)
  if (council === undefined) return null
  return (
    <div data-testid="process-voters">
      <span className="tamga-process-field-label">{workflowText('council', language)}</span>
      <Select
        mode="multiple"
        style={{ width: '100%' }}
        disabled={busy}
        loading={candidates === 'loading'}
        placeholder={workflowText('pickCouncil', language)}
        notFoundContent={workflowText('noCandidates', language)}
        options={personOptions(candidates)}
        value={[...draft.voters]}
        onChange={(voters: number[]) => change({ voters })}
        optionFilterProp="label"
      />
      {candidatesNote(candidates, language)}
    </div>
  )
}
