// The pickers a builder chooses the project's things with, where it used to type their names: a
// document of a kind, a column of a table (with its label), another field of the form, an
// icon. Each shows the name with the title a person reads, and searches both. What a builder of
// this browser has open with unsaved edits is offered too, marked as not saved yet.
import {
  CHART_ICON_NAMES,
  COLUMN_ICON_NAMES,
  chartIcon,
  columnIcon,
  FIELD_ICON_NAMES,
  fieldIcon,
  MENU_ICON_NAMES,
  menuIcon,
} from '@tamga/renderer'
import type { DocumentKind, LanguageCode } from '@tamga/schema'
import { Flex, Input, Select, Typography } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { useDocumentNames } from '../client/useDocuments.ts'
import type { FieldChoice } from '../editors/chart/sourceFields.ts'
import { useDraftNames } from '../session/useDrafts.ts'
import type { ColumnChoice, ColumnSource } from './columnChoices.ts'
import { columnChosenLabel, columnOptions, connectionSentence, type TableTitle } from './columnWords.ts'
import { documentNameOptions } from './documentNameOptions.ts'
import { iconWord } from './iconWords.ts'
import type { NamePicker } from './propertyPickers.ts'
import { unsavedDocumentOptions } from './unsavedDocumentOptions.ts'
import { useColumnChoices, useTableTitles } from './useColumnChoices.ts'

/** What every picker shares. */
interface PickerCommon {
  language: LanguageCode
  /** Marks the box red (an issue is at this place). */
  invalid?: boolean | undefined
  testId?: string | undefined
  placeholder?: string | undefined
  /** The box's style; it fills its panel's width unless told otherwise. */
  style?: CSSProperties | undefined
}

const FULL: CSSProperties = { width: '100%' }
const status = (invalid: boolean | undefined) => (invalid === true ? ('error' as const) : undefined)
const search = { optionFilterProp: 'label' } as const
const asName: TableTitle = (name) => name

/** A chosen column's box shows its name and label only; the list says where each one points. */
const chosenColumn =
  (fields: readonly ColumnChoice[], language: LanguageCode) =>
  ({ value, label }: { value?: unknown; label?: ReactNode }): ReactNode => {
    const column = fields.find((field) => field.name === value)
    return column === undefined ? label : columnChosenLabel(column, language)
  }

export interface DocumentPickerProps extends PickerCommon {
  documents: DocumentsClient
  kind: DocumentKind
  value: string | undefined
  /** The chosen name; undefined when cleared. */
  onChange: (name: string | undefined) => void
  /** @default true */
  allowClear?: boolean
}

/**
 * A document of `kind` by its name and title, from the project's documents; one only a builder
 * of this browser has (created, not saved yet) is offered too, marked so.
 */
export function DocumentPicker(props: DocumentPickerProps) {
  const { documents, kind, value, onChange, language, allowClear = true } = props
  const names = useDocumentNames(documents, kind)
  const options = unsavedDocumentOptions(names, useDraftNames(kind), language, value)
  return (
    <Select<string>
      showSearch={search}
      allowClear={allowClear}
      value={value === '' ? undefined : value}
      status={status(props.invalid)}
      placeholder={props.placeholder}
      style={props.style ?? FULL}
      data-testid={props.testId}
      options={options}
      onChange={(next) => onChange(next ?? undefined)}
    />
  )
}

export interface DocumentsPickerProps extends PickerCommon {
  documents: DocumentsClient
  kind: DocumentKind
  value: readonly string[]
  onChange: (names: string[]) => void
}

/** Several documents of `kind` (a role's permitted tables). */
export function DocumentsPicker(props: DocumentsPickerProps) {
  const { documents, kind, value, onChange, language } = props
  const names = useDocumentNames(documents, kind)
  return (
    <Select<string[]>
      mode="multiple"
      showSearch={search}
      allowClear
      value={[...value]}
      status={status(props.invalid)}
      placeholder={props.placeholder}
      style={props.style ?? FULL}
      data-testid={props.testId}
      options={documentNameOptions(names, language).concat(
        value.filter((name) => !names.some((one) => one.name === name)).map((name) => ({ value: name, label: name })),
      )}
      onChange={(next) => onChange(next)}
    />
  )
}

export interface FieldPickerProps extends PickerCommon {
  /** The columns (or fields) to choose from; when none are known the name is typed. */
  fields: readonly ColumnChoice[]
  value: string | undefined
  onChange: (name: string | undefined) => void
  allowClear?: boolean
  /** Names the table a column points at, in words. @default the table's name */
  tableTitle?: TableTitle | undefined
}

/**
 * A column by its name and label. While its table is unknown (not saved yet, or not chosen) the
 * name is typed, so a builder is never stuck.
 */
export function FieldPicker(props: FieldPickerProps) {
  const { fields, value, onChange, language, allowClear } = props
  if (fields.length === 0) {
    return (
      <Input
        value={value ?? ''}
        status={status(props.invalid)}
        placeholder={props.placeholder}
        style={props.style ?? FULL}
        data-testid={props.testId}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      />
    )
  }
  return (
    <Select<string>
      showSearch={search}
      allowClear={allowClear}
      value={value === '' ? undefined : value}
      status={status(props.invalid)}
      placeholder={props.placeholder}
      style={props.style ?? FULL}
      data-testid={props.testId}
      options={columnOptions(fields, language, props.tableTitle ?? asName, value)}
      labelRender={chosenColumn(fields, language)}
      onChange={(next) => onChange(next ?? undefined)}
    />
  )
}

export interface FieldsPickerProps extends PickerCommon {
  fields: readonly ColumnChoice[]
  value: readonly string[]
  onChange: (names: string[]) => void
  /** Names the table a column points at, in words. @default the table's name */
  tableTitle?: TableTitle | undefined
}

/** Several columns by name and label (a label made of columns, the columns shown beside it). */
export function FieldsPicker(props: FieldsPickerProps) {
  const { fields, value, onChange, language } = props
  return (
    <Select<string[]>
      // Without the table's columns the names are typed, each ending with Enter.
      mode={fields.length === 0 ? 'tags' : 'multiple'}
      showSearch={search}
      allowClear
      value={[...value]}
      status={status(props.invalid)}
      placeholder={props.placeholder}
      style={props.style ?? FULL}
      data-testid={props.testId}
      options={columnOptions(fields, language, props.tableTitle ?? asName, value)}
      labelRender={chosenColumn(fields, language)}
      onChange={(next) => onChange(next)}
    />
  )
}

/** The icons a place draws, by name: a menu's, a chart's, a grid column's, a field's. */
export interface IconSet {
  names: readonly string[]
  draw: (name: string) => ReactNode
}

/** The icons a menu entry draws (the portal's shell), the default set. */
export const MENU_ICONS: IconSet = { names: MENU_ICON_NAMES, draw: menuIcon }
/** The icons an `inputWithIcon` field draws. */
export const FIELD_ICONS: IconSet = { names: FIELD_ICON_NAMES, draw: fieldIcon }
/** The icons a grid column draws before its values. */
export const COLUMN_ICONS: IconSet = { names: COLUMN_ICON_NAMES, draw: columnIcon }
/** The icons a chart element names (an unknown one would draw its chart type's instead). */
export const CHART_ICONS: IconSet = { names: CHART_ICON_NAMES, draw: (name) => chartIcon(name, 'number') }

export interface IconPickerProps extends PickerCommon {
  value: string | undefined
  onChange: (name: string | undefined) => void
  /** @default MENU_ICONS */
  icons?: IconSet
}

/**
 * An icon, each option drawn as the icon itself with its words (Нүүр, Туг), searched by them; the
 * internal name is never shown. A name the set lacks (an old document's) stays, drawn as its name.
 */
export function IconPicker(props: IconPickerProps) {
  const { value, onChange, icons = MENU_ICONS, language } = props
  const names = value === undefined || icons.names.includes(value) ? icons.names : [...icons.names, value]
  return (
    <Select<string>
      allowClear
      showSearch={{ optionFilterProp: 'title' }}
      value={value === '' ? undefined : value}
      status={status(props.invalid)}
      placeholder={props.placeholder}
      style={props.style ?? FULL}
      data-testid={props.testId}
      options={names.map((name) => {
        const words = iconWord(name, language) ?? name
        return {
          value: name,
          title: words,
          label: (
            <span data-icon={name}>
              <span style={{ marginInlineEnd: 8 }}>{icons.draw(name)}</span>
              {words}
            </span>
          ),
        }
      })}
      onChange={(next) => onChange(next ?? undefined)}
    />
  )
}

/** Where a schema-drawn property's picker finds its lists. */
export interface PickerScope {
  documents: DocumentsClient
  /** The table whose columns a column property names (the object's own `model`, else the document's). */
  model: string | undefined
  /** Where a column property's columns come from instead of `model`: a grid's, a sub-form's. */
  columns?: ColumnSource | undefined
  /** The other fields of the form being built, for a cascading choice's parent. */
  fields?: readonly FieldChoice[] | undefined
  /** The form's sub-form fields, for a total over one's rows. */
  subForms?: readonly FieldChoice[] | undefined
  /** The icons the place draws. */
  icons?: IconSet | undefined
}

export interface PropertyPickerProps extends PickerCommon {
  picker: NamePicker
  scope: PickerScope
  value: unknown
  /** The next value; undefined leaves the property out. */
  onChange: (next: unknown) => void
}

/** The picker `pickerAt` chose for a property drawn from the schema. */
export function PropertyPicker(props: PropertyPickerProps) {
  const { picker, scope, value, onChange, ...common } = props
  const text = typeof value === 'string' ? value : undefined
  switch (picker.kind) {
    case 'document':
      return (
        <DocumentPicker
          {...common}
          documents={scope.documents}
          kind={picker.documentKind}
          value={text}
          onChange={onChange}
        />
      )
    case 'column':
      return <ColumnPropertyPicker {...props} />
    case 'field':
      return (
        <FieldPicker
          {...common}
          fields={(picker.subForms ? scope.subForms : scope.fields) ?? []}
          value={text}
          onChange={onChange}
          allowClear
        />
      )
    case 'icon':
      return <IconPicker {...common} icons={scope.icons} value={text} onChange={onChange} />
  }
}

/**
 * A column (or columns) of the scope's table, a grid's or a sub-form's, with the model's unsaved
 * columns marked; a sub-form's link to its parent says in words what the chosen column links.
 */
function ColumnPropertyPicker(props: PropertyPickerProps) {
  const { picker, scope, value, onChange, ...common } = props
  const model = scope.model === undefined || scope.model === '' ? undefined : scope.model
  const source: ColumnSource | undefined =
    scope.columns ?? (model === undefined ? undefined : { kind: 'model', name: model })
  const fields = useColumnChoices(scope.documents, source)
  const tableTitle = useTableTitles(scope.documents, common.language)
  if (picker.kind === 'column' && picker.multiple) {
    return (
      <FieldsPicker
        {...common}
        fields={fields}
        tableTitle={tableTitle}
        value={Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []}
        onChange={(next) => onChange(next.length === 0 ? undefined : next)}
      />
    )
  }
  const chosen = typeof value === 'string' ? value : undefined
  const box = (
    <FieldPicker {...common} fields={fields} tableTitle={tableTitle} value={chosen} onChange={onChange} allowClear />
  )
  if (source?.kind !== 'subForm' || !(picker.kind === 'column' && picker.parentLink === true)) return box
  const sentence = connectionSentence({
    chosen,
    columns: fields,
    parentModel: source.parentModel,
    language: common.language,
    tableTitle,
  })
  return (
    <Flex vertical gap={2}>
      {box}
      {sentence !== undefined && (
        <Typography.Text
          type={sentence.fits ? 'secondary' : 'warning'}
          style={{ fontSize: 12 }}
          data-testid={common.testId === undefined ? undefined : `${common.testId}-meaning`}
        >
          {sentence.text}
        </Typography.Text>
      )}
    </Flex>
  )
}
