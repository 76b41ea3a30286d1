import { formatDateTime, type LanguageCode } from '@tamga/schema'
import { Button, Drawer, Empty, Space, Tag, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import type { DocumentRevision } from '../client/documentsClient.ts'
import { diffLines, foldDiff, prettyJson } from './jsonDiff.ts'
import { frameWord } from './words.ts'

export interface HistoryDrawerProps {
  open: boolean
  onClose: () => void
  /** The document as it is in the builder now, to compare a revision with. */
  current: unknown
  load: () => Promise<DocumentRevision[] | undefined>
  restore: (revision: number) => Promise<boolean>
  language: LanguageCode
}

/**
 * When a revision was saved, in the project's time zone as every time of the app is shown, and
 * by whom.
 *
 * @example revisionCaption({ changedAt: '2026-12-04T05:06:00Z', changedBy: 'admin' }) // '2026-12-04 13:06 · admin'
 */
export function revisionCaption(revision: Pick<DocumentRevision, 'changedAt' | 'changedBy'>): string {
  return `${formatDateTime(revision.changedAt)} · ${revision.changedBy ?? '—'}`
}

const LINE_COLOURS = { same: undefined, removed: 'rgba(255, 77, 79, 0.14)', added: 'rgba(82, 196, 26, 0.16)' }
const LINE_MARKS = { same: ' ', removed: '−', added: '+' }

/** Every stored revision, newest first; one picked shows its diff with the document now and can be restored. */
export function HistoryDrawer({ open, onClose, current, load, restore, language }: HistoryDrawerProps) {
  const [revisions, setRevisions] = useState<DocumentRevision[]>()
  const [picked, setPicked] = useState<number>()
  useEffect(() => {
    if (!open) return
    setRevisions(undefined)
    void load().then((found) => {
      setRevisions(found ?? [])
      setPicked(found?.[0]?.revision)
    })
  }, [open, load])
  const revision = revisions?.find((found) => found.revision === picked)
  const diff = useMemo(
    () =>
      revision?.document == null
        ? []
        : // Lines repeat (`},`): their place in the diff is what tells them apart.
          foldDiff(diffLines(prettyJson(revision.document), prettyJson(current))).map((line, at) => ({ ...line, at })),
    [revision, current],
  )
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={frameWord('history', language)}
      size="large"
      data-testid="builder-history"
      destroyOnHidden
    >
      {revisions !== undefined && revisions.length === 0 ? (
        <Empty description={frameWord('noHistory', language)} />
      ) : (
        <div style={{ display: 'grid', gridTemplateColumns: '200px 1fr', gap: 16 }}>
          {/* Plain markup: antd 6 deprecates List. */}
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={revisions === undefined}>
            {(revisions ?? []).map((found) => (
              <li key={found.revision}>
                <button
                  type="button"
                  data-testid={`builder-revision-${found.revision}`}
                  onClick={() => setPicked(found.revision)}
                  style={{
                    all: 'unset',
                    cursor: 'pointer',
                    display: 'block',
                    width: '100%',
                    padding: '8px 10px',
                    borderRadius: 6,
                    background: found.revision === picked ? 'rgba(22,119,255,0.1)' : undefined,
                  }}
                >
                  <span>
                    {frameWord('revision', language)} {found.revision}{' '}
                    {found.document === null ? <Tag color="red">{frameWord('deleted', language)}</Tag> : null}
                  </span>
                  <br />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {revisionCaption(found)}
                  </Typography.Text>
                </button>
              </li>
            ))}
          </ul>
          <div>
            {revision === undefined || revision.document === null ? null : (
              <>
                <Space style={{ marginBottom: 8 }}>
                  <Typography.Text strong>{frameWord('compareWithCurrent', language)}</Typography.Text>
                  <Button
                    data-testid="builder-restore"
                    onClick={() => void restore(revision.revision).then((done) => done && onClose())}
                  >
                    {frameWord('restore', language)}
                  </Button>
                </Space>
                <pre
                  data-testid="builder-diff"
                  style={{ fontSize: 12, margin: 0, maxHeight: '70vh', overflow: 'auto' }}
                >
                  {diff.map((line) =>
                    line.change === 'folded' ? (
                      <div key={line.at} data-change="folded" style={{ color: '#8c8c8c', padding: '2px 0' }}>
                        ⋯ {frameWord('unchangedLines', language, { count: line.count })}
                      </div>
                    ) : (
                      <div key={line.at} data-change={line.change} style={{ background: LINE_COLOURS[line.change] }}>
                        {LINE_MARKS[line.change]} {line.text}
                      </div>
                    ),
                  )}
                </pre>
              </>
            )}
          </div>
        </div>
      )}
    </Drawer>
  )
}
