import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { validateDocument } from '../documents/registry.ts'
import * as schemaPackage from '../index.ts'
import type { DocumentIssue } from './issue.ts'
import { PROPERTY_MESSAGES } from './messages.ts'
import { PATTERNS, patternHint } from './patterns.ts'
import { validateAgainst } from './validator.ts'

// What a regular expression or a JSON Pointer looks like inside a sentence.
const REGEX = /\^\[|\{\d+,\d*\}|\]\*|\$$|\(\?[=!]|\\[dswS.]/
const POINTER = /(^|\s)\/[A-Za-z_]+\/\d+/
// How a sentence that tells what to do reads, in each language.
const MENDS = {
  mn_MN: /(уу|үү|на|нэ|но|нө)[.]?(\s|$)|Жишээ:/,
  en_US: /\b(Fill|Remove|Change|Choose|Write|Use|Add|Enter|Check|Shorten|Start)\b|Example:/i,
  ko_KR: /(세요|합니다|예:)/,
}

function expectReadable(found: readonly DocumentIssue[]): void {
  expect(found.length).toBeGreaterThan(0)
  for (const one of found) {
    for (const language of ['mn_MN', 'en_US', 'ko_KR'] as const) {
      const text = one.message[language] ?? ''
      expect(text, `${one.code} ${language}`).not.toBe('')
      expect(text, `${one.code} ${language}: ${text}`).not.toMatch(REGEX)
      expect(text, `${one.code} ${language}: ${text}`).not.toMatch(POINTER)
      if (one.path !== '') expect(text).not.toContain(one.path)
      expect(text, `${one.code} ${language}: ${text}`).toMatch(MENDS[language])
    }
  }
}

const Everything = Type.Object(
  {
    name: Type.String({ pattern: PATTERNS.sqlIdentifier.pattern }),
    unknownForm: Type.String({ pattern: '^[0-9]{3}$' }),
    email: Type.String({ format: 'email' }),
    title: Type.String({ minLength: 1 }),
    code: Type.String({ minLength: 3, maxLength: 4 }),
    count: Type.Integer({ minimum: 1, maximum: 9 }),
    above: Type.Number({ exclusiveMinimum: 0 }),
    step: Type.Number({ multipleOf: 5 }),
    tags: Type.Array(Type.String(), { minItems: 3, uniqueItems: true }),
    few: Type.Array(Type.String(), { maxItems: 1 }),
    align: Type.Enum(['left', 'right']),
    kind: Type.Literal('menu'),
    flag: Type.Boolean(),
    need: Type.String(),
  },
  { additionalProperties: false },
)

describe('ajv messages', () => {
  it('say what is wrong and how to mend it, never a regular expression or a pointer, in every language', () => {
    const result = validateAgainst(Everything, {
      name: 'Event Date',
      unknownForm: 'x',
      email: 'nobody',
      title: '',
      code: 'abcdef',
      count: 10,
      above: 0,
      step: 7,
      tags: ['a', 'a'],
      few: ['a', 'b'],
      align: 'middle',
      kind: 'grid',
      flag: 'yes',
      colour: 'red',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(new Set(result.issues.map((one) => one.code))).toEqual(
      new Set([
        'pattern',
        'format',
        'minLength',
        'maxLength',
        'maximum',
        'exclusiveMinimum',
        'multipleOf',
        'minItems',
        'uniqueItems',
        'maxItems',
        'enum',
        'const',
        'type',
        'required',
        'additionalProperties',
      ]),
    )
    expectReadable(result.issues)
  })

  it('explain an SQL name in words with an example, as the schema pattern asks', () => {
    const result = validateDocument({
      kind: 'model',
      version: 1,
      name: 'events',
      columns: [{ name: '1 Огноо', type: 'date' }],
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    const found = result.issues.find((one) => one.path === '/columns/0/name')
    expect(found?.message.mn_MN).toBe(
      'Бичлэг нь буруу байна. Зөвхөн латин жижиг үсэг, тоо, доогуур зураас (_) ашиглана; тоогоор эхлэхгүй, 63 тэмдэгтээс ихгүй. Жишээ: event_date',
    )
    // The expression itself stays with the issue, for experts.
    expect(found?.params?.pattern).toBe(PATTERNS.sqlIdentifier.pattern)
    expectReadable(result.issues)
  })

  it('name a missing or unknown property with the words a builder passes, so a label can replace the key', () => {
    expect(PROPERTY_MESSAGES.required('Нэр').mn_MN).toBe('«Нэр» заавал бөглөх ёстой. Утгыг нь оруулна уу.')
    expect(PROPERTY_MESSAGES.additionalProperties('Өнгө').en_US).toBe(
      'The setting «Өнгө» does not belong here. Remove it.',
    )
  })

  it('have a sentence for every pattern any schema of the package uses', () => {
    const patterns = new Set<string>()
    const seen = new Set<unknown>()
    const walk = (value: unknown): void => {
      if (value === null || typeof value !== 'object' || seen.has(value)) return
      seen.add(value)
      const record = value as Record<string, unknown>
      if (typeof record.pattern === 'string' && record.type === 'string') patterns.add(record.pattern)
      for (const child of Object.values(record)) walk(child)
    }
    for (const exported of Object.values(schemaPackage)) walk(exported)
    expect(patterns.size).toBeGreaterThanOrEqual(10)
    for (const pattern of patterns) expect(patternHint(pattern), pattern).toBeDefined()
  })

  it('every pattern sentence ends with an example that the pattern accepts', () => {
    for (const [name, { pattern, hint }] of Object.entries(PATTERNS)) {
      for (const text of Object.values(hint)) {
        const example = /(?:Жишээ|Example|예): (\S+)$/.exec(text)?.[1]
        expect(example, `${name}: ${text}`).toBeDefined()
        expect(new RegExp(pattern, 'u').test(example ?? ''), `${name}: ${example}`).toBe(true)
        expect(text).not.toMatch(REGEX)
      }
    }
  })
})
