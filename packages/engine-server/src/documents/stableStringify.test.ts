import { fileURLToPath } from 'node:url'
import { documentKinds, type TamgaDocument } from '@tamga/schema'
import { beforeAll, describe, expect, it } from 'vitest'
import { createFolderStore } from './folderStore.ts'
import { documentFileText, stableStringify } from './stableStringify.ts'

const heritageDir = fileURLToPath(new URL('../../../../examples/heritage', import.meta.url))

/** The same value with every object's keys inserted in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys)
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, inner]) => [key, reversedKeys(inner)]),
    )
  }
  return value
}

/** The top-level keys of a document's two-space-indented text, in file order. */
function topLevelKeys(text: string): string[] {
  return [...text.matchAll(/^ {2}"([^"]+)":/gm)].map((match) => match[1] ?? '')
}

describe('stableStringify', () => {
  let heritage: TamgaDocument[]
  beforeAll(async () => {
    heritage = (await createFolderStore(heritageDir).listAll()).map((stored) => stored.document)
  })

  it('gives byte-identical text for equal documents whatever order their keys were inserted in', () => {
    for (const document of heritage) {
      const shuffled = reversedKeys(document) as TamgaDocument
      expect(documentFileText(shuffled)).toBe(documentFileText(document))
    }
  })

  it('puts the envelope first, then the kind’s properties in its schema’s order', () => {
    const krud = heritage.find((document) => document.kind === 'krud' && document.name === 'news')
    if (krud === undefined) throw new Error('the heritage project has no news krud')
    const text = documentFileText(reversedKeys(krud) as TamgaDocument)
    expect(topLevelKeys(text)).toEqual([
      'kind',
      'version',
      'name',
      'title',
      'form',
      'grid',
      'template',
      'actions',
      'public',
    ])
  })

  it('writes localized text Mongolian first, then English and Korean, as the schema declares', () => {
    const text = stableStringify(
      { kind: 'krud', version: 1, name: 'x', title: { ko_KR: '뉴스', en_US: 'News', mn_MN: 'Мэдээ' } },
      documentKinds.krud.schema,
    )
    expect(text.indexOf('"mn_MN"')).toBeLessThan(text.indexOf('"en_US"'))
    expect(text.indexOf('"en_US"')).toBeLessThan(text.indexOf('"ko_KR"'))
  })

  it('orders the entries of a map (a role’s permissions) by code point', () => {
    const role = heritage.find((document) => document.kind === 'role' && 'permissions' in document)
    if (role === undefined || role.kind !== 'role') throw new Error('the heritage project has no role with permissions')
    const text = documentFileText(reversedKeys(role) as TamgaDocument)
    const permissionKeys = [...text.matchAll(/^ {4}"([^"]+)": \{/gm)].map((match) => match[1] ?? '')
    expect(permissionKeys.length).toBeGreaterThan(1)
    expect(permissionKeys).toEqual([...permissionKeys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('chooses a union’s object shape by its discriminator and keeps that shape’s order', () => {
    const schema = {
      anyOf: [
        { type: 'object', properties: { source: { const: 'static' }, items: {}, label: {} } },
        { type: 'object', properties: { source: { const: 'model' }, model: {}, label: {}, items: {} } },
      ],
    }
    expect(stableStringify({ items: 1, label: 2, model: 3, source: 'model' }, schema)).toBe(
      '{\n  "source": "model",\n  "model": 3,\n  "label": 2,\n  "items": 1\n}',
    )
    expect(stableStringify({ label: 2, items: 1, source: 'static' }, schema)).toBe(
      '{\n  "source": "static",\n  "items": 1,\n  "label": 2\n}',
    )
  })

  it('follows references to recursive definitions (menu entries inside menu entries)', () => {
    const schema = {
      $defs: {
        Item: {
          type: 'object',
          properties: { id: {}, title: {}, children: { type: 'array', items: { $ref: 'Item' } } },
        },
      },
      $ref: 'Item',
    }
    const nested = { children: [{ title: 'b', children: [], id: 2 }], title: 'a', id: 1 }
    expect(stableStringify(nested, schema)).toBe(
      [
        '{',
        '  "id": 1,',
        '  "title": "a",',
        '  "children": [',
        '    {',
        '      "id": 2,',
        '      "title": "b",',
        '      "children": []',
        '    }',
        '  ]',
        '}',
      ].join('\n'),
    )
  })

  it('sorts keys by code point without a schema, keeps array order and non-ASCII text as it is', () => {
    expect(stableStringify({ b: [3, 1, 2], a: { '10': 'ж', '2': null }, c: {} })).toBe(
      '{\n  "a": {\n    "10": "ж",\n    "2": null\n  },\n  "b": [\n    3,\n    1,\n    2\n  ],\n  "c": {}\n}',
    )
  })

  it('writes a file that parses back to the same document and ends with one newline', () => {
    for (const document of heritage) {
      const text = documentFileText(document)
      expect(text.endsWith('}\n')).toBe(true)
      expect(text.endsWith('\n\n')).toBe(false)
      expect(JSON.parse(text)).toEqual(document)
    }
  })
})
