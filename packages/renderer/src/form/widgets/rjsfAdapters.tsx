import { type FieldProps, type FormContextType, getUiOptions, type RJSFSchema, type WidgetProps } from '@rjsf/utils'
import { type FieldWidget, type FormValues, resolveSpan } from '../compile/index.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import type { RecordWidget } from './widgetProps.ts'

/** A field the compiled form does not know (never, for a compiled uiSchema): a plain text field. */
function unknownField(name: string): FieldWidget {
  return {
    name,
    widget: 'text',
    required: false,
    hidden: false,
    disabled: false,
    inRecord: true,
    span: resolveSpan(undefined),
    settings: {},
  }
}

const emptyValueOf = (options: Record<string, unknown> | undefined): unknown => options?.emptyValue

/**
 * The rjsf widget drawing `Widget`: rjsf's props, plus the state of the form (the compiled
 * field, a `disabledWhen` that holds now, a read-only form).
 */
export function rjsfWidget(Widget: RecordWidget) {
  function RjsfWidget(props: WidgetProps<FormValues, RJSFSchema, FormContextType>) {
    const form = useRecordForm()
    const field = form.compiled.widgets[props.name] ?? unknownField(props.name)
    return (
      <Widget
        id={props.id}
        name={props.name}
        value={props.value}
        onChange={(value) => props.onChange(value)}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
        disabled={
          props.disabled === true ||
          props.readonly === true ||
          form.readOnly ||
          form.visibility.disabled.has(props.name)
        }
        placeholder={props.placeholder === '' ? field.placeholder : props.placeholder}
        label={field.label ?? props.label}
        required={field.required}
        field={field}
        emptyValue={emptyValueOf(props.options)}
        hasError={(props.rawErrors?.length ?? 0) > 0}
        autoFocus={props.autofocus === true}
      />
    )
  }
  RjsfWidget.displayName = `RjsfWidget(${Widget.displayName ?? Widget.name})`
  return RjsfWidget
}

/**
 * The rjsf custom field (`ui:field`) drawing `Widget`, for values rjsf cannot hand to a widget:
 * any JSON (a json column, a translatable text held per language) and objects (a geometry).
 */
export function rjsfField(Widget: RecordWidget) {
  function RjsfField(props: FieldProps<FormValues, RJSFSchema, FormContextType>) {
    const form = useRecordForm()
    const field = form.compiled.widgets[props.name] ?? unknownField(props.name)
    const id = props.fieldPathId.$id
    const emptyValue = emptyValueOf(getUiOptions(props.uiSchema))
    return (
      <Widget
        id={id}
        name={props.name}
        value={props.formData}
        onChange={(value) => props.onChange(value as FormValues | undefined, props.fieldPathId.path)}
        onBlur={() => props.onBlur(id, props.formData)}
        onFocus={() => props.onFocus(id, props.formData)}
        disabled={
          props.disabled === true ||
          props.readonly === true ||
          form.readOnly ||
          form.visibility.disabled.has(props.name)
        }
        placeholder={field.placeholder}
        label={field.label ?? props.name}
        required={field.required}
        field={field}
        emptyValue={emptyValue}
        hasError={(props.rawErrors?.length ?? 0) > 0}
        autoFocus={props.autofocus === true}
      />
    )
  }
  RjsfField.displayName = `RjsfField(${Widget.displayName ?? Widget.name})`
  return RjsfField
}

/**
 * rjsf's field for a number property, without rjsf's own: that one keeps a typed trailing
 * decimal point by asking `Intl` for the locale's separator at every render, a cost a form of
 * many number fields pays many times over. The form's number and money widgets hand over
 * numbers themselves, so the string field under them is all a number needs.
 */
export function RecordNumberField(props: FieldProps<FormValues, RJSFSchema, FormContextType>) {
  const { StringField } = props.registry.fields
  return StringField === undefined ? null : <StringField {...props} />
}
