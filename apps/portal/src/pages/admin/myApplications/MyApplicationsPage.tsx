import { FileAddOutlined, HistoryOutlined } from '@ant-design/icons'
import { StatusHistoryView, workflowClient } from '@tamga/renderer/workflow'
import type { LanguageCode, MyProcess, MyProcesses, StartableKrud } from '@tamga/schema'
import { formatDateTime, localizedText, STEP_TYPE_APPEARANCE } from '@tamga/schema'
import { Alert, Button, Card, Empty, Skeleton, Space, Tag, Typography } from 'antd'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '../../../api/client.ts'
import { useProcessWords } from '../../../i18n/useProcessWords.ts'
import { useApp } from '../../../stores/app.ts'
import { LoadFailed } from '../LoadFailed.tsx'
import { creatorNextView, type MyApplicationsWords } from './creatorNext.ts'
import './myApplications.css'

type Load = { state: 'loading' } | { state: 'ready'; answer: MyProcesses } | { state: 'failed' }

/** Where a record is opened: its form, which shows its process and the buttons of the steps the reader holds. */
const recordPath = (krud: string, rowId: string | number) =>
  `/form/${encodeURIComponent(krud)}/${encodeURIComponent(String(rowId))}`

/** Where a new record of a krud is started: its empty form, which keeps a draft or submits it. */
const newRecordPath = (krud: string) => `/form/${encodeURIComponent(krud)}/new`

/**
 * The buttons that start a new application: one when the person may start in one krud, one per
 * krud (named by its title) when in several.
 */
function StartButtons(props: { startable: readonly StartableKrud[]; language: LanguageCode; primary: boolean }) {
  const { t } = useTranslation('myApplications')
  const navigate = useNavigate()
  return (
    <Space wrap>
      {props.startable.map((krud) => (
        <Button
          key={krud.krud}
          type={props.primary ? 'primary' : 'default'}
          icon={<FileAddOutlined />}
          data-testid="start-application"
          onClick={() => void navigate(newRecordPath(krud.krud))}
        >
          {props.startable.length === 1
            ? t('newApplication')
            : t('newOf', { title: localizedText(krud.title, props.language) })}
        </Button>
      ))}
    </Space>
  )
}

/** One record: what it is, where it stands in words, what comes next, a way to open it, and its history. */
function ApplicationCard(props: { process: MyProcess; language: LanguageCode }) {
  const { process, language } = props
  const { t } = useTranslation('myApplications')
  const navigate = useNavigate()
  const processWords = useProcessWords()
  const [historyOpen, setHistoryOpen] = useState(false)
  const history = useMemo(() => workflowClient(api), [])
  const words: MyApplicationsWords = (key, values) => (t as (key: string, values?: object) => string)(key, values)
  const statusWord = processWords(`${process.status_type}_grid`) ?? process.status
  const next = creatorNextView(process, { language, words, statusWord })
  const kind = localizedText(process.krudTitle, language)
  const record = t('record', { kind, id: process.rowId })
  const openStep = process.waitingFor[0]
  const stepLabel = localizedText(openStep === undefined ? process.status_label : openStep.label, language)
  const path = recordPath(process.krud, process.rowId)
  const open = () => void navigate(path)
  return (
    <Card
      className="my-application"
      data-testid="my-application"
      data-krud={process.krud}
      data-row={String(process.rowId)}
      data-next={process.next}
      title={
        <div className="my-application-title">
          <Typography.Link
            href={path}
            onClick={(event) => {
              event.preventDefault()
              open()
            }}
            data-testid="my-application-title"
          >
            {process.title ?? record}
          </Typography.Link>
          <Typography.Text type="secondary" className="my-application-record">
            {process.title === null ? null : `${record} · `}
            {t('created', { date: formatDateTime(process.created_at) })}
          </Typography.Text>
        </div>
      }
      extra={
        <Tag color={STEP_TYPE_APPEARANCE[process.status_type].color} data-testid="my-application-status">
          {statusWord}
        </Tag>
      }
    >
      <Alert
        type={next.tone}
        showIcon
        title={<span data-testid="my-application-next">{next.text}</span>}
        action={
          next.action === undefined ? undefined : (
            <Button type="primary" size="small" onClick={open} data-testid="my-application-act">
              {t(next.action)}
            </Button>
          )
        }
      />
      <div className="my-application-facts">
        <Typography.Text type="secondary">{t('step', { step: stepLabel })}</Typography.Text>
        {process.action_num > 0 && (
          <Typography.Text type="secondary">{t('round', { count: process.action_num })}</Typography.Text>
        )}
        {process.finished_at !== null && (
          <Typography.Text type="secondary">
            {t('finished', { date: formatDateTime(process.finished_at) })}
          </Typography.Text>
        )}
      </div>
      <Space wrap className="my-application-actions">
        <Button onClick={open} data-testid="my-application-open">
          {t('open')}
        </Button>
        <Button
          icon={<HistoryOutlined />}
          aria-expanded={historyOpen}
          onClick={() => setHistoryOpen((shown) => !shown)}
          data-testid="my-application-history"
        >
          {historyOpen ? t('hideHistory') : t('history')}
        </Button>
      </Space>
      {historyOpen && (
        <div className="my-application-history">
          <StatusHistoryView processId={process.processId} client={history} language={language} smallSignature />
        </div>
      )}
    </Card>
  )
}

/**
 * The records the signed-in person created in a workflow (issue 24, `GET /process/mine`): the
 * applicant's landing page. Each with its status in the status vocabulary's words, what is
 * expected of them next, a way to open it and its history; drafts too. Someone with none is
 * offered to start one.
 */
export function MyApplicationsPage(): ReactNode {
  const { t } = useTranslation('myApplications')
  const language = useApp((state) => state.language)
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (the retry button) reads the list again.
  useEffect(() => {
    const controller = new AbortController()
    setLoad({ state: 'loading' })
    void api.get<MyProcesses>('/process/mine', { signal: controller.signal, quiet: true }).then((answer) => {
      if (answer.ok) setLoad({ state: 'ready', answer: answer.data })
      else if (!answer.cancelled) setLoad({ state: 'failed' })
    })
    return () => controller.abort()
  }, [attempt])

  const header = (
    <div className="my-applications-header">
      <div>
        <Typography.Title level={3}>{t('pageTitle')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('pageDescription')}</Typography.Paragraph>
      </div>
      {load.state === 'ready' && load.answer.processes.length > 0 && (
        <StartButtons startable={load.answer.startable} language={language} primary={false} />
      )}
    </div>
  )
  if (load.state === 'loading') {
    return (
      <section className="my-applications">
        {header}
        <Skeleton active paragraph={{ rows: 4 }} />
      </section>
    )
  }
  if (load.state === 'failed') return <LoadFailed onReload={() => setAttempt((count) => count + 1)} />
  const { processes, startable } = load.answer
  return (
    <section className="my-applications" data-testid="my-applications">
      {header}
      {processes.length === 0 ? (
        <Empty
          className="my-applications-empty"
          data-testid="my-applications-empty"
          description={
            <>
              <Typography.Title level={4}>{t('empty')}</Typography.Title>
              <Typography.Paragraph type="secondary">
                {startable.length === 0 ? t('emptyNothingToStart') : t('emptyHint')}
              </Typography.Paragraph>
            </>
          }
        >
          <StartButtons startable={startable} language={language} primary />
        </Empty>
      ) : (
        <div className="my-applications-list">
          {processes.map((process) => (
            <ApplicationCard key={process.processId} process={process} language={language} />
          ))}
        </div>
      )}
    </section>
  )
}
