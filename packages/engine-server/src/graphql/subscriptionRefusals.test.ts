// A subscription the server refuses (nobody signed in, a session that no longer stands, an
// entry the role may not read) is the client's fault, like a 401 or 403 of the HTTP API: it is
// answered with GraphQL's error message and logged as a client error, never at level 50.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { buildApp, type TamgaApp } from '../app.ts'
import { testBackends, useMigratedDatabase } from '../db/testing.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import { signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR, seedHeritage } from '../records/testing.ts'
import { listenForSockets } from './testing.ts'

/** One line of the server's JSON log. */
interface LogLine {
  level: number
  msg?: string
}

/** pino's level of `error`. */
const ERROR_LEVEL = 50

/** The messages the server sends one subscription, up to the first that ends it. */
async function subscribe(url: string, headers: Record<string, string>, query: string) {
  const socket = new WebSocket(url, 'graphql-transport-ws', { headers })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const messages: Array<{ type: string; payload?: unknown }> = []
  const ended = new Promise<void>((resolve) => {
    socket.once('close', () => resolve())
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { type: string; payload?: unknown }
      messages.push(message)
      if (message.type === 'connection_ack') {
        socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query } }))
      }
      if (message.type === 'error' || message.type === 'complete') resolve()
    })
  })
  socket.send(JSON.stringify({ type: 'connection_init', payload: {} }))
  await ended
  socket.close()
  return messages
}

describe.each(testBackends())('a refused subscription on $name', { timeout: 60_000 }, (backend) => {
  const database = useMigratedDatabase(backend)
  const lines: LogLine[] = []
  let app: TamgaApp
  let url: string

  beforeAll(async () => {
    await seedHeritage(database().db)
    app = buildApp({
      config: testConfig({ projectDir: HERITAGE_DIR }),
      store: createFolderStore(HERITAGE_DIR),
      database: database(),
      logger: {
        level: 'info',
        stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
      },
    })
    await app.ready()
    url = await listenForSockets(app)
  }, 60_000)
  afterAll(async () => {
    await app?.close()
  })

  /** Log lines written from now on, for the refusal `run` makes. */
  async function linesOf(run: () => Promise<unknown>): Promise<LogLine[]> {
    const from = lines.length
    await run()
    // A line written as the socket closes lands a moment later.
    await new Promise((resolve) => setTimeout(resolve, 100))
    return lines.slice(from)
  }

  it('answers notificationAdded without a session with an error, logged below level 50', async () => {
    let messages: Array<{ type: string; payload?: unknown }> = []
    const logged = await linesOf(async () => {
      messages = await subscribe(url, {}, 'subscription { notificationAdded { id title } }')
    })
    expect(messages.at(-1)).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'UNAUTHORIZED' } }] })
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([])
  })

  it('answers notificationAdded with a session that no longer stands with UNAUTHORIZED, logged below level 50', async () => {
    const headers = await signInHeaders(app, 'applicant')
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout', headers })
    expect(out.statusCode).toBeLessThan(400)
    let messages: Array<{ type: string; payload?: unknown }> = []
    const logged = await linesOf(async () => {
      messages = await subscribe(url, headers, 'subscription { notificationAdded { id title } }')
    })
    expect(messages.at(-1)).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'UNAUTHORIZED' } }] })
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([])
  })

  it('answers a subscription to an entry the role may not read with FORBIDDEN, logged below level 50', async () => {
    const headers = await signInHeaders(app, 'applicant')
    let messages: Array<{ type: string; payload?: unknown }> = []
    const logged = await linesOf(async () => {
      messages = await subscribe(url, headers, 'subscription { feedbackChanged { id } }')
    })
    expect(messages.at(-1)).toMatchObject({ type: 'error', payload: [{ extensions: { code: 'FORBIDDEN' } }] })
    expect(logged.filter((line) => line.level >= ERROR_LEVEL)).toEqual([])
    expect(logged.some((line) => line.level === 40 || line.level === 30)).toBe(true)
  })

  it('answers a misspelt subscription with GraphQL’s message in the upgrade’s language, VALIDATION_FAILED', async () => {
    const headers = await signInHeaders(app, 'admin')
    const query = 'subscription { notificationAdded { id titel } }'
    const answers = []
    for (const language of [undefined, 'en', 'ko']) {
      const messages = await subscribe(
        url,
        language === undefined ? headers : { ...headers, 'accept-language': language },
        query,
      )
      answers.push(messages.at(-1))
    }
    const refusal = (message: RegExp) => ({
      type: 'error',
      payload: [{ message: expect.stringMatching(message), extensions: { code: 'VALIDATION_FAILED' } }],
    })
    expect(answers).toMatchObject([
      refusal(/^"TamgaNotification" төрөлд "titel" талбар байхгүй\./),
      refusal(/^Cannot query field "titel" on type "TamgaNotification"\./),
      refusal(/^"TamgaNotification" 타입에 "titel" 필드가 없습니다\./),
    ])
  })
})
