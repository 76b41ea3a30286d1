import type { Device, DisplaySettings } from '../documents/display-settings.ts'

/** The layout breakpoints of spec 9, in px: each is the smallest width of its size. */
export const BREAKPOINTS = { xs: 480, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const

/**
 * The window size class for a window width in px (spec 4.6): mobile below 576, tablet from
 * 576 up to and including 1200, desktop above 1200. The spec says "tablet 576 to 1200,
 * desktop above 1200", so 1200 itself is still a tablet and 1200.5 is a desktop.
 *
 * @example windowSizeClass(575) // 'mobile'
 * @example windowSizeClass(1200) // 'tablet'
 * @example windowSizeClass(1201) // 'desktop'
 */
export function windowSizeClass(width: number): Device {
  if (width < BREAKPOINTS.sm) return 'mobile'
  if (width <= BREAKPOINTS.xl) return 'tablet'
  return 'desktop'
}

/**
 * Applies the display rules of spec 4.6 to a set of settings and returns the corrected copy:
 * dark mode sets the theme to dark, and the side-menu layout forces a fluid content width.
 * Settings that already obey the rules come back equal.
 */
export function applyDisplayRules(settings: DisplaySettings): DisplaySettings {
  return {
    ...settings,
    theme: settings.darkMode ? 'dark' : settings.theme,
    contentWidth: settings.layout === 'sidebar' ? 'fluid' : settings.contentWidth,
  }
}
