import { Badge, Card, Tabs } from 'antd'
import { createContext, type ReactElement, startTransition, useContext, useEffect, useMemo, useState } from 'react'
import type { LayoutBlock, LayoutColumn, LayoutRow, LayoutSection } from '../compile/index.ts'
import { blockGroups, fieldCountsOfTabs, fieldsOfBlocks, tabKey } from '../layoutPlaces.ts'
import { useRecordForm } from '../RecordFormContext.ts'
import { LAYOUT_GRID_CSS, LAYOUT_ROW_CLASS, layoutColumnClasses } from './layoutGrid.ts'
import { OutsideRecordField } from './OutsideRecordField.tsx'

/** What rjsf drew for each field of the record, by name. */
export type FieldContents = ReadonlyMap<string, ReactElement>

/**
 * How many fields a form draws before its first paint. A longer form draws the rest right after,
 * in a transition React may interrupt, so a form of hundreds of fields shows its first screens at
 * once and stays responsive while the others come (each field is a few antd components).
 */
export const FIRST_PAINT_FIELDS = 30

/** The fields still to be drawn after the first paint; undefined once every field is drawn. */
const LaterFields = createContext<ReadonlySet<string> | undefined>(undefined)

/** One field in its place: rjsf's field for a record field, a read-only one for the others. */
function FieldPlace(props: { name: string; contents: FieldContents }) {
  const { visibility } = useRecordForm()
  const later = useContext(LaterFields)
  if (visibility.hidden.has(props.name)) return null
  // The height of one field, so the page does not jump when the field arrives.
  if (later?.has(props.name)) return <div className="record-form-field-pending" style={{ minHeight: 56 }} />
  return (
    <div data-field={props.name} className="record-form-field">
      {props.contents.get(props.name) ?? <OutsideRecordField name={props.name} />}
    </div>
  )
}

function ColumnView(props: { column: LayoutColumn; contents: FieldContents }) {
  return (
    <div className={layoutColumnClasses(props.column.span)}>
      {props.column.children.map((child, index) =>
        child.type === 'field' ? (
          <FieldPlace key={child.name} name={child.name} contents={props.contents} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no name; their order is the layout's.
          <SectionView key={`section-${index}`} section={child} contents={props.contents} />
        ),
      )}
    </div>
  )
}

function RowView(props: { row: LayoutRow; contents: FieldContents }) {
  return (
    <div className={LAYOUT_ROW_CLASS}>
      {props.row.columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: columns have no name; their order is the layout's.
        <ColumnView key={index} column={column} contents={props.contents} />
      ))}
    </div>
  )
}

function SectionRows(props: { section: LayoutSection; contents: FieldContents }) {
  return props.section.children.map((row, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: rows have no name; their order is the layout's.
    <RowView key={index} row={row} contents={props.contents} />
  ))
}

/** A titled group of rows; nothing when every field in it is hidden now. */
function SectionView(props: { section: LayoutSection; contents: FieldContents }) {
  const { visibility } = useRecordForm()
  if (fieldsOfBlocks([props.section]).every((name) => visibility.hidden.has(name))) return null
  return (
    <Card size="small" title={props.section.title} style={{ marginBottom: 16 }} className="record-form-section">
      <SectionRows section={props.section} contents={props.contents} />
    </Card>
  )
}

function BlockView(props: { block: LayoutBlock; contents: FieldContents }) {
  return props.block.type === 'row' ? (
    <RowView row={props.block} contents={props.contents} />
  ) : (
    <SectionView section={props.block} contents={props.contents} />
  )
}

/** A tab's title, with the number of its fields that have an error, so an error out of sight is seen. */
function TabLabel(props: { title: string; errors: number }) {
  if (props.errors === 0) return props.title
  return (
    <Badge count={props.errors} size="small" offset={[8, -2]} data-testid="record-form-tab-errors">
      <span className="record-form-tab-with-errors">{props.title}</span>
    </Badge>
  )
}

/**
 * The compiled layout of a form, or of one step: rows of columns with the 24-column spans at
 * each breakpoint (`layoutGrid.ts`), sections as titled groups, or the top-level sections as tabs when the
 * document asks for them. Every tab's fields are drawn from the start (hidden until chosen), so
 * a field's error and its chosen label are there when its tab opens; a tab holding fields with
 * errors shows how many.
 */
export function LayoutBlocks(props: { blocks: readonly LayoutBlock[]; contents: FieldContents }) {
  const form = useRecordForm()
  const names = useMemo(() => fieldsOfBlocks(props.blocks), [props.blocks])
  const [complete, setComplete] = useState(() => names.length <= FIRST_PAINT_FIELDS)
  useEffect(() => {
    if (!complete) startTransition(() => setComplete(true))
  }, [complete])
  const later = useMemo(() => (complete ? undefined : new Set(names.slice(FIRST_PAINT_FIELDS))), [complete, names])
  const errorCounts = fieldCountsOfTabs(props.blocks, form.compiled.layout.sectionsAsTabs, form.errorFields)
  const groups = blockGroups(props.blocks, form.compiled.layout.sectionsAsTabs).map((group, groupIndex) => {
    if (group.type === 'blocks') {
      return group.blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks have no name; their order is the layout's.
        <BlockView key={`${groupIndex}-${index}`} block={block} contents={props.contents} />
      ))
    }
    const first = tabKey(groupIndex, 0)
    return (
      <Tabs
        // biome-ignore lint/suspicious/noArrayIndexKey: tab sets have no name; their order is the layout's.
        key={`tabs-${groupIndex}`}
        activeKey={form.activeTabs.get(groupIndex) ?? first}
        onChange={(key) => form.showTab(groupIndex, key)}
        items={group.sections.map((section, index) => ({
          key: tabKey(groupIndex, index),
          label: (
            <TabLabel
              title={section.title ?? String(index + 1)}
              errors={errorCounts.get(tabKey(groupIndex, index)) ?? 0}
            />
          ),
          forceRender: true,
          children: <SectionRows section={section} contents={props.contents} />,
        }))}
      />
    )
  })
  return (
    <>
      <style href="tamga-form-layout" precedence="medium">
        {LAYOUT_GRID_CSS}
      </style>
      <LaterFields value={later}>{groups}</LaterFields>
    </>
  )
}
