// Password reset codes (spec 4.8): six random digits sent by mail. Only an HMAC of each code,
// keyed by the instance secret, is stored: a leaked table gives no usable code, and the six
// digits cannot be brute-forced offline without the secret.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'

/** How long a code lives when the project's `password_reset_time_out` is 0 (its default, spec 9). */
export const DEFAULT_RESET_CODE_MINUTES = 30

/** Wrong tries a code survives: after this many, even the right code is refused. */
export const MAX_RESET_CODE_ATTEMPTS = 5

/** At most this many codes are sent to one address per {@link RESET_CODE_WINDOW_MINUTES}. */
export const MAX_RESET_CODES_PER_WINDOW = 3

/** The window of {@link MAX_RESET_CODES_PER_WINDOW}. */
export const RESET_CODE_WINDOW_MINUTES = 15

/** A new code: six digits, uniformly random (`crypto.randomInt`), leading zeros kept. */
export function newResetCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0')
}

/** The stored form of a code: HMAC-SHA256 over the reset's id and the code, in hex. */
export function hashResetCode(secret: string, resetId: string, code: string): string {
  // The id is part of the message, so one code sent twice is stored as two unrelated hashes.
  return createHmac('sha256', secret).update(`${resetId}:${code}`).digest('hex')
}

/** Whether `code` is the one whose hash is stored, compared in constant time. */
export function resetCodeMatches(secret: string, resetId: string, code: string, storedHash: string): boolean {
  const expected = Buffer.from(storedHash, 'hex')
  const actual = Buffer.from(hashResetCode(secret, resetId, code), 'hex')
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The minutes a code lives: the project's `password_reset_time_out`, or the default for 0. */
export function resetCodeMinutes(configured: number | undefined): number {
  return configured !== undefined && Number.isInteger(configured) && configured > 0
    ? configured
    : DEFAULT_RESET_CODE_MINUTES
}

/** A live account found by its address, for a reset. */
export interface ResetAccount {
  id: number
  email: string
  firstName: string | null
}

/** The live (not deleted) account with this address, whatever its letter case. */
export async function findAccountByEmail(db: Kysely<SystemDatabase>, email: string): Promise<ResetAccount | undefined> {
  const row = await db
    .selectFrom('tamga_user')
    .select(['id', 'email', 'first_name'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  if (row?.email === undefined || row.email === null) return undefined
  return { id: row.id, email: row.email, firstName: row.first_name }
}

/** The outcome of {@link issueResetCode}. */
export type IssueResult = { issued: true; resetId: string; code: string } | { issued: false; reason: 'rate-limited' }

/** What {@link issueResetCode} needs. */
export interface IssueOptions {
  userId: number
  secret: string
  now: Date
  minutes: number
}

/**
 * Makes a new code for a user, unless {@link MAX_RESET_CODES_PER_WINDOW} were already made in
 * the last {@link RESET_CODE_WINDOW_MINUTES}: stores its hash with its expiry and ends every
 * earlier unused code of the user (their `used_at` is set), so only the newest mail works.
 * Returns the code to send; it is stored nowhere in the clear.
 */
export async function issueResetCode(db: Kysely<SystemDatabase>, options: IssueOptions): Promise<IssueResult> {
  const { userId, secret, now, minutes } = options
  return db.transaction().execute(async (trx) => {
    // Locking the user's row makes concurrent requests for one address count one after another.
    await trx.selectFrom('tamga_user').select('id').where('id', '=', userId).forUpdate().execute()
    const since = new Date(now.getTime() - RESET_CODE_WINDOW_MINUTES * 60_000)
    const recent = await trx
      .selectFrom('tamga_password_reset')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow()
    if (Number(recent.count) >= MAX_RESET_CODES_PER_WINDOW) return { issued: false, reason: 'rate-limited' }
    await trx
      .updateTable('tamga_password_reset')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute()
    const resetId = randomUUID()
    const code = newResetCode()
    await trx
      .insertInto('tamga_password_reset')
      .values({
        id: resetId,
        user_id: userId,
        code_hash: hashResetCode(secret, resetId, code),
        created_at: now,
        expires_at: new Date(now.getTime() + minutes * 60_000),
      })
      .execute()
    return { issued: true, resetId, code }
  })
}

/** Forgets a code whose mail could not be sent, so it neither works nor counts against the limit. */
export async function withdrawResetCode(db: Kysely<SystemDatabase>, resetId: string): Promise<void> {
  await db.deleteFrom('tamga_password_reset').where('id', '=', resetId).execute()
}

/** Why a code was refused. */
export type CodeRefusal = 'incorrect' | 'expired' | 'attempts-exceeded'

/** The outcome of {@link checkResetCode}. */
export type CodeCheck = { ok: true; userId: number; resetId: string } | { ok: false; refusal: CodeRefusal }

/** What {@link checkResetCode} needs. */
export interface CheckOptions {
  email: string
  code: string
  secret: string
  now: Date
}

// Compared against when there is no code to compare with, so that an unknown address costs the
// same HMAC as a known one.
const NO_HASH = '0'.repeat(64)

/**
 * Checks a code for an address against the user's newest unused code, inside the caller's
 * transaction (the row is locked, so two tries never both pass or both count as one). A wrong
 * code counts as a try; after {@link MAX_RESET_CODE_ATTEMPTS} tries the code is burnt. An
 * unknown address is answered exactly like a wrong code.
 */
export async function checkResetCode(trx: Kysely<SystemDatabase>, options: CheckOptions): Promise<CodeCheck> {
  const { email, code, secret, now } = options
  const account = await findAccountByEmail(trx, email)
  const reset =
    account === undefined
      ? undefined
      : await trx
          .selectFrom('tamga_password_reset')
          .select(['id', 'user_id', 'code_hash', 'attempts', 'expires_at'])
          .where('user_id', '=', account.id)
          .where('used_at', 'is', null)
          .orderBy('created_at', 'desc')
          .limit(1)
          .forUpdate()
          .executeTakeFirst()
  const matches = resetCodeMatches(secret, reset?.id ?? randomUUID(), code, reset?.code_hash ?? NO_HASH)
  if (reset === undefined) return { ok: false, refusal: 'incorrect' }
  if (reset.attempts >= MAX_RESET_CODE_ATTEMPTS) return { ok: false, refusal: 'attempts-exceeded' }
  if (reset.expires_at.getTime() <= now.getTime()) return { ok: false, refusal: 'expired' }
  if (!matches) {
    await trx
      .updateTable('tamga_password_reset')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', reset.id)
      .execute()
    return { ok: false, refusal: 'incorrect' }
  }
  return { ok: true, userId: reset.user_id, resetId: reset.id }
}

/** Marks a code used (once: a code already used is not marked again). Returns whether it was live. */
export async function consumeResetCode(trx: Kysely<SystemDatabase>, resetId: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('tamga_password_reset')
    .set({ used_at: now })
    .where('id', '=', resetId)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
