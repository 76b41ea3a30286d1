import type { HttpClient } from '@tamga/renderer'
import { canReadGraphqlEntry, type GraphqlDocument, type LanguageCode, localizedText } from '@tamga/schema'
import { Alert, Button, Input, Select, Space, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import type { RoleChoice } from '../../client/useDocuments.ts'
import { tryItRequest } from './tryItRequest.ts'
import { graphqlWord } from './words.ts'

// The super admin passes every access check on the server.
const SUPER_ADMIN_ROLE_ID = 1

export interface GraphqlTryItProps {
  entry: GraphqlDocument
  /** The query to start from; the box is refilled when it changes (another model, hidden field). */
  sampleQuery: string
  roles: readonly RoleChoice[]
  http: HttpClient
  language: LanguageCode
}

/**
 * Runs a query against the live endpoint: as the chosen role through the server's preview (its
 * entry access, krud grants and row conditions; row conditions on the current user still read
 * the signed-in administrator), or as the caller when no role is chosen. The server builds its
 * schema from the saved documents, so unsaved changes do not apply.
 */
export function GraphqlTryIt({ entry, sampleQuery, roles, http, language }: GraphqlTryItProps) {
  const word = (key: Parameters<typeof graphqlWord>[0]) => graphqlWord(key, language)
  const [query, setQuery] = useState(sampleQuery)
  const [roleId, setRoleId] = useState<number | undefined>(undefined)
  const [running, setRunning] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | undefined>(undefined)
  useEffect(() => setQuery(sampleQuery), [sampleQuery])

  const run = async () => {
    setRunning(true)
    const request = tryItRequest(query, roleId)
    const answer = await http.post<unknown>(request.path, request.body, { quiet: true })
    setRunning(false)
    if (answer.ok) {
      const errors = (answer.data as { errors?: unknown[] } | undefined)?.errors
      setResult({ ok: !Array.isArray(errors) || errors.length === 0, text: JSON.stringify(answer.data, null, 2) })
    } else {
      setResult({ ok: false, text: answer.body === undefined ? answer.message : JSON.stringify(answer.body, null, 2) })
    }
  }

  const mayRead =
    roleId === undefined
      ? undefined
      : roleId === SUPER_ADMIN_ROLE_ID || canReadGraphqlEntry(entry.access, { signedIn: true, roleId })

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{word('tryIt')}</Typography.Title>
      <Alert
        data-testid="graphql-try-note"
        type="info"
        showIcon
        title={word(roleId === undefined ? 'asCallerNote' : 'asRoleNote')}
        description={word('unsavedNote')}
      />
      <Space wrap>
        <span>{word('asRole')}</span>
        <Select
          data-testid="graphql-try-role"
          style={{ minWidth: 200 }}
          allowClear
          value={roleId}
          onChange={(value: number | undefined) => setRoleId(value)}
          options={roles.map((role) => ({
            value: role.id,
            label: `${localizedText(role.title, language)} (${role.id})`,
          }))}
        />
        {mayRead !== undefined && (
          <Tag color={mayRead ? 'green' : 'red'} data-testid="graphql-try-role-access">
            {word(mayRead ? 'roleMayRead' : 'roleMayNotRead')}
          </Tag>
        )}
      </Space>
      <Input.TextArea
        data-testid="graphql-query"
        aria-label={word('query')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        autoSize={{ minRows: 6, maxRows: 20 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Space>
        <Button type="primary" data-testid="graphql-run" loading={running} onClick={() => void run()}>
          {word('run')}
        </Button>
        <Button onClick={() => setQuery(sampleQuery)}>{word('resetQuery')}</Button>
      </Space>
      {result !== undefined && (
        <pre
          data-testid="graphql-result"
          data-ok={result.ok}
          style={{
            maxHeight: 400,
            overflow: 'auto',
            padding: 8,
            background: result.ok ? '#f6ffed' : '#fff2f0',
            border: `1px solid ${result.ok ? '#b7eb8f' : '#ffccc7'}`,
          }}
        >
          {result.text}
        </pre>
      )}
    </Space>
  )
}
