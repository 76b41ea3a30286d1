// The 'Нэмэлт маягт' (additional form) modal (spec 2.7): the same record's data form, read and
// updated only — no new record, no delete — saved through the records API like the form itself.
import { Modal, Skeleton } from 'antd'
import { lazy, type ReactNode, Suspense } from 'react'
import { workflowText } from '../../../workflow/workflowMessages.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import { AdditionalFormContext } from './additionalForm.ts'

// The form draws this modal, so the form is reached lazily rather than imported in a circle.
const RecordForm = lazy(() => import('../../RecordForm.tsx').then((module) => ({ default: module.RecordForm })))

/** The record's own form in a modal, in update mode; the form around it reads the record again once saved. */
export function AdditionalFormModal(props: { open: boolean; onClose: () => void }): ReactNode {
  const form = useRecordForm()
  return (
    <Modal
      open={props.open}
      title={workflowText('additionalForm', form.language)}
      footer={null}
      width={900}
      onCancel={props.onClose}
      destroyOnHidden
    >
      <AdditionalFormContext.Provider value={true}>
        <Suspense fallback={<Skeleton active />}>
          {form.record === undefined ? null : (
            <RecordForm
              client={form.client}
              krud={form.krud}
              form={form.documents.form}
              models={form.documents.models}
              subForms={form.documents.subForms}
              language={form.language}
              mode="update"
              record={form.record}
              readOnly={form.readOnly}
              upload={form.upload}
              workflow={form.workflow}
              processWords={form.processWords}
              onCancel={props.onClose}
              onSaved={() => {
                props.onClose()
                form.reloadRecord()
              }}
            />
          )}
        </Suspense>
      </AdditionalFormContext.Provider>
    </Modal>
  )
}
