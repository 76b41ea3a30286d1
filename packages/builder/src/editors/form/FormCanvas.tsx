import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons'
import type { DocumentIssue, FormDocument, FormLayoutNode, LanguageCode, LocalizedText } from '@tamga/schema'
import { Badge, Button, Flex, Tag, Typography } from 'antd'
import type { DragEvent, KeyboardEvent, ReactNode } from 'react'
import { issuesAt } from '../../controls/issuesAt.ts'
import { textsOf } from '../../controls/localizedText.ts'
import { choiceLabel } from '../../controls/propertyWords.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import { DRAG_TYPE, dragItemOf, dragText } from './dragData.ts'
import {
  accepts,
  addColumn,
  addField,
  type ContainerKind,
  type ContainerPointer,
  defaultContainer,
  layoutContainers,
  moveField,
  placeField,
  removeField,
  removeLayoutNode,
  unplacedFields,
} from './formLayout.ts'
import { word } from './words.ts'

/** What is selected on the canvas: a field (by its index), a row, section or step, or the form. */
export type FormSelection = { kind: 'form' } | { kind: 'field'; index: number } | { kind: 'node'; pointer: string }

export interface FormCanvasProps {
  form: FormDocument
  onChange: (next: FormDocument, what: string) => void
  selection: FormSelection
  onSelect: (selection: FormSelection) => void
  issues: readonly DocumentIssue[]
  language: LanguageCode
}

/** A test id from a pointer: `/layout/0/columns/1/children` → `form-container-layout-0-columns-1-children`. */
export const containerTestId = (pointer: string) => `form-container${pointer.replaceAll('/', '-')}`
const nodeTestId = (pointer: string) => `form-node${pointer.replaceAll('/', '-')}`

// The document may be malformed while edited (an imported file, a hand edit): draw what is there.
const listOf = <T,>(value: readonly T[] | undefined): readonly T[] => (Array.isArray(value) ? value : [])

const textIn = (text: LocalizedText | undefined, language: LanguageCode) => {
  const texts = textsOf(text)
  return texts[language] ?? texts.mn_MN ?? ''
}

/**
 * The form's layout as the schema models it (rows of columns, sections, steps), each field a
 * card (`form-field-{name}`) to select, move up and down, drag elsewhere or delete. Widgets
 * dropped from the palette land where they are dropped.
 */
export function FormCanvas({ form, onChange, selection, onSelect, issues, language }: FormCanvasProps) {
  const fields = Array.isArray(form.fields) ? form.fields : []
  const kinds = new Map(layoutContainers(form).map((container) => [container.pointer, container.kind]))

  const drop = (event: DragEvent, container: ContainerPointer, index?: number) => {
    const item = dragItemOf(event.dataTransfer.getData(DRAG_TYPE))
    const kind = kinds.get(container) ?? 'root'
    if (item === undefined || !accepts(kind, 'field', form)) return
    event.preventDefault()
    event.stopPropagation()
    if ('widget' in item) {
      const added = addField(form, item.widget, container, index)
      onChange(added.form, `fields/${added.index}`)
      onSelect({ kind: 'field', index: added.index })
    } else {
      onChange(placeField(form, item.field, container, index), 'layout')
    }
  }
  const allowDrop = (event: DragEvent) => {
    if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault()
  }

  const fieldCard = (name: string, container: ContainerPointer, position: number) => {
    const index = fields.findIndex((field) => field.name === name)
    const field = fields[index]
    const testId = `form-field-${name === '' ? index : name}`
    if (field === undefined) {
      // The layout names a field the form does not have: shown so it can be taken out.
      const pointer = `${container}/${position}`
      return (
        <Flex key={`${name}-${position}`} justify="space-between" className="form-builder-card" data-testid={testId}>
          <Typography.Text type="danger">{name}</Typography.Text>
          <RemoveButton
            label={word('remove', language)}
            onClick={() => onChange(removeLayoutNode(form, pointer), 'layout')}
          />
        </Flex>
      )
    }
    const selected = selection.kind === 'field' && selection.index === index
    const problems = issuesAt(issues, `/fields/${index}`, true).length
    return (
      // biome-ignore lint/a11y/useSemanticElements: a card holds its own buttons, so it cannot be a <button>
      <div
        key={`${name}-${position}`}
        draggable
        data-testid={testId}
        onDragStart={(event) => {
          event.stopPropagation()
          event.dataTransfer.setData(DRAG_TYPE, dragText({ field: name }))
          event.dataTransfer.effectAllowed = 'move'
        }}
        onDragOver={allowDrop}
        onDrop={(event) => drop(event, container, position)}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        onClick={(event) => {
          event.stopPropagation()
          onSelect({ kind: 'field', index })
        }}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
          event.preventDefault()
          onSelect({ kind: 'field', index })
        }}
        style={{
          border: `1px solid ${problems > 0 ? '#ff4d4f' : selected ? '#1677ff' : 'rgba(5,5,5,0.15)'}`,
          background: selected ? '#e6f4ff' : '#fff',
          borderRadius: 6,
          padding: '6px 8px',
          marginBottom: 6,
          cursor: 'grab',
        }}
      >
        <Flex justify="space-between" align="center" gap={4} wrap>
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong>{textIn(field.label, language) || field.name}</Typography.Text>
            {field.required === true && <Typography.Text type="danger"> *</Typography.Text>}
            <div>
              <Typography.Text code style={{ fontSize: 11 }}>
                {field.name}
              </Typography.Text>
              <Tag style={{ marginLeft: 4, fontSize: 11 }}>{choiceLabel(field.widget, language)}</Tag>
              {problems > 0 && <Badge count={problems} size="small" />}
            </div>
          </div>
          <Flex gap={2}>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={word('moveUp', language)}
              data-testid={`${testId}-up`}
              onClick={(event) => {
                event.stopPropagation()
                onChange(moveField(form, index, -1), 'layout')
              }}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={word('moveDown', language)}
              data-testid={`${testId}-down`}
              onClick={(event) => {
                event.stopPropagation()
                onChange(moveField(form, index, 1), 'layout')
              }}
            />
            <RemoveButton
              label={word('remove', language)}
              testId={`${testId}-delete`}
              onClick={(event) => {
                event.stopPropagation()
                onSelect({ kind: 'form' })
                onChange(removeField(form, index), `fields/${index}/delete`)
              }}
            />
          </Flex>
        </Flex>
      </div>
    )
  }

  const container = (pointer: ContainerPointer, kind: ContainerKind, items: readonly unknown[]): ReactNode => (
    <fieldset
      aria-label={word('dropHere', language)}
      data-testid={containerTestId(pointer)}
      onDragOver={(event) => {
        if (accepts(kind, 'field', form)) allowDrop(event)
      }}
      onDrop={(event) => drop(event, pointer)}
      style={{
        minHeight: 36,
        minWidth: 0,
        margin: 0,
        padding: 4,
        border: '1px dashed rgba(5,5,5,0.15)',
        borderRadius: 6,
      }}
    >
      {items.map((item, i) =>
        typeof item === 'string' ? fieldCard(item, pointer, i) : layoutNode(item as FormLayoutNode, `${pointer}/${i}`),
      )}
      {items.length === 0 && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {word('dropHere', language)}
        </Typography.Text>
      )}
    </fieldset>
  )

  const nodeHeader = (pointer: string, title: ReactNode, extra?: ReactNode) => (
    <Flex justify="space-between" align="center" style={{ marginBottom: 4 }}>
      <Typography.Text strong style={{ fontSize: 12 }}>
        {title}
      </Typography.Text>
      <Flex gap={2}>
        {extra}
        <RemoveButton
          label={word('remove', language)}
          type="text"
          testId={`${nodeTestId(pointer)}-delete`}
          onClick={(event) => {
            event.stopPropagation()
            onSelect({ kind: 'form' })
            onChange(removeLayoutNode(form, pointer), 'layout')
          }}
        />
      </Flex>
    </Flex>
  )

  const layoutNode = (node: FormLayoutNode, pointer: string): ReactNode => {
    if (typeof node !== 'object' || node === null) return null
    const selected = selection.kind === 'node' && selection.pointer === pointer
    const frame = {
      'data-testid': nodeTestId(pointer),
      role: 'button',
      tabIndex: 0,
      onClick: (event: { stopPropagation: () => void }) => {
        event.stopPropagation()
        onSelect({ kind: 'node', pointer })
      },
      onKeyDown: (event: KeyboardEvent) => {
        if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
        event.preventDefault()
        onSelect({ kind: 'node', pointer })
      },
      style: {
        border: `1px solid ${selected ? '#1677ff' : 'rgba(5,5,5,0.1)'}`,
        background: selected ? '#f0f7ff' : '#fafafa',
        borderRadius: 6,
        padding: 6,
        marginBottom: 6,
      },
    }
    if (node.type === 'row') {
      return (
        <div key={pointer} {...frame}>
          {nodeHeader(
            pointer,
            word('row', language),
            <Button
              size="small"
              type="text"
              icon={<PlusOutlined />}
              data-testid={`${nodeTestId(pointer)}-add-column`}
              onClick={(event) => {
                event.stopPropagation()
                onChange(addColumn(form, pointer), 'layout')
              }}
            >
              {word('addColumn', language)}
            </Button>,
          )}
          <Flex gap={6}>
            {listOf(node.columns).map((column, c) => {
              const columnPointer = `${pointer}/columns/${c}/children`
              return (
                // minWidth 0: a column shares the row's width instead of pushing past its edge.
                <div key={columnPointer} style={{ flex: column.span?.md ?? column.span?.xs ?? 12, minWidth: 0 }}>
                  {container(columnPointer, kinds.get(columnPointer) ?? 'column', listOf(column.children))}
                </div>
              )
            })}
          </Flex>
        </div>
      )
    }
    const title = textIn(node.title, language) || word(node.type === 'step' ? 'step' : 'section', language)
    return (
      <div key={pointer} {...frame}>
        {nodeHeader(pointer, `${word(node.type === 'step' ? 'step' : 'section', language)}: ${title}`)}
        {container(`${pointer}/children`, node.type, listOf(node.children))}
      </div>
    )
  }

  const unplaced = unplacedFields(form)
  return (
    <div data-testid="form-canvas">
      {container(
        '/layout',
        'root',
        form.layout === undefined ? fields.map((field) => field.name) : listOf(form.layout),
      )}
      {unplaced.length > 0 && (
        <div style={{ marginTop: 12 }} data-testid="form-unplaced">
          <Typography.Text type="warning">{word('unplaced', language)}</Typography.Text>
          {unplaced.map((name) => {
            const index = fields.findIndex((field) => field.name === name)
            return (
              <Flex key={name} justify="space-between" align="center" style={{ marginTop: 4 }}>
                <Typography.Text
                  code
                  draggable
                  onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, dragText({ field: name }))}
                  onClick={(event) => {
                    event.stopPropagation()
                    onSelect({ kind: 'field', index })
                  }}
                >
                  {name}
                </Typography.Text>
                <Button
                  size="small"
                  data-testid={`form-unplaced-${name}-place`}
                  onClick={(event) => {
                    event.stopPropagation()
                    onChange(placeField(form, name, defaultContainer(form)), 'layout')
                  }}
                >
                  {word('place', language)}
                </Button>
              </Flex>
            )
          })}
        </div>
      )}
    </div>
  )
}
