import {
  type EvaluateOptions,
  type ExpressionNode,
  type ExpressionSyntaxError,
  evaluateExpression,
  type FormDocument,
  truthy,
} from '@tamga/schema'
import { type FormValues, formulaScope, parseFieldExpression } from './compileFormulas.ts'
import { isNeverShown } from './compileLayout.ts'

/** A `hiddenWhen` or `disabledWhen` of one field. */
export interface CompiledCondition {
  field: string
  effect: 'hidden' | 'disabled'
  expression: string
  /** The parsed condition; absent when it does not parse (see `error`). */
  ast?: ExpressionNode
  /** The fields it reads. */
  dependsOn: string[]
  error?: ExpressionSyntaxError
}

/** Which fields are hidden and which are read-only for the values the form holds now. */
export interface FieldVisibility {
  hidden: Set<string>
  disabled: Set<string>
}

/** The show/hide and read-only conditions of a form. */
export interface CompiledConditions {
  list: CompiledCondition[]
  /**
   * The fields hidden and read-only for `values`: those the document always hides (`hidden`,
   * the `hidden` widget) or always locks (`disabled`, computed by a formula or consolidation),
   * plus those whose condition holds. A condition that does not parse, or fails on these values,
   * does not hold: the field stays visible and editable, and the server still checks the record.
   */
  visibility(values: FormValues, options?: EvaluateOptions): FieldVisibility
}

/**
 * Compiles the `hiddenWhen` and `disabledWhen` conditions of a form, parsed once and evaluated
 * on each change with the same formula language and scope as the form's formulas.
 *
 * @example compileConditions(form).visibility({ media_kind: 'article' }).hidden.has('media_url') // true
 */
export function compileConditions(form: FormDocument): CompiledConditions {
  const list: CompiledCondition[] = []
  const alwaysHidden = new Set<string>()
  const alwaysDisabled = new Set<string>()
  for (const field of form.fields) {
    if (isNeverShown(field)) alwaysHidden.add(field.name)
    if (field.disabled === true || field.formula !== undefined || field.consolidation !== undefined) {
      alwaysDisabled.add(field.name)
    }
    if (field.hiddenWhen !== undefined) {
      list.push({
        field: field.name,
        effect: 'hidden',
        expression: field.hiddenWhen,
        ...parseFieldExpression(field.hiddenWhen),
      })
    }
    if (field.disabledWhen !== undefined) {
      list.push({
        field: field.name,
        effect: 'disabled',
        expression: field.disabledWhen,
        ...parseFieldExpression(field.disabledWhen),
      })
    }
  }
  return {
    list,
    visibility(values, options = {}) {
      const hidden = new Set(alwaysHidden)
      const disabled = new Set(alwaysDisabled)
      const scope = formulaScope(form, values)
      for (const condition of list) {
        if (condition.ast === undefined) continue
        const result = evaluateExpression(condition.ast, scope, options)
        if (!result.ok || !truthy(result.value)) continue
        ;(condition.effect === 'hidden' ? hidden : disabled).add(condition.field)
      }
      return { hidden, disabled }
    },
  }
}
