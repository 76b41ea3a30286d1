import { PlusOutlined } from '@ant-design/icons'
import {
  builderWord,
  type DocumentSummary,
  documentsClient,
  isNewName,
  kindWord,
  useNameProposal,
} from '@tamga/builder'
import { formatDateTime, isDocumentKind, localizedText } from '@tamga/schema'
import { Breadcrumb, Button, Form, Input, Modal, Popconfirm, Space, Table, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { api } from '../../../api/client.ts'
import { useApp } from '../../../stores/app.ts'
import { NotFoundPage } from '../../NotFoundPage.tsx'
import { builderPath } from './builderGroups.ts'

/** `/admin/builder/{kind}`: a kind's documents, to open, create or delete. */
export function BuilderListPage() {
  const { kind = '' } = useParams()
  const language = useApp((state) => state.language)
  const navigate = useNavigate()
  const documents = useMemo(() => documentsClient(api), [])
  const [rows, setRows] = useState<DocumentSummary[]>()
  const [creating, setCreating] = useState(false)
  const takenNames = useMemo(() => new Set((rows ?? []).map((row) => row.name)), [rows])
  // The name is proposed from the title (romanized, free among this kind's names) until edited.
  const proposal = useNameProposal(takenNames)
  const name = proposal.name
  const known = isDocumentKind(kind)

  const load = useCallback(async () => {
    if (!isDocumentKind(kind)) return
    const answer = await documents.list(kind)
    setRows(answer.ok ? answer.data.documents : [])
  }, [documents, kind])
  useEffect(() => {
    void load()
  }, [load])

  if (!known) return <NotFoundPage />
  const taken = takenNames.has(name)
  const nameOk = isNewName(kind, name) && !taken
  const create = () => {
    if (nameOk) void navigate(builderPath(kind, name, true, proposal.title.trim()))
  }

  return (
    <section data-testid="builder-list" data-kind={kind}>
      <Breadcrumb
        items={[
          { title: <Link to="/admin/builder">{builderWord('builders', language)}</Link> },
          { title: kindWord(kind, language) },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {kindWord(kind, language)}
        </Typography.Title>
        {kind === 'project' ? null : (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              proposal.reset()
              setCreating(true)
            }}
            data-testid="builder-create"
          >
            {builderWord('create', language)}
          </Button>
        )}
      </Space>
      <Table<DocumentSummary>
        rowKey="name"
        loading={rows === undefined}
        dataSource={rows ?? []}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          {
            title: builderWord('name', language),
            dataIndex: 'name',
            render: (value: string) => <Link to={builderPath(kind, value)}>{value}</Link>,
          },
          {
            title: builderWord('title', language),
            dataIndex: 'title',
            render: (value: DocumentSummary['title']) => (value === null ? '' : localizedText(value, language)),
          },
          { title: builderWord('revision', language), dataIndex: 'revision', width: 100 },
          {
            title: builderWord('changedAt', language),
            dataIndex: 'updatedAt',
            // In the project's time zone, as every other time of the app.
            render: (value: string) => formatDateTime(value),
          },
          { title: builderWord('changedBy', language), dataIndex: 'updatedBy' },
          {
            key: 'actions',
            width: 100,
            render: (_: unknown, row: DocumentSummary) =>
              kind === 'project' ? null : (
                <Popconfirm
                  title={builderWord('removeConfirm', language)}
                  onConfirm={() => void documents.remove(kind, row.name, row.revision).then(load)}
                >
                  <Button danger size="small" data-testid={`builder-remove-${row.name}`}>
                    {builderWord('remove', language)}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
      <Modal
        open={creating}
        title={`${kindWord(kind, language)} · ${builderWord('create', language)}`}
        onCancel={() => setCreating(false)}
        onOk={create}
        okButtonProps={{ disabled: !nameOk }}
        okText={builderWord('create', language)}
        cancelText={builderWord('cancel', language)}
        destroyOnHidden
      >
        <Form layout="vertical" component={false}>
          <Form.Item label={builderWord('title', language)} style={{ marginBottom: 12 }}>
            <Input
              autoFocus
              data-testid="builder-new-title"
              value={proposal.title}
              onChange={(event) => proposal.setTitle(event.target.value)}
              onPressEnter={create}
            />
          </Form.Item>
          <Form.Item
            label={builderWord('name', language)}
            validateStatus={name === '' || nameOk ? undefined : 'error'}
            help={taken ? builderWord('nameTaken', language) : builderWord('nameRule', language)}
          >
            <Input
              data-testid="builder-new-name"
              value={name}
              onChange={(event) => proposal.setName(event.target.value.trim())}
              onPressEnter={create}
            />
          </Form.Item>
        </Form>
      </Modal>
    </section>
  )
}
