// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
} from 'graphql/index.js'
import { tamgaError } from '../http/errors.ts'

/** How deep fields may nest when the plugin is given no `maxDepth`. */
export const DEFAULT_MAX_DEPTH = 8
/** The most rows (estimated) one request may read when the plugin is given no `maxCost`. */
export const DEFAULT_MAX_COST = 50_000

/**
 * What one operation may ask for, checked on the parsed text before GraphQL's own validation
 * (whose check that fields can merge takes time growing with the square of their number: five
 * thousand aliases kept the server busy for seconds) and before any SQL runs.
 */
export interface OperationLimits {
  /** The most tokens a query text may have; the parser stops past it. */
  maxTokens: number
  /** The most root fields of one operation: each is one SQL statement. */
  maxRootFields: number
  /** The most aliased fields of one operation, fragments counted where they are spread. */
  maxAliases: number
  /** The most fields of one operation, fragments counted where they are spread. */
  maxFields: number
}

/** The limits a server is given no others for. */
export const DEFAULT_OPERATION_LIMITS: Readonly<OperationLimits> = {
  maxTokens: 10_000,
  maxRootFields: 20,
  maxAliases: 200,
  maxFields: 2_000,
}

/**
 * The limits one request is held to: the server's, or the caller's role's where its document
 * sets them (`graphqlLimits`).
 */
export interface RequestLimits extends OperationLimits {
  maxDepth: number
  maxCost: number
}

/** What an operation asks for, the most of any operation the document holds. */
export interface OperationMeasure {
  rootFields: number
  aliases: number
  fields: number
  /** How deep its fields nest (a root field is 1); introspection fields are not counted. */
  depth: number
  /** The operation to point a refusal at. */
  node: DocumentNode['definitions'][number] | undefined
}

/** Fields and aliases under one selection, and how deep it nests, fragments included. */
interface Tally {
  fields: number
  aliases: number
  depth: number
}

/**
 * Measures each operation of a document in one walk over its text, every fragment walked once
 * however often it is spread (so a fragment spread a million times costs one walk, and counts
 * a million times). A fragment spread inside itself counts nothing here: GraphQL's validation
 * refuses the cycle afterwards. Linear in the text, unlike GraphQL's validation (whose check
 * that fields can merge grows with the square of their number: five thousand aliases kept the
 * server busy for seconds), so it can be held to limits first.
 */
export function measureOperations(document: DocumentNode): OperationMeasure {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const counted = new Map<string, Tally>()
  const tally = (set: SelectionSetNode): Tally => {
    const sum: Tally = { fields: 0, aliases: 0, depth: 0 }
    for (const selection of set.selections) {
      let inner: Tally
      if (selection.kind === Kind.FIELD) {
        inner =
          selection.selectionSet === undefined ? { fields: 0, aliases: 0, depth: 0 } : tally(selection.selectionSet)
        sum.fields += 1
        if (selection.alias !== undefined) sum.aliases += 1
        // Introspection (`__schema { types { fields { type { ofType … } } } }`) is not data.
        if (!selection.name.value.startsWith('__')) sum.depth = Math.max(sum.depth, 1 + inner.depth)
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = tally(selection.selectionSet)
        sum.depth = Math.max(sum.depth, inner.depth)
      } else {
        const name = selection.name.value
        let known = counted.get(name)
        if (known === undefined) {
          counted.set(name, { fields: 0, aliases: 0, depth: 0 })
          const fragment = fragments.get(name)
          known = fragment === undefined ? { fields: 0, aliases: 0, depth: 0 } : tally(fragment.selectionSet)
          counted.set(name, known)
        }
        inner = known
        sum.depth = Math.max(sum.depth, inner.depth)
      }
      sum.fields += inner.fields
      sum.aliases += inner.aliases
    }
    return sum
  }
  const rootFields = (set: SelectionSetNode, seen: Set<string>): number => {
    let count = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) count += selection.name.value.startsWith('__') ? 0 : 1
      else if (selection.kind === Kind.INLINE_FRAGMENT) count += rootFields(selection.selectionSet, seen)
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value)
        const fragment = fragments.get(selection.name.value)
        if (fragment !== undefined) count += rootFields(fragment.selectionSet, seen)
      }
    }
    return count
  }
  const measure: OperationMeasure = { rootFields: 0, aliases: 0, fields: 0, depth: 0, node: undefined }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const { fields, aliases, depth } = tally(definition.selectionSet)
    const roots = rootFields(definition.selectionSet, new Set())
    measure.node ??= definition
    measure.rootFields = Math.max(measure.rootFields, roots)
    measure.aliases = Math.max(measure.aliases, aliases)
    measure.fields = Math.max(measure.fields, fields)
    measure.depth = Math.max(measure.depth, depth)
  }
  return measure
}

/** An error for each limit the measured operation passes. */
export function limitErrors(measure: OperationMeasure, limits: RequestLimits): GraphQLError[] {
  const errors: GraphQLError[] = []
  const nodes = measure.node === undefined ? [] : [measure.node]
  const refuse = (what: string, found: number, limit: number) =>
    errors.push(
      new GraphQLError(`The operation has ${found} ${what}; at most ${limit} are allowed`, {
        nodes,
        extensions: { code: 'VALIDATION_FAILED', found, limit },
      }),
    )
  if (measure.rootFields > limits.maxRootFields) refuse('root fields', measure.rootFields, limits.maxRootFields)
  if (measure.aliases > limits.maxAliases) refuse('aliases', measure.aliases, limits.maxAliases)
  if (measure.fields > limits.maxFields) refuse('fields', measure.fields, limits.maxFields)
  if (measure.depth > limits.maxDepth) {
    errors.push(
      new GraphQLError(`The query nests ${measure.depth} fields deep; at most ${limits.maxDepth} are allowed`, {
        nodes,
        extensions: { code: 'VALIDATION_FAILED', depth: measure.depth, maxDepth: limits.maxDepth },
      }),
    )
  }
  return errors
}

/** The estimated rows of one request, added up over its root fields. */
export class CostMeter {
  #spent = 0
  constructor(readonly limit: number) {}

  /** Adds a root field's estimate; refuses (`VALIDATION_FAILED`) once the request would pass the limit. */
  charge(cost: number): void {
    this.#spent += cost
    if (this.#spent > this.limit) {
      throw tamgaError('VALIDATION_FAILED', {
        messages: {
          en_US: `The query may read about ${this.#spent} rows; at most ${this.limit} are allowed: ask for smaller pages (limit) or fewer sub-tables`,
          mn_MN: `Хүсэлт ойролцоогоор ${this.#spent} мөр уншихаар байна; ${this.limit}-аас ихгүй байх ёстой: limit-ийг багасгах эсвэл дэд хүснэгт цөөлнө үү`,
        },
      })
    }
  }
}
