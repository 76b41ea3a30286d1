import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { SystemDatabase } from './tables.ts'

const SECRET_KEY = 'session_secret'

/**
 * The key sessions are signed with. `TAMGA_SECRET` when set; otherwise one generated the first
 * time and kept in the database, so every instance sharing the database signs alike and a
 * restart does not sign everyone out.
 */
export async function instanceSecret(db: Kysely<SystemDatabase>, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return configured
  const candidate = randomBytes(48).toString('base64url')
  // Two instances starting together both try; the first insert wins and both read it back.
  await db
    .insertInto('tamga_setting')
    .values({ key: SECRET_KEY, value: JSON.stringify(candidate) })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
  const row = await db
    .selectFrom('tamga_setting')
    .select('value')
    .where('key', '=', SECRET_KEY)
    .executeTakeFirstOrThrow()
  if (typeof row.value !== 'string' || row.value.length < 32) {
    throw new Error('tamga_setting.session_secret is not a usable secret; remove it or set TAMGA_SECRET')
  }
  return row.value
}

/**
 * The Redis prefix of a deployment without `TAMGA_REDIS_PREFIX`: `tamga:` and a digest of its
 * instance secret. Every instance of one database shares the secret, so they hear each other;
 * another deployment on the same Redis has another secret, so it never does. The digest tells
 * nothing of the secret.
 *
 * @example redisPrefixOf('…') // 'tamga:3f9c0a1b2c4d:'
 */
export function redisPrefixOf(secret: string): string {
  return `tamga:${createHash('sha256').update(`redis-prefix\0${secret}`).digest('hex').slice(0, 12)}:`
}
