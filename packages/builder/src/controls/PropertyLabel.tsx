import { QuestionCircleOutlined } from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import { Tooltip, Typography } from 'antd'
import type { MouseEvent, ReactNode } from 'react'
import { byGroup, groupLabel, type PropertyGroup, propertyHelp, propertyLabel } from './propertyWords.ts'

export interface PropertyLabelProps {
  /** The property's key in its schema (`labelPosition`); never shown. */
  name: string
  language: LanguageCode
  required?: boolean
}

/**
 * A click on the question mark is for reading the help: it never works the control the label
 * belongs to (a checkbox around the words, a label's field).
 */
const keepControl = (event: MouseEvent) => event.preventDefault()

/**
 * A property's label with its one-line help behind a question mark (and as the label's tooltip).
 * Inside a checkbox a click on the words ticks the box, a click on the question mark does not.
 */
export function PropertyLabel({ name, language, required = false }: PropertyLabelProps) {
  const help = propertyHelp(name, language)
  return (
    <span data-property={name} data-help={help}>
      {propertyLabel(name, language)}
      {required ? ' *' : ''}
      {help !== undefined && (
        <Tooltip title={help}>
          <QuestionCircleOutlined
            aria-label={help}
            onClick={keepControl}
            style={{ marginInlineStart: 4, opacity: 0.45, fontSize: 11 }}
          />
        </Tooltip>
      )}
    </span>
  )
}

export interface PropertyGroupHeadingProps {
  group: PropertyGroup
  language: LanguageCode
}

/** The heading a property panel's group ("Харагдах байдал", "Өгөгдөл", "Эрх"…) starts with. */
export function PropertyGroupHeading({ group, language }: PropertyGroupHeadingProps) {
  return (
    <Typography.Text
      type="secondary"
      strong
      data-testid={`property-group-${group}`}
      style={{
        display: 'block',
        fontSize: 11,
        textTransform: 'uppercase',
        letterSpacing: 0.4,
        borderBottom: '1px solid rgba(5,5,5,0.06)',
        margin: '10px 0 6px',
        paddingBottom: 2,
      }}
    >
      {groupLabel(group, language)}
    </Typography.Text>
  )
}

export interface PropertyGroupsProps<TItem> {
  items: readonly TItem[]
  /** The schema key each item edits, which says its group. */
  keyOf: (item: TItem) => string
  language: LanguageCode
  /** Each item's row. */
  children: (item: TItem) => ReactNode
}

/**
 * A property panel's rows under their group headings ("Харагдах байдал", "Өгөгдөл", "Эрх"…),
 * in the groups' order.
 */
export function PropertyGroups<TItem>({ items, keyOf, language, children }: PropertyGroupsProps<TItem>) {
  return (
    <>
      {byGroup(items, keyOf).map(({ group, items: rows }) => (
        <section key={group} style={{ marginBottom: 8 }}>
          <PropertyGroupHeading group={group} language={language} />
          {rows.map(children)}
        </section>
      ))}
    </>
  )
}
