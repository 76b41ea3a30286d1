import type { ColorRule } from '@tamga/schema'
import type { CellClassParams, CellClassRules } from 'ag-grid-community'

/** The class of a cell whose value is 1 or more under a `threshold` colour rule: shown green (spec 9). */
export const POSITIVE_CELL_CLASS = 'tamga-cell-positive'

/** The class of a cell whose value is below 1 under a `threshold` colour rule: shown red (spec 9). */
export const NEGATIVE_CELL_CLASS = 'tamga-cell-negative'

/** The class of a cell that shows an icon before its value; the icon's name is in the column's context. */
export const ICON_CELL_CLASS = 'tamga-cell-icon'

/** What a `threshold` rule makes of a value: a number, `true` as 1 and `false` as 0, else nothing. */
function thresholdNumber(value: unknown): number | undefined {
  if (typeof value === 'boolean') return value ? 1 : 0
  if (typeof value === 'number') return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && value.trim() !== '') return Number(value)
  return undefined
}

/**
 * The class a `threshold` colour rule gives a value (spec 9): {@link POSITIVE_CELL_CLASS} when
 * it is 1 or more, {@link NEGATIVE_CELL_CLASS} otherwise. An empty cell has nothing to colour
 * and gets no class.
 *
 * @example thresholdClass(2.5) // 'tamga-cell-positive'
 * @example thresholdClass(0) // 'tamga-cell-negative'
 */
export function thresholdClass(value: unknown): typeof POSITIVE_CELL_CLASS | typeof NEGATIVE_CELL_CLASS | undefined {
  const number = thresholdNumber(value)
  if (number === undefined) return undefined
  return number >= 1 ? POSITIVE_CELL_CLASS : NEGATIVE_CELL_CLASS
}

/**
 * The ag-grid `cellClassRules` of a colour rule. Rows pinned at the bottom (the consolidation
 * row) are totals, not values the rule speaks of, and are left uncoloured.
 */
export function colorRuleClassRules(rule: ColorRule): CellClassRules<Record<string, unknown>> {
  switch (rule) {
    case 'threshold':
      return {
        [POSITIVE_CELL_CLASS]: (params: CellClassParams<Record<string, unknown>>) =>
          !params.node.rowPinned && thresholdClass(params.value) === POSITIVE_CELL_CLASS,
        [NEGATIVE_CELL_CLASS]: (params: CellClassParams<Record<string, unknown>>) =>
          !params.node.rowPinned && thresholdClass(params.value) === NEGATIVE_CELL_CLASS,
      }
  }
}
