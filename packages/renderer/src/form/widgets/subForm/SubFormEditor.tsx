// The rows of a sub-form being edited inside the parent form (issue 7, Lambda's SubForm). Loaded
// on its own (React.lazy in SubFormWidget), so antd's table lands in a chunk that only forms
// with a sub-form load.
import { PlusOutlined } from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import { Alert, Button, Flex, Typography } from 'antd'
import type { CompiledSubForm } from '../../compile/index.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import type { RecordWidgetProps } from '../widgetProps.ts'
import { SubFormCards } from './SubFormCards.tsx'
import { SubFormTable } from './SubFormTable.tsx'
import type { SubFormErrors } from './subFormErrors.ts'
import { subFormMessage } from './subFormMessages.ts'
import { canAddRow, newRow, rowsOf, rowWithValue, type SubFormRow } from './subFormRows.ts'

/** What the grid and the cards draw the rows with. */
export interface SubFormRowsProps {
  sub: CompiledSubForm
  rows: readonly SubFormRow[]
  errors: SubFormErrors | undefined
  /** Nothing may change: a read-only form, a disabled field, rows the record read did not answer. */
  locked: boolean
  language: LanguageCode
  onValue(index: number, field: string, value: unknown): void
  onRemove(index: number): void
}

/**
 * A sub-form's rows, edited with the child form's widgets: as a grid or as one card per row,
 * with the add and delete buttons its settings allow (`disableCreate`, `disableEdit`,
 * `disableDelete`, `minRows`, `maxRows`), row numbers when asked, and each row's messages at
 * the child field that must change. Every change hands the whole new list of rows on.
 */
export default function SubFormEditor(props: RecordWidgetProps) {
  const form = useRecordForm()
  const { language } = form
  const sub = form.compiled.subForms[props.name]
  if (sub === undefined) {
    return <Alert type="warning" showIcon title={subFormMessage('childFormMissing', language)} />
  }
  const rows = rowsOf(props.value)
  // An update whose record read answered no rows must not send a list: it would delete them all.
  const locked = props.disabled || (form.mode === 'update' && !Array.isArray(props.value))
  const errors = form.subFormErrors.get(props.name)
  const change = (next: SubFormRow[]) => props.onChange(next)
  const rowsProps: SubFormRowsProps = {
    sub,
    rows,
    errors,
    locked,
    language,
    onValue: (index, field, value) =>
      change(rows.map((row, at) => (at === index ? rowWithValue(sub, row, field, value) : row))),
    onRemove: (index) => change(rows.filter((_row, at) => at !== index)),
  }
  return (
    <Flex vertical gap={8} id={props.id} data-testid="sub-form" data-sub-form={props.name} className="sub-form">
      {sub.settings.display === 'form' ? <SubFormCards {...rowsProps} /> : <SubFormTable {...rowsProps} />}
      {errors !== undefined && errors.list.length > 0 && (
        <div role="alert" data-testid="sub-form-problem">
          {errors.list.map((text) => (
            <Typography.Text key={text} type="danger" style={{ display: 'block' }}>
              {text}
            </Typography.Text>
          ))}
        </div>
      )}
      {!locked && canAddRow(sub, rows.length) && (
        <div>
          <Button icon={<PlusOutlined />} onClick={() => change([...rows, newRow(sub)])} data-testid="sub-form-add">
            {subFormMessage('addRow', language)}
          </Button>
        </div>
      )}
    </Flex>
  )
}
