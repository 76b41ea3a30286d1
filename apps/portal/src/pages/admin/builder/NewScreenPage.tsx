import { assistantWord, builderWord, documentsClient, NewScreenAssistant } from '@tamga/builder'
import { Breadcrumb } from 'antd'
import { useCallback, useMemo } from 'react'
import { Link, useNavigate } from 'react-router'
import { api } from '../../../api/client.ts'
import { loadPermissions } from '../../../startup/loadPermissions.ts'
import { useApp } from '../../../stores/app.ts'
import { useSession } from '../../../stores/session.ts'

/**
 * `/admin/builder/new-screen`: the "new screen" assistant (issue 27). Once it has made the
 * screen, the signed-in person's menu and rights are read again, so the link it ends with opens
 * the screen at once.
 */
export function NewScreenPage() {
  const language = useApp((state) => state.language)
  const setPermissions = useSession((state) => state.setPermissions)
  const navigate = useNavigate()
  const documents = useMemo(() => documentsClient(api), [])
  const created = useCallback(async () => {
    await loadPermissions({ client: api, session: () => ({ setPermissions }) })
  }, [setPermissions])
  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/admin/builder">{builderWord('builders', language)}</Link> },
          { title: assistantWord('heading', language) },
        ]}
      />
      <NewScreenAssistant
        documents={documents}
        http={api}
        language={language}
        screenPath={(id) => `/admin/p/${id}`}
        navigate={(path) => void navigate(path)}
        onCreated={created}
      />
    </>
  )
}
