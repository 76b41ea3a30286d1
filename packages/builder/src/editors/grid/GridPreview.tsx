import { type HttpClient, RecordsGrid, recordsClient } from '@tamga/renderer'
import { type GridDocument, type LanguageCode, type ModelDocument, validateDocument } from '@tamga/schema'
import { Alert, Button, Spin, Typography } from 'antd'
import { type JSX, useEffect, useMemo, useState } from 'react'
import type { DocumentsClient } from '../../client/documentsClient.ts'
import { ResetBoundary } from '../../controls/ResetBoundary.tsx'
import { krudShowing } from '../krud/krudShowing.ts'
import { gridWord } from './words.ts'

/** How long the grid must stay unchanged before the preview reads rows with it again. */
export const PREVIEW_DEBOUNCE_MS = 800

export interface GridPreviewProps {
  grid: GridDocument
  model: ModelDocument | undefined
  http: HttpClient
  documents: DocumentsClient
  language: LanguageCode
}

/** The value a moment after it stops changing. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay)
    return () => clearTimeout(timer)
  }, [value, delay])
  return settled
}

/**
 * The grid as the renderer draws it, over real rows: the records API serves krud names, so the
 * rows come through a saved krud that names this grid (the columns and options are the ones
 * being edited). Redrawn a moment after the last edit, only while the grid is valid.
 */
export function GridPreview({ grid, model, http, documents, language }: GridPreviewProps): JSX.Element {
  const w = (key: Parameters<typeof gridWord>[0]) => gridWord(key, language)
  const settled = useSettled(grid, PREVIEW_DEBOUNCE_MS)
  const valid = useMemo(() => validateDocument(settled).ok, [settled])
  const client = useMemo(() => recordsClient(http), [http])
  const [krud, setKrud] = useState<string | null | undefined>(undefined)
  const name = grid.name

  useEffect(() => {
    setKrud(undefined)
    let live = true
    void krudShowing(documents, 'grid', name).then((found) => {
      if (live) setKrud(found ?? null)
    })
    return () => {
      live = false
    }
  }, [documents, name])

  let body: JSX.Element
  if (krud === undefined) body = <Spin />
  else if (krud === null)
    body = <Alert type="info" showIcon title={w('previewNoKrud')} data-testid="grid-preview-no-krud" />
  else if (!valid) body = <Typography.Text type="secondary">{w('previewWaiting')}</Typography.Text>
  else
    body = (
      <>
        <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
          {w('previewThrough')}: <code>{krud}</code>
        </Typography.Text>
        <ResetBoundary
          resetKey={settled}
          fallback={(error, retry) => (
            <Alert
              type="error"
              showIcon
              title={w('previewFailed')}
              description={error.message}
              data-testid="grid-preview-error"
              action={
                <Button size="small" onClick={retry}>
                  {w('retry')}
                </Button>
              }
            />
          )}
        >
          <RecordsGrid client={client} krud={krud} grid={settled} model={model} language={language} height={420} />
        </ResetBoundary>
      </>
    )
  return <div data-testid="grid-preview">{body}</div>
}
