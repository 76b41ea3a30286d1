// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import {
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
