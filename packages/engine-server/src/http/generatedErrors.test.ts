// The generated servers (issue 11) answer with a copy of this catalogue's entries, since
// `@tamga/codegen` may not import the server: the copy must stay word for word the same.
import { ERRORS } from '@tamga/codegen'
import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE, isErrorCode } from './errors.ts'

describe('the error catalogue of generated servers', () => {
  it.each(ERRORS.map((error) => [error.code, error] as const))('%s is Tamga’s own entry', (code, error) => {
    expect(isErrorCode(code)).toBe(true)
    if (!isErrorCode(code)) return
    expect({ status: error.status, msg: error.msg, enMsg: error.enMsg }).toEqual(ERROR_CATALOGUE[code])
  })
})
