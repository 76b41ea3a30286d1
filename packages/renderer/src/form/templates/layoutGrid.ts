import { GRID_COLUMNS, type ResolvedSpan } from '../compile/index.ts'

/** The class of a row of the form's layout grid. */
export const LAYOUT_ROW_CLASS = 'tamga-form-row'

/** The breakpoints of a span and the widths they start at (antd's: sm 576, md 768, lg 992 px). */
const BREAKPOINTS: ReadonlyArray<[keyof ResolvedSpan, number]> = [
  ['xs', 0],
  ['sm', 576],
  ['md', 768],
  ['lg', 992],
]

/** The classes that give a column its span at every breakpoint (a span of 0 hides it there). */
export function layoutColumnClasses(span: ResolvedSpan): string {
  return BREAKPOINTS.map(([breakpoint]) => `tamga-${breakpoint}-${span[breakpoint]}`).join(' ')
}

function spanRules(breakpoint: keyof ResolvedSpan): string {
  const rules = [`.tamga-${breakpoint}-0 { display: none; }`]
  for (let columns = 1; columns <= GRID_COLUMNS; columns += 1)
    rules.push(`.tamga-${breakpoint}-${columns} { display: block; grid-column: span ${columns}; }`)
  return rules.join('\n')
}

/**
 * The layout grid's CSS: a row is a 24-column CSS grid with antd's 16 px gutter, and each
 * column spans its columns from its breakpoint's width up. Plain CSS rather than antd's
 * `Row`/`Col`: each `Col` with responsive spans subscribes to the window's media queries and
 * computes its style tokens as it mounts, which a form of hundreds of fields pays for hundreds
 * of times before it is painted.
 */
export const LAYOUT_GRID_CSS = [
  `.${LAYOUT_ROW_CLASS} { display: grid; grid-template-columns: repeat(${GRID_COLUMNS}, minmax(0, 1fr)); column-gap: 16px; }`,
  ...BREAKPOINTS.map(([breakpoint, from]) =>
    from === 0 ? spanRules(breakpoint) : `@media (min-width: ${from}px) {\n${spanRules(breakpoint)}\n}`,
  ),
].join('\n')
