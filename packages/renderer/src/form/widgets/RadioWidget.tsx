import { Radio, Spin } from 'antd'
import { optionKey } from '../fieldOptions.ts'
import { keyedOptions, valueOfKey } from './choiceKeys.ts'
import { useFieldOptions } from './useFieldOptions.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/** Every choice shown at once, one to pick. */
export function RadioWidget(props: RecordWidgetProps) {
  const state = useFieldOptions(props.field, props.value, true)
  return (
    <Spin spinning={state.loading} size="small">
      <Radio.Group
        id={props.id}
        value={props.value === null || props.value === undefined ? undefined : optionKey(props.value)}
        options={keyedOptions(state.options)}
        onChange={(event) => props.onChange(valueOfKey(String(event.target.value), state.options, props.field))}
        disabled={props.disabled}
      />
    </Spin>
  )
}
