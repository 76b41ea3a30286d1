import { readFileSync } from 'node:fs'
import {
  checkBirthday,
  checkEmail,
  checkGender,
  checkPassword,
  checkPasswordConfirmation,
  checkPersonName,
  checkPhone,
  checkRegisterNo,
  type FieldProblem,
  type LanguageCode,
  wordsIn,
} from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '../../api/httpClient.ts'
import { auth } from '../../i18n/catalogues/auth.ts'
import { createI18n } from '../../i18n/i18n.ts'
import {
  type AuthText,
  authText,
  failureProblems,
  failureText,
  problemKey,
  signInFailureText,
  type Translate,
} from './authText.ts'

const i18n = createI18n('mn_MN')
const say = (text: AuthText, language: LanguageCode) =>
  authText(text, i18n.getFixedT(language, 'auth') as Translate, language)

const defined = (problem: FieldProblem | undefined): FieldProblem => {
  if (problem === undefined) throw new Error('the sample input should break the rule')
  return problem
}

/** Every problem the shared rules can report, from inputs that break each part, with its field. */
const SHARED_PROBLEMS: Array<[string, FieldProblem]> = [
  ['first_name', defined(checkPersonName(''))],
  ['first_name', defined(checkPersonName('a'.repeat(76)))],
  ['last_name', defined(checkPersonName('Bat1'))],
  ['birthday', defined(checkBirthday('1990/01/01', '2025-01-01'))],
  ['birthday', defined(checkBirthday('1990-02-30', '2025-01-01'))],
  ['birthday', defined(checkBirthday('2030-01-01', '2025-01-01'))],
  ['birthday', defined(checkBirthday('1899-12-31', '2025-01-01'))],
  ['gender', defined(checkGender('other'))],
  ['register_no', defined(checkRegisterNo('УБ 99112233'))],
  ['register_no', defined(checkRegisterNo('AB12345678'))],
  ['email', defined(checkEmail('бат@example.com'))],
  ['email', defined(checkEmail('Bat@example.com'))],
  ['email', defined(checkEmail('bat@example'))],
  ['phone', defined(checkPhone('9911a233'))],
  ['phone', defined(checkPhone('991122'))],
  ...checkPassword('').map((problem): [string, FieldProblem] => ['password', problem]),
  ...checkPassword(`${'Aa1!'.repeat(33)} ж`).map((problem): [string, FieldProblem] => ['password', problem]),
]

describe('field problems', () => {
  it('the samples cover every part of the shared rules', () => {
    const codes = new Set(SHARED_PROBLEMS.map(([, problem]) => problem.code))
    for (const code of ['too-short', 'too-long', 'uppercase', 'lowercase', 'digit', 'special', 'spaces', 'non-latin']) {
      expect(codes).toContain(code)
    }
    expect(codes.size).toBe(21)
  })

  it.each(SHARED_PROBLEMS)(
    '%s: the catalogue says exactly what the shared rule says, in Mongolian and English',
    (field, problem) => {
      expect(problemKey(field, problem.code)).toBeDefined()
      expect(say({ problem, field }, 'mn_MN')).toBe(problem.message.mn_MN)
      expect(say({ problem, field }, 'en_US')).toBe(problem.message.en_US)
    },
  )

  it.each(SHARED_PROBLEMS)('%s: Korean has its own words for the problem', (field, problem) => {
    const korean = say({ problem, field }, 'ko_KR')
    expect(korean).not.toBe(problem.message.mn_MN)
    expect(korean).not.toBe(problem.message.en_US)
    expect(korean).not.toMatch(/\{\{/)
  })

  it('tells the name limit and the password limit apart', () => {
    expect(say({ problem: { code: 'too-long' }, field: 'first_name' }, 'en_US')).toBe('Use at most 75 characters')
    expect(say({ problem: { code: 'too-long' }, field: 'password' }, 'en_US')).toBe(
      'The password must have at most 128 characters',
    )
  })

  it("shows the confirmation mismatch in the spec's English and the project's Mongolian", () => {
    const mismatch = defined(checkPasswordConfirmation('Demo#2026', 'Demo#2027'))
    expect(say({ problem: mismatch, field: 'password_confirmation' }, 'en_US')).toBe(
      'Password authentication did not match !!!',
    )
    expect(say({ problem: mismatch, field: 'password_confirmation' }, 'mn_MN')).toBe(
      'Нууц үг баталгаажуулалт таарсангүй !!!',
    )
  })

  it("falls back to a problem's own message when the catalogue does not know its code", () => {
    const problem = { code: 'unknown-field', message: { mn_MN: 'талбар байхгүй', en_US: 'no such field' } }
    expect(problemKey('x', 'unknown-field')).toBeUndefined()
    expect(say({ problem, field: 'x' }, 'mn_MN')).toBe('талбар байхгүй')
    expect(say({ problem, field: 'x' }, 'en_US')).toBe('no such field')
  })

  it('names the image problems', () => {
    expect(say({ problem: { code: 'not-an-image' }, field: 'image' }, 'mn_MN')).toBe('зөвхөн зураг оруулна уу!')
    expect(say({ problem: { code: 'too-large' }, field: 'image' }, 'en_US')).toBe('The image must be at most 1 MB')
  })
})

describe('the catalogue', () => {
  it("uses the project's static words verbatim for every key it shares with them", () => {
    const project = JSON.parse(
      readFileSync(new URL('../../../../../examples/heritage/documents/project.json', import.meta.url), 'utf8'),
    ) as { static_words: Record<'mn_MN' | 'en_US', Record<string, string>> }
    let shared = 0
    for (const language of ['mn_MN', 'en_US'] as const) {
      const own: Record<string, string> = wordsIn(auth, language)
      for (const [key, text] of Object.entries(project.static_words[language])) {
        if (!Object.hasOwn(own, key)) continue
        shared++
        expect([language, key, own[key]]).toEqual([language, key, text])
      }
    }
    expect(shared).toBeGreaterThan(40)
  })

  it('keeps the spec 8.3 sign-in notices', () => {
    expect(auth.loginSuccess.mn_MN).toBe('Амжилттай нэвтэрлээ. Түр хүлээнэ үү!')
    expect(auth.passwordConfirmError.en_US).toBe('Password authentication did not match !!!')
    expect(auth.problemSpaces.en_US).toBe('Spaces are included')
  })
})

const failed = (status: number, body?: unknown, message = ''): ApiFailure => ({
  ok: false,
  status,
  message,
  cancelled: false,
  body,
})

describe('failureText', () => {
  it("uses the catalogue's words for a code the screen knows", () => {
    const body = { status: false, code: 'EMAIL_REQUIRED', msg: 'И-мэйл хаягаа оруулна уу', enMsg: 'x' }
    const failure = failed(400, body, 'server words')
    expect(failureText(failure, { EMAIL_REQUIRED: 'emailRequired' }, 'sorryError')).toEqual({ key: 'emailRequired' })
  })

  it("uses the server's message for any other code", () => {
    const failure = failed(503, { status: false, code: 'DATABASE_UNAVAILABLE' }, 'Өгөгдлийн сантай холбогдож чадсангүй')
    expect(failureText(failure, {}, 'sorryError')).toEqual({ text: 'Өгөгдлийн сантай холбогдож чадсангүй' })
  })

  it("uses the screen's general error when nothing was said", () => {
    expect(failureText(failed(200, { weird: true }), {}, 'loginError')).toEqual({ key: 'loginError' })
  })
})

describe('signInFailureText', () => {
  it.each([
    ['wrong-credentials', 'Нэвтрэх нэр эсвэл нууц үг буруу байна!'],
    ['locked', 'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: хэсэг хугацааны дараа дахин оролдоно уу'],
    ['not-confirmed', 'Таны бүртгэл хараахан баталгаажаагүй байна: админ баталгаажуулсны дараа нэвтэрнэ үү'],
  ] as const)('%s shows its own message', (reason, mongolian) => {
    expect(say(signInFailureText(reason, failed(401), 'mn_MN'), 'mn_MN')).toBe(mongolian)
  })

  it('tells a lockout and a rate limit in the server’s words, which name the minutes, or the catalogue’s in Korean', () => {
    const locked = failed(429, {
      code: 'LOGIN_LOCKED',
      msg: 'Олон удаа буруу оролдсон тул нэвтрэхийг түр хаалаа: 14 минутын дараа дахин оролдоно уу',
      enMsg: 'Too many failed sign-in attempts: signing in is locked, try again in 14 minutes',
    })
    expect(say(signInFailureText('locked', locked, 'mn_MN'), 'mn_MN')).toContain('14 минутын дараа')
    expect(say(signInFailureText('locked', locked, 'en_US'), 'en_US')).toContain('in 14 minutes')
    expect(say(signInFailureText('locked', locked, 'ko_KR'), 'ko_KR')).toBe(auth.loginLocked.ko_KR)
    const limited = failed(429, { code: 'TOO_MANY_REQUESTS' })
    expect(say(signInFailureText('too-many', limited, 'ko_KR'), 'ko_KR')).toBe(auth.tooManyRequests.ko_KR)
    expect(say(signInFailureText('too-many', limited, 'mn_MN'), 'mn_MN')).toBe(auth.tooManyRequests.mn_MN)
  })

  it('shows the Korean message in Korean, not the server’s Mongolian', () => {
    expect(say(signInFailureText('wrong-credentials', failed(401), 'ko_KR'), 'ko_KR')).toBe(
      auth.loginWrongCredentials.ko_KR,
    )
  })

  it('shows the server message of any other failure, or the login error', () => {
    expect(signInFailureText('other', failed(0, undefined, 'network'), 'mn_MN')).toEqual({ text: 'network' })
    expect(say(signInFailureText('other', failed(200), 'mn_MN'), 'mn_MN')).toBe('Уучлаарай, нэвтрэх үед алдаа гарлаа!')
  })
})

describe('failureProblems', () => {
  it('groups the issues of a refusal by field', () => {
    const failure = failed(400, {
      status: false,
      code: 'VALIDATION_FAILED',
      msg: 'Илгээсэн мэдээлэл буруу байна',
      enMsg: 'The data sent is not valid',
      issues: [
        { path: '/phone', code: 'spaces', message: { mn_MN: 'Хоосон зай орсон байна', en_US: 'Spaces are included' } },
        { path: '/password', code: 'digit', message: { mn_MN: 'a', en_US: 'b' } },
        { path: '/password', code: 'special', message: { mn_MN: 'c', en_US: 'd' } },
      ],
    })
    const problems = failureProblems(failure)
    expect([...problems.keys()]).toEqual(['phone', 'password'])
    expect(problems.get('password')?.map((problem) => problem.code)).toEqual(['digit', 'special'])
    expect(problems.get('phone')?.[0]?.message?.en_US).toBe('Spaces are included')
  })

  it('is empty for a failure without issues', () => {
    expect(failureProblems(failed(500)).size).toBe(0)
  })
})
