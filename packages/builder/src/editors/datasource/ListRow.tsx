import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons'
import { Button, Space } from 'antd'
import type { CSSProperties, ReactNode } from 'react'
import { IssueText } from '../../controls/IssueText.tsx'
import { issuesAt } from '../../controls/issuesAt.ts'
import { RemoveButton } from '../../controls/RemoveButton.tsx'
import type { EditorProps } from '../editorProps.ts'
import { datasourceWord } from './words.ts'

/** Props of {@link ListRow}. */
export interface ListRowProps {
  /** The item's JSON Pointer: its issues, and its fields', show under the row. */
  pointer: string
  /** The row's test id; its buttons add `-up`, `-down` and `-remove`. */
  testId: string
  index: number
  count: number
  issues: EditorProps['issues']
  language: EditorProps['language']
  /** Moves the item up or down the list; without it the row has no move buttons. */
  move?: (by: -1 | 1) => void
  remove: () => void
  /** Whether the row's controls wrap onto more lines. @default true */
  wrap?: boolean
  /** Shown under the row's controls, above its issues. */
  below?: ReactNode
  style?: CSSProperties
  /** The item's controls. */
  children: ReactNode
}

/** One item of a list: its controls, the buttons that move and remove it, and its issues. */
export function ListRow(props: ListRowProps) {
  const { index, count, testId, language, move } = props
  return (
    <div style={props.style}>
      <Space wrap={props.wrap ?? true}>
        {props.children}
        <Space size={4}>
          {move === undefined ? null : (
            <>
              <Button
                size="small"
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => move(-1)}
                aria-label={datasourceWord('moveUp', language)}
                data-testid={`${testId}-up`}
              />
              <Button
                size="small"
                icon={<ArrowDownOutlined />}
                disabled={index === count - 1}
                onClick={() => move(1)}
                aria-label={datasourceWord('moveDown', language)}
                data-testid={`${testId}-down`}
              />
            </>
          )}
          <RemoveButton label={datasourceWord('remove', language)} testId={`${testId}-remove`} onClick={props.remove} />
        </Space>
      </Space>
      {props.below}
      <IssueText issues={issuesAt(props.issues, props.pointer, true)} language={language} />
    </div>
  )
}
