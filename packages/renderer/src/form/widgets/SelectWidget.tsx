import { Select } from 'antd'
import { formMessage } from '../formMessages.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { chosenKeys, keyedOptions, valueOfKey } from './choiceKeys.ts'
import { useFieldOptions } from './useFieldOptions.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/**
 * A drop-down of choices, one (`select`) or several (`multi-select`). Choices from a table are
 * searched on the server as the person types; a cascading choice waits for its parent.
 */
export function SelectWidget(props: RecordWidgetProps) {
  const { language } = useRecordForm()
  const multiple = props.field.widget === 'multi-select' || props.field.valueType === 'array'
  const state = useFieldOptions(props.field, props.value, false)
  const keys = chosenKeys(props.value)
  const placeholder =
    state.waitingFor !== undefined
      ? formMessage('chooseParentFirst', language, { parent: state.waitingFor })
      : state.unavailable
        ? formMessage('gridChoiceUnavailable', language)
        : props.placeholder
  return (
    <Select<string | string[]>
      id={props.id}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? keys : keys[0]}
      options={keyedOptions(state.options)}
      onChange={(chosen) => {
        if (Array.isArray(chosen)) props.onChange(chosen.map((key) => valueOfKey(key, state.options, props.field)))
        else props.onChange(chosen === undefined ? props.emptyValue : valueOfKey(chosen, state.options, props.field))
      }}
      onClear={() => props.onChange(multiple ? [] : props.emptyValue)}
      onOpenChange={(open) => {
        if (open) state.open()
      }}
      showSearch={
        state.searchable
          ? { filterOption: false, onSearch: state.search }
          : { optionFilterProp: 'label', filterOption: true }
      }
      loading={state.loading}
      allowClear
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      disabled={props.disabled || state.unavailable}
      placeholder={placeholder}
      status={props.hasError ? 'error' : undefined}
      autoFocus={props.autoFocus}
      style={{ width: '100%' }}
    />
  )
}
