import {
  DownloadOutlined,
  HistoryOutlined,
  RedoOutlined,
  SaveOutlined,
  UndoOutlined,
  UploadOutlined,
} from '@ant-design/icons'
import type { HttpClient } from '@tamga/renderer'
import type { DocumentKind, DocumentsByKind, LanguageCode } from '@tamga/schema'
import { Alert, Button, Input, Modal, Space, Spin, Tabs, Tag, Tooltip, Typography } from 'antd'
import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react'
import { documentsClient } from '../client/documentsClient.ts'
import { IssueDetails } from '../controls/IssueText.tsx'
import { issueLocation } from '../controls/issueLocation.ts'
import { issueText } from '../controls/issuesAt.ts'
import { ResetBoundary } from '../controls/ResetBoundary.tsx'
import type { EditorProps } from '../editors/editorProps.ts'
import { HistoryDrawer } from './HistoryDrawer.tsx'
import { JsonEditor } from './JsonEditor.tsx'
import { kindWord } from './kindWords.ts'
import { importedDocument, jsonFileName } from './transfer.ts'
import { useDocumentEditor } from './useDocumentEditor.ts'
import { frameWord } from './words.ts'

export interface BuilderFrameProps<TKind extends DocumentKind> {
  kind: TKind
  name: string
  /** Not stored yet: the document starts from its kind's example. */
  isNew: boolean
  /** A new document's title (the create dialog's). */
  title?: string | undefined
  http: HttpClient
  language: LanguageCode
  /** The kind's visual editor; without one the document is edited as JSON. */
  editor?: ComponentType<EditorProps<TKind>> | undefined
  /** Told whenever the document gains or loses unsaved changes (the app's leave guard reads it). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined
  /** Told after each save with the stored document. */
  onSaved?: ((document: DocumentsByKind[TKind]) => void) | undefined
  /** More buttons for the toolbar (the app's mock-up preview). */
  extra?: ReactNode
}

/**
 * Every builder's frame (issue 10): the document's toolbar (undo, redo, save, history with
 * diff and restore, JSON export and import), the issues listed and handed to the editor to mark
 * where they are, the visual editor and the JSON beside it, and a confirmation with a reason
 * before a table change that can lose data.
 */
export function BuilderFrame<TKind extends DocumentKind>(props: BuilderFrameProps<TKind>) {
  const { kind, name, isNew, title, http, language, editor: Editor, onDirtyChange, onSaved, extra } = props
  const documents = useMemo(() => documentsClient(http), [http])
  const editor = useDocumentEditor({ documents, kind, name, isNew, title, language })
  const [historyOpen, setHistoryOpen] = useState(false)
  const [tab, setTab] = useState(Editor === undefined ? 'json' : 'visual')
  const [reason, setReason] = useState('')
  const [notice, setNotice] = useState<string>()
  const fileInput = useRef<HTMLInputElement>(null)
  const { session, issues, dirty } = editor

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange])

  const save = async (destructiveReason?: string) => {
    const stored = await editor.save(destructiveReason)
    if (stored) {
      setReason('')
      setNotice(frameWord('savedAt', language))
      if (session !== undefined) onSaved?.(session.current as DocumentsByKind[TKind])
    }
  }

  // Ctrl+S, Ctrl+Z and Ctrl+Shift+Z / Ctrl+Y, as every editor has them. Typing in a box keeps
  // the box's own undo (its text), the document's undo is the toolbar's there.
  const keys = useRef({ save, editor })
  keys.current = { save, editor }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return
      const key = event.key.toLowerCase()
      const typing =
        event.target instanceof HTMLElement && event.target.closest('input, textarea, [contenteditable]') !== null
      if (key === 's') {
        event.preventDefault()
        void keys.current.save()
      } else if (!typing && key === 'z') {
        event.preventDefault()
        if (event.shiftKey) keys.current.editor.redo()
        else keys.current.editor.undo()
      } else if (!typing && key === 'y') {
        event.preventDefault()
        keys.current.editor.redo()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  if (editor.status === 'loading' || session === undefined) {
    return editor.status === 'missing' ? (
      <Alert type="error" showIcon title={`${kindWord(kind, language)} “${name}”: 404`} data-testid="builder-missing" />
    ) : (
      <Spin />
    )
  }

  const current = session.current as DocumentsByKind[TKind]
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${JSON.stringify(current, null, 2)}\n`], { type: 'application/json' }))
    const link = document.createElement('a')
    link.href = url
    link.download = jsonFileName(kind, name)
    link.click()
    URL.revokeObjectURL(url)
  }
  const upload = async (file: File) => {
    const imported = importedDocument(await file.text(), kind, name)
    if (!imported.ok) {
      setNotice(frameWord(imported.problem, language))
      return
    }
    editor.change(imported.document as DocumentsByKind[TKind], 'import')
    setNotice(imported.renamed ? frameWord('importRenamed', language) : undefined)
  }

  return (
    <section data-testid="builder-frame" data-kind={kind} data-name={name} data-dirty={dirty}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {kindWord(kind, language)} · {name}
          </Typography.Title>
          {dirty ? (
            <Tag color="orange" data-testid="builder-dirty">
              {frameWord('unsaved', language)}
            </Tag>
          ) : (
            <Tag color="green">{frameWord('saved', language)}</Tag>
          )}
          {session.revision > 0 ? (
            <Tag data-testid="builder-revision">
              {frameWord('revision', language)} {session.revision}
            </Tag>
          ) : null}
        </Space>
        <Space wrap>
          {extra}
          <Tooltip title="Ctrl+Z">
            <Button icon={<UndoOutlined />} disabled={!editor.canUndo} onClick={editor.undo} data-testid="builder-undo">
              {frameWord('undo', language)}
            </Button>
          </Tooltip>
          <Tooltip title="Ctrl+Shift+Z">
            <Button icon={<RedoOutlined />} disabled={!editor.canRedo} onClick={editor.redo} data-testid="builder-redo">
              {frameWord('redo', language)}
            </Button>
          </Tooltip>
          <Button
            icon={<HistoryOutlined />}
            disabled={session.revision === 0}
            onClick={() => setHistoryOpen(true)}
            data-testid="builder-history-open"
          >
            {frameWord('history', language)}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={download} data-testid="builder-export">
            {frameWord('exportJson', language)}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} data-testid="builder-import">
            {frameWord('importJson', language)}
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept="application/json,.json"
            hidden
            data-testid="builder-import-file"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file !== undefined) void upload(file)
            }}
          />
          <Tooltip title="Ctrl+S">
            <Button
              type="primary"
              icon={<SaveOutlined />}
              loading={editor.status === 'saving'}
              disabled={issues.length > 0 && !dirty}
              onClick={() => void save()}
              data-testid="builder-save"
            >
              {frameWord('save', language)}
            </Button>
          </Tooltip>
        </Space>
      </Space>

      {notice === undefined ? null : (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => setNotice(undefined) }}
          title={notice}
          style={{ marginBottom: 12 }}
          data-testid="builder-notice"
        />
      )}
      {editor.refusal?.kind === 'conflict' || editor.refusal?.kind === 'failed' ? (
        <Alert
          type="error"
          showIcon
          title={editor.refusal.message}
          style={{ marginBottom: 12 }}
          data-testid="builder-refusal"
          action={
            editor.refusal.kind === 'conflict' ? (
              <Button size="small" onClick={() => void editor.reload()}>
                {frameWord('reload', language)}
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {issues.length === 0 ? null : (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="builder-issues"
          title={`${frameWord('issues', language)} (${issues.length})`}
          description={
            <ul style={{ margin: 0, paddingLeft: 18, maxHeight: 160, overflow: 'auto' }}>
              {issues.map((found) => (
                <li key={`${found.path} ${found.code}`} data-path={found.path} data-testid="builder-issue">
                  {issueText(found, language)}
                  <div style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.55)' }}>
                    <span data-testid="builder-issue-place">{issueLocation(current, found, language)}</span>
                    <IssueDetails issue={found} language={language} />
                  </div>
                </li>
              ))}
            </ul>
          }
        />
      )}

      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'visual',
            label: frameWord('visual', language),
            children:
              Editor === undefined ? (
                <Alert type="info" title={frameWord('noVisualEditor', language)} />
              ) : (
                <ResetBoundary
                  resetKey={current}
                  fallback={() => <Alert type="warning" showIcon title={frameWord('editorFailed', language)} />}
                >
                  <Suspense fallback={<Spin />}>
                    <Editor
                      document={current}
                      onChange={editor.change}
                      issues={issues}
                      language={language}
                      http={http}
                      documents={documents}
                    />
                  </Suspense>
                </ResetBoundary>
              ),
          },
          {
            key: 'json',
            label: frameWord('json', language),
            children: (
              <JsonEditor
                value={current}
                language={language}
                onChange={(next) => editor.change(next as DocumentsByKind[TKind], 'json')}
              />
            ),
          },
        ]}
      />

      <HistoryDrawer
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        current={current}
        load={editor.history}
        restore={editor.restore}
        language={language}
      />
      <Modal
        open={editor.refusal?.kind === 'destructive'}
        title={frameWord('destructiveTitle', language)}
        onCancel={editor.dismiss}
        footer={
          <Space>
            <Button onClick={editor.dismiss}>{frameWord('cancel', language)}</Button>
            <Button
              danger
              type="primary"
              disabled={reason.trim() === ''}
              onClick={() => void save(reason.trim())}
              data-testid="builder-destructive-confirm"
            >
              {frameWord('confirm', language)}
            </Button>
          </Space>
        }
      >
        {editor.refusal?.kind === 'destructive' ? (
          <>
            <Typography.Paragraph>{editor.refusal.message}</Typography.Paragraph>
            <ul>
              {editor.refusal.issues.map((found) => (
                <li key={`${found.path} ${found.code}`}>{issueText(found, language)}</li>
              ))}
            </ul>
          </>
        ) : null}
        <Input.TextArea
          data-testid="builder-destructive-reason"
          placeholder={frameWord('destructiveReason', language)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </section>
  )
}
