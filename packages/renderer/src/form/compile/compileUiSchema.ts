import type { UIOptionsType, UiSchema } from '@rjsf/utils'
import type { JsonPropertySchema, JsonSchemaObject } from '@tamga/schema'
import type { FormSettings } from './compileFormSettings.ts'
import type { CompiledLayout } from './compileLayout.ts'
import type { FieldWidget } from './compileWidgets.ts'

/**
 * Whether rjsf can hand the value to a widget: scalars and lists of choices can; objects, other
 * lists and values of any JSON type need a custom field (`ui:field`) of the same name.
 */
function needsCustomField(property: JsonPropertySchema): boolean {
  const types = property.type === undefined ? [] : typeof property.type === 'string' ? [property.type] : property.type
  if (types.length === 0) return true
  if (types.includes('object')) return true
  return types.includes('array') && property.items?.enum === undefined
}

function acceptsNull(property: JsonPropertySchema): boolean {
  return property.type === 'null' || (Array.isArray(property.type) && property.type.includes('null'))
}

/** The properties of the record in reading order: placed fields as the layout shows them, then the rest. */
export function recordOrder(record: JsonSchemaObject, layout: CompiledLayout): string[] {
  const properties = Object.keys(record.properties)
  const inRecord = new Set(properties)
  const placed = layout.placed.filter((name) => inRecord.has(name))
  const seen = new Set(placed)
  return [...placed, ...properties.filter((name) => !seen.has(name))]
}

function fieldUiSchema(widget: FieldWidget, property: JsonPropertySchema | undefined): UiSchema {
  const ui: UiSchema = { 'ui:widget': widget.hidden ? 'hidden' : widget.widget }
  if (property !== undefined && needsCustomField(property)) ui['ui:field'] = widget.widget
  if (widget.label !== undefined) ui['ui:title'] = widget.label
  if (widget.placeholder !== undefined) ui['ui:placeholder'] = widget.placeholder
  if (widget.help !== undefined) ui['ui:help'] = widget.help
  if (widget.disabled) ui['ui:disabled'] = true
  // An emptied input must still say something to the server: null clears a nullable column,
  // and '' on a text column is what the record schema checks (a required text refuses it).
  if (property !== undefined && acceptsNull(property)) ui['ui:emptyValue'] = null
  else if (property?.type === 'string') ui['ui:emptyValue'] = ''
  const options: UIOptionsType = { ...widget.settings, span: widget.span }
  const choices = widget.settings.choices
  if (choices?.source === 'static') {
    // enumOrder lists the document's choices only, so the null a nullable field's enum carries
    // is never offered as an option; clearing the input gives it.
    const choiceLabels = {
      enumNames: Object.fromEntries(choices.items.map((item) => [String(item.value), item.label])),
      enumOrder: choices.items.map((item) => item.value),
    }
    if (property !== undefined && property.items?.enum !== undefined) ui.items = { 'ui:options': choiceLabels }
    else Object.assign(options, choiceLabels)
  }
  ui['ui:options'] = options
  return ui
}

/**
 * The rjsf uiSchema of a form: per field its widget id (`hidden` for fields never shown), a
 * custom field for values rjsf cannot give to a widget, texts, read-only state, the value an
 * emptied input takes, and `ui:options` holding the widget's settings, its span and the labels
 * of static choices; at the root the order of the record's properties, the save button text
 * and the label position. Fields outside the record (sub-forms, computed fields) get an entry
 * too, so the React layer draws them with the same options.
 */
export function compileUiSchema(
  record: JsonSchemaObject,
  widgets: Readonly<Record<string, FieldWidget>>,
  layout: CompiledLayout,
  settings: FormSettings,
): UiSchema {
  const rootOptions: UIOptionsType = { labelPosition: settings.labelPosition }
  if (settings.labelWidth !== undefined) rootOptions.labelWidth = settings.labelWidth
  const ui: UiSchema = {
    'ui:order': recordOrder(record, layout),
    'ui:submitButtonOptions': { submitText: settings.saveButtonText },
    'ui:options': rootOptions,
  }
  for (const widget of Object.values(widgets)) {
    const property = Object.hasOwn(record.properties, widget.name) ? record.properties[widget.name] : undefined
    ui[widget.name] = fieldUiSchema(widget, property)
  }
  return ui
}
