import { KrudRecordScreen, MapTilesContext, recordsClient } from '@tamga/renderer/crud'
import { Button } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
import { api } from '../../api/client.ts'
import { useProcessWords } from '../../i18n/useProcessWords.ts'
import { useApp } from '../../stores/app.ts'
import { useSession } from '../../stores/session.ts'
import { NotFoundPage } from '../NotFoundPage.tsx'
import { useKrudUpload } from './useKrudUpload.ts'

/**
 * A krud's form alone (spec 2.2): `/form/{schema_id}/{id}` in the form layout, and `/form` with
 * no layout, which takes the same two values from its query (`?schema_id=…&id=…`) so a form can
 * be embedded in another page. `schema_id` names the krud (its form, model and the caller's
 * rights come with it); an id of `new` or `0` opens an empty form. The server decides what the
 * caller may do; a visitor who is refused is offered the sign-in page.
 */
export function FormPage() {
  const params = useParams()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const { t } = useTranslation('auth')
  const language = useApp((state) => state.language)
  const user = useSession((state) => state.user)
  const client = useMemo(() => recordsClient(api), [])
  const krud = params.schema_id ?? search.get('schema_id') ?? undefined
  const id = params.id ?? search.get('id') ?? undefined
  const upload = useKrudUpload(krud)
  const query = useMemo(() => Object.fromEntries(search), [search])
  const mapTiles = useApp((state) => state.config?.map)
  const processWords = useProcessWords()
  if (krud === undefined || !/^[a-z0-9][a-z0-9_-]*$/.test(krud)) return <NotFoundPage />
  return (
    <main className="form-page">
      <MapTilesContext value={mapTiles}>
        <KrudRecordScreen
          key={`${krud}/${id ?? ''}`}
          client={client}
          krud={krud}
          id={id}
          language={language}
          roleId={user?.role}
          currentUserId={user?.id}
          routeParams={{ schema_id: krud, ...(id === undefined ? {} : { id }) }}
          query={query}
          upload={upload}
          processWords={processWords}
          onSaved={(_record, saved) => {
            // A new record's page becomes the record's own, so a reload edits it instead of adding another.
            if (saved === undefined || saved === id) return
            if (params.schema_id !== undefined)
              void navigate(`/form/${encodeURIComponent(krud)}/${encodeURIComponent(saved)}`, { replace: true })
            else
              void navigate(`/form?${new URLSearchParams({ ...query, schema_id: krud, id: saved })}`, { replace: true })
          }}
          refusalExtra={
            user === undefined ? (
              <Link to="/auth/login">
                <Button type="primary">{t('login')}</Button>
              </Link>
            ) : undefined
          }
        />
      </MapTilesContext>
    </main>
  )
}
