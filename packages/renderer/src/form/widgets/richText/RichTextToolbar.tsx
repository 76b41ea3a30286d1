import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import type { Editor } from '@tiptap/react'
import { useEditorState } from '@tiptap/react'
import { Button, Divider, Flex, Select, Tooltip } from 'antd'
import type { ReactNode } from 'react'
import {
  RICH_TEXT_HEADING_LEVELS,
  type RichTextControl,
  type RichTextHeadingLevel,
  type RichTextToolbarKind,
  richTextControls,
} from './richTextControls.ts'
import { type RichTextMessageKey, richTextMessage } from './richTextMessages.ts'

/** What the toolbar shows as pressed or available, read from the editor on each change. */
interface ToolbarState {
  heading: RichTextHeadingLevel | 0
  marks: Readonly<Record<'bold' | 'italic' | 'underline' | 'strike' | 'link', boolean>>
  blocks: Readonly<Record<'bulletList' | 'orderedList' | 'blockquote', boolean>>
  canUndo: boolean
  canRedo: boolean
}

function readState(editor: Editor): ToolbarState {
  return {
    heading: RICH_TEXT_HEADING_LEVELS.find((level) => editor.isActive('heading', { level })) ?? 0,
    marks: {
      bold: editor.isActive('bold'),
      italic: editor.isActive('italic'),
      underline: editor.isActive('underline'),
      strike: editor.isActive('strike'),
      link: editor.isActive('link'),
    },
    blocks: {
      bulletList: editor.isActive('bulletList'),
      orderedList: editor.isActive('orderedList'),
      blockquote: editor.isActive('blockquote'),
    },
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  }
}

// Antd has no quotation icon; a typographic mark reads as one.
const QUOTE_ICON = (
  <span aria-hidden style={{ fontFamily: 'Georgia, serif', fontSize: 20, lineHeight: '14px', height: 14 }}>
    ”
  </span>
)

const ICONS: Readonly<Partial<Record<RichTextControl, ReactNode>>> = {
  bold: <BoldOutlined />,
  italic: <ItalicOutlined />,
  underline: <UnderlineOutlined />,
  strike: <StrikethroughOutlined />,
  bulletList: <UnorderedListOutlined />,
  orderedList: <OrderedListOutlined />,
  blockquote: QUOTE_ICON,
  link: <LinkOutlined />,
  image: <PictureOutlined />,
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
}

/** Props of {@link RichTextToolbar}. */
export interface RichTextToolbarProps {
  editor: Editor
  kind: RichTextToolbarKind
  language: LanguageCode
  /** Opens the link address prompt. */
  onLink(): void
  /** Opens the picture file picker; undefined when the form cannot upload. */
  onImage: (() => void) | undefined
}

/**
 * The editor's antd toolbar: the heading choice and one button per control of the field's
 * `editor` setting, pressed while the selection has that mark or block.
 */
export function RichTextToolbar(props: RichTextToolbarProps) {
  const { editor, language } = props
  const state = useEditorState({ editor, selector: ({ editor: current }) => readState(current) })
  const text = (key: RichTextMessageKey) => richTextMessage(key, language)

  const run: Record<Exclude<RichTextControl, 'heading'>, () => void> = {
    bold: () => editor.chain().focus().toggleBold().run(),
    italic: () => editor.chain().focus().toggleItalic().run(),
    underline: () => editor.chain().focus().toggleUnderline().run(),
    strike: () => editor.chain().focus().toggleStrike().run(),
    bulletList: () => editor.chain().focus().toggleBulletList().run(),
    orderedList: () => editor.chain().focus().toggleOrderedList().run(),
    blockquote: () => editor.chain().focus().toggleBlockquote().run(),
    link: props.onLink,
    image: () => props.onImage?.(),
    undo: () => editor.chain().focus().undo().run(),
    redo: () => editor.chain().focus().redo().run(),
  }
  const pressed = (control: RichTextControl): boolean => {
    if (control in state.marks) return state.marks[control as keyof ToolbarState['marks']]
    if (control in state.blocks) return state.blocks[control as keyof ToolbarState['blocks']]
    return false
  }
  const disabled = (control: RichTextControl): boolean =>
    (control === 'undo' && !state.canUndo) ||
    (control === 'redo' && !state.canRedo) ||
    (control === 'image' && props.onImage === undefined)

  const button = (control: Exclude<RichTextControl, 'heading'>) => {
    const label = text(control)
    const on = pressed(control)
    return (
      <Tooltip key={control} title={label} mouseEnterDelay={0.6}>
        <Button
          size="small"
          color={on ? 'primary' : 'default'}
          variant={on ? 'filled' : 'text'}
          icon={ICONS[control]}
          aria-label={label}
          aria-pressed={control === 'undo' || control === 'redo' || control === 'image' ? undefined : on}
          disabled={disabled(control)}
          data-testid={`rich-text-${control}`}
          // Keeps the editor's selection: the command runs on what was selected.
          onMouseDown={(event) => event.preventDefault()}
          onClick={run[control]}
        />
      </Tooltip>
    )
  }

  const headingChoice = (
    <Select
      key="heading"
      size="small"
      variant="borderless"
      style={{ width: 136 }}
      aria-label={text('heading').replace(/\s*\{level\}/, '')}
      data-testid="rich-text-heading"
      value={state.heading}
      popupMatchSelectWidth={false}
      options={[
        { value: 0, label: text('paragraph') },
        ...RICH_TEXT_HEADING_LEVELS.map((level) => ({
          value: level,
          label: richTextMessage('heading', language, { level }),
        })),
      ]}
      onChange={(level: RichTextHeadingLevel | 0) => {
        if (level === 0) editor.chain().focus().setParagraph().run()
        else editor.chain().focus().setHeading({ level }).run()
      }}
    />
  )

  const groups = richTextControls(props.kind)
  return (
    <Flex
      role="toolbar"
      wrap
      align="center"
      gap={2}
      data-testid="rich-text-toolbar"
      style={{ padding: '4px 6px', borderBottom: '1px solid var(--ant-color-border-secondary, rgba(5, 5, 5, 0.06))' }}
    >
      {groups.map((group, index) => (
        <Flex key={group.join('-')} align="center" gap={2}>
          {index > 0 && <Divider orientation="vertical" style={{ marginInline: 4 }} />}
          {group.map((control) => (control === 'heading' ? headingChoice : button(control)))}
          {group.includes('link') && state.marks.link && (
            <Tooltip title={text('unlink')} mouseEnterDelay={0.6}>
              <Button
                size="small"
                variant="text"
                color="default"
                icon={<DisconnectOutlined />}
                aria-label={text('unlink')}
                data-testid="rich-text-unlink"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
              />
            </Tooltip>
          )}
        </Flex>
      ))}
    </Flex>
  )
}
