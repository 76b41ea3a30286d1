import { TreeSelect } from 'antd'
import { optionTree } from '../fieldOptions.ts'
import { chosenKeys, valueOfKey } from './choiceKeys.ts'
import { useFieldOptions } from './useFieldOptions.ts'
import type { RecordWidgetProps } from './widgetProps.ts'

/** A choice among options nested under their parents (static parents, or a table's parent column). */
export function TreeSelectWidget(props: RecordWidgetProps) {
  const state = useFieldOptions(props.field, props.value, true)
  const multiple = props.field.valueType === 'array'
  const keys = chosenKeys(props.value)
  return (
    <TreeSelect<string | string[]>
      id={props.id}
      treeData={optionTree(state.options)}
      value={multiple ? keys : keys[0]}
      multiple={multiple}
      onChange={(chosen) => {
        if (Array.isArray(chosen)) props.onChange(chosen.map((key) => valueOfKey(key, state.options, props.field)))
        else props.onChange(chosen === undefined ? props.emptyValue : valueOfKey(chosen, state.options, props.field))
      }}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      allowClear
      loading={state.loading}
      disabled={props.disabled}
      placeholder={props.placeholder}
      status={props.hasError ? 'error' : undefined}
      style={{ width: '100%' }}
    />
  )
}
