// Sessions a route checks inside its own SQL statement. A signed-in GraphQL query would
// otherwise cost two round trips to the database (the session lookup, then the query); with a
// session this instance verified recently, the query's statement also answers whether the
// session still stands for the same user and role, and its answer is sent only if it does.
import type { FastifyRequest } from 'fastify'
import type { FoundSession } from './sessions.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set when `request.auth` came from this instance's memory of a verified session rather
     * than from a lookup: the route must prove the session in its own statement
     * ({@link sessionStandsSql}) or call {@link settleSession} before relying on `auth`.
     */
    sessionProof: SessionProof | undefined
  }
  interface FastifyContextConfig {
    /** The route proves the caller's session in its own statement (see `auth/deferredSession.ts`). */
    deferSessionCheck?: boolean
  }
}

/** What a route's statement checks: the session, its user and the role it acts as. */
export interface SessionProof {
  tokenHash: string
  sessionId: string
  userId: number
  roleId: number
  /** Looks the session up as every other route does, replacing `request.auth`. */
  verify(): Promise<void>
}

/**
 * Sessions this instance verified lately, by token hash: a bounded map, oldest out first. An
 * entry is only ever used together with a proof in the statement that uses it.
 */
export class VerifiedSessions {
  readonly #entries = new Map<string, FoundSession>()

  constructor(private readonly capacity = 10_000) {}

  remember(tokenHash: string, found: FoundSession): void {
    this.#entries.delete(tokenHash)
    this.#entries.set(tokenHash, found)
    if (this.#entries.size > this.capacity) {
      const oldest = this.#entries.keys().next()
      if (oldest.done !== true) this.#entries.delete(oldest.value)
    }
  }

  recall(tokenHash: string): FoundSession | undefined {
    return this.#entries.get(tokenHash)
  }

  forget(tokenHash: string): void {
    this.#entries.delete(tokenHash)
  }
}

/** Makes `request.auth` a looked-up one if it came from memory; nothing otherwise. */
export async function settleSession(request: FastifyRequest): Promise<void> {
  const proof = request.sessionProof
  if (proof === undefined) return
  request.sessionProof = undefined
  await proof.verify()
}

/**
 * The SQL text of the proof, with its four values at `$first`…`$first+3` (token hash, session
 * id, user id, role id): true when the session is not revoked nor expired, its user not deleted
 * and confirmed, and it acts as the same role it did (the rule of `findSession`).
 */
export function sessionStandsSql(first: number): string {
  const [hash, session, user, role] = [first, first + 1, first + 2, first + 3].map((index) => `$${index}`)
  return `exists (select 1 from tamga_session s join tamga_user u on u.id = s.user_id
    where s.token_hash = ${hash} and s.id = ${session} and u.id = ${user}
      and s.revoked_at is null and s.expires_at > now() and u.deleted_at is null and u.confirmed = true
      and (case when s.active_role_id = u.role_id
             or exists (select 1 from tamga_user_role ur where ur.user_id = u.id and ur.role_id = s.active_role_id)
           then s.active_role_id else u.role_id end) = ${role})`
}

/** The proof's four values in the order {@link sessionStandsSql} numbers them. */
export function sessionProofValues(proof: SessionProof): unknown[] {
  return [proof.tokenHash, proof.sessionId, proof.userId, proof.roleId]
}
