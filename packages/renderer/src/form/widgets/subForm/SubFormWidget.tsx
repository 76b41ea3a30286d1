import { Skeleton } from 'antd'
import { lazy, Suspense } from 'react'
import type { RecordWidgetProps } from '../widgetProps.ts'

const SubFormEditor = lazy(() => import('./SubFormEditor.tsx'))

/**
 * The `sub-form` widget: rows of a child table edited inside the parent form with the child
 * form's widgets, and saved with the parent in one transaction (see `SubFormEditor`). The
 * editor loads on first use.
 */
export function SubFormWidget(props: RecordWidgetProps) {
  return (
    <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 3 }} />}>
      <SubFormEditor {...props} />
    </Suspense>
  )
}
