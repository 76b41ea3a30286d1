// The compact way to move a record's process on (spec 2.7's process_status_changer): the record's
// status, and the ways out of the step the caller holds as buttons, each opening the act dialog.
import { type LanguageCode, type OpenStep, type ProcessState, STEP_TYPE_APPEARANCE } from '@tamga/schema'
import { Button, Modal, Space, Tag } from 'antd'
import { type ReactNode, useState } from 'react'
import { type ProcessPanelProps, ProcessStepForm, processStandingText } from './ProcessPanel.tsx'
import { portButtonColor, portButtonText } from './processActions.ts'
import { WorkflowStyles } from './StatusHistoryView.tsx'
import { workflowText } from './workflowMessages.ts'

/** Props of {@link ProcessStatusChanger}. */
export interface ProcessStatusChangerProps {
  state: ProcessState
  client: ProcessPanelProps['client']
  language: LanguageCode
  /** Told the process's new state after the action the dialog sent. */
  onChanged: (state: ProcessState) => void
}

/** The step a dialog acts on, with the one port its button named (all of a vote's). */
interface Acting {
  step: OpenStep
  title: string
}

/**
 * The steps the caller may act on, each as the dialog it opens: one per port of an ordinary
 * step (the dialog then offers only that way out), one for a vote the caller may cast or close.
 */
export function changerActions(state: ProcessState, language: LanguageCode): Acting[] {
  const actions: Acting[] = []
  for (const step of state.openSteps) {
    if (step.vote !== null) {
      if (step.vote.canVote || step.vote.canClose) actions.push({ step, title: workflowText('sendVote', language) })
    } else if (step.canAct) {
      for (const port of step.ports)
        actions.push({ step: { ...step, ports: [port] }, title: portButtonText(port, language) })
    }
  }
  return actions
}

/** The record's status and a button per way the caller may move it on, each opening the act dialog. */
export function ProcessStatusChanger(props: ProcessStatusChangerProps): ReactNode {
  const { state, language } = props
  const [acting, setActing] = useState<Acting | undefined>(undefined)
  const actions = changerActions(state, language)
  return (
    <div className="tamga-status-changer" data-testid="process-status-changer" data-process-id={state.processId}>
      <WorkflowStyles />
      <Space wrap>
        <Tag
          color={STEP_TYPE_APPEARANCE[state.status_type].color}
          data-testid="process-status"
          data-status-type={state.status_type}
        >
          {processStandingText(state, language)}
        </Tag>
        {actions.map((action) => {
          const port = action.step.vote === null ? action.step.ports[0] : undefined
          return (
            <Button
              key={`${action.step.id}:${port?.id ?? 'vote'}`}
              size="small"
              color={portButtonColor(port?.outcome)}
              variant="solid"
              data-testid={`process-change-${port?.id ?? 'vote'}`}
              onClick={() => setActing(action)}
            >
              {action.title}
            </Button>
          )
        })}
      </Space>
      <Modal
        open={acting !== undefined}
        title={acting === undefined ? '' : `${acting.step.status} · ${acting.title}`}
        footer={null}
        width={640}
        destroyOnHidden
        onCancel={() => setActing(undefined)}
      >
        {acting === undefined ? null : (
          <ProcessStepForm
            state={state}
            step={acting.step}
            client={props.client}
            language={language}
            onChanged={(next) => {
              setActing(undefined)
              props.onChanged(next)
            }}
          />
        )}
      </Modal>
    </div>
  )
}
