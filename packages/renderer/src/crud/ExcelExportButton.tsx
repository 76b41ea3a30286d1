import { CloseOutlined, FileExcelOutlined } from '@ant-design/icons'
import type { LanguageCode } from '@tamga/schema'
import { App, Button, Progress, Space, Typography } from 'antd'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { crudText } from './crudMessages.ts'
import { byteSize, type DownloadProgress, downloadPercent, downloadWithProgress, saveBlob } from './exportDownload.ts'

/** Props of {@link ExcelExportButton}. */
export interface ExcelExportButtonProps {
  /** The export's address for the rows the grid shows now, read when the button is pressed. */
  address: () => string
  /** The file's name when the server names none. */
  fallbackName: string
  language: LanguageCode
}

/** How long the finished bar stays, so the person sees the export end. */
const DONE_SHOWN_MS = 2500

type ExportState = { phase: 'running' | 'done'; progress: DownloadProgress }

/**
 * The toolbar's Excel export: the workbook is streamed with a progress bar beside the button
 * (the percent when the size is known, otherwise the bytes received and the rows it holds),
 * then saved as a file. The bar's close button cancels a running export.
 */
export function ExcelExportButton(props: ExcelExportButtonProps): ReactNode {
  const { language } = props
  const { message } = App.useApp()
  const [state, setState] = useState<ExportState | undefined>(undefined)
  const running = useRef<AbortController | undefined>(undefined)

  // Leaving the screen ends a running export.
  useEffect(() => () => running.current?.abort(), [])

  useEffect(() => {
    if (state?.phase !== 'done') return
    const timer = setTimeout(() => setState(undefined), DONE_SHOWN_MS)
    return () => clearTimeout(timer)
  }, [state])

  const start = async () => {
    running.current?.abort()
    const controller = new AbortController()
    running.current = controller
    setState({ phase: 'running', progress: { received: 0, size: undefined, rows: undefined } })
    const result = await downloadWithProgress({
      url: props.address(),
      fallbackName: props.fallbackName,
      language,
      signal: controller.signal,
      onProgress: (progress) => {
        if (running.current === controller) setState({ phase: 'running', progress })
      },
    })
    if (running.current !== controller) return
    running.current = undefined
    if (result.ok) {
      saveBlob(result.blob, result.fileName)
      setState((current) => ({
        phase: 'done',
        progress: { ...(current?.progress ?? { rows: undefined }), received: result.blob.size, size: result.blob.size },
      }))
      void message.success(crudText('exportDone', language))
      return
    }
    setState(undefined)
    if (!result.cancelled) void message.error(result.message || crudText('exportFailed', language))
  }

  const cancel = () => {
    running.current?.abort()
    running.current = undefined
    setState(undefined)
  }

  const progress = state?.progress
  const percent = progress === undefined ? undefined : downloadPercent(progress)
  const facts =
    progress === undefined
      ? []
      : [
          progress.rows === undefined ? undefined : crudText('exportRows', language, { rows: progress.rows }),
          crudText('exportedSize', language, { size: byteSize(progress.received) }),
        ].filter((fact) => fact !== undefined)

  return (
    <Space size={8}>
      <Button
        icon={<FileExcelOutlined />}
        loading={state?.phase === 'running'}
        onClick={() => void start()}
        data-testid="krud-export"
      >
        {crudText('exportExcel', language)}
      </Button>
      {state !== undefined && (
        <Space
          size={4}
          data-testid="krud-export-progress"
          data-phase={state.phase}
          title={crudText('exporting', language)}
        >
          <Progress
            style={{ width: 140, margin: 0 }}
            size="small"
            // Without a known size the bar runs full and striped: how much is left cannot be told.
            percent={state.phase === 'done' ? 100 : (percent ?? 100)}
            status={state.phase === 'done' ? 'success' : 'active'}
            showInfo={state.phase === 'done' || percent !== undefined}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {facts.join(' · ')}
          </Typography.Text>
          {state.phase === 'running' && (
            <Button
              size="small"
              type="text"
              icon={<CloseOutlined />}
              onClick={cancel}
              aria-label={crudText('cancel', language)}
              data-testid="krud-export-cancel"
            />
          )}
        </Space>
      )}
    </Space>
  )
}
