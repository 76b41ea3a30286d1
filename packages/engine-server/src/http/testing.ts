// Test helpers for the HTTP layer: a document store held in memory and a configuration, so
// that the server's plugins are tested with app.inject() and no database or folder.
import { type DocumentKind, type DocumentsByKind, validateDocument } from '@tamga/schema'
import { expect } from 'vitest'
import type { TamgaApp } from '../app.ts'
import { loadConfig, type TamgaConfig } from '../config.ts'
import { isOfKind } from '../documents/documentOrder.ts'
import type { DocumentRevision, DocumentStore, StoredDocument, WriteOptions } from '../documents/store.ts'
import { DEMO_PASSWORD } from '../seed/accounts.ts'
import { tamgaError } from './errors.ts'
import type { RateLimits } from './rateLimits.ts'

/**
 * Signs a demo account in through `POST /api/auth/login` (the test fails if it is refused) and
 * answers the headers its later calls carry: the session's Bearer token and `X-Requested-With`.
 */
export async function signInHeaders(
  app: Pick<TamgaApp, 'inject'>,
  login: string,
  password: string = DEMO_PASSWORD,
): Promise<{ 'x-requested-with': string; authorization: string }> {
  const headers = { 'x-requested-with': 'XMLHttpRequest' }
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { login, password } })
  expect(response.statusCode).toBe(200)
  return { ...headers, authorization: `Bearer ${response.json().token as string}` }
}

/**
 * Rate limits no test reaches: every request of a test run comes from one address, and suites
 * sign in, register and query far more often than a person. The limits' own tests set theirs.
 */
export const TEST_RATE_LIMITS: RateLimits = {
  signIn: 100_000,
  passwordReset: 100_000,
  registration: 100_000,
  publicForms: 100_000,
  anonymousGraphql: 100_000,
}

/** A configuration for tests: the defaults (with {@link TEST_RATE_LIMITS}), with the given fields replaced. */
export function testConfig(overrides: Partial<TamgaConfig> = {}): TamgaConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent' }, '/nonexistent-tamga-test'),
    rateLimits: TEST_RATE_LIMITS,
    ...overrides,
  }
}

const keyOf = (kind: DocumentKind, name: string): string => `${kind}\u0000${name}`

function ofKind<TKind extends DocumentKind>(
  stored: StoredDocument,
  kind: TKind,
): StoredDocument<DocumentsByKind[TKind]> | undefined {
  const { document } = stored
  return isOfKind(document, kind) ? { ...stored, document } : undefined
}

/**
 * A {@link DocumentStore} in memory, for tests of code that reads or writes documents. It keeps
 * the store's contract: every write is validated with `@tamga/schema` (refused with
 * `DOCUMENT_INVALID` and the issues), `expectedRevision` is checked (`DOCUMENT_CONFLICT`), and
 * every revision is kept and restorable.
 */
export class MemoryDocumentStore implements DocumentStore {
  readonly mode: 'database' | 'files'
  readonly #current = new Map<string, StoredDocument>()
  readonly #history = new Map<string, DocumentRevision[]>()

  /** Starts with the given documents (each validated), written by the system. */
  constructor(documents: readonly unknown[] = [], mode: 'database' | 'files' = 'database') {
    this.mode = mode
    for (const document of documents) this.#write(document, { by: null }, undefined)
  }

  async list<TKind extends DocumentKind>(kind: TKind): Promise<Array<StoredDocument<DocumentsByKind[TKind]>>> {
    const found: Array<StoredDocument<DocumentsByKind[TKind]>> = []
    for (const stored of this.#sorted()) {
      const typed = ofKind(stored, kind)
      if (typed !== undefined) found.push(typed)
    }
    return found
  }

  async listAll(): Promise<StoredDocument[]> {
    return this.#sorted()
  }

  async get<TKind extends DocumentKind>(
    kind: TKind,
    name: string,
  ): Promise<StoredDocument<DocumentsByKind[TKind]> | undefined> {
    const stored = this.#current.get(keyOf(kind, name))
    return stored === undefined ? undefined : ofKind(stored, kind)
  }

  async put(document: unknown, options: WriteOptions): Promise<StoredDocument> {
    return this.#write(document, options, undefined)
  }

  async remove(kind: DocumentKind, name: string, options: WriteOptions): Promise<void> {
    const key = keyOf(kind, name)
    const current = this.#current.get(key)
    if (current === undefined) throw tamgaError('DOCUMENT_NOT_FOUND')
    this.#checkRevision(options, current.revision)
    this.#current.delete(key)
    this.#record({ kind, name, revision: current.revision + 1, document: null, change: 'delete' }, options)
  }

  async history(kind: DocumentKind, name: string): Promise<DocumentRevision[]> {
    return [...(this.#history.get(keyOf(kind, name)) ?? [])]
  }

  async restore(kind: DocumentKind, name: string, revision: number, options: WriteOptions): Promise<StoredDocument> {
    const earlier = this.#history.get(keyOf(kind, name))?.find((entry) => entry.revision === revision)
    if (earlier?.document === undefined || earlier.document === null) throw tamgaError('DOCUMENT_NOT_FOUND')
    return this.#write(earlier.document, options, 'restore')
  }

  #sorted(): StoredDocument[] {
    return [...this.#current.values()].sort(
      (a, b) => a.document.kind.localeCompare(b.document.kind) || a.document.name.localeCompare(b.document.name),
    )
  }

  #checkRevision(options: WriteOptions, current: number): void {
    if (options.expectedRevision !== undefined && options.expectedRevision !== current) {
      throw tamgaError('DOCUMENT_CONFLICT')
    }
  }

  #write(input: unknown, options: WriteOptions, change: 'restore' | undefined): StoredDocument {
    const result = validateDocument(input)
    if (!result.ok) throw tamgaError('DOCUMENT_INVALID', { issues: result.issues })
    const document = result.value
    const key = keyOf(document.kind, document.name)
    const current = this.#current.get(key)
    this.#checkRevision(options, current?.revision ?? 0)
    const past = this.#history.get(key) ?? []
    const revision = (past.at(-1)?.revision ?? 0) + 1
    const entry = this.#record(
      {
        kind: document.kind,
        name: document.name,
        revision,
        document,
        change: change ?? (current ? 'update' : 'create'),
      },
      options,
    )
    const stored: StoredDocument = { document, revision, updatedAt: entry.changedAt, updatedBy: options.by }
    this.#current.set(key, stored)
    return stored
  }

  #record(entry: Omit<DocumentRevision, 'changedAt' | 'changedBy'>, options: WriteOptions): DocumentRevision {
    const revision: DocumentRevision = { ...entry, changedAt: new Date(), changedBy: options.by }
    const key = keyOf(entry.kind, entry.name)
    this.#history.set(key, [...(this.#history.get(key) ?? []), revision])
    return revision
  }
}
