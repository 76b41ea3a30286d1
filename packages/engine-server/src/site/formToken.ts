// A visitor's form carries the time it was drawn, signed by the server: a form sent back within
// a few seconds of being drawn was filled by a robot, and a token older than a day is stale.
// Together with the honeypot field this keeps spam out without a captcha service.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** The soonest a person sends a form after it is drawn. */
export const FORM_MIN_AGE_MS = 3_000
/** How long a drawn form may be sent. */
export const FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000

/** Signs and checks form tokens with `secret` (`TAMGA_SECRET`; a random one per process without it). */
export function formTokens(secret: string | undefined) {
  const key = secret ?? randomBytes(32).toString('hex')
  const sign = (time: number) => createHmac('sha256', key).update(`site-form:${time}`).digest('base64url')
  return {
    issue(now = Date.now()): string {
      return `${now}.${sign(now)}`
    },
    /** `ok`, or why the token is refused: `too-soon` (a robot), `stale` or `invalid`. */
    check(token: unknown, now = Date.now()): 'ok' | 'too-soon' | 'stale' | 'invalid' {
      if (typeof token !== 'string') return 'invalid'
      const [time, signature] = token.split('.')
      const issued = Number(time)
      if (!Number.isSafeInteger(issued) || signature === undefined) return 'invalid'
      const expected = Buffer.from(sign(issued))
      const given = Buffer.from(signature)
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid'
      if (now - issued < FORM_MIN_AGE_MS) return 'too-soon'
      if (now - issued > FORM_MAX_AGE_MS) return 'stale'
      return 'ok'
    },
  }
}
export type FormTokens = ReturnType<typeof formTokens>
