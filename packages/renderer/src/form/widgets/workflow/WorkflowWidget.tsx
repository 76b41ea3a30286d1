// The form's `workflow` and `process_status_changer` widgets: the process panel and its dialogs
// load only when a form draws one of them, in a chunk of their own.
import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { RecordWidgetProps } from '../widgetProps.ts'

const WorkflowElement = lazy(() =>
  import('./WorkflowElements.tsx').then((module) => ({ default: module.WorkflowElement })),
)
const ProcessStatusChangerElement = lazy(() =>
  import('./WorkflowElements.tsx').then((module) => ({ default: module.ProcessStatusChangerElement })),
)

/**
 * The `workflow` element (spec 2.7): a stored record's approval view — act on the step the
 * caller holds, read the status transition history, open the 'Нэмэлт маягт' and
 * 'Дэлгэрэнгүй мэдээлэл' modals; a new record's note that the process starts on save.
 */
export function WorkflowWidget(props: RecordWidgetProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} title={false} />}>
      <WorkflowElement {...props} />
    </Suspense>
  )
}

/** The `process_status_changer` element (spec 2.7): the caller's ways on as buttons opening the act dialog. */
export function ProcessStatusChangerWidget(props: RecordWidgetProps) {
  return (
    <Suspense fallback={<Skeleton.Button active size="small" />}>
      <ProcessStatusChangerElement {...props} />
    </Suspense>
  )
}
