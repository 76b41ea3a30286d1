import { DeleteOutlined } from '@ant-design/icons'
import { Button, Card, Empty, Flex } from 'antd'
import type { ReactElement } from 'react'
import type { LayoutBlock } from '../../compile/index.ts'
import { LayoutBlocks } from '../../templates/LayoutBlocks.tsx'
import { SubFormCell, SubFormRowScope } from './SubFormCell.tsx'
import type { SubFormRowsProps } from './SubFormEditor.tsx'
import { subFormMessage } from './subFormMessages.ts'
import { canDeleteRow, canEditRow, rowKey } from './subFormRows.ts'

/**
 * A sub-form drawn as forms (`display: 'form'`): one bordered card per child row, the child
 * form's own layout inside it (rows, columns, sections), each field drawn by its widget.
 */
export function SubFormCards(props: SubFormRowsProps) {
  const { sub, rows, errors, locked, language } = props
  const layout = sub.create.layout
  // A row has no pages: a step-by-step child form shows all its steps' fields at once.
  const blocks: LayoutBlock[] = layout.type === 'steps' ? layout.steps.flatMap((step) => step.children) : layout.blocks
  if (rows.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={subFormMessage('noRows', language)} />
  }
  return (
    <Flex vertical gap={12} className="sub-form-cards">
      {rows.map((row, index) => {
        const key = rowKey(row, index)
        const rowLocked = locked || !canEditRow(sub, row)
        const contents = new Map<string, ReactElement>(
          sub.columns.map((name) => [
            name,
            <SubFormCell
              key={name}
              name={name}
              locked={rowLocked}
              labelled
              errors={errors?.rows.get(key)?.[name]}
              onChange={(value) => props.onValue(index, name, value)}
            />,
          ]),
        )
        return (
          <Card
            key={key}
            size="small"
            data-testid="sub-form-row"
            data-row-index={index}
            title={sub.settings.showRowNumbers ? `${subFormMessage('rowNumber', language)} ${index + 1}` : undefined}
            extra={
              !locked && canDeleteRow(sub, row, rows.length) ? (
                <Button
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  data-testid="sub-form-delete"
                  onClick={() => props.onRemove(index)}
                >
                  {subFormMessage('deleteRow', language)}
                </Button>
              ) : undefined
            }
          >
            <SubFormRowScope sub={sub} row={row} index={index} locked={rowLocked}>
              <LayoutBlocks blocks={blocks} contents={contents} />
            </SubFormRowScope>
          </Card>
        )
      })}
    </Flex>
  )
}
