import { ReloadOutlined } from '@ant-design/icons'
import type { WaitingSteps } from '@tamga/schema'
import { formatDateTime, localizedText, STEP_TYPE_APPEARANCE } from '@tamga/schema'
import { Button, Empty, Table, type TableColumnsType, Tag, Typography } from 'antd'
import { type HTMLAttributes, type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useProcessWords } from '../../../i18n/useProcessWords.ts'
import { useWaiting } from '../../../shell/waitingStore.ts'
import { useApp } from '../../../stores/app.ts'
import { useSession } from '../../../stores/session.ts'
import { LoadFailed } from '../LoadFailed.tsx'
import './waiting.css'

type WaitingItem = WaitingSteps['steps'][number]

/** Where a waiting step is acted on: its record's form, which shows the process and its buttons. */
const recordPath = (item: WaitingItem) =>
  `/form/${encodeURIComponent(item.krud)}/${encodeURIComponent(String(item.rowId))}`

/**
 * The workflow steps waiting for the signed-in person (issue 24, "waiting for me"; `GET
 * /process/waiting`), the longest waiting first: the record, the step and its status in the
 * status vocabulary's words, since when it waits and the date it is due, and a button that opens
 * the record where the step is acted on. The menu's count beside its entry is this list's length.
 */
export function WaitingPage(): ReactNode {
  const { t } = useTranslation('waiting')
  const language = useApp((state) => state.language)
  const userId = useSession((state) => state.user?.id)
  const kruds = useSession((state) => state.kruds)
  const steps = useWaiting((state) => state.steps)
  const status = useWaiting((state) => state.status)
  const processWords = useProcessWords()
  const navigate = useNavigate()

  const reload = () => {
    if (userId !== undefined) void useWaiting.getState().load(userId)
  }
  // Read when the page opens; the menu's count keeps the list current after.
  useEffect(() => {
    if (userId !== undefined) void useWaiting.getState().load(userId)
  }, [userId])

  const kindOf = (krud: string) => {
    const title = kruds.find((entry) => entry.id === krud)?.title
    return title === undefined ? krud : localizedText(title, language)
  }
  const columns: TableColumnsType<WaitingItem> = [
    {
      key: 'record',
      title: t('record'),
      render: (_, item) => (
        <Typography.Link
          href={recordPath(item)}
          onClick={(event) => {
            event.preventDefault()
            void navigate(recordPath(item))
          }}
        >
          {t('recordOf', { kind: kindOf(item.krud), id: item.rowId })}
        </Typography.Link>
      ),
    },
    { key: 'step', title: t('step'), render: (_, item) => item.step.status },
    {
      key: 'status',
      title: t('status'),
      render: (_, item) => (
        <Tag color={STEP_TYPE_APPEARANCE[item.step.status_type].color}>
          {processWords(`${item.step.status_type}_grid`) ?? item.step.status}
        </Tag>
      ),
    },
    { key: 'since', title: t('since'), render: (_, item) => formatDateTime(item.step.opened_at) },
    {
      key: 'due',
      title: t('due'),
      render: (_, item) =>
        item.step.due_date === null ? null : <Typography.Text type="warning">{item.step.due_date}</Typography.Text>,
    },
    {
      key: 'act',
      title: '',
      render: (_, item) => (
        <Button type="primary" size="small" onClick={() => void navigate(recordPath(item))}>
          {item.step.vote === null ? t('act') : t('vote')}
        </Button>
      ),
    },
  ]

  if (status === 'failed' && steps === undefined) return <LoadFailed onReload={reload} />
  return (
    <section className="waiting-page" data-testid="waiting-page">
      <div className="waiting-page-header">
        <div>
          <Typography.Title level={3}>{t('pageTitle')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('pageDescription')}</Typography.Paragraph>
        </div>
        <Button icon={<ReloadOutlined />} onClick={reload} loading={status === 'loading'}>
          {t('reload')}
        </Button>
      </div>
      <Table<WaitingItem>
        rowKey={(item) => item.step.id}
        columns={columns}
        dataSource={steps ?? []}
        loading={steps === undefined}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(item) =>
          // The browser tests find a record's row by these.
          ({
            'data-testid': 'waiting-row',
            'data-krud': item.krud,
            'data-row': String(item.rowId),
          }) as HTMLAttributes<HTMLElement>
        }
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} /> }}
      />
    </section>
  )
}
