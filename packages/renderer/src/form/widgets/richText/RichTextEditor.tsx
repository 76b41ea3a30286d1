// The TipTap editor of a rich-text field. Loaded on its own (React.lazy in RichTextWidget), so
// TipTap and ProseMirror land in a chunk of their own and only forms with rich text load them.

import { isAllowedImageAddress, isAllowedLinkAddress, linkAddressFromInput, RICH_TEXT_LINK_REL } from '@tamga/schema'
import Image from '@tiptap/extension-image'
import { EditorContent, useEditor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { App, Input, Modal, message as staticMessage, Typography, theme } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { formMessage } from '../../formMessages.ts'
import { useRecordForm } from '../../RecordFormContext.ts'
import { RichTextToolbar } from './RichTextToolbar.tsx'
import { insertsImages, RICH_TEXT_HEADING_LEVELS, type RichTextToolbarKind } from './richTextControls.ts'
import { richTextMessage } from './richTextMessages.ts'
import { sanitizeRichText } from './sanitizeRichText.ts'
import './richText.css'

/** The picture types the server takes for a rich-text field (by content; these are what the picker offers). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  /** The editable area's id, for the field's label. */
  id: string
  /** The field's name: pictures are uploaded for it. */
  name: string
  /** The HTML held; `''` for none. */
  html: string
  /** Called with the sanitised HTML after each change; `''` when the editor was emptied. */
  onHtml(html: string): void
  onBlur(): void
  onFocus(): void
  kind: RichTextToolbarKind
  /** What a screen reader calls the editable area. */
  label: string
  hasError: boolean
  autoFocus: boolean
}

/** The image files among pasted or dropped data. */
function imageFilesOf(data: DataTransfer | null): File[] {
  return Array.from(data?.files ?? []).filter((file) => file.type.startsWith('image/'))
}

/**
 * A rich-text field being edited: TipTap with an antd toolbar (headings, marks, lists, quotes,
 * links, pictures uploaded through the form's `upload`, undo and redo). The HTML is sanitised
 * as it comes in, as it is pasted and as it goes out; an emptied editor answers `''`.
 */
export default function RichTextEditor(props: RichTextEditorProps) {
  const form = useRecordForm()
  const { language } = form
  const app = App.useApp()
  const notify = typeof app.message.error === 'function' ? app.message : staticMessage
  const { token } = theme.useToken()
  const [linkDraft, setLinkDraft] = useState<string | undefined>(undefined)
  const [linkRefused, setLinkRefused] = useState(false)
  const fileInput = useRef<HTMLInputElement>(null)
  // The callbacks TipTap keeps from its first render read the latest props through these.
  const latest = useRef({ props, form, notify })
  latest.current = { props, form, notify }
  // The HTML this editor last handed out, so its own change coming back is not set again.
  const emitted = useRef(props.html)
  const canInsertImages = insertsImages(props.kind) && form.upload !== undefined

  const uploadImages = async (files: readonly File[]) => {
    const { form: current, props: now, notify: toast } = latest.current
    if (current.upload === undefined) return
    for (const file of files) {
      if (!file.type.startsWith('image/')) {
        void toast.error(richTextMessage('onlyImages', current.language))
        continue
      }
      const key = `rich-text-upload-${now.id}`
      const sending = richTextMessage('imageUploading', current.language)
      void toast.open({ key, type: 'loading', content: sending, duration: 0 })
      const stored = await current
        .upload(now.name, file, (percent) =>
          toast.open({ key, type: 'loading', content: `${sending} ${percent}%`, duration: 0 }),
        )
        .catch(() => undefined)
      toast.destroy(key)
      // Only an address the sanitiser keeps is placed: anything else would vanish on save.
      if (stored?.url === undefined || !isAllowedImageAddress(stored.url)) {
        void toast.error(formMessage('uploadFailed', current.language))
        continue
      }
      editor.chain().focus().setImage({ src: stored.url, alt: stored.name }).run()
    }
  }

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...RICH_TEXT_HEADING_LEVELS] },
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: RICH_TEXT_LINK_REL, target: '_blank' },
          isAllowedUri: (url) => isAllowedLinkAddress(url),
          shouldAutoLink: (url) => isAllowedLinkAddress(url),
        },
      }),
      Image.configure({ allowBase64: false }),
    ],
    content: sanitizeRichText(props.html),
    autofocus: props.autoFocus ? 'end' : false,
    editorProps: {
      attributes: {
        id: props.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
        class: 'tamga-rich-text tamga-rich-text-editable',
        'data-testid': 'rich-text-content',
      },
      // Pasted HTML is cleaned before the editor reads it, not only when it is sent.
      transformPastedHTML: (html) => sanitizeRichText(html),
      handlePaste: (_view, event) => {
        const files = imageFilesOf(event.clipboardData)
        if (files.length === 0 || !insertsImages(latest.current.props.kind)) return false
        void uploadImages(files)
        return true
      },
      handleDrop: (_view, event, _slice, moved) => {
        const files = moved ? [] : imageFilesOf(event.dataTransfer)
        if (files.length === 0 || !insertsImages(latest.current.props.kind)) return false
        void uploadImages(files)
        return true
      },
    },
    onUpdate: ({ editor: changed }) => {
      const html = changed.isEmpty ? '' : sanitizeRichText(changed.getHTML())
      emitted.current = html
      latest.current.props.onHtml(html)
    },
    onFocus: () => latest.current.props.onFocus(),
    onBlur: () => latest.current.props.onBlur(),
  })

  // A value set from outside (the record loaded, the form reset) replaces the text.
  useEffect(() => {
    if (props.html === emitted.current) return
    emitted.current = props.html
    const clean = sanitizeRichText(props.html)
    if (clean === (editor.isEmpty ? '' : editor.getHTML())) return
    editor.commands.setContent(clean, { emitUpdate: false })
  }, [editor, props.html])

  const openLink = () => {
    const href: unknown = editor.getAttributes('link').href
    setLinkRefused(false)
    setLinkDraft(typeof href === 'string' ? href : '')
  }
  const applyLink = () => {
    const typed = linkDraft ?? ''
    if (typed.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run()
      setLinkDraft(undefined)
      return
    }
    const href = linkAddressFromInput(typed)
    if (href === undefined) {
      setLinkRefused(true)
      return
    }
    const chain = editor.chain().focus()
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
    } else {
      chain.extendMarkRange('link').setLink({ href }).run()
    }
    setLinkDraft(undefined)
  }

  return (
    <div
      data-testid="rich-text-editor"
      style={{
        border: `1px solid ${props.hasError ? token.colorError : token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
      }}
    >
      <RichTextToolbar
        editor={editor}
        kind={props.kind}
        language={language}
        onLink={openLink}
        onImage={canInsertImages ? () => fileInput.current?.click() : undefined}
      />
      <EditorContent editor={editor} />
      {canInsertImages && (
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          hidden
          data-testid="rich-text-image-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? [])
            // The same file chosen twice in a row must fire again.
            event.target.value = ''
            void uploadImages(files)
          }}
        />
      )}
      <Modal
        open={linkDraft !== undefined}
        title={richTextMessage('link', language)}
        okText={richTextMessage('insert', language)}
        cancelText={richTextMessage('cancel', language)}
        onOk={applyLink}
        onCancel={() => setLinkDraft(undefined)}
        destroyOnHidden
        width={440}
      >
        <Input
          autoFocus
          value={linkDraft ?? ''}
          placeholder="https://"
          aria-label={richTextMessage('linkAddress', language)}
          status={linkRefused ? 'error' : undefined}
          data-testid="rich-text-link-input"
          onChange={(event) => {
            setLinkDraft(event.target.value)
            setLinkRefused(false)
          }}
          onPressEnter={applyLink}
        />
        {linkRefused && (
          <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
            {richTextMessage('linkInvalid', language)}
          </Typography.Text>
        )}
      </Modal>
    </div>
  )
}
