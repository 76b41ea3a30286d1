import { readFileSync } from 'node:fs'
import { ERROR_CATALOGUE, ErrorResponseSchema, isErrorCode } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { tamgaError } from './errors.ts'

const codes = Object.keys(ERROR_CATALOGUE).filter(isErrorCode)

describe('the error catalogue', () => {
  it.each(codes)('gives %s an HTTP error status and a text in Mongolian, in English and in Korean', (code) => {
    const { status, msg, enMsg, koMsg } = ERROR_CATALOGUE[code]
    expect(Number.isInteger(status) && status >= 400 && status <= 599).toBe(true)
    expect(msg.trim()).not.toBe('')
    expect(enMsg.trim()).not.toBe('')
    expect(koMsg).toMatch(/[\uAC00-\uD7A3]/)
    // The Mongolian text is written in Cyrillic, not a copy of the English one.
    expect(msg).toMatch(/[А-Яа-яӨөҮүЁё]/)
    expect(msg).not.toBe(enMsg)
  })

  it('uses the spec’s own texts for a missing page, a server error and a sign-in warning', () => {
    expect(ERROR_CATALOGUE.NOT_FOUND).toEqual({
      status: 404,
      msg: 'Хуудас олдсонгүй',
      enMsg: "The Page can't be found",
      koMsg: '페이지를 찾을 수 없습니다',
    })
    expect(ERROR_CATALOGUE.SERVER_ERROR.enMsg).toBe('Sorry, an error occurred')
    expect(ERROR_CATALOGUE.UNAUTHORIZED.msg).toBe('Нэвтэрнэ үү')
  })

  it('makes an error per code with the status, the code and the English text as its message', () => {
    for (const code of codes) {
      const error = tamgaError(code)
      expect(error).toBeInstanceOf(Error)
      expect(error.code).toBe(code)
      expect(error.statusCode).toBe(ERROR_CATALOGUE[code].status)
      expect(error.message).toBe(ERROR_CATALOGUE[code].enMsg)
    }
  })

  it('keeps the cause of an error for the log', () => {
    const cause = new Error('connection refused')
    expect(tamgaError('DATABASE_UNAVAILABLE', { cause }).cause).toBe(cause)
  })

  it('lists every code in the answer schema, so the OpenAPI description names them all', () => {
    expect(ErrorResponseSchema.properties.code.enum).toEqual(codes)
  })

  it('documents every code with its status and its three texts in the package README', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const rows = new Map(
      readme
        .split('\n')
        .filter((line) => /^\|\s*`[A-Z_]+`\s*\|\s*\d{3}\s*\|/.test(line))
        .map((line) => {
          const [code = '', status = '', msg = '', enMsg = '', koMsg = ''] = line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim())
          return [code.replaceAll('`', ''), { status: Number(status), msg, enMsg, koMsg }]
        }),
    )
    expect([...rows.keys()].sort()).toEqual([...codes].sort())
    for (const code of codes) expect(rows.get(code), code).toEqual(ERROR_CATALOGUE[code])
  })
})
