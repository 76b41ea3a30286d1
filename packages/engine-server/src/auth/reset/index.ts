import { setTimeout as sleep } from 'node:timers/promises'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { type BilingualMessage, checkPassword, issue } from '@tamga/schema'
import Type from 'typebox'
import type { TamgaConfig } from '../../config.ts'
import type { TamgaDatabase } from '../../db/database.ts'
import { instanceSecret } from '../../db/instanceSecret.ts'
import type { DocumentStore } from '../../documents/store.ts'
import { ERROR_RESPONSES, tamgaError } from '../../http/errors.ts'
import { ANYONE } from '../../http/routeAudience.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { csrfGuard } from '../csrf.ts'
import { hashPassword } from '../passwordHash.ts'
import type { SessionRevocations } from '../sessionRevocations.ts'
import { revokeUserSessions } from '../sessions.ts'
import {
  type CodeRefusal,
  checkResetCode,
  consumeResetCode,
  findAccountByEmail,
  issueResetCode,
  MAX_RESET_CODE_ATTEMPTS,
  MAX_RESET_CODES_PER_WINDOW,
  RESET_CODE_WINDOW_MINUTES,
  resetCodeMinutes,
  withdrawResetCode,
} from './resetCodes.ts'
import { resetCodeMail } from './resetMail.ts'

export {
  DEFAULT_RESET_CODE_MINUTES,
  MAX_RESET_CODE_ATTEMPTS,
  MAX_RESET_CODES_PER_WINDOW,
  RESET_CODE_WINDOW_MINUTES,
} from './resetCodes.ts'

import { domainPlugin } from '../../http/domainPlugin.ts'

/** The success texts of the reset steps (spec 8.3 'reset code sent', 'reset success'). */
export const RESET_MESSAGES = {
  // Says what happened without saying whether the address has an account.
  codeSent: {
    mn_MN: 'Хэрэв энэ и-мэйл хаяг бүртгэлтэй бол нууц үг сэргээх кодыг түүн рүү илгээлээ',
    en_US: 'Reset code sent: if an account uses this address, the code is on its way to it',
  },
  codeCorrect: {
    mn_MN: 'Код зөв байна: шинэ нууц үгээ оруулна уу',
    en_US: 'The code is correct: enter your new password',
  },
  resetSuccess: { mn_MN: 'Нууц үг амжилттай солигдлоо', en_US: 'Your password has been reset' },
} as const satisfies Record<string, BilingualMessage>

/** Options of {@link passwordResetPlugin}. */
export interface PasswordResetPluginOptions {
  /**
   * `publicUrl` for the link in the mail; `smtpUrl` and `dataDir` when no `mailer` is given;
   * `secret` (`TAMGA_SECRET`) when no `secret` is given.
   */
  config: Pick<TamgaConfig, 'publicUrl' | 'smtpUrl' | 'dataDir' | 'secret'>
  /** The accounts and the codes. Without it every step answers `DATABASE_UNAVAILABLE`. */
  database: TamgaDatabase | undefined
  /** Where the `project` document is: its `password_reset_time_out` sets how long a code lives. */
  store: DocumentStore
  /**
   * The key of the codes' HMAC. @default the instance secret: `TAMGA_SECRET`, or the one kept
   * in the database (`instanceSecret`), read at the first reset
   */
  secret?: string | undefined
  /** How mail goes out. @default createMailer(config), closed with the server */
  mailer?: Mailer | undefined
  /** The clock (tests move it to expire codes). @default () => new Date() */
  now?: (() => Date) | undefined
  /**
   * Where a reset is told, so that every instance ends the account's open subscriptions and
   * notification streams. @default none
   */
  revocations?: SessionRevocations | undefined
  /**
   * `/auth/forgot` answers no sooner than this, known address or not, so that the time taken
   * does not tell whether a mail was sent. A mail slower than this goes on after the answer.
   * @default 750
   */
  forgotAnswerMs?: number | undefined
}

const MessageSchema = Type.Object(
  {
    status: Type.Literal(true),
    msg: Type.String({ description: 'The message in Mongolian.' }),
    enMsg: Type.String({ description: 'The message in English.' }),
  },
  { additionalProperties: false },
)

// Every field is optional in the schema: a missing one gets its own message from the spec
// ('email required', 'reset code required') rather than a generic validation error.
const Email = Type.Optional(Type.String({ maxLength: 254, description: 'The account’s e-mail address.' }))
const Code = Type.Optional(Type.String({ maxLength: 32, description: 'The six digits from the mail.' }))
const ForgotBodySchema = Type.Object({ email: Email }, { additionalProperties: false })
const VerifyBodySchema = Type.Object({ email: Email, code: Code }, { additionalProperties: false })
const ResetBodySchema = Type.Object(
  {
    email: Email,
    code: Code,
    password: Type.Optional(Type.String({ maxLength: 1024, description: 'The new password (spec 5 rule).' })),
    password_confirmation: Type.Optional(Type.String({ maxLength: 1024 })),
  },
  { additionalProperties: false },
)

const answer = (message: BilingualMessage) => ({ status: true as const, msg: message.mn_MN, enMsg: message.en_US })

const REFUSALS: Readonly<
  Record<CodeRefusal, 'RESET_CODE_INCORRECT' | 'RESET_CODE_EXPIRED' | 'RESET_CODE_ATTEMPTS_EXCEEDED'>
> = {
  incorrect: 'RESET_CODE_INCORRECT',
  expired: 'RESET_CODE_EXPIRED',
  'attempts-exceeded': 'RESET_CODE_ATTEMPTS_EXCEEDED',
}

const requiredEmail = (email: string | undefined): string => {
  const trimmed = email?.trim() ?? ''
  if (trimmed === '') throw tamgaError('EMAIL_REQUIRED')
  return trimmed
}

const requiredCode = (code: string | undefined): string => {
  // People paste codes with spaces around or between the digit groups.
  const digits = code?.replace(/\s+/g, '') ?? ''
  if (digits === '') throw tamgaError('RESET_CODE_REQUIRED')
  return digits
}

/**
 * Password reset by e-mail (spec 4.8, 5, 8.3), in three steps, public (the person cannot sign
 * in) and behind the CSRF guard:
 *
 * - `POST /auth/forgot` `{ email }`: mails a six-digit code that lives the project's
 *   `password_reset_time_out` minutes (0: {@link DEFAULT_RESET_CODE_MINUTES}), at most
 *   {@link MAX_RESET_CODES_PER_WINDOW} per address per {@link RESET_CODE_WINDOW_MINUTES}
 *   minutes. Always the same answer, known address or not, rate-limited or not.
 * - `POST /auth/reset/verify` `{ email, code }`: whether the code is right and fresh; every
 *   wrong try counts, and after {@link MAX_RESET_CODE_ATTEMPTS} the code is burnt.
 * - `POST /auth/reset` `{ email, code, password, password_confirmation }`: checks the code
 *   again, uses it up, sets the new password and ends every session of the account.
 */
const passwordResetRoutes: FastifyPluginAsyncTypebox<PasswordResetPluginOptions> = async (app, options) => {
  const { config, store } = options
  const now = options.now ?? (() => new Date())
  const forgotAnswerMs = options.forgotAnswerMs ?? 750
  const mailer = options.mailer ?? createMailer(config)
  if (options.mailer === undefined) app.addHook('onClose', async () => mailer.close())
  app.addHook('onRequest', csrfGuard)

  const database = (): TamgaDatabase => {
    if (options.database === undefined) throw tamgaError('DATABASE_UNAVAILABLE')
    return options.database
  }
  let secretRead: Promise<string> | undefined
  const instanceKey = (): Promise<string> => {
    if (options.secret !== undefined) return Promise.resolve(options.secret)
    secretRead ??= instanceSecret(database().db, config.secret).catch((error: unknown) => {
      // A failed read is tried again at the next request rather than remembered.
      secretRead = undefined
      throw error
    })
    return secretRead
  }

  const codeMinutes = async (): Promise<number> => {
    // One project document is the configuration; without a usable one the default applies,
    // since a reset must work even while the project is being set up.
    const projects = await store.list('project')
    const project = projects.length === 1 ? projects[0]?.document : undefined
    return resetCodeMinutes(project?.password_reset_time_out)
  }

  app.post(
    '/auth/forgot',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset code (spec 4.8)',
        description: `Always answers the same, whether or not an account uses the address, and takes about the same time. At most ${MAX_RESET_CODES_PER_WINDOW} codes per address per ${RESET_CODE_WINDOW_MINUTES} minutes; each new code ends the earlier ones.`,
        body: ForgotBodySchema,
        response: { 200: MessageSchema, ...ERROR_RESPONSES },
      },
    },
    async function postAuthForgot(request) {
      const email = requiredEmail(request.body.email)
      const started = Date.now()
      const { db } = database()
      const account = await findAccountByEmail(db, email)
      let delivery: Promise<void> | undefined
      if (account !== undefined) {
        const minutes = await codeMinutes()
        const issued = await issueResetCode(db, {
          userId: account.id,
          secret: await instanceKey(),
          now: now(),
          minutes,
        })
        if (issued.issued) {
          const mail = resetCodeMail({
            to: account.email,
            firstName: account.firstName,
            code: issued.code,
            minutes,
            publicUrl: config.publicUrl,
          })
          delivery = mailer.send(mail).then(
            () => undefined,
            async (error: unknown) => {
              await withdrawResetCode(db, issued.resetId)
              throw error
            },
          )
        } else {
          request.log.info({ userId: account.id }, 'password reset codes rate-limited for this address')
        }
      }
      const floor = sleep(Math.max(0, forgotAnswerMs - (Date.now() - started)))
      if (delivery !== undefined) {
        // A mail that fails before the floor is reported; one still on its way at the floor
        // is answered as sent, so a slow mail server does not show which addresses exist.
        const outcome = await Promise.race([
          delivery.then(
            () => 'sent' as const,
            (error: unknown) => ({ error }),
          ),
          floor.then(() => 'pending' as const),
        ])
        if (typeof outcome === 'object') throw tamgaError('RESET_CODE_NOT_SENT', { cause: outcome.error })
        if (outcome === 'pending') {
          delivery.catch((error: unknown) =>
            request.log.error({ err: error }, 'a password reset mail could not be sent after the answer'),
          )
        }
      }
      await floor
      return answer(RESET_MESSAGES.codeSent)
    },
  )

  /** Checks a code in its own transaction, so that a wrong try is counted even as it is refused. */
  const checkCode = async (email: string, code: string): Promise<void> => {
    const { db } = database()
    const secret = await instanceKey()
    const result = await db.transaction().execute((trx) => checkResetCode(trx, { email, code, secret, now: now() }))
    if (!result.ok) throw tamgaError(REFUSALS[result.refusal])
  }

  app.post(
    '/auth/reset/verify',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['auth'],
        summary: 'Check a password reset code (spec 4.8)',
        description: `Every wrong code counts; after ${MAX_RESET_CODE_ATTEMPTS} wrong tries the code no longer works, even when right.`,
        body: VerifyBodySchema,
        response: { 200: MessageSchema, ...ERROR_RESPONSES },
      },
    },
    async function postAuthResetVerify(request) {
      const email = requiredEmail(request.body.email)
      const code = requiredCode(request.body.code)
      await checkCode(email, code)
      return answer(RESET_MESSAGES.codeCorrect)
    },
  )

  app.post(
    '/auth/reset',
    {
      config: { audience: ANYONE },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset code (spec 4.8)',
        description:
          'The code is used up; the password must follow the spec 5 rule; every session of the account ends.',
        body: ResetBodySchema,
        response: { 200: MessageSchema, ...ERROR_RESPONSES },
      },
    },
    async function postAuthReset(request) {
      const { body } = request
      const email = requiredEmail(body.email)
      const code = requiredCode(body.code)
      const password = body.password ?? ''
      // The password is judged before the code, so a typo in it does not cost one of the tries.
      if (password !== (body.password_confirmation ?? '')) throw tamgaError('PASSWORD_CONFIRMATION_MISMATCH')
      const problems = checkPassword(password)
      if (problems.length > 0) {
        throw tamgaError('PASSWORD_RULES_NOT_MET', {
          in: 'body',
          issues: problems.map((problem) => issue('/password', problem.code, problem.message)),
          messages: {
            mn_MN: problems.map((problem) => problem.message.mn_MN).join('; '),
            en_US: problems.map((problem) => problem.message.en_US).join('; '),
          },
        })
      }
      // Checked (and a wrong try counted) before the slow hash, so guesses cost the server little.
      await checkCode(email, code)
      const passwordHash = await hashPassword(password)
      const { db } = database()
      const secret = await instanceKey()
      const outcome = await db.transaction().execute(async (trx) => {
        const at = now()
        const result = await checkResetCode(trx, { email, code, secret, now: at })
        if (!result.ok) return { refusal: result.refusal }
        // Someone else used the code between the two checks: it counts as gone.
        if (!(await consumeResetCode(trx, result.resetId, at))) return { refusal: 'incorrect' as const }
        await trx
          .updateTable('tamga_user')
          .set({ password_hash: passwordHash, updated_at: at })
          .where('id', '=', result.userId)
          .execute()
        await revokeUserSessions(trx, result.userId, at)
        return { userId: result.userId }
      })
      if (outcome.refusal !== undefined) throw tamgaError(REFUSALS[outcome.refusal])
      // Told once committed, so no instance hears of it while the sessions still stand.
      options.revocations?.publish({ userId: outcome.userId })
      return answer(RESET_MESSAGES.resetSuccess)
    },
  )
}

/** {@link passwordResetRoutes} as the plugin `tamga-password-reset`. */
export const passwordResetPlugin = domainPlugin('password-reset', {}, passwordResetRoutes)
