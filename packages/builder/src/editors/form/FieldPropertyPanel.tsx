import { type FormDocument, type FormField, FormFieldSchema, type ModelDocument } from '@tamga/schema'
import { AutoComplete, Input, Typography } from 'antd'
import { fieldNameOptions } from '../../controls/documentNameOptions.ts'
import { issuesAt } from '../../controls/issuesAt.ts'
import { inGroupOrder } from '../../controls/propertyWords.ts'
import type { SchemaNode } from '../../controls/schemaControls.ts'
import { renameField, withValueAt } from './formLayout.ts'
import { optionApplies } from './optionApplies.ts'
import { OptionRow, type SchemaEditorContext } from './SchemaValueEditor.tsx'
import { word } from './words.ts'

export interface FieldPropertyPanelProps {
  form: FormDocument
  index: number
  onChange: (next: FormDocument, what: string) => void
  /** The model of the form's table when its document exists: the field's name is one of its columns. */
  model: ModelDocument | undefined
  context: SchemaEditorContext
}

/** The label a new field gets is its name; one still like that was never written by a person. */
const isMadeUpLabel = (field: FormField) => {
  const label = field.label
  return (
    label === undefined ||
    label === field.name ||
    (typeof label === 'object' && label.mn_MN === field.name && label.en_US === undefined && label.ko_KR === undefined)
  )
}

const FIELD_OPTIONS = Object.entries((FormFieldSchema as unknown as SchemaNode).properties ?? {})
const REQUIRED = new Set((FormFieldSchema as unknown as SchemaNode).required ?? [])

/**
 * Every option of spec 3.13 the schema gives a field (`form-property-{option}`), drawn from the
 * field schema; the options of other widgets are left out. The name offers the model's columns.
 */
export function FieldPropertyPanel({ form, index, onChange, model, context }: FieldPropertyPanelProps) {
  const field: FormField | undefined = form.fields[index]
  if (field === undefined)
    return <Typography.Text type="secondary">{word('noSelection', context.language)}</Typography.Text>
  const pointer = `/fields/${index}`
  const taken = new Set(form.fields.filter((_, i) => i !== index).map((other) => other.name))
  const columns = (model?.columns ?? []).filter((column) => !taken.has(column.name))
  return (
    <div data-testid="form-properties">
      {inGroupOrder(
        FIELD_OPTIONS.filter(([key]) => optionApplies(key, field.widget)),
        ([key]) => key,
      ).map(({ item: [key, schema], opens }) => {
        const testId = `form-property-${key}`
        const rowProps = {
          name: key,
          heading: opens,
          schema,
          required: REQUIRED.has(key),
          value: (field as Record<string, unknown>)[key],
          pointer: `${pointer}/${key}`,
          testId,
          context,
          onChange: (next: unknown) => onChange(withValueAt(form, `${pointer}/${key}`, next), `fields/${index}/${key}`),
        }
        if (key !== 'name') return <OptionRow key={key} {...rowProps} />
        const rename = (name: string) => {
          let next = renameField(form, index, name)
          // A label the builder made up (the name again) follows the name, or takes the column's label.
          if (isMadeUpLabel(field)) {
            const column = model?.columns.find((c) => c.name === name)
            next = withValueAt(next, `${pointer}/label`, column?.label ?? (name === '' ? undefined : { mn_MN: name }))
          }
          onChange(next, `fields/${index}/name`)
        }
        const invalid = issuesAt(context.issues, `${pointer}/name`).length > 0
        return (
          <OptionRow key={key} {...rowProps}>
            {columns.length > 0 ? (
              <AutoComplete
                value={field.name}
                style={{ width: '100%' }}
                options={fieldNameOptions(columns, context.language)}
                // The column's label is searched too: a builder types "Огноо", not `event_date`.
                filterOption={(typed, option) =>
                  String(option?.label ?? '')
                    .toLowerCase()
                    .includes(typed.toLowerCase())
                }
                onChange={(next: string) => rename(next)}
              >
                <Input data-testid={testId} status={invalid ? 'error' : undefined} />
              </AutoComplete>
            ) : (
              <Input
                value={field.name}
                data-testid={testId}
                status={invalid ? 'error' : undefined}
                onChange={(event) => rename(event.target.value)}
              />
            )}
          </OptionRow>
        )
      })}
    </div>
  )
}
