import { DownloadOutlined, InboxOutlined } from '@ant-design/icons'
import type { ImportAnswer, ImportAnswerCell, ImportSettingsAnswer, LanguageCode } from '@tamga/schema'
import { Alert, App, Button, Modal, Skeleton, Space, Statistic, Table, Typography, Upload } from 'antd'
import { type ReactNode, useEffect, useState } from 'react'
import { serverIssuesOf } from '../form/serverIssues.ts'
import type { ApiFailure } from '../http.ts'
import type { RecordsClient } from '../records/recordsClient.ts'
import { crudText } from './crudMessages.ts'
import { byteSize } from './exportDownload.ts'

/** Props of {@link ImportDialog}. */
export interface ImportDialogProps {
  open: boolean
  client: RecordsClient
  krud: string
  language: LanguageCode
  /** Told the rows an import added; the screen reads its list again. */
  onImported: (inserted: number) => void
  onClose: () => void
}

/** A reason in the reader's language (the server words them in Mongolian and English). */
function reasonText(reason: { mn_MN: string; en_US: string } | undefined, language: LanguageCode): string {
  if (reason === undefined) return ''
  return language === 'mn_MN' ? reason.mn_MN : reason.en_US
}

/** What a refused call says: the issues of its body (a file that is not a workbook, too many rows, a row taken meanwhile), else its message. */
function refusalLines(failure: ApiFailure, language: LanguageCode): string[] {
  const issues = serverIssuesOf(failure.body)
  const lines = issues
    .map((issue) => reasonText(issue.message as { mn_MN: string; en_US: string } | undefined, language))
    .filter((line) => line !== '')
  return lines.length > 0 ? lines : [failure.message || crudText('loadFailed', language)]
}

/**
 * The Excel import dialog (spec 3.13, issue 7): the headers the workbook needs and its sample
 * to download, then a workbook picked, checked by a dry run whose report lists every bad cell
 * by row, column and header with its reason, and, when no cell is bad, committed: every row is
 * added, or none. The report and the commit are the server's; nothing is decided here.
 */
export default function ImportDialog(props: ImportDialogProps): ReactNode {
  const { client, krud, language } = props
  const { message } = App.useApp()
  const [settings, setSettings] = useState<ImportSettingsAnswer | 'failed' | undefined>(undefined)
  const [file, setFile] = useState<File | undefined>(undefined)
  const [report, setReport] = useState<ImportAnswer | undefined>(undefined)
  const [refusal, setRefusal] = useState<string[] | undefined>(undefined)
  const [busy, setBusy] = useState<'check' | 'commit' | undefined>(undefined)

  useEffect(() => {
    if (!props.open) return
    let current = true
    void client.importSettings(krud, language).then((answer) => {
      if (current) setSettings(answer.ok ? answer.data : 'failed')
    })
    return () => {
      current = false
    }
  }, [client, krud, language, props.open])

  const choose = (chosen: File): boolean => {
    setReport(undefined)
    setRefusal(undefined)
    if (typeof settings === 'object' && chosen.size > settings.maxBytes) {
      setFile(undefined)
      setRefusal([crudText('importTooLarge', language, { max: byteSize(settings.maxBytes) })])
      return false
    }
    setFile(chosen)
    // The file stays here until it is checked: antd's upload is not used.
    return false
  }

  const check = async () => {
    if (file === undefined) return
    setBusy('check')
    setRefusal(undefined)
    const answer = await client.importWorkbook(krud, file, true)
    setBusy(undefined)
    if (answer.ok) setReport(answer.data)
    else if (!answer.cancelled) {
      setReport(undefined)
      setRefusal(refusalLines(answer, language))
    }
  }

  const commit = async () => {
    if (file === undefined) return
    setBusy('commit')
    const answer = await client.importWorkbook(krud, file, false)
    setBusy(undefined)
    if (answer.ok) {
      void message.success(crudText('importDone', language, { count: answer.data.inserted }))
      props.onImported(answer.data.inserted)
      return
    }
    // Someone took a value or removed a related row since the check: the file is checked again.
    if (!answer.cancelled) {
      setReport(undefined)
      setRefusal(refusalLines(answer, language))
    }
  }

  const canCommit = report !== undefined && report.cellCount === 0 && report.goodRows > 0

  const body = () => {
    if (settings === undefined) return <Skeleton active />
    if (settings === 'failed') return <Alert type="error" showIcon title={crudText('loadFailed', language)} />
    const headers = settings.columns.map((column) => column.header).join(', ')
    return (
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          title={crudText('importColumns', language, { row: Math.max(settings.startRow - 1, 1), headers })}
          action={
            <Button
              size="small"
              icon={<DownloadOutlined />}
              href={settings.sampleUrl}
              download
              data-testid="krud-import-sample"
            >
              {crudText('importSample', language)}
            </Button>
          }
        />
        <Upload.Dragger
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          multiple={false}
          beforeUpload={choose}
          fileList={file === undefined ? [] : [{ uid: 'chosen', name: file.name, status: 'done' }]}
          onRemove={() => {
            setFile(undefined)
            setReport(undefined)
            setRefusal(undefined)
          }}
          data-testid="krud-import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{crudText('importPick', language)}</p>
        </Upload.Dragger>
        {refusal !== undefined && (
          <Alert
            type="error"
            showIcon
            title={refusal[0]}
            description={refusal.length > 1 ? refusal.slice(1).join('\n') : undefined}
            data-testid="krud-import-refusal"
          />
        )}
        {report !== undefined && <ImportReport report={report} language={language} />}
      </Space>
    )
  }

  return (
    <Modal
      open={props.open}
      title={crudText('importExcel', language)}
      width={820}
      onCancel={props.onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={props.onClose}>{crudText('cancel', language)}</Button>
          <Button
            disabled={file === undefined || busy === 'commit'}
            loading={busy === 'check'}
            onClick={() => void check()}
            data-testid="krud-import-check"
          >
            {crudText('importCheck', language)}
          </Button>
          <Button
            type="primary"
            disabled={!canCommit || busy === 'check'}
            loading={busy === 'commit'}
            onClick={() => void commit()}
            data-testid="krud-import-commit"
          >
            {crudText('importCommit', language, { count: report?.goodRows ?? 0 })}
          </Button>
        </Space>
      }
    >
      {body()}
    </Modal>
  )
}

/** A dry run's report: the rows read and to add, the bad cells counted and listed. */
function ImportReport(props: { report: ImportAnswer; language: LanguageCode }): ReactNode {
  const { report, language } = props
  const more = report.cellCount - report.cells.length
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid="krud-import-report">
      <Space size={32}>
        <Statistic title={crudText('importRowsRead', language)} value={report.rows} data-testid="krud-import-rows" />
        <Statistic
          title={crudText('importToInsert', language)}
          value={report.goodRows}
          data-testid="krud-import-good"
        />
        <Statistic
          title={crudText('importBadCells', language)}
          value={report.cellCount}
          styles={report.cellCount > 0 ? { content: { color: '#e13812' } } : undefined}
          data-testid="krud-import-bad"
        />
      </Space>
      {report.cellCount > 0 && <Alert type="warning" showIcon title={crudText('importFixFirst', language)} />}
      {report.cellCount === 0 && report.goodRows === 0 && (
        <Alert type="warning" showIcon title={crudText('importNothing', language)} />
      )}
      {report.cells.length > 0 && (
        <Table<ImportAnswerCell>
          size="small"
          bordered
          pagination={report.cells.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
          rowKey={(cell) => `${cell.row}:${cell.column ?? ''}:${cell.field}:${cell.code}`}
          dataSource={report.cells}
          data-testid="krud-import-cells"
          columns={[
            { key: 'row', title: crudText('importRow', language), dataIndex: 'row', width: 70 },
            {
              key: 'column',
              title: crudText('importColumn', language),
              dataIndex: 'column',
              width: 80,
              render: (column: string | null) => column ?? '—',
            },
            {
              key: 'header',
              title: crudText('importHeader', language),
              dataIndex: 'header',
              width: 180,
              render: (header: string | null, cell) => header ?? cell.field,
            },
            {
              key: 'reason',
              title: crudText('importReason', language),
              render: (_: unknown, cell) => reasonText(cell.reason, language),
            },
          ]}
        />
      )}
      {more > 0 && (
        <Typography.Text type="secondary">{crudText('importMoreCells', language, { count: more })}</Typography.Text>
      )}
    </Space>
  )
}
