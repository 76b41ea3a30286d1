import { describe, expect, it } from 'vitest'
import { parseSignature, type Signature, serializeSignature } from './signature.ts'

const drawn: Signature = {
  signAction: 'Хянасан',
  job_name: 'Мэргэжилтэн',
  struct: 'Өв судлалын хэлтэс',
  type: 'draw',
  signature: 'data:image/png;base64,iVBORw0KGgo=',
  firstname: 'Болд',
  lastname: 'Бат',
}

describe('parseSignature', () => {
  it('parses the JSON text storage keeps', () => {
    expect(parseSignature(JSON.stringify(drawn))).toEqual({ ok: true, value: drawn })
  })

  it('reads the text "null", an empty text, null and a missing value as no signature', () => {
    for (const stored of ['null', ' null ', '', null, undefined]) {
      expect(parseSignature(stored)).toEqual({ ok: true, value: null })
    }
  })

  it('accepts a signature that was already parsed', () => {
    expect(parseSignature(drawn)).toEqual({ ok: true, value: drawn })
  })

  it('keeps a type other than text or draw (an uploaded image)', () => {
    const result = parseSignature('{"type":"image","signature":"/uploads/sign.png"}')
    expect(result).toEqual({ ok: true, value: { type: 'image', signature: '/uploads/sign.png' } })
  })

  it('gives an issue, not an exception, for malformed JSON', () => {
    const result = parseSignature('{"type": "text", ')
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([expect.objectContaining({ path: '', code: 'signature-json' })])
    expect(result.issues[0]?.message.mn_MN).toContain('JSON')
  })

  it('gives an issue for an unknown field or a value that is not an object', () => {
    const unknown = parseSignature('{"type":"text","colour":"blue"}')
    expect(unknown.ok).toBe(false)
    if (!unknown.ok) expect(unknown.issues[0]?.code).toBe('additionalProperties')
    const number = parseSignature(42)
    expect(number.ok).toBe(false)
    if (!number.ok) expect(number.issues[0]?.code).toBe('type')
    const list = parseSignature('[1]')
    expect(list.ok).toBe(false)
  })
})

describe('serializeSignature', () => {
  it('writes no signature as the text "null"', () => {
    expect(serializeSignature(null)).toBe('null')
  })

  it('writes JSON that parses back to the same signature', () => {
    const text = serializeSignature(drawn)
    expect(JSON.parse(text)).toEqual(drawn)
    expect(parseSignature(text)).toEqual({ ok: true, value: drawn })
  })
})
