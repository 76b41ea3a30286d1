// Spec 9: every text a person reads is in Mongolian, English and Korean. The interface's own words
// are kept complete by their catalogues' type and the portal's namespaces test; this one holds the
// project's documents to it (every LocalizedText of the heritage project: titles, labels, grid
// headers, menu entries, role names, workflow steps and ports, options).
import { readdirSync, readFileSync } from 'node:fs'
import type { TSchema } from 'typebox'
import { Value } from 'typebox/value'
import { describe, expect, it } from 'vitest'
import { documentKinds, isDocumentKind } from '../documents/registry.ts'
import { LANGUAGE_CODES } from '../languages.ts'
import { ERROR_CATALOGUE } from '../runtime/errors.ts'

type Schema = TSchema & Record<string, unknown>

/** A LocalizedText schema: one text, or an object of texts whose Mongolian is required. */
function isLocalizedTextSchema(schema: Schema): boolean {
  const branches = schema.anyOf
  return (
    Array.isArray(branches) &&
    branches.length === 2 &&
    branches.some((branch: Schema) => branch.type === 'string') &&
    branches.some((branch: Schema) => {
      const properties = branch.properties as Record<string, unknown> | undefined
      return properties !== undefined && LANGUAGE_CODES.every((language) => language in properties)
    })
  )
}

// Mongolian words are written in Cyrillic; a text without any ("ID", "https://", "-") reads the
// same in every language.
const MONGOLIAN_LETTERS = /[\u0400-\u04FF]/
const REGISTER_NUMBER = /[А-ЯЁӨҮ]{2}\d{8}/g

/**
 * The texts of a document that some language lacks: a LocalizedText given as one Mongolian string
 * (so the same words in every language), or a per-language text missing a language. The document
 * is walked beside its kind's JSON Schema, so only LocalizedText places count (a name or a formula
 * does not).
 */
function untranslated(schema: Schema, value: unknown, path: string, definitions: Map<string, Schema>): string[] {
  if (isLocalizedTextSchema(schema)) {
    if (typeof value === 'string')
      return MONGOLIAN_LETTERS.test(value) ? [`${path}: "${value}" is one text for every language`] : []
    if (typeof value !== 'object' || value === null) return []
    const texts = value as Record<string, unknown>
    const missing = LANGUAGE_CODES.filter((language) => {
      const text = texts[language]
      return typeof text !== 'string' || text.trim() === ''
    }).map((language) => `${path}: no ${language} beside "${String(texts.mn_MN)}"`)
    // An English or Korean text in Mongolian words is not translated either (a register number
    // such as УБ12345678 is written in Cyrillic in every language).
    const untranslatedCopies = (['en_US', 'ko_KR'] as const)
      .filter((language) => MONGOLIAN_LETTERS.test(String(texts[language] ?? '').replace(REGISTER_NUMBER, '')))
      .map((language) => `${path}: ${language} "${String(texts[language])}" is in Mongolian`)
    return [...missing, ...untranslatedCopies]
  }
  for (const [name, definition] of Object.entries((schema.$defs ?? {}) as Record<string, Schema>))
    definitions.set(name, definition)
  if (typeof schema.$ref === 'string') {
    const target = definitions.get(schema.$ref)
    return target === undefined ? [] : untranslated(target, value, path, definitions)
  }
  const branches = (schema.anyOf ?? schema.oneOf ?? schema.allOf) as Schema[] | undefined
  if (Array.isArray(branches)) {
    // The branches the value is valid against (a step type, a widget's settings), else every one.
    const fitting = branches.filter((branch) => {
      try {
        return Value.Check(withDefinitions(branch, definitions), value)
      } catch {
        return true
      }
    })
    return (fitting.length > 0 ? fitting : branches).flatMap((branch) => untranslated(branch, value, path, definitions))
  }
  if (Array.isArray(value)) {
    const items = schema.items as Schema | undefined
    return items === undefined
      ? []
      : value.flatMap((item, index) => untranslated(items, item, `${path}/${index}`, definitions))
  }
  if (typeof value === 'object' && value !== null) {
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    const others = schema.additionalProperties
    return Object.entries(value).flatMap(([key, child]) => {
      const childSchema = properties[key] ?? (typeof others === 'object' ? (others as Schema) : undefined)
      return childSchema === undefined ? [] : untranslated(childSchema, child, `${path}/${key}`, definitions)
    })
  }
  return []
}

/** A branch with the `$defs` met above it, so that its `$ref`s resolve when checked alone. */
function withDefinitions(branch: Schema, definitions: Map<string, Schema>): Schema {
  return definitions.size === 0 ? branch : ({ ...branch, $defs: Object.fromEntries(definitions) } as Schema)
}

const root = new URL('../../../../examples/heritage/documents/', import.meta.url)
const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json'))

describe('the heritage project’s texts', () => {
  it('are walked in every document, by its kind’s schema', () => {
    expect(files.length).toBeGreaterThan(50)
    const probe = untranslated(
      documentKinds.menu.schema as Schema,
      {
        items: [
          { id: 1, title: 'Мэдээ', link_to: 'crud', children: [{ id: 2, title: { mn_MN: 'Нүүр' } }] },
          { id: 3, title: '-', link_to: 'link' },
          { id: 4, title: { mn_MN: 'Тайлан', en_US: 'Тайлан', ko_KR: '보고서' }, link_to: 'link' },
        ],
      },
      '',
      new Map(),
    )
    expect(probe).toEqual([
      '/items/0/title: "Мэдээ" is one text for every language',
      '/items/0/children/0/title: no en_US beside "Нүүр"',
      '/items/0/children/0/title: no ko_KR beside "Нүүр"',
      '/items/2/title: en_US "Тайлан" is in Mongolian',
    ])
  })

  it('are each in Mongolian, English and Korean', () => {
    const missing = files.flatMap((file) => {
      const document = JSON.parse(readFileSync(new URL(file, root), 'utf8')) as { kind?: unknown }
      if (!isDocumentKind(document.kind)) return [`${file}: not a document`]
      return untranslated(documentKinds[document.kind].schema as Schema, document, file, new Map())
    })
    expect(missing).toEqual([])
  })
})

describe('the error catalogue', () => {
  it('says every error in Mongolian, English and Korean', () => {
    const missing = Object.entries(ERROR_CATALOGUE).flatMap(([code, definition]) =>
      [definition.msg, definition.enMsg, definition.koMsg].some((text) => text.trim() === '') ? [code] : [],
    )
    expect(missing).toEqual([])
  })
})
