// A records list answered from a session this instance verified lately, proved in the list's own
// statement as GraphQL's queries are (see `auth/deferredSession.ts`). Without it a signed-in
// list costs a round trip to the database for the session (and the documents version) before
// its two statements, which the list's time and the database's work both show: measured with
// `npm run bench:records`, that lookup was the largest part of what Tamga adds to the floor.
//
// With a remembered session, the documents version this instance last saw stands in for the one
// the lookup reads, and the totals statement also answers the current version and whether the
// session still stands for the same user and role. The page is sent only when both hold;
// otherwise the session is looked up and the list read again. A refusal (401, 403, 404, 400) is
// never decided from memory: anything the remembered session would be refused is decided again
// from a looked-up one.
import type { FastifyRequest } from 'fastify'
import { CompiledQuery } from 'kysely'
import { type SessionProof, sessionProofValues, sessionStandsSql, settleSession } from '../auth/deferredSession.ts'
import { DOCUMENTS_VERSION_KEY } from '../permissions/documentsVersion.ts'

/** The columns a proved statement answers besides its own (never a consolidation's `{aggregate}_{column}`). */
export const PROOF_COLUMNS = { version: '__documents_version', session: '__session_ok' } as const

/** A compiled statement: its text and bound values. */
export interface StatementText {
  sql: string
  parameters: readonly unknown[]
}

/**
 * The statement with two more columns on its row: the documents version and whether the
 * caller's session stands (the rule of `findSession`), each read in the same statement. For a
 * statement answering one row (the list's total and consolidations).
 */
export function provedStatement(statement: StatementText, proof: SessionProof): CompiledQuery {
  const key = statement.parameters.length + 1
  const text =
    `select q.*, (select value from tamga_setting where key = $${key}) as "${PROOF_COLUMNS.version}", ` +
    `${sessionStandsSql(key + 1)} as "${PROOF_COLUMNS.session}" from (${statement.sql}) as q`
  return CompiledQuery.raw(text, [...statement.parameters, DOCUMENTS_VERSION_KEY, ...sessionProofValues(proof)])
}

/** Whether a proved statement's row says its answer may be sent: the session stands, at the version read with. */
export function proofHolds(row: Readonly<Record<string, unknown>> | undefined, version: number | undefined): boolean {
  return row?.[PROOF_COLUMNS.session] === true && Number(row[PROOF_COLUMNS.version] ?? 0) === version
}

/**
 * The newest documents version this instance saw, kept by the list route: a request with a
 * remembered session reads its documents at that version, and its statement says whether the
 * version moved since.
 */
export class SeenDocumentsVersion {
  #latest: number | undefined

  get latest(): number | undefined {
    return this.#latest
  }

  saw(version: unknown): void {
    if (
      typeof version === 'number' &&
      Number.isFinite(version) &&
      (this.#latest === undefined || version > this.#latest)
    )
      this.#latest = version
  }

  /** What a proved statement answered. */
  sawIn(row: Readonly<Record<string, unknown>> | undefined): void {
    if (row !== undefined) this.saw(Number(row[PROOF_COLUMNS.version] ?? 0))
  }
}

/**
 * A list route's `onRequest` hook (after the auth plugin's): with a remembered session, the
 * request reads its documents at the last version seen, unless the list is not one a proof
 * covers (the deleted list, a grid over a data source's parameters), no version was seen yet, or
 * the remembered session would be refused the krud's read right (the audience hook refuses
 * before the handler runs): then the session is looked up now, as on any other route.
 */
export function rememberedSessionHook(seen: SeenDocumentsVersion) {
  return async function preparedFromMemory(request: FastifyRequest): Promise<void> {
    if (request.sessionProof === undefined) {
      seen.saw(request.documentsVersion)
      return
    }
    const query = request.query as Record<string, unknown> | undefined
    const krud = (request.params as { krud?: unknown } | undefined)?.krud
    const latest = seen.latest
    if (
      latest !== undefined &&
      query?.deleted === undefined &&
      query?.params === undefined &&
      typeof krud === 'string'
    ) {
      request.documentsVersion = latest
      const decision = await request.server.authorizer.check(
        request.auth ?? null,
        'read',
        { kind: 'krud', name: krud },
        request,
      )
      if (decision.allowed) return
    }
    await settleSession(request)
    seen.saw(request.documentsVersion)
  }
}

/**
 * Answers `read(proof)` from the remembered session when its statement proves it (`read`
 * answers undefined when it does not, or cannot be proved), and otherwise, or when it failed,
 * `read(undefined)` after looking the session up (which answers or throws).
 */
export async function fromRememberedSession<T>(
  request: FastifyRequest,
  seen: SeenDocumentsVersion,
  read: (proof: SessionProof | undefined) => Promise<T | undefined>,
): Promise<T> {
  const proof = request.sessionProof
  if (proof !== undefined) {
    // Whatever it decided came from memory: decided again below from the looked-up session.
    const proved = await read(proof).catch(() => undefined)
    if (proved !== undefined) return proved
    await settleSession(request)
    seen.saw(request.documentsVersion)
  }
  const answer = await read(undefined)
  if (answer === undefined) throw new Error('a read from a looked-up session answered nothing')
  return answer
}
