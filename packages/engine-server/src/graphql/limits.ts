// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
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

/** Fields and aliases under one selection, fragments included. */
interface Tally {
  fields: number
  aliases: number
}

/**
 * Counts the fields and aliases of each operation, every fragment once however often it is
 * spread (so a fragment spread a million times costs one walk, and counts a million times), and
 * answers an error for each limit an operation passes. A fragment spread inside itself counts
 * nothing here: GraphQL's validation refuses the cycle afterwards.
 */
export function operationLimitErrors(document: DocumentNode, limits: OperationLimits): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  }
  const counted = new Map<string, Tally>()
  const tally = (set: SelectionSetNode): Tally => {
    const sum: Tally = { fields: 0, aliases: 0 }
    for (const selection of set.selections) {
      let inner: Tally
      if (selection.kind === Kind.FIELD) {
        inner = selection.selectionSet === undefined ? { fields: 0, aliases: 0 } : tally(selection.selectionSet)
        sum.fields += 1
        if (selection.alias !== undefined) sum.aliases += 1
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = tally(selection.selectionSet)
      } else {
        const name = selection.name.value
        let known = counted.get(name)
        if (known === undefined) {
          counted.set(name, { fields: 0, aliases: 0 })
          const fragment = fragments.get(name)
          known = fragment === undefined ? { fields: 0, aliases: 0 } : tally(fragment.selectionSet)
          counted.set(name, known)
        }
        inner = known
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
  const errors: GraphQLError[] = []
  const refuse = (node: DocumentNode['definitions'][number], what: string, found: number, limit: number) =>
    errors.push(
      new GraphQLError(`The operation has ${found} ${what}; at most ${limit} are allowed`, {
        nodes: [node],
        extensions: { code: 'VALIDATION_FAILED', found, limit },
      }),
    )
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const roots = rootFields(definition.selectionSet, new Set())
    if (roots > limits.maxRootFields) refuse(definition, 'root fields', roots, limits.maxRootFields)
    const { fields, aliases } = tally(definition.selectionSet)
    if (aliases > limits.maxAliases) refuse(definition, 'aliases', aliases, limits.maxAliases)
    if (fields > limits.maxFields) refuse(definition, 'fields', fields, limits.maxFields)
  }
  return errors
}

function depthOf(set: SelectionSetNode, context: ValidationContext, fragments: Map<string, number>): number {
  let deepest = 0
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      // Introspection (`__schema { types { fields { type { ofType … } } } }`) is not data.
      if (selection.name.value.startsWith('__')) continue
      const inner = selection.selectionSet === undefined ? 0 : depthOf(selection.selectionSet, context, fragments)
      deepest = Math.max(deepest, 1 + inner)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, context, fragments))
    } else {
      const name = selection.name.value
      let depth = fragments.get(name)
      if (depth === undefined) {
        // Marked before the walk, so a fragment cycle (refused by another rule) ends here.
        fragments.set(name, 0)
        const fragment = context.getFragment(name)
        depth = fragment === undefined || fragment === null ? 0 : depthOf(fragment.selectionSet, context, fragments)
        fragments.set(name, depth)
      }
      deepest = Math.max(deepest, depth)
    }
  }
  return deepest
}

/**
 * A validation rule refusing operations whose fields nest deeper than `maxDepth` (a root field
 * is depth 1, a column under it 2, a sub-table's column 3…); introspection fields are not
 * counted. Each fragment is measured once.
 */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context) => ({
    OperationDefinition(node) {
      const depth = depthOf(node.selectionSet, context, new Map())
      if (depth > maxDepth) {
        context.reportError(
          new GraphQLError(`The query nests ${depth} fields deep; at most ${maxDepth} are allowed`, {
            nodes: [node],
            extensions: { code: 'VALIDATION_FAILED', depth, maxDepth },
          }),
        )
      }
    },
  })
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
