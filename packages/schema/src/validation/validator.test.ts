import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { formatIssue } from './issue.ts'
import { validateAgainst } from './validator.ts'

const Link = Type.Object(
  { type: Type.Literal('link'), url: Type.String({ minLength: 1 }) },
  { additionalProperties: false },
)
const Divider = Type.Object({ type: Type.Literal('divider') }, { additionalProperties: false })
const Entry = Type.Object(
  { id: Type.String(), target: Type.Union([Link, Divider]), align: Type.Optional(Type.Enum(['left', 'right'])) },
  { additionalProperties: false },
)

describe('validateAgainst', () => {
  it('returns the value typed when it is valid', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'divider' } })
    expect(result.ok).toBe(true)
  })

  it('reports a missing field with its path in English and Mongolian', () => {
    const result = validateAgainst(Entry, { target: { type: 'divider' } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues).toEqual([
      expect.objectContaining({
        path: '',
        code: 'required',
        message: { en_US: 'is missing the required field "id"', mn_MN: 'заавал байх "id" талбар алга' },
      }),
    ])
  })

  it('reports only the closest branch of a union, not every branch', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'link', url: '' } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual(['/target/url: must not be empty'])
  })

  it('lists the allowed discriminator values when no branch matches', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'button' } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual(['/target/type: must be one of "link", "divider"'])
  })

  it('names the allowed values of an enum', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'divider' }, align: 'middle' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i, 'mn_MN'))).toEqual([
      '/align: дараах утгуудын нэг байх ёстой: "left", "right"',
    ])
  })

  it('reports an unknown field instead of ignoring it', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'divider' }, colour: 'red' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues[0]?.code).toBe('additionalProperties')
    expect(result.issues[0]?.message.en_US).toBe('has an unknown field "colour"')
  })
})
