import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CodeOutlined,
  DatabaseOutlined,
  KeyOutlined,
  MenuOutlined,
  SafetyOutlined,
  TeamOutlined,
} from '@ant-design/icons'
import { Card, Col, Row, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

interface Area {
  key:
    | 'areaUsers'
    | 'areaRoles'
    | 'areaData'
    | 'areaProcessor'
    | 'areaGraphql'
    | 'areaMenu'
    | 'areaProjectKey'
    | 'areaGenerate'
    | 'areaBuilders'
  icon: ReactNode
  /** The screen that serves it; none yet for the areas the builders and code generation bring. */
  path?: string
}

const AREAS: Area[] = [
  { key: 'areaUsers', icon: <TeamOutlined />, path: '/admin/users' },
  { key: 'areaRoles', icon: <SafetyOutlined />, path: '/admin/roles' },
  { key: 'areaData', icon: <DatabaseOutlined /> },
  { key: 'areaProcessor', icon: <BarChartOutlined /> },
  { key: 'areaGraphql', icon: <ApiOutlined /> },
  { key: 'areaMenu', icon: <MenuOutlined /> },
  { key: 'areaProjectKey', icon: <KeyOutlined /> },
  { key: 'areaGenerate', icon: <CodeOutlined /> },
  { key: 'areaBuilders', icon: <AppstoreOutlined /> },
]

/**
 * The platform's super page (spec 2.8, 6: role 1 lands here after sign-in): the platform
 * administration areas, the ones a later release brings marked as coming.
 */
export function PlatformPage() {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  return (
    <section data-testid="platform-page">
      <Typography.Title level={3}>{t('platform')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('platformDescription')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {AREAS.map((area) => (
          <Col key={area.key} xs={24} sm={12} xl={8}>
            <Card
              hoverable={area.path !== undefined}
              onClick={area.path === undefined ? undefined : () => void navigate(area.path ?? '/admin')}
              data-testid={`platform-${area.key}`}
            >
              <Card.Meta
                avatar={area.icon}
                title={t(area.key)}
                description={area.path === undefined ? <Tag>{t('comingTag')}</Tag> : undefined}
              />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  )
}
