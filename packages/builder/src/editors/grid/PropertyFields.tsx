import type { DocumentIssue, LanguageCode, LocalizedText } from '@tamga/schema'
import { Form, Input, InputNumber, Select, Switch } from 'antd'
import { Fragment, type JSX } from 'react'
import { formItemIssues, issuesAt } from '../../controls/issuesAt.ts'
import { LocalizedTextInput } from '../../controls/LocalizedTextInput.tsx'
import { type PickerScope, PropertyPicker } from '../../controls/NamePickers.tsx'
import { PropertyGroupHeading, PropertyLabel } from '../../controls/PropertyLabel.tsx'
import { pickerAt } from '../../controls/propertyPickers.ts'
import { choiceOptions, inGroupOrder } from '../../controls/propertyWords.ts'
import { type PropertySpec, withProperty } from './schemaProperties.ts'

/** Whether a chosen value is the default (lists compare by their items). */
function sameValue(value: unknown, fallback: unknown): boolean {
  if (fallback === undefined) return false
  if (Array.isArray(value) && Array.isArray(fallback)) {
    return value.length === fallback.length && value.every((item, i) => item === fallback[i])
  }
  return value === fallback
}

export interface PropertyFieldsProps<T extends object> {
  /** The object edited (a column, the grid, its print settings…). */
  value: T
  specs: readonly PropertySpec[]
  onChange: (next: T, key: string) => void
  /** The issues of the document and where `value` is in it (`/columns/3`), to mark each property. */
  issues: readonly DocumentIssue[]
  pointer: string
  language: LanguageCode
  /** Each control gets `{testId}-{property}`. */
  testId: string
  /**
   * What an absent property means (the schema's `@default`s, which its JSON Schema does not
   * carry): shown when the property is absent, and choosing it leaves the property out again.
   */
  defaults?: Readonly<Record<string, unknown>>
  /** Where the pickers of names (a table, a column, an icon) find their lists; without it names are typed. */
  scope?: PickerScope
}

/**
 * One control per property of an object, as its schema describes it: a switch, a number, a
 * text box, a Select (one or many), or a box per language.
 */
export function PropertyFields<T extends object>(props: PropertyFieldsProps<T>): JSX.Element {
  const { value, specs, onChange, issues, pointer, language, testId, defaults = {}, scope } = props
  const record = value as Record<string, unknown>
  const set = (key: string, next: unknown) =>
    onChange(withProperty(value, key, sameValue(next, defaults[key]) ? undefined : next), key)
  return (
    <Form layout="vertical" size="small" component={false}>
      {inGroupOrder(specs, (spec) => spec.key).map(({ item: { key, control }, opens }) => {
        const here = issuesAt(issues, `${pointer}/${key}`, true)
        const status = here.length > 0 ? 'error' : undefined
        const id = `${testId}-${key}`
        const current = record[key] ?? defaults[key]
        let input: JSX.Element
        switch (control.kind) {
          case 'boolean':
            input = <Switch checked={current === true} onChange={(on) => set(key, on)} data-testid={id} />
            break
          case 'number':
            input = (
              <InputNumber
                value={typeof current === 'number' ? current : null}
                min={control.minimum}
                max={control.maximum}
                precision={control.integer ? 0 : undefined}
                status={status}
                style={{ width: '100%' }}
                onChange={(next) => set(key, next ?? undefined)}
                data-testid={id}
              />
            )
            break
          case 'string': {
            // A name of something the project has (a table, a column, an icon) is picked, not typed.
            const picker = scope === undefined ? undefined : pickerAt(`${pointer}/${key}`)
            if (picker !== undefined && scope !== undefined && !(picker.kind === 'column' && picker.multiple)) {
              input = (
                <PropertyPicker
                  picker={picker}
                  scope={scope}
                  value={current}
                  onChange={(next) => set(key, next)}
                  language={language}
                  invalid={here.length > 0}
                  testId={id}
                />
              )
              break
            }
            input = (
              <Input
                value={typeof current === 'string' ? current : ''}
                status={status}
                onChange={(event) => set(key, event.target.value)}
                data-testid={id}
              />
            )
            break
          }
          case 'enum':
            input = (
              <Select
                allowClear
                value={typeof current === 'string' ? current : undefined}
                status={status}
                style={{ width: '100%' }}
                options={choiceOptions(control.options, language)}
                onChange={(next: string | undefined) => set(key, next)}
                data-testid={id}
              />
            )
            break
          case 'enum-list':
            input = (
              <Select
                mode="multiple"
                allowClear
                value={Array.isArray(current) ? (current as string[]) : undefined}
                status={status}
                style={{ width: '100%' }}
                options={choiceOptions(control.options, language)}
                onChange={(next: string[]) => set(key, next)}
                data-testid={id}
              />
            )
            break
          case 'localized':
            input = (
              <LocalizedTextInput
                value={current as LocalizedText | undefined}
                invalid={here.length > 0}
                onChange={(next) => set(key, next)}
                testId={id}
              />
            )
            break
        }
        return (
          <Fragment key={key}>
            {opens !== undefined && <PropertyGroupHeading group={opens} language={language} />}
            <Form.Item
              label={<PropertyLabel name={key} language={language} />}
              {...formItemIssues(here, language)}
              style={{ marginBottom: 8 }}
            >
              {input}
            </Form.Item>
          </Fragment>
        )
      })}
    </Form>
  )
}
