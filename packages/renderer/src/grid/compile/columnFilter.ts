import {
  type ColumnFilter,
  type ColumnRelation,
  type LanguageCode,
  localizedText,
  processStatusWord,
} from '@tamga/schema'
import type {
  IDateFilterParams,
  IFilterOptionDef,
  INumberFilterParams,
  ISimpleFilterModelType,
  ITextFilterParams,
} from 'ag-grid-community'
import type { CellChoice } from './formatCell.ts'

/** The ag-grid filters a Tamga column filter is shown with (all three are in ag-grid community). */
export type AgFilterName = 'agTextColumnFilter' | 'agNumberColumnFilter' | 'agDateColumnFilter'

/**
 * The filter parameters of a compiled column. Besides ag-grid's own, a set or relation filter
 * describes what it may be set to, because ag-grid's set filter is enterprise-only and a
 * filter panel or a custom filter component has to offer the values itself.
 */
export type TamgaFilterParams = (ITextFilterParams | INumberFilterParams | IDateFilterParams) & {
  /** A set filter's values with their labels in the reader's language; absent for distinct values. */
  choices?: CellChoice[]
  /** A relation filter's related rows: where its values and their labels come from. */
  relation?: ColumnRelation
  /** The filter is also shown in the filter panel beside the grid. */
  sidebar?: boolean
}

/** An ag-grid filter and its parameters. */
export interface CompiledFilter {
  filter: AgFilterName
  filterParams: TamgaFilterParams
}

/** The most values one set or relation filter offers to combine (each one an OR-ed condition). */
export const MAX_SET_CONDITIONS = 10

/** The prefix of the filter options that stand for a set filter's listed values. */
const CHOICE_OPTION_PREFIX = 'tamga-choice-'

/** The filter option key of a set filter's `index`-th listed value. */
export function choiceOptionKey(index: number): string {
  return `${CHOICE_OPTION_PREFIX}${index}`
}

/** The index of the listed value a filter option key stands for, or `undefined` for any other key. */
export function choiceIndexOf(key: string | null | undefined): number | undefined {
  if (typeof key !== 'string' || !key.startsWith(CHOICE_OPTION_PREFIX)) return undefined
  const index = Number(key.slice(CHOICE_OPTION_PREFIX.length))
  return Number.isInteger(index) && index >= 0 ? index : undefined
}

/** The ag-grid option of a document's text `match`: the server applies that one match only. */
export const TEXT_MATCH_OPTIONS = {
  contains: 'contains',
  equals: 'equals',
  'starts-with': 'startsWith',
} as const satisfies Record<string, ISimpleFilterModelType>

/**
 * The number options the server answers exactly: its ranges include both bounds, so the strict
 * `greaterThan`/`lessThan` are not offered (a range from 5 would also match 5).
 */
export const NUMBER_RANGE_OPTIONS: ISimpleFilterModelType[] = [
  'equals',
  'greaterThanOrEqual',
  'lessThanOrEqual',
  'inRange',
]

/**
 * The date options the server answers exactly. Dates are whole days, so "after" a day is a
 * range from the next day.
 */
export const DATE_RANGE_OPTIONS: ISimpleFilterModelType[] = ['equals', 'greaterThan', 'lessThan', 'inRange']

/**
 * The labels of a set filter's listed values in a language. A workflow status column's values
 * are step types: each reads as the status vocabulary says it (the grid cell's word), the
 * document's label only for a value that is no step type, so the filter never names a status
 * otherwise than the cells do.
 */
export function filterChoices(
  filter: ColumnFilter,
  language: LanguageCode,
  statusColumn = false,
): CellChoice[] | undefined {
  if (filter.type !== 'set' || filter.options === undefined) return undefined
  return filter.options.map((option) => ({
    value: option.value,
    label:
      (statusColumn ? processStatusWord(String(option.value), language) : undefined) ??
      localizedText(option.label, language),
  }))
}

/**
 * The ag-grid filter of a document's column filter:
 * - `text` → the text filter, offering only the document's match;
 * - `number-range` → the number filter, with inclusive bounds;
 * - `date-range` → the date filter, days only, with inclusive ranges;
 * - `set` with listed values → the text (or number) filter whose options are the values'
 *   labels, OR-ed together;
 * - `set` of distinct values and `relation` → the text or number filter (as the stored values
 *   are) with `equals` only, OR-ed together.
 *
 * `numeric` says whether the column's stored values are numbers.
 */
export function compileColumnFilter(
  filter: ColumnFilter,
  numeric: boolean,
  language: LanguageCode,
  statusColumn = false,
): CompiledFilter {
  const sidebar = filter.sidebar === true ? { sidebar: true } : {}
  switch (filter.type) {
    case 'text':
      return {
        filter: 'agTextColumnFilter',
        filterParams: {
          filterOptions: [TEXT_MATCH_OPTIONS[filter.match ?? 'contains']],
          maxNumConditions: 1,
          ...sidebar,
        },
      }
    case 'number-range':
      return {
        filter: 'agNumberColumnFilter',
        filterParams: { filterOptions: NUMBER_RANGE_OPTIONS, inRangeInclusive: true, maxNumConditions: 1, ...sidebar },
      }
    case 'date-range':
      return {
        filter: 'agDateColumnFilter',
        filterParams: {
          filterOptions: DATE_RANGE_OPTIONS,
          inRangeInclusive: true,
          maxNumConditions: 1,
          // A text box typed YYYY-MM-DD, as every date of the app reads: the browser's own date
          // box shows its locale's mm/dd/yyyy whatever the interface language.
          browserDatePicker: false,
          ...sidebar,
        },
      }
    case 'set': {
      const choices = filterChoices(filter, language, statusColumn)
      if (choices === undefined) return equalsFilter(numeric, sidebar)
      const options: IFilterOptionDef[] = choices.map((choice, index) => ({
        displayKey: choiceOptionKey(index),
        displayName: choice.label,
        numberOfInputs: 0,
        predicate: (_values: unknown[], cellValue: unknown) => String(cellValue) === String(choice.value),
      }))
      return {
        filter: 'agTextColumnFilter',
        filterParams: {
          filterOptions: options,
          defaultJoinOperator: 'OR',
          maxNumConditions: Math.min(choices.length, MAX_SET_CONDITIONS),
          choices,
          ...sidebar,
        },
      }
    }
    case 'relation': {
      const compiled = equalsFilter(numeric, sidebar)
      return { ...compiled, filterParams: { ...compiled.filterParams, relation: filter.relation } }
    }
  }
}

function equalsFilter(numeric: boolean, sidebar: { sidebar?: boolean }): CompiledFilter {
  return {
    filter: numeric ? 'agNumberColumnFilter' : 'agTextColumnFilter',
    filterParams: {
      filterOptions: ['equals'],
      defaultJoinOperator: 'OR',
      maxNumConditions: MAX_SET_CONDITIONS,
      ...sidebar,
    },
  }
}
