import { AppstoreOutlined } from '@ant-design/icons'
import { findMenuEntry, localizedText } from '@tamga/schema'
import { Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import { NotFoundPage } from '../NotFoundPage.tsx'

/**
 * `/admin/p/{menu_id}` (spec 2.2): resolves the menu entry of the role's menu. A crud entry
 * names its krud; the renderer issue draws its grid and form here. An id the role's menu does
 * not hold is a 404.
 */
export function KrudPage() {
  const { t } = useTranslation('shell')
  const { menu_id: menuId = '' } = useParams()
  const language = useApp((state) => state.language)
  const menuList = useSession((state) => state.menuList)
  const kruds = useSession((state) => state.kruds)
  const entry = findMenuEntry(menuList, menuId)
  if (entry === undefined) return <NotFoundPage />
  const title = localizedText(entry.title, language)
  const krud = kruds.find((candidate) => candidate.id === entry.url)
  return (
    <Result
      icon={<AppstoreOutlined />}
      title={<span data-testid="krud-title">{t('krudPlaceholder', { title })}</span>}
      subTitle={t('krudPlaceholderDescription', { krud: krud?.id ?? entry.url ?? entry.id })}
    />
  )
}
