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
        message: {
          en_US: '«id» is required. Fill it in.',
          mn_MN: '«id» заавал бөглөх ёстой. Утгыг нь оруулна уу.',
          ko_KR: '«id» 항목은 필수입니다. 값을 입력하세요.',
        },
      }),
    ])
  })

  it('reports only the closest branch of a union, not every branch', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'link', url: '' } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual(['/target/url: This must not be empty. Fill it in.'])
  })

  it('lists the allowed discriminator values when no branch matches', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'button' } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual([
      '/target/type: This value is not allowed. Choose one of: «link», «divider».',
    ])
  })

  it('lists the discriminator values even when one branch is a plain string', () => {
    const Node = Type.Union([Type.String(), Link, Divider])
    const result = validateAgainst(Node, { type: 'button' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual([
      '/type: This value is not allowed. Choose one of: «link», «divider».',
    ])
  })

  it('names the allowed values of an enum', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'divider' }, align: 'middle' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i, 'mn_MN'))).toEqual([
      '/align: Энэ утга зөвшөөрөгдөхгүй. Эдгээрийн нэгийг сонгоно уу: «left», «right».',
    ])
  })

  it('reports an unknown field instead of ignoring it', () => {
    const result = validateAgainst(Entry, { id: 'a', target: { type: 'divider' }, colour: 'red' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues[0]?.code).toBe('additionalProperties')
    expect(result.issues[0]?.message.en_US).toBe('The setting «colour» does not belong here. Remove it.')
  })
})

describe('validateAgainst with recursive schemas', () => {
  const Tree = Type.Cyclic(
    {
      TestTreeNode: Type.Object(
        { id: Type.String(), children: Type.Optional(Type.Array(Type.Ref('TestTreeNode'))) },
        { additionalProperties: false },
      ),
    },
    'TestTreeNode',
  )
  const Answer = Type.Union([
    Type.Object({ status: Type.Literal(true), tree: Tree }, { additionalProperties: false }),
    Type.Object({ status: Type.Literal(false), msg: Type.String() }, { additionalProperties: false }),
  ])

  it('keeps an error deep inside a recursive branch with its branch, not as a second problem', () => {
    const result = validateAgainst(Answer, { status: true, tree: { id: 'a', children: [{ id: 1 }] } })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual([
      '/tree/children/0/id: This must be a text. Change the value to a text.',
    ])
  })

  it('reports a wrong choice inside the matching branch at the choice itself', () => {
    const Shape = Type.Union([
      Type.Enum(['text', 'uuid'], { type: 'string' }),
      Type.Object(
        { name: Type.Literal('geometry'), shape: Type.Enum(['point', 'line', 'polygon']) },
        { additionalProperties: false },
      ),
      Type.Object({ name: Type.Literal('varchar'), length: Type.Integer() }, { additionalProperties: false }),
    ])
    const result = validateAgainst(Shape, { name: 'geometry', shape: 'hexagon' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.issues.map((i) => formatIssue(i))).toEqual([
      '/shape: This value is not allowed. Choose one of: «point», «line», «polygon».',
    ])
  })
})
