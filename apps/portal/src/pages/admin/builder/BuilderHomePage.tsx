import { AppstoreAddOutlined } from '@ant-design/icons'
import { assistantWord, builderWord, documentsClient, kindWord } from '@tamga/builder'
import type { DocumentKind } from '@tamga/schema'
import { Card, Col, Row, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { api } from '../../../api/client.ts'
import { useApp } from '../../../stores/app.ts'
import { BUILDER_GROUPS, builderPath } from './builderGroups.ts'

/** `/admin/builder`: every builder of the project settings area, with how many documents each kind has. */
export function BuilderHomePage() {
  const language = useApp((state) => state.language)
  const navigate = useNavigate()
  const documents = useMemo(() => documentsClient(api), [])
  const [counts, setCounts] = useState<Partial<Record<DocumentKind, number>>>({})
  useEffect(() => {
    for (const group of BUILDER_GROUPS) {
      for (const kind of group.kinds) {
        void documents.list(kind).then((answer) => {
          if (answer.ok) setCounts((now) => ({ ...now, [kind]: answer.data.documents.length }))
        })
      }
    }
  }, [documents])
  return (
    <section data-testid="builder-home">
      <Typography.Title level={3}>{builderWord('builders', language)}</Typography.Title>
      <Typography.Paragraph type="secondary">{builderWord('buildersDescription', language)}</Typography.Paragraph>
      <Card
        hoverable
        style={{ marginBottom: 24 }}
        onClick={() => void navigate('/admin/builder/new-screen')}
        data-testid="builder-new-screen"
      >
        <Card.Meta
          avatar={<AppstoreAddOutlined style={{ fontSize: 28 }} />}
          title={assistantWord('homeCard', language)}
          description={assistantWord('homeCardText', language)}
        />
      </Card>
      {BUILDER_GROUPS.map((group) => (
        <div key={group.key} style={{ marginBottom: 24 }}>
          <Typography.Title level={5}>{builderWord(group.key, language)}</Typography.Title>
          <Row gutter={[16, 16]}>
            {group.kinds.map((kind) => (
              <Col key={kind} xs={24} sm={12} lg={8} xl={6}>
                <Card hoverable onClick={() => void navigate(builderPath(kind))} data-testid={`builder-kind-${kind}`}>
                  <Card.Meta
                    title={kindWord(kind, language)}
                    description={
                      counts[kind] === undefined ? '…' : `${counts[kind]} ${builderWord('documentsCount', language)}`
                    }
                  />
                </Card>
              </Col>
            ))}
          </Row>
        </div>
      ))}
    </section>
  )
}
