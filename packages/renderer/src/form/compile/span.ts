import type { Span } from '@tamga/schema'

/** How many of the 24 grid columns something takes at every breakpoint, none left out. */
export interface ResolvedSpan {
  xs: number
  sm: number
  md: number
  lg: number
}

/** The number of columns of the layout grid (antd's `Row`/`Col`). */
export const GRID_COLUMNS = 24

/** The whole width at every breakpoint. */
export const FULL_SPAN: Readonly<ResolvedSpan> = {
  xs: GRID_COLUMNS,
  sm: GRID_COLUMNS,
  md: GRID_COLUMNS,
  lg: GRID_COLUMNS,
}

/**
 * Fills in a document's span: a missing breakpoint inherits the next smaller one, and a
 * missing `xs` is the whole width, as the form document defines it.
 *
 * @example resolveSpan({ md: 12 }) // { xs: 24, sm: 24, md: 12, lg: 12 }
 */
export function resolveSpan(span: Span | undefined): ResolvedSpan {
  const xs = span?.xs ?? GRID_COLUMNS
  const sm = span?.sm ?? xs
  const md = span?.md ?? sm
  const lg = span?.lg ?? md
  return { xs, sm, md, lg }
}
