import { KrudScreen, MapTilesContext, recordsClient } from '@tamga/renderer/crud'
import { findMenuEntry, localizedText } from '@tamga/schema'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { API_BASE } from '../../api/apiBase.ts'
import { api } from '../../api/client.ts'
import { useProcessWords } from '../../i18n/useProcessWords.ts'
import { useDisplaySettings } from '../../settings/displaySettings.ts'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import { useKrudUpload } from '../forms/useKrudUpload.ts'
import { NotFoundPage } from '../NotFoundPage.tsx'

/**
 * `/admin/p/{menu_id}` (spec 2.2): the menu entry of the role's menu. A crud entry names its
 * krud, drawn here by the renderer's CRUD screen with the caller's rights; an id the role's
 * menu does not hold is a 404.
 */
export function KrudPage() {
  const { menu_id: menuId = '' } = useParams()
  const language = useApp((state) => state.language)
  const menuList = useSession((state) => state.menuList)
  const permissions = useSession((state) => state.permissions)
  const user = useSession((state) => state.user)
  const dark = useDisplaySettings((state) => state.settings.darkMode)
  const client = useMemo(() => recordsClient(api), [])
  const entry = findMenuEntry(menuList, menuId)
  const krud = entry?.link_to === 'crud' ? entry.url : undefined
  const upload = useKrudUpload(krud)
  const mapTiles = useApp((state) => state.config?.map)
  const processWords = useProcessWords()
  if (entry === undefined || krud === undefined) return <NotFoundPage />
  return (
    // Map fields draw on the project's tiles (the project document's `map`).
    <MapTilesContext value={mapTiles}>
      <KrudScreen
        key={krud}
        client={client}
        krud={krud}
        language={language}
        title={localizedText(entry.title, language)}
        extra={permissions?.extra}
        roleId={user?.role}
        currentUserId={user?.id}
        dark={dark}
        apiBase={API_BASE}
        upload={upload}
        processWords={processWords}
      />
    </MapTilesContext>
  )
}
