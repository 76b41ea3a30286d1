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
  /** The screen that serves it. */
  path?: string
}

const AREAS: Area[] = [
  { key: 'areaUsers', icon: <TeamOutlined />, path: '/admin/users' },
  { key: 'areaRoles', icon: <SafetyOutlined />, path: '/admin/roles' },
  { key: 'areaData', icon: <DatabaseOutlined />, path: '/admin/builder/model' },
  { key: 'areaProcessor', icon: <BarChartOutlined />, path: '/admin/builder/chart' },
  { key: 'areaGraphql', icon: <ApiOutlined />, path: '/admin/builder/graphql' },
  { key: 'areaMenu', icon: <MenuOutlined />, path: '/admin/builder/menu' },
  { key: 'areaProjectKey', icon: <KeyOutlined />, path: '/admin/builder/project' },
  { key: 'areaGenerate', icon: <CodeOutlined />, path: '/admin/builder/generate' },
  { key: 'areaBuilders', icon: <AppstoreOutlined />, path: '/admin/builder' },
]

/**
 * The platform's super page (spec 2.8, 6: role 1 lands here after sign-in): the platform
 * administration areas, each opening its screen.
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
