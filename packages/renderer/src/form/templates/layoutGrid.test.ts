import { describe, expect, it } from 'vitest'
import { LAYOUT_GRID_CSS, layoutColumnClasses } from './layoutGrid.ts'

describe('the form layout grid', () => {
  it('names a column’s span at every breakpoint', () => {
    expect(layoutColumnClasses({ xs: 24, sm: 24, md: 12, lg: 8 })).toBe(
      'tamga-xs-24 tamga-sm-24 tamga-md-12 tamga-lg-8',
    )
  })

  it('spans a column from its breakpoint’s width up, the larger breakpoints later so they win', () => {
    const md = LAYOUT_GRID_CSS.indexOf('@media (min-width: 768px)')
    const lg = LAYOUT_GRID_CSS.indexOf('@media (min-width: 992px)')
    expect(md).toBeGreaterThan(LAYOUT_GRID_CSS.indexOf('@media (min-width: 576px)'))
    expect(lg).toBeGreaterThan(md)
    expect(LAYOUT_GRID_CSS.slice(md, lg)).toContain('.tamga-md-12 { display: block; grid-column: span 12; }')
  })

  it('hides a column whose span is 0 at that breakpoint', () => {
    expect(LAYOUT_GRID_CSS).toContain('.tamga-xs-0 { display: none; }')
  })
})
