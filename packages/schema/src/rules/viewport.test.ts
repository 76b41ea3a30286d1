import { describe, expect, it } from 'vitest'
import type { DisplaySettings } from '../documents/display-settings.ts'
import { DEFAULT_DISPLAY_SETTINGS } from './display.ts'
import { applyDisplayRules, BREAKPOINTS, windowSizeClass } from './viewport.ts'

describe('BREAKPOINTS', () => {
  it('are the px values of spec 9', () => {
    expect(BREAKPOINTS).toEqual({ xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 })
  })
})

describe('windowSizeClass', () => {
  it.each([
    [0, 'mobile'],
    [320, 'mobile'],
    [575, 'mobile'],
    [575.9, 'mobile'],
    [576, 'tablet'],
    [768, 'tablet'],
    [1199, 'tablet'],
    [1200, 'tablet'],
    [1200.5, 'desktop'],
    [1201, 'desktop'],
    [1600, 'desktop'],
    [3840, 'desktop'],
  ])('classes a %d px wide window as %s', (width, expected) => {
    expect(windowSizeClass(width)).toBe(expected)
  })
})

describe('applyDisplayRules', () => {
  const settings = (changes: Partial<DisplaySettings>): DisplaySettings => ({ ...DEFAULT_DISPLAY_SETTINGS, ...changes })

  it('sets the theme to dark in dark mode', () => {
    expect(applyDisplayRules(settings({ darkMode: true, theme: 'light' })).theme).toBe('dark')
  })

  it('leaves the theme alone when dark mode is off', () => {
    expect(applyDisplayRules(settings({ darkMode: false, theme: 'light' })).theme).toBe('light')
    expect(applyDisplayRules(settings({ darkMode: false, theme: 'dark' })).theme).toBe('dark')
  })

  it('forces a fluid content width with the side-menu layout', () => {
    expect(applyDisplayRules(settings({ layout: 'sidebar', contentWidth: 'fixed' })).contentWidth).toBe('fluid')
  })

  it('keeps a fixed content width with the other layouts', () => {
    for (const layout of ['top', 'two-level', 'slim'] as const) {
      expect(applyDisplayRules(settings({ layout, contentWidth: 'fixed' })).contentWidth).toBe('fixed')
    }
  })

  it('changes nothing else and does not change its input', () => {
    const input = settings({ darkMode: true, layout: 'sidebar', contentWidth: 'fixed', multiTab: true })
    const before = { ...input }
    expect(applyDisplayRules(input)).toEqual({ ...input, theme: 'dark', contentWidth: 'fluid' })
    expect(input).toEqual(before)
  })
})
