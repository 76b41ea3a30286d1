import { type DocumentKind, FormDocumentSchema, GridDocumentSchema, PATTERNS } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { pickerAt } from './propertyPickers.ts'

describe('which list a property is picked from', () => {
  it('a choice’s table is a model, and its value, label and tree columns are columns of that table', () => {
    expect(pickerAt('/fields/2/options/model')).toEqual({ kind: 'document', documentKind: 'model' })
    expect(pickerAt('/fields/2/options/valueField')).toEqual({ kind: 'column', multiple: false })
    expect(pickerAt('/fields/2/options/labelFields')).toEqual({ kind: 'column', multiple: true })
    expect(pickerAt('/fields/2/options/treeParentColumn')).toEqual({ kind: 'column', multiple: false })
  })

  it('a cascading choice depends on another field of the form, matched to a column of its table', () => {
    expect(pickerAt('/fields/2/options/dependsOn/field')).toEqual({ kind: 'field', subForms: false })
    expect(pickerAt('/fields/2/options/dependsOn/column')).toEqual({ kind: 'column', multiple: false })
  })

  it('documents are picked by kind: forms, grids, data sources, workflows', () => {
    expect(pickerAt('/fields/4/subForm/form')).toEqual({ kind: 'document', documentKind: 'form' })
    expect(pickerAt('/fields/4/options/grid')).toEqual({ kind: 'document', documentKind: 'grid' })
    expect(pickerAt('/dataSource')).toEqual({ kind: 'document', documentKind: 'datasource' })
    expect(pickerAt('/workflow')).toEqual({ kind: 'document', documentKind: 'workflow' })
  })

  it('a sub-form’s link to its parent is a column of the sub-form’s table, and a total picks a sub-form and its column', () => {
    expect(pickerAt('/fields/4/subForm/connectionField')).toEqual({ kind: 'column', multiple: false, parentLink: true })
    expect(pickerAt('/fields/5/consolidation/subForm')).toEqual({ kind: 'field', subForms: true })
    expect(pickerAt('/fields/5/consolidation/column')).toEqual({ kind: 'column', multiple: false })
  })

  it('a choice picked from a grid names the grid and its value and label columns', () => {
    expect(pickerAt('/fields/2/options/grid')).toEqual({ kind: 'document', documentKind: 'grid' })
    expect(pickerAt('/fields/2/options/valueField')).toEqual({ kind: 'column', multiple: false })
    expect(pickerAt('/fields/2/options/labelFields')).toEqual({ kind: 'column', multiple: true })
  })

  it('an icon is picked as an icon', () => {
    expect(pickerAt('/columns/0/icon')).toEqual({ kind: 'icon' })
  })

  it('texts a person writes stay typed', () => {
    for (const pointer of [
      '/fields/1/placeholder',
      '/saveButtonText',
      '/fields/2/options/filter',
      '/columns/0/format',
    ]) {
      expect(pickerAt(pointer), pointer).toBeUndefined()
    }
  })
})

/** A JSON Schema node as TypeBox writes it. */
interface Node {
  type?: string
  pattern?: string
  properties?: Record<string, Node>
  items?: Node
  anyOf?: Node[]
}

/**
 * Every property of `schema` whose value names a thing of the project (a column, a document, an
 * icon): its pointer (a list's item as `0`, a list of names as the list itself) and what its
 * schema says it is.
 */
function namingProperties(
  schema: Node,
  pointer = '',
): Array<{ pointer: string; names: 'column' | 'document' | 'icon' }> {
  const found: Array<{ pointer: string; names: 'column' | 'document' | 'icon' }> = []
  const namesOf = (node: Node, key: string) =>
    node.type !== 'string'
      ? undefined
      : node.pattern === PATTERNS.sqlIdentifier.pattern
        ? ('column' as const)
        : node.pattern === PATTERNS.documentName.pattern
          ? ('document' as const)
          : key === 'icon'
            ? ('icon' as const)
            : undefined
  for (const branch of schema.anyOf ?? []) found.push(...namingProperties(branch, pointer))
  for (const [key, node] of Object.entries(schema.properties ?? {})) {
    const here = `${pointer}/${key}`
    const names = namesOf(node, key)
    if (names !== undefined) found.push({ pointer: here, names })
    else if (node.items !== undefined && namesOf(node.items, key) !== undefined) {
      found.push({ pointer: here, names: namesOf(node.items, key) ?? 'column' })
    } else if (node.items !== undefined) found.push(...namingProperties(node.items, `${here}/0`))
    else found.push(...namingProperties(node, here))
  }
  return found
}

/**
 * The naming properties that are no choice from a list, each with why: names a person gives a
 * new thing, and the form's layout, which its canvas arranges by dragging the fields themselves.
 */
const NAMED_NOT_PICKED: ReadonlyArray<[RegExp, string]> = [
  [/^\/name$/, 'the document’s own name, proposed from its title'],
  [
    /^\/fields\/0\/name$/,
    'a field’s name: its panel offers the table’s columns while still letting a new one be typed',
  ],
  [/^\/layout(\/|$)/, 'the layout is arranged on the canvas, by the fields’ cards'],
]

describe('every property of the form and grid builders that names a thing of the project is picked', () => {
  for (const [kind, schema] of [
    ['form', FormDocumentSchema],
    ['grid', GridDocumentSchema],
  ] as const) {
    it(`${kind}: each column, document and icon property has a picker of its kind`, () => {
      const properties = namingProperties(schema as unknown as Node)
      // The walk itself finds what it should: a form's sub-form link and a grid's relation table.
      expect(properties.map((property) => property.pointer)).toEqual(
        expect.arrayContaining(
          kind === 'form'
            ? ['/fields/0/subForm/connectionField', '/fields/0/options/labelFields', '/fields/0/options/grid']
            : ['/columns/0/relation/model', '/columns/0/icon', '/dataSource'],
        ),
      )
      const unpicked: string[] = []
      for (const { pointer, names } of properties) {
        if (NAMED_NOT_PICKED.some(([place]) => place.test(pointer))) continue
        const picker = pickerAt(pointer)
        const fits =
          picker !== undefined &&
          (names === 'icon'
            ? picker.kind === 'icon'
            : names === 'document'
              ? picker.kind === 'document'
              : picker.kind === 'column' ||
                picker.kind === 'field' ||
                (picker.kind === 'document' && picker.documentKind === ('model' satisfies DocumentKind)))
        if (!fits) unpicked.push(`${pointer} (${names}): ${JSON.stringify(picker)}`)
      }
      expect(unpicked).toEqual([])
    })
  }
})
