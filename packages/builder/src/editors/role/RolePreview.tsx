import {
  effectiveKrudRights,
  filterMenuByVisibility,
  type LanguageCode,
  localizedText,
  type MenuItem,
  type MenuKrudEntry,
  menuItemTitle,
  ROW_RIGHTS,
  type RoleDocument,
} from '@tamga/schema'
import { Card, Empty, Space, Tag, Typography } from 'antd'
import { choiceLabel, propertyLabel } from '../../controls/propertyWords.ts'
import { roleWord } from './words.ts'

export interface RolePreviewProps {
  role: RoleDocument
  /** The entries of the role's menu; empty while it loads. */
  items: readonly MenuItem[]
  kruds: readonly MenuKrudEntry[]
  language: LanguageCode
}

function MenuTree({
  items,
  kruds,
  language,
  landing,
}: {
  items: readonly MenuItem[]
  kruds: readonly MenuKrudEntry[]
  language: LanguageCode
  landing: string
}) {
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {items
        .filter((item) => item.link_to !== 'divider')
        .map((item) => {
          const below = [...(item.children ?? []), ...(item.sub_top_children ?? [])]
          return (
            <li key={item.id} data-testid={`role-preview-item-${item.id}`}>
              <span style={{ fontWeight: item.id === landing ? 600 : undefined }}>
                {localizedText(menuItemTitle(item, kruds), language)}
              </span>
              {item.id === landing && (
                <Tag color="blue" style={{ marginInlineStart: 6 }}>
                  ★
                </Tag>
              )}
              {below.length > 0 && <MenuTree items={below} kruds={kruds} language={language} landing={landing} />}
            </li>
          )
        })}
    </ul>
  )
}

/** What a user of the role would get: the menu it is shown (landing entry starred) and its krud actions. */
export function RolePreview({ role, items, kruds, language }: RolePreviewProps) {
  const word = (key: Parameters<typeof roleWord>[0]) => roleWord(key, language)
  const seen = filterMenuByVisibility(items, role.permissions)
  const actions = effectiveKrudRights(role, items)
  const sourceWord = { role: 'fromRole', menu: 'fromMenu', 'super-admin': 'superAdmin' } as const
  return (
    <Card size="small" title={word('preview')} data-testid="role-preview">
      <Typography.Text strong>{word('previewMenu')}</Typography.Text>
      {seen.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={word('nothing')} />
      ) : (
        <MenuTree items={seen} kruds={kruds} language={language} landing={role.default_menu} />
      )}
      <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
        {word('previewKruds')}
      </Typography.Text>
      {actions.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={word('nothing')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {actions.map((one) => (
            <div key={one.krud} data-testid={`role-preview-krud-${one.krud}`}>
              <Typography.Text strong>
                {localizedText(kruds.find((krud) => krud.id === one.krud)?.title ?? one.krud, language)}
              </Typography.Text>{' '}
              {ROW_RIGHTS.filter((right) => one.rights[right]).map((right) => (
                <Tag key={right} color="green">
                  {propertyLabel(right, language)}
                </Tag>
              ))}
              <Typography.Text type="secondary">({word(sourceWord[one.source])})</Typography.Text>
              {one.rowConditions.map((condition) => (
                <Tag key={`${condition.type}|${condition.column}`} color="orange">
                  {choiceLabel(condition.type, language)}: <Typography.Text code>{condition.column}</Typography.Text>
                </Tag>
              ))}
            </div>
          ))}
        </Space>
      )}
    </Card>
  )
}
