import { documentKinds, isDocumentKind, type TamgaDocument } from '@tamga/schema'

/**
 * The JSON Schema as plain data: TypeBox schemas are plain JSON Schema objects, so the walk
 * below reads only standard keywords (`properties`, `patternProperties`, `additionalProperties`,
 * `items`, `prefixItems`, `anyOf`, `oneOf`, `allOf`, `$ref`, `$defs`, `const`).
 */
type SchemaNode = { readonly [keyword: string]: unknown }

type Definitions = ReadonlyMap<string, SchemaNode>

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const codePointOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** The definitions a schema brings into scope (TypeBox's `Type.Cyclic` puts them in `$defs`). */
function withDefinitions(schema: SchemaNode, definitions: Definitions): Definitions {
  const own = schema.$defs
  if (!isNode(own)) return definitions
  const merged = new Map(definitions)
  for (const [name, definition] of Object.entries(own)) if (isNode(definition)) merged.set(name, definition)
  return merged
}

/** A schema with its scope. */
interface Scoped {
  schema: SchemaNode
  definitions: Definitions
}

/** Every concrete shape a schema allows: references followed, unions flattened, in declared order. */
function alternatives(schema: unknown, definitions: Definitions, seen: Set<SchemaNode> = new Set()): Scoped[] {
  if (!isNode(schema) || seen.has(schema)) return []
  seen.add(schema)
  const scope = withDefinitions(schema, definitions)
  const reference = schema.$ref
  if (typeof reference === 'string') {
    const target = scope.get(reference.replace(/^#\/\$defs\//, ''))
    return target === undefined ? [] : alternatives(target, scope, seen)
  }
  const branches = [schema.anyOf, schema.oneOf, schema.allOf].filter(Array.isArray).flat()
  if (branches.length > 0) return branches.flatMap((branch) => alternatives(branch, scope, seen))
  return [{ schema, definitions: scope }]
}

const declaredProperties = (schema: SchemaNode): SchemaNode => (isNode(schema.properties) ? schema.properties : {})

/** The schema of one property's value, by its name: declared, then by pattern, then the catch-all. */
function propertySchema(schema: SchemaNode, key: string): unknown {
  const declared = declaredProperties(schema)
  if (Object.hasOwn(declared, key)) return declared[key]
  if (isNode(schema.patternProperties)) {
    for (const [pattern, value] of Object.entries(schema.patternProperties)) {
      if (new RegExp(pattern, 'u').test(key)) return value
    }
  }
  return isNode(schema.additionalProperties) ? schema.additionalProperties : undefined
}

/**
 * The object shape that describes a value best: among the object alternatives whose `const`
 * properties agree with the value (the discriminator of a union), the one that declares the
 * most of the value's keys; the first such in declared order on a tie.
 */
function bestObjectShape(value: Record<string, unknown>, candidates: readonly Scoped[]): Scoped | undefined {
  let best: Scoped | undefined
  let bestScore = -1
  for (const candidate of candidates) {
    const { schema } = candidate
    if (schema.type !== 'object' && !isNode(schema.properties) && !isNode(schema.patternProperties)) continue
    const contradicts = Object.entries(declaredProperties(schema)).some(
      ([key, property]) => isNode(property) && 'const' in property && key in value && property.const !== value[key],
    )
    if (contradicts) continue
    const score = Object.keys(value).filter((key) => propertySchema(schema, key) !== undefined).length
    if (score > bestScore) {
      best = candidate
      bestScore = score
    }
  }
  return best
}

/** The schema of one array element, by its index: `prefixItems`, then `items`. */
function elementSchema(candidates: readonly Scoped[], index: number): Scoped[] {
  for (const { schema, definitions } of candidates) {
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems[index] : undefined
    const items = prefix ?? schema.items
    if (isNode(items)) return alternatives(items, definitions)
  }
  return []
}

function write(value: unknown, candidates: readonly Scoped[], indent: string): string {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]'
    const inner = `${indent}  `
    const elements = value.map(
      (element, index) => `${inner}${write(element ?? null, elementSchema(candidates, index), inner)}`,
    )
    return `[\n${elements.join(',\n')}\n${indent}]`
  }
  if (isPlainObject(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined)
    if (keys.length === 0) return '{}'
    const shape = bestObjectShape(value, candidates)
    const declared = shape === undefined ? [] : Object.keys(declaredProperties(shape.schema))
    const ordered = [
      ...declared.filter((key) => keys.includes(key)),
      ...keys.filter((key) => !declared.includes(key)).sort(codePointOrder),
    ]
    const inner = `${indent}  `
    const members = ordered.map((key) => {
      const child = shape === undefined ? [] : alternatives(propertySchema(shape.schema, key), shape.definitions)
      return `${inner}${JSON.stringify(key)}: ${write(value[key], child, inner)}`
    })
    return `{\n${members.join(',\n')}\n${indent}}`
  }
  // Strings, numbers, booleans and null: JSON.stringify is already canonical for them (it keeps
  // non-ASCII text as it is, so Mongolian stays readable in a diff).
  return JSON.stringify(value) ?? 'null'
}

/**
 * Canonical JSON text: equal values give byte-identical text whatever order their keys were
 * inserted in, so a project kept in git diffs only where something really changed.
 *
 * Key order: an object's keys come in the order its JSON Schema declares them (for a document,
 * the envelope `kind`, `version`, `name`, `title`, `description`, then the kind's own
 * properties in the order the kind's schema lists them; for localized text `mn_MN`, `en_US`,
 * `ko_KR`). Keys the schema does not declare by name (the entries of a map such as a role's
 * permissions, or any object without a schema) follow in Unicode code-point order. When a
 * union allows several object shapes, the one whose `const` discriminators agree with the value
 * and that declares most of its keys decides. Arrays keep their order: it carries meaning.
 *
 * Layout: two-space indentation, one member or element per line, `[]` and `{}` for empty ones,
 * keys with an `undefined` value left out (as `JSON.stringify` does). No trailing newline.
 *
 * @param schema the JSON Schema (e.g. a TypeBox schema) that gives the key order; without one,
 *   every object's keys are in code-point order.
 * @example
 * stableStringify({ b: 1, a: [true] }) // '{\n  "a": [\n    true\n  ],\n  "b": 1\n}'
 */
export function stableStringify(value: unknown, schema?: object): string {
  return write(value, schema === undefined ? [] : alternatives(schema, new Map()), '')
}

/**
 * The text of a document's file in a project folder: {@link stableStringify} with the key order
 * of the document kind's schema, and a trailing newline.
 */
export function documentFileText(document: TamgaDocument): string {
  const schema = isDocumentKind(document.kind) ? documentKinds[document.kind].schema : undefined
  return `${stableStringify(document, schema)}\n`
}
