// The form's `workflow` and `process_status_changer` elements drawn (spec 2.7, issue 8); loaded
// in a chunk of their own when a form has one (see WorkflowWidget.tsx).
import { FormOutlined } from '@ant-design/icons'
import { Alert, Button, Tooltip, Typography } from 'antd'
import { type ReactNode, useContext, useState } from 'react'
import { ApprovalView, ProcessLoadNote } from '../../../workflow/ApprovalView.tsx'
import { ProcessStatusChanger } from '../../../workflow/ProcessStatusChanger.tsx'
import { workflowText } from '../../../workflow/workflowMessages.ts'
import { type RecordFormState, useRecordForm } from '../../RecordFormContext.ts'
import type { RecordWidgetProps } from '../widgetProps.ts'
import { AdditionalFormModal } from './AdditionalFormModal.tsx'
import { AdditionalFormContext } from './additionalForm.ts'
import { RecordDetailModal } from './RecordDetailModal.tsx'

/** What a workflow element shows before the process is there: a new record, no client, a load under way. */
function beforeProcess(form: RecordFormState, id: string): ReactNode | undefined {
  if (form.mode === 'create' || form.rowId === undefined) {
    return (
      <Alert
        id={id}
        type="info"
        showIcon
        data-testid="workflow-starts-on-save"
        title={workflowText('startsOnSave', form.language)}
      />
    )
  }
  if (form.workflow === undefined || form.process === undefined) {
    return <Alert id={id} type="warning" showIcon title={workflowText('processLoadFailed', form.language)} />
  }
  if (form.process.kind !== 'ready') return <ProcessLoadNote load={form.process} language={form.language} />
  return undefined
}

/**
 * The `workflow` element: in a stored record's form, the approval view (the process panel, then
 * the status transition history) with the 'Нэмэлт маягт' button and the 'Харах' link beside it;
 * in a new record's form, a note that the process starts on save.
 */
export function WorkflowElement(props: RecordWidgetProps): ReactNode {
  const form = useRecordForm()
  const nested = useContext(AdditionalFormContext)
  const [modal, setModal] = useState<'form' | 'detail' | undefined>(undefined)
  if (nested) return <Typography.Text type="secondary">—</Typography.Text>
  const note = beforeProcess(form, props.id)
  if (note !== undefined || form.process?.kind !== 'ready' || form.workflow === undefined) return note
  const tools = (
    <>
      <Tooltip title={workflowText('additionalForm', form.language)}>
        <Button
          type="text"
          icon={<FormOutlined />}
          aria-label={workflowText('additionalForm', form.language)}
          data-testid="workflow-additional-form"
          onClick={() => setModal('form')}
        />
      </Tooltip>
      <Button type="link" size="small" data-testid="workflow-detail-link" onClick={() => setModal('detail')}>
        {workflowText('view', form.language)}
      </Button>
    </>
  )
  return (
    <div id={props.id} data-testid="workflow-element">
      <ApprovalView
        state={form.process.state}
        client={form.workflow}
        language={form.language}
        onChanged={form.processChanged}
        tools={tools}
      />
      <AdditionalFormModal open={modal === 'form'} onClose={() => setModal(undefined)} />
      <RecordDetailModal open={modal === 'detail'} onClose={() => setModal(undefined)} />
    </div>
  )
}

/** The `process_status_changer` element: the status and the caller's ways on, each opening the act dialog. */
export function ProcessStatusChangerElement(props: RecordWidgetProps): ReactNode {
  const form = useRecordForm()
  const nested = useContext(AdditionalFormContext)
  if (nested) return <Typography.Text type="secondary">—</Typography.Text>
  const note = beforeProcess(form, props.id)
  if (note !== undefined || form.process?.kind !== 'ready' || form.workflow === undefined) return note
  return (
    <div id={props.id}>
      <ProcessStatusChanger
        state={form.process.state}
        client={form.workflow}
        language={form.language}
        onChanged={form.processChanged}
      />
    </div>
  )
}
