import { BuilderFrame, builderEditor, builderWord, kindWord, MockupPreview } from '@tamga/builder'
import { type DocumentKind, isDocumentKind } from '@tamga/schema'
import { Breadcrumb, Button, Modal } from 'antd'
import { useCallback, useEffect, useState } from 'react'
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router'
import { api } from '../../../api/client.ts'
import { loadPermissions } from '../../../startup/loadPermissions.ts'
import { useApp } from '../../../stores/app.ts'
import { useSession } from '../../../stores/session.ts'
import { NotFoundPage } from '../../NotFoundPage.tsx'
import { builderPath } from './builderGroups.ts'

/** Documents whose save changes what the signed-in person's menu shows. */
const SHAPES_THE_MENU: ReadonlySet<DocumentKind> = new Set(['menu', 'role', 'krud'])

/**
 * `/admin/builder/{kind}/{name}` (`?new=1` for a document not stored yet): the kind's builder in
 * the frame every builder shares. Leaving with unsaved changes asks first, inside the app and
 * when the tab closes.
 */
export function BuilderEditPage() {
  const { kind = '', name = '' } = useParams()
  const [search] = useSearchParams()
  const isNew = search.get('new') === '1'
  const title = search.get('title') ?? undefined
  const language = useApp((state) => state.language)
  const setPermissions = useSession((state) => state.setPermissions)
  const navigate = useNavigate()
  const menuList = useSession((state) => state.menuList)
  const [dirty, setDirty] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const saved = useCallback(() => {
    // The document is stored now: its address no longer says new.
    if (isNew) void navigate(builderPath(kind as DocumentKind, name), { replace: true })
    // A new menu entry or grant shows in the signed-in person's own menu at once.
    if (SHAPES_THE_MENU.has(kind as DocumentKind)) {
      void loadPermissions({ client: api, session: () => ({ setPermissions }) })
    }
  }, [isNew, kind, name, navigate, setPermissions])

  if (!isDocumentKind(kind) || name === '') return <NotFoundPage />
  // A CRUD screen is seen where the signed-in person's menu opens it.
  const entry = kind === 'krud' ? menuList.find((found) => found.link_to === 'crud' && found.url === name) : undefined
  const previewRoute = entry === undefined ? undefined : `/admin/p/${entry.id}`
  return (
    <>
      <Breadcrumb
        style={{ marginBottom: 12 }}
        items={[
          { title: <Link to="/admin/builder">{builderWord('builders', language)}</Link> },
          { title: <Link to={builderPath(kind)}>{kindWord(kind, language)}</Link> },
          { title: name },
        ]}
      />
      <BuilderFrame
        key={`${kind}/${name}`}
        kind={kind}
        name={name}
        isNew={isNew}
        title={isNew ? title : undefined}
        http={api}
        language={language}
        editor={builderEditor(kind)}
        onDirtyChange={setDirty}
        onSaved={saved}
        extra={
          previewRoute === undefined ? undefined : (
            <Button onClick={() => setPreviewing(true)} data-testid="builder-mockup-preview">
              {builderWord('mockupPreview', language)}
            </Button>
          )
        }
      />
      <Modal
        open={previewing && previewRoute !== undefined}
        onCancel={() => setPreviewing(false)}
        footer={null}
        width="96vw"
        title={builderWord('mockupPreview', language)}
        destroyOnHidden
      >
        {previewRoute === undefined ? null : <MockupPreview route={previewRoute} />}
      </Modal>
      <Modal
        open={blocker.state === 'blocked'}
        title={builderWord('leaveTitle', language)}
        okText={builderWord('leave', language)}
        cancelText={builderWord('stay', language)}
        okButtonProps={{ danger: true }}
        onOk={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {builderWord('leaveText', language)}
      </Modal>
    </>
  )
}
