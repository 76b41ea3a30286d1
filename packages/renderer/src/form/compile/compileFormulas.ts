import {
  type AggregateFunction,
  type EvaluateOptions,
  type ExpressionEvaluationError,
  type ExpressionNode,
  type ExpressionSyntaxError,
  evaluateExpression,
  expressionIdentifiers,
  type FormDocument,
  parseExpression,
} from '@tamga/schema'

/** The values of a form, by field name; a sub-form's value is the list of its rows. */
export type FormValues = Record<string, unknown>

/** A field whose value is computed from other fields of the form. */
export interface CompiledFormula {
  field: string
  /** The formula as written; a consolidation is written as the call it stands for (`SUM(items.amount)`). */
  expression: string
  source: 'formula' | 'consolidation'
  /** The parsed formula; absent when it does not parse (see `error`). */
  ast?: ExpressionNode
  /** The fields it reads: a sub-form column (`items.amount`) counts as the sub-form (`items`). */
  dependsOn: string[]
  error?: ExpressionSyntaxError
}

/** Why a computed field kept its value. */
export type FormulaProblem =
  | { field: string; code: 'syntax'; error: ExpressionSyntaxError }
  | { field: string; code: 'cycle'; cycle: string[] }
  | { field: string; code: 'evaluation'; error: ExpressionEvaluationError }

/** The outcome of one recomputation: the new values and what could not be computed. */
export interface Recomputation {
  values: FormValues
  problems: FormulaProblem[]
}

/** The computed fields of a form, in the order they must be computed. */
export interface CompiledFormulas {
  /** One entry per field with a `formula` or a `consolidation`, in document order. */
  list: CompiledFormula[]
  /** Computed fields in dependency order: each comes after the computed fields it reads. */
  order: string[]
  /**
   * Groups of computed fields that read each other (a field reading itself is a group of one).
   * They are never computed: they keep the value they have.
   */
  cycles: string[][]
  /**
   * Computes every formula from `values`, in dependency order, and returns the new values (a
   * copy; `values` is not changed). A field in a cycle, with a formula that does not parse or
   * that fails on these values (division by zero, a text where a number is needed) keeps its
   * value. Run it after each change the person makes.
   */
  recompute(values: FormValues, options?: EvaluateOptions): FormValues
  /** {@link CompiledFormulas.recompute}, also saying which fields kept their value and why. */
  recomputeWithProblems(values: FormValues, options?: EvaluateOptions): Recomputation
}

const AGGREGATE_CALLS: Record<AggregateFunction, string> = {
  sum: 'SUM',
  avg: 'AVG',
  count: 'COUNT',
  min: 'MIN',
  max: 'MAX',
}

/** The field a name of a formula reads: `items.amount` reads the sub-form `items`. */
export function fieldOfIdentifier(name: string): string {
  const dot = name.indexOf('.')
  return dot === -1 ? name : name.slice(0, dot)
}

/** Parses one formula of a form and lists the fields it reads. */
export function parseFieldExpression(expression: string): {
  ast?: ExpressionNode
  dependsOn: string[]
  error?: ExpressionSyntaxError
} {
  const parsed = parseExpression(expression)
  if (!parsed.ok) return { dependsOn: [], error: parsed.error }
  return { ast: parsed.ast, dependsOn: [...new Set(expressionIdentifiers(parsed.ast).map(fieldOfIdentifier))] }
}

/**
 * The scope a form's formulas read: every field of the form (null when it has no value, so a
 * formula over an empty field gives null rather than an unknown-name error), sub-forms as lists.
 */
export function formulaScope(form: FormDocument, values: FormValues): Record<string, unknown> {
  const scope: Record<string, unknown> = { ...values }
  for (const field of form.fields) {
    const value = scope[field.name]
    if (field.widget === 'sub-form') scope[field.name] = Array.isArray(value) ? value : []
    else if (value === undefined) scope[field.name] = null
  }
  return scope
}

/**
 * Tarjan's strongly connected components over the computed fields, which come out with every
 * component after the components it reads: the order the formulas must run in.
 */
function componentsInOrder(nodes: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let counter = 0
  const visit = (node: string): void => {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0))
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
        onStack.delete(top)
        component.push(top)
        if (top === node) break
      }
      components.push(component.reverse())
    }
  }
  for (const node of nodes) if (!index.has(node)) visit(node)
  return components
}

/**
 * Compiles the formulas and consolidations of a form: parsed once, ordered so that a formula
 * reading another computed field runs after it, with cycles found and reported up front.
 *
 * @example
 * const formulas = compileFormulas(form) // total: 'quantity * unit_price'
 * formulas.recompute({ quantity: 3, unit_price: 1200 }) // { quantity: 3, unit_price: 1200, total: 3600 }
 */
export function compileFormulas(form: FormDocument): CompiledFormulas {
  const list: CompiledFormula[] = []
  for (const field of form.fields) {
    if (list.some((entry) => entry.field === field.name)) continue
    if (field.formula !== undefined) {
      list.push({
        field: field.name,
        expression: field.formula,
        source: 'formula',
        ...parseFieldExpression(field.formula),
      })
    } else if (field.consolidation !== undefined) {
      const { subForm, column, aggregate } = field.consolidation
      const identifier = `${subForm}.${column}`
      const call = AGGREGATE_CALLS[aggregate]
      list.push({
        field: field.name,
        expression: `${call}(${identifier})`,
        source: 'consolidation',
        ast: { type: 'call', name: call, args: [{ type: 'identifier', name: identifier }] },
        dependsOn: [subForm],
      })
    }
  }
  const byField = new Map(list.map((entry) => [entry.field, entry]))
  const edges = new Map(list.map((entry) => [entry.field, entry.dependsOn.filter((name) => byField.has(name))]))
  const components = componentsInOrder(
    list.map((entry) => entry.field),
    edges,
  )
  const cycles = components.filter(
    (component) => component.length > 1 || (edges.get(component[0] ?? '') ?? []).includes(component[0] ?? ''),
  )
  const inCycle = new Map(cycles.flatMap((cycle) => cycle.map((field) => [field, cycle] as const)))
  const order = components.flat()

  const recomputeWithProblems = (values: FormValues, options: EvaluateOptions = {}): Recomputation => {
    const next: FormValues = { ...values }
    const problems: FormulaProblem[] = []
    for (const field of order) {
      const entry = byField.get(field)
      if (entry === undefined) continue
      const cycle = inCycle.get(field)
      if (cycle !== undefined) {
        problems.push({ field, code: 'cycle', cycle })
        continue
      }
      if (entry.ast === undefined) {
        if (entry.error !== undefined) problems.push({ field, code: 'syntax', error: entry.error })
        continue
      }
      const result = evaluateExpression(entry.ast, formulaScope(form, next), options)
      if (result.ok) next[field] = result.value
      else problems.push({ field, code: 'evaluation', error: result.error })
    }
    return { values: next, problems }
  }

  return {
    list,
    order,
    cycles,
    recompute: (values, options) => recomputeWithProblems(values, options).values,
    recomputeWithProblems,
  }
}
