import {
  type FormDocument,
  FormDocumentSchema,
  FormLayoutSectionSchema,
  FormLayoutStepSchema,
  SpanSchema,
} from '@tamga/schema'
import { Typography } from 'antd'
import { PropertyGroups } from '../../controls/PropertyLabel.tsx'
import type { SchemaNode } from '../../controls/schemaControls.ts'
import { valueAt, withFormType, withValueAt } from './formLayout.ts'
import { OptionRow, type SchemaEditorContext } from './SchemaValueEditor.tsx'
import { word } from './words.ts'

const node = (schema: unknown) => schema as SchemaNode

/** The form's own options; the frame owns the kind, version and name, the canvas the fields and layout. */
const FORM_OPTIONS = Object.entries(node(FormDocumentSchema).properties ?? {}).filter(
  ([key]) => !['kind', 'version', 'name', 'fields', 'layout'].includes(key),
)
const FORM_REQUIRED = new Set(node(FormDocumentSchema).required ?? [])

export interface FormSettingsPanelProps {
  form: FormDocument
  onChange: (next: FormDocument, what: string) => void
  context: SchemaEditorContext
}

/**
 * The form's settings (`form-property-{option}`): title, model, identity, simple or step-by-step,
 * labels, sizes, buttons, messages, sections as tabs and the triggers.
 */
export function FormSettingsPanel({ form, onChange, context }: FormSettingsPanelProps) {
  return (
    <div data-testid="form-settings">
      <PropertyGroups items={FORM_OPTIONS} keyOf={([key]) => key} language={context.language}>
        {([key, schema]) => (
          <OptionRow
            key={key}
            name={key}
            schema={schema}
            required={FORM_REQUIRED.has(key)}
            value={(form as Record<string, unknown>)[key]}
            pointer={`/${key}`}
            testId={`form-property-${key}`}
            context={context}
            onChange={(next) =>
              key === 'type'
                ? // A step-by-step form's layout is made of steps: switching moves the layout too.
                  onChange(withFormType(form, next === 'steps' ? 'steps' : 'simple'), 'type')
                : onChange(withValueAt(form, `/${key}`, next), key)
            }
          />
        )}
      </PropertyGroups>
    </div>
  )
}

export interface LayoutNodePanelProps {
  form: FormDocument
  /** The pointer of the selected row, section or step (`/layout/2`). */
  pointer: string
  onChange: (next: FormDocument, what: string) => void
  context: SchemaEditorContext
}

/** The settings of the selected row (each column's width), section (title, roles) or step. */
export function LayoutNodePanel({ form, pointer, onChange, context }: LayoutNodePanelProps) {
  const selected = valueAt(form, pointer) as { type?: string; columns?: unknown[] } | undefined
  const what = pointer.slice(1)
  const edit = (path: string, next: unknown) =>
    onChange(withValueAt(form, path, next), `${what}${path.slice(pointer.length)}`)
  if (selected === undefined || typeof selected !== 'object') return null
  if (selected.type === 'row') {
    return (
      <div data-testid="form-layout-settings">
        <Typography.Text strong>{word('row', context.language)}</Typography.Text>
        {(selected.columns ?? []).map((column, c) => (
          <OptionRow
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are known by their place
            key={c}
            name="span"
            caption={`${word('column', context.language)} ${c + 1}`}
            schema={node(SpanSchema)}
            required
            value={(column as { span?: unknown }).span ?? {}}
            pointer={`${pointer}/columns/${c}/span`}
            testId={`form-layout-column-${c}-span`}
            context={context}
            onChange={(next) => edit(`${pointer}/columns/${c}/span`, next)}
          />
        ))}
      </div>
    )
  }
  const schema = node(selected.type === 'step' ? FormLayoutStepSchema : FormLayoutSectionSchema)
  const required = new Set(schema.required ?? [])
  return (
    <div data-testid="form-layout-settings">
      <Typography.Text strong>{word(selected.type === 'step' ? 'step' : 'section', context.language)}</Typography.Text>
      {Object.entries(schema.properties ?? {})
        .filter(([key]) => key !== 'type' && key !== 'children')
        .map(([key, part]) => (
          <OptionRow
            key={key}
            name={key}
            schema={part}
            required={required.has(key)}
            value={(selected as Record<string, unknown>)[key]}
            pointer={`${pointer}/${key}`}
            testId={`form-layout-${key}`}
            context={context}
            onChange={(next) => edit(`${pointer}/${key}`, next)}
          />
        ))}
    </div>
  )
}
