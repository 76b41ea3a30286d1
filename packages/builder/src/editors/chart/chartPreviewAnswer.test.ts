import type { ApiResult } from '@tamga/renderer'
import { describe, expect, it } from 'vitest'
import { withIssueMessages } from './chartPreviewAnswer.ts'

const refused: ApiResult<unknown> = {
  ok: false,
  status: 400,
  message: 'The data sent is not valid',
  cancelled: false,
  body: {
    status: false,
    code: 'VALIDATION_FAILED',
    issues: [
      {
        path: '/elements/0/field',
        code: 'unknown-field',
        message: { en_US: 'no field "password"', mn_MN: '"password" талбар байхгүй' },
      },
      { path: '/source/name', code: 'unknown-source', message: { en_US: 'no such model', mn_MN: 'модель байхгүй' } },
    ],
  },
}

describe('chart preview answer', () => {
  it('a refusal with issues says each problem at its path, in the language shown', () => {
    const english = withIssueMessages(refused, 'en_US')
    expect(english.ok ? '' : english.message).toBe(
      '/elements/0/field: no field "password"; /source/name: no such model',
    )
    const mongolian = withIssueMessages(refused, 'mn_MN')
    expect(mongolian.ok ? '' : mongolian.message).toBe(
      '/elements/0/field: "password" талбар байхгүй; /source/name: модель байхгүй',
    )
  })

  it('a refusal without issues, a cancelled call and a success are left as they are', () => {
    const forbidden: ApiResult<unknown> = { ok: false, status: 403, message: 'No access', cancelled: false, body: {} }
    expect(withIssueMessages(forbidden, 'en_US')).toBe(forbidden)
    const cancelled = { ...refused, cancelled: true }
    expect(withIssueMessages(cancelled, 'en_US')).toBe(cancelled)
    const answered: ApiResult<unknown> = { ok: true, status: 200, data: { rows: [] } }
    expect(withIssueMessages(answered, 'en_US')).toBe(answered)
  })
})
