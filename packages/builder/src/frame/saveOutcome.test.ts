import { describe, expect, it } from 'vitest'
import { saveRefusal } from './saveOutcome.ts'

const failure = (status: number, body: unknown) => ({
  ok: false as const,
  status,
  message: 'toast',
  cancelled: false,
  body,
})
const issue = { path: '/form', code: 'unknown-document', message: { mn_MN: 'байхгүй', en_US: 'missing' } }

describe('a refused save', () => {
  it('brings the server’s issues to their place', () => {
    const refusal = saveRefusal(
      failure(400, { code: 'DOCUMENT_INVALID', msg: 'Баримт буруу байна', issues: [issue] }),
      'mn_MN',
    )
    expect(refusal).toEqual({ kind: 'invalid', issues: [issue], message: 'Баримт буруу байна' })
  })

  it('tells a conflict and a destructive table change apart from other failures', () => {
    expect(saveRefusal(failure(409, { code: 'DOCUMENT_CONFLICT', enMsg: 'reload' }), 'en_US').kind).toBe('conflict')
    expect(saveRefusal(failure(409, { code: 'MODEL_CHANGE_DESTRUCTIVE' }), 'en_US').kind).toBe('destructive')
    expect(saveRefusal(failure(0, undefined), 'en_US')).toEqual({ kind: 'failed', message: 'toast' })
  })
})
