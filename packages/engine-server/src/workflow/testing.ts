// What the workflow tests share: the whole server over the heritage example (its documents, or a
// copy with a test workflow in place of the approval one), signed-in callers, and short ways to
// create an application and act on its process through the API.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ProcessState, WorkflowDocument } from '@tamga/schema'
import { expect } from 'vitest'
import { buildApp, type TamgaApp } from '../app.ts'
import type { TamgaConfig } from '../config.ts'
import type { TamgaDatabase } from '../db/database.ts'
import { createFolderStore } from '../documents/folderStore.ts'
import type { DocumentStore } from '../documents/store.ts'
import { MemoryDocumentStore, signInHeaders, testConfig } from '../http/testing.ts'
import { HERITAGE_DIR } from '../records/testing.ts'

/** A PNG of 1×1 pixel: a drawn signature as far as the server can tell. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A server under test and its helpers. */
export interface WorkflowTestServer {
  app: TamgaApp
  /** The server's data folder (uploads, the outbox), removed on close. */
  dataDir: string
  /** The request headers of a signed-in demo account (signed in once, then remembered). */
  as(login: string): Promise<Record<string, string>>
  close(): Promise<void>
}

/**
 * The heritage documents with `workflow` in place of `application-approval` (same name, so the
 * `applications` krud runs it), held in memory.
 */
export async function heritageWithWorkflow(workflow: Omit<WorkflowDocument, 'name'>): Promise<DocumentStore> {
  const documents = (await createFolderStore(HERITAGE_DIR).listAll()).map((stored) =>
    stored.document.kind === 'workflow' && stored.document.name === 'application-approval'
      ? { ...workflow, name: 'application-approval' }
      : stored.document,
  )
  return new MemoryDocumentStore(documents)
}

/** Builds the whole server (`buildApp`) over a seeded heritage database. */
export async function workflowServer(
  database: TamgaDatabase,
  options: { store?: DocumentStore; config?: Partial<TamgaConfig> } = {},
): Promise<WorkflowTestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tamga-workflow-'))
  const app = buildApp({
    config: testConfig({ projectDir: HERITAGE_DIR, dataDir, ...options.config }),
    store: options.store ?? createFolderStore(HERITAGE_DIR),
    database,
    logger: false,
  })
  await app.ready()
  const sessions = new Map<string, Promise<Record<string, string>>>()
  return {
    app,
    dataDir,
    as(login) {
      let headers = sessions.get(login)
      if (headers === undefined) {
        headers = signInHeaders(app, login)
        sessions.set(login, headers)
      }
      return headers
    },
    async close() {
      await app.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** An answer's status and JSON body. */
export interface Answer<T> {
  status: number
  body: T & { code?: string; issues?: Array<{ path: string; code: string }> }
}

/** Calls the API as `login`, answering the status and the JSON body. */
export async function call<T = ProcessState>(
  server: WorkflowTestServer,
  login: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const response = await server.app.inject({
    method,
    url: `/api${url}`,
    headers: await server.as(login),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
  return { status: response.statusCode, body: response.json() as Answer<T>['body'] }
}

/** Files an application as `login` through the records API; answers the new record. */
export async function fileApplication(
  server: WorkflowTestServer,
  login = 'applicant',
  values: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const answer = await call<{ record: Record<string, unknown> }>(server, login, 'POST', '/records/applications', {
    heritage_bearer_id: 1,
    title: 'Туршилтын өргөдөл',
    amount: 1_500_000,
    ...values,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body.record
}

/** The process of an application as `login` sees it; the test fails unless it answers 200. */
export async function stateOf(server: WorkflowTestServer, login: string, rowId: unknown): Promise<ProcessState> {
  const answer = await call(server, login, 'GET', `/process/of/applications/${String(rowId)}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** The open step of a process at a node; the test fails when there is none. */
export function openStep(state: ProcessState, nodeId: string) {
  const step = state.openSteps.find((candidate) => candidate.status_id === nodeId)
  if (step === undefined) {
    throw new Error(`no open step "${nodeId}": ${state.openSteps.map((open) => open.status_id).join(', ')}`)
  }
  return step
}

/** Acts on the open step at `nodeId` as `login`; answers the API's answer. */
export async function actAt(
  server: WorkflowTestServer,
  login: string,
  state: ProcessState,
  nodeId: string,
  body: Record<string, unknown>,
): Promise<Answer<ProcessState>> {
  return call(server, login, 'POST', `/process/${state.processId}/steps/${openStep(state, nodeId).id}/act`, body)
}

/** A typed signature for `login`'s acts. */
export const signed = (text: string) => ({ type: 'text', text }) as const

/** The user id of a demo account. */
export async function userId(database: TamgaDatabase, login: string): Promise<number> {
  const row = await database.db
    .selectFrom('tamga_user')
    .select('id')
    .where('login', '=', login)
    .executeTakeFirstOrThrow()
  return row.id
}

/** Uploads a drawn signature as `login`; answers its upload id. */
export async function uploadSignature(server: WorkflowTestServer, login: string): Promise<string> {
  const boundary = '----tamga-signature'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="signature.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    TINY_PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/process/signatures',
    headers: { ...(await server.as(login)), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  })
  expect(response.statusCode, response.body).toBe(201)
  return (response.json() as { id: string }).id
}

/** Where a test diagram draws its `index`th node. */
export const nodeAt = (index: number) => ({ x: 0, y: index })

/**
 * A test workflow over the heritage applications: a START step (the creator, port `go`) and
 * then `nodes`, joined by `edges`.
 */
export function applicationWorkflow(
  title: string,
  nodes: WorkflowDocument['nodes'],
  edges: WorkflowDocument['edges'],
): Omit<WorkflowDocument, 'name'> {
  return {
    kind: 'workflow',
    version: 1,
    title,
    model: 'application',
    krud: 'applications',
    statusColumn: 'process_status',
    nodes: [
      {
        id: 'start',
        type: 'START',
        label: 'Эхлэл',
        position: nodeAt(0),
        subject: { subject_type: 'CURRENT' },
        ports: [{ id: 'go', label: 'Илгээсэн' }],
      },
      ...nodes,
    ],
    edges,
  }
}
