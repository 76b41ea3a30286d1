import Type from 'typebox'
import { describe, expect, it } from 'vitest'
import { formatIssue, issue } from '../validation/issue.ts'
import { documentSchema } from './common.ts'
import { type DocumentKindDefinition, migrateDocument, validateDocumentOf } from './definition.ts'

// A kind at version 3 whose history is: v1 had `label`, v2 renamed it to `caption`, v3 made
// `caption` a list. The migrations must run in order and only from the document's own version.
// Its own $id, so it never collides with the real mock-up schema in the shared ajv instance.
const schema = {
  ...documentSchema('mockup', 3, { captions: Type.Array(Type.String(), { minItems: 1 }) }),
  $id: 'https://tamga.dev/schema/test-versioned.json',
}
type Doc = Type.Static<typeof schema>
const definition: DocumentKindDefinition<Doc> = {
  kind: 'mockup',
  version: 3,
  schema,
  example: { kind: 'mockup', version: 3, name: 'x', captions: ['a'] },
  check: (document) =>
    document.captions.includes('forbidden')
      ? [issue('/captions', 'forbidden', { en_US: 'must not say forbidden', mn_MN: 'forbidden гэж бичиж болохгүй' })]
      : [],
  migrations: [
    ({ label, ...rest }) => ({ ...rest, caption: label }),
    ({ caption, ...rest }) => ({ ...rest, captions: [caption] }),
  ],
}

describe('document versions', () => {
  it('upgrades a version 1 document through every migration in order', () => {
    const result = validateDocumentOf(definition, { kind: 'mockup', version: 1, name: 'x', label: 'Нүүр' })
    expect(result).toEqual({ ok: true, value: { kind: 'mockup', version: 3, name: 'x', captions: ['Нүүр'] } })
  })

  it('runs only the migrations after the document’s own version', () => {
    const result = validateDocumentOf(definition, { kind: 'mockup', version: 2, name: 'x', caption: 'Нүүр' })
    expect(result.ok && result.value.captions).toEqual(['Нүүр'])
  })

  it('leaves the caller’s document untouched', () => {
    const input = { kind: 'mockup', version: 1, name: 'x', label: 'Нүүр' }
    migrateDocument(definition as unknown as DocumentKindDefinition, input)
    expect(input).toEqual({ kind: 'mockup', version: 1, name: 'x', label: 'Нүүр' })
  })

  it('refuses a document newer than this release, saying which version it reads', () => {
    const result = validateDocumentOf(definition, { kind: 'mockup', version: 4, name: 'x', captions: ['a'] })
    expect(result.ok ? [] : result.issues.map((i) => formatIssue(i))).toEqual([
      '/version: is 4, newer than this Tamga release reads (3)',
    ])
  })

  it('refuses a version that is not a positive whole number', () => {
    for (const version of [0, 1.5, '2', undefined]) {
      const result = validateDocumentOf(definition, { kind: 'mockup', version, name: 'x' })
      expect(result.ok ? 'ok' : result.issues[0]?.path).toBe('/version')
    }
  })

  it('says so when an old version has no migration', () => {
    const { migrations: _, ...withoutMigrations } = definition
    const result = validateDocumentOf(withoutMigrations, { kind: 'mockup', version: 2, name: 'x', caption: 'a' })
    expect(result.ok ? '' : result.issues[0]?.code).toBe('no-migration')
  })

  it('runs the kind’s own checks only on a document the schema accepts', () => {
    const checked = validateDocumentOf(definition, { kind: 'mockup', version: 3, name: 'x', captions: ['forbidden'] })
    expect(checked.ok ? '' : checked.issues[0]?.code).toBe('forbidden')
    const rejected = validateDocumentOf(definition, { kind: 'mockup', version: 3, name: 'x', captions: [] })
    expect(rejected.ok ? '' : rejected.issues[0]?.code).toBe('minItems')
  })

  it('refuses something that is not an object', () => {
    for (const input of [null, [], 'form', 3]) {
      const result = validateDocumentOf(definition, input)
      expect(result.ok ? '' : result.issues[0]?.message.mn_MN).toBe(
        'Баримт бичиг нь JSON объект (их хаалтанд) байх ёстой. Хуулсан эсвэл ачаалсан текстээ шалгана уу.',
      )
    }
  })
})
