import { PlusOutlined } from '@ant-design/icons'
import type { DocumentIssue, FormDocument, LanguageCode, LocalizedText } from '@tamga/schema'
import { Button, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd'
import type { ReactNode } from 'react'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { type PickerScope, PropertyPicker } from '../../controls/NamePickers.tsx'
import { PropertyGroupHeading, PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { pickerAt } from '../../controls/propertyPickers.ts'
import { choiceLabel, choiceOptions, type PropertyGroup } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import { controlFor, primitiveFromText, type SchemaNode, starterValue } from '../../controls/schemaControls.ts'
import { columnSourceWithin } from './columnSourceWithin.ts'
import { FormulaInput } from './FormulaInput.tsx'
import { word } from './words.ts'

/** What every control of a panel shares. */
export interface SchemaEditorContext {
  language: LanguageCode
  issues: readonly DocumentIssue[]
  /** The form being built: formulas are checked against its fields. */
  form: FormDocument
  /**
   * Where the pickers of names find their lists (the project's documents, the table in scope);
   * without it names are typed.
   */
  scope?: PickerScope | undefined
}

/**
 * The scope of `record`'s properties: its column pickers read the columns it names
 * (columnSourceWithin: a choice's own table, the grid it is picked from, a sub-form's table);
 * those of a table not chosen yet are typed, rather than offered from the wrong table.
 */
function scopeWithin(context: SchemaEditorContext, record: Record<string, unknown>): SchemaEditorContext {
  if (context.scope === undefined) return context
  const source = columnSourceWithin(record, context.form)
  if (source === undefined) return context
  if (source === null) return { ...context, scope: { ...context.scope, model: undefined, columns: undefined } }
  return { ...context, scope: { ...context.scope, columns: source } }
}

/** The form's sub-form fields, which a total adds up the rows of. */
const subFormChoices = (form: FormDocument) =>
  (Array.isArray(form.fields) ? form.fields : [])
    .filter((field) => field.widget === 'sub-form')
    .map(({ name, label }) => ({ name, label }))

export interface SchemaValueEditorProps {
  schema: SchemaNode
  value: unknown
  /** The next value; undefined takes the option out of the document. */
  onChange: (next: unknown) => void
  /** The value's place in the document (`/fields/3/rules/0`), for its issues. */
  pointer: string
  testId: string
  context: SchemaEditorContext
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

/**
 * One value of a document edited with the control its JSON Schema calls for: texts per
 * language, formulas, switches, numbers, choices, and objects, unions and lists built from them.
 */
export function SchemaValueEditor({ schema, value, onChange, pointer, testId, context }: SchemaValueEditorProps) {
  const control = controlFor(schema)
  const invalid = issuesAt(context.issues, pointer).length > 0
  const status = invalid ? ('error' as const) : undefined
  // A name of something the project has (a table, a column, an icon) is picked, not typed.
  const picker = context.scope === undefined ? undefined : pickerAt(pointer)
  const many = picker?.kind === 'column' && picker.multiple
  if (picker !== undefined && context.scope !== undefined && control.kind === (many ? 'tags' : 'string')) {
    return (
      <PropertyPicker
        picker={picker}
        scope={
          picker.kind === 'field' && picker.subForms
            ? { ...context.scope, subForms: subFormChoices(context.form) }
            : context.scope
        }
        value={value}
        onChange={onChange}
        language={context.language}
        invalid={invalid}
        testId={testId}
      />
    )
  }
  switch (control.kind) {
    case 'localized':
      return (
        <LocalizedTextInput
          value={value as LocalizedText | undefined}
          onChange={onChange}
          invalid={invalid}
          testId={testId}
        />
      )
    case 'expression':
      return (
        <FormulaInput
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
          form={context.form}
          pointer={pointer}
          language={context.language}
          testId={testId}
        />
      )
    case 'boolean':
      return <Switch checked={value === true} onChange={(checked) => onChange(checked)} data-testid={testId} />
    case 'number':
      return (
        <InputNumber
          value={typeof value === 'number' ? value : null}
          min={control.minimum}
          max={control.maximum}
          precision={control.integer ? 0 : undefined}
          status={status}
          style={{ width: '100%' }}
          data-testid={testId}
          onChange={(next) => onChange(next ?? undefined)}
        />
      )
    case 'string':
      return (
        <Input
          value={typeof value === 'string' ? value : ''}
          status={status}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        />
      )
    case 'enum':
      return (
        <Select
          value={typeof value === 'string' ? value : undefined}
          allowClear
          status={status}
          style={{ width: '100%' }}
          data-testid={testId}
          options={choiceOptions(control.values, context.language)}
          onChange={(next: string | undefined) => onChange(next)}
        />
      )
    case 'primitive':
      return (
        <Input
          value={value === undefined ? '' : String(value)}
          status={status}
          data-testid={testId}
          onChange={(event) => onChange(event.target.value === '' ? undefined : primitiveFromText(event.target.value))}
        />
      )
    case 'tags':
      return (
        <Select
          mode="tags"
          value={Array.isArray(value) ? (value as string[]) : []}
          status={status}
          style={{ width: '100%' }}
          data-testid={testId}
          onChange={(next: string[]) => onChange(next.length === 0 ? undefined : next)}
        />
      )
    case 'object': {
      const record = asRecord(value)
      const inner = scopeWithin(context, record)
      return (
        <div style={{ borderLeft: '2px solid rgba(5,5,5,0.08)', paddingLeft: 8 }} data-testid={testId}>
          {control.properties.map(([key, part]) => (
            <OptionRow
              key={key}
              name={key}
              schema={part}
              required={control.required.has(key)}
              value={record[key]}
              onChange={(next) => {
                const copy = { ...record }
                if (next === undefined) delete copy[key]
                else copy[key] = next
                onChange(copy)
              }}
              pointer={`${pointer}/${key}`}
              testId={`${testId}-${key}`}
              context={inner}
            />
          ))}
        </div>
      )
    }
    case 'variants': {
      const record = asRecord(value)
      const current = control.variants.find((variant) => variant.value === record[control.tag])
      return (
        <div>
          <Select
            value={current?.value}
            style={{ width: '100%', marginBottom: 4 }}
            data-testid={`${testId}-${control.tag}`}
            options={control.variants.map((variant) => ({
              value: variant.value,
              label: choiceLabel(variant.value, context.language),
            }))}
            onChange={(next: string) => {
              const variant = control.variants.find((v) => v.value === next)
              if (variant !== undefined) onChange({ ...asRecord(starterValue(variant.schema)), [control.tag]: next })
            }}
          />
          {current !== undefined && (
            <SchemaValueEditor
              schema={{
                ...current.schema,
                properties: Object.fromEntries(
                  Object.entries(current.schema.properties ?? {}).filter(([key]) => key !== control.tag),
                ),
              }}
              value={record}
              onChange={(next) => onChange({ ...asRecord(next), [control.tag]: current.value })}
              pointer={pointer}
              testId={testId}
              context={scopeWithin(context, record)}
            />
          )}
        </div>
      )
    }
    case 'list': {
      const items = Array.isArray(value) ? value : []
      return (
        <div data-testid={testId}>
          {items.map((item, index) => (
            <Flex
              // Items have no identity of their own but their place.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              gap={4}
              align="start"
              style={{ marginBottom: 6 }}
            >
              <div style={{ flex: 1 }}>
                <SchemaValueEditor
                  schema={control.item}
                  value={item}
                  onChange={(next) => onChange(items.map((other, i) => (i === index ? next : other)))}
                  pointer={`${pointer}/${index}`}
                  testId={`${testId}-${index}`}
                  context={context}
                />
                <IssueText issues={issuesAt(context.issues, `${pointer}/${index}`)} language={context.language} />
              </div>
              <RemoveButton
                label={word('remove', context.language)}
                testId={`${testId}-${index}-remove`}
                onClick={() => {
                  const next = items.filter((_, i) => i !== index)
                  onChange(next.length === 0 ? undefined : next)
                }}
              />
            </Flex>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            data-testid={`${testId}-add`}
            onClick={() => onChange([...items, starterValue(control.item)])}
          >
            {word('addItem', context.language)}
          </Button>
        </div>
      )
    }
    case 'unknown':
      return <Typography.Text code>{JSON.stringify(value)}</Typography.Text>
  }
}

export interface OptionRowProps extends SchemaValueEditorProps {
  /** The option's key in its schema, which says its label and help (never shown itself). */
  name: string
  required: boolean
  /** Words shown instead of the key's label, for a row that is no schema key (a layout row's "Багана 2"). */
  caption?: string
  /** The group this row is the first of: its heading is drawn above the row. */
  heading?: PropertyGroup | undefined
  /** Drawn instead of the schema's control (the field's name with the model's columns). */
  children?: ReactNode
}

const COMPOSITE = new Set(['object', 'variants'])

/** Options whose `@default` is true (the form's `timestamps` and reset button). */
const DEFAULT_ON = new Set(['timestamps', 'showResetButton'])

/**
 * One labelled option with its issues. An optional option made of parts (an object, a union) is
 * switched on with a button and off again, so an absent one stays absent; a list is empty.
 */
export function OptionRow(props: OptionRowProps) {
  const { name, schema, required, value, onChange, pointer, testId, context, children, caption, heading } = props
  const composite = COMPOSITE.has(controlFor(schema).kind)
  const absent = value === undefined
  // The schema carries no defaults: the few switches that are on unless set off are known here.
  const shown = absent && DEFAULT_ON.has(name) ? true : value
  return (
    <>
      {heading !== undefined && <PropertyGroupHeading group={heading} language={context.language} />}
      <div style={{ marginBottom: 10 }} data-testid={`${testId}-row`}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 2 }}>
          <Typography.Text strong style={{ fontSize: 12 }}>
            {caption === undefined ? (
              <PropertyLabel name={name} language={context.language} required={required} />
            ) : (
              `${caption}${required ? ' *' : ''}`
            )}
          </Typography.Text>
          {composite && !required && (
            <Button
              size="small"
              type="link"
              data-testid={absent ? `${testId}-set` : `${testId}-clear`}
              onClick={() => onChange(absent ? starterValue(schema) : undefined)}
            >
              {absent ? word('on', context.language) : word('off', context.language)}
            </Button>
          )}
        </Flex>
        {children ??
          (composite && absent && !required ? null : (
            <SchemaValueEditor
              schema={schema}
              value={shown}
              onChange={onChange}
              pointer={pointer}
              testId={testId}
              context={context}
            />
          ))}
        <IssueText issues={issuesAt(context.issues, pointer)} language={context.language} />
      </div>
    </>
  )
}
