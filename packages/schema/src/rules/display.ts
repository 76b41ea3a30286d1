import type { DisplaySettings } from '../documents/display-settings.ts'

// The display settings' constants and pure rules, apart from their JSON Schema so the browser
// can use them without loading the schema library.

/** The menu layouts the settings drawer offers (spec 9): side menu, top menu, two-level menu, slim (icons only) side menu. */
export const MENU_LAYOUTS = ['sidebar', 'top', 'two-level', 'slim'] as const

/** The window size classes (spec 3.12, 4.6); see `windowSizeClass`. */
export const DEVICES = ['desktop', 'tablet', 'mobile'] as const

/** The primary colour when none is saved (spec 9: "a blue"): Ant Design's daybreak blue, also the icon colour. */
export const DEFAULT_PRIMARY_COLOR = '#1890FF'

/** The named primary colours the settings drawer offers (spec 9: about nine), the default first. */
export const PRIMARY_COLOR_PALETTE = [
  { name: 'daybreak-blue', color: DEFAULT_PRIMARY_COLOR },
  { name: 'dust-red', color: '#F5222D' },
  { name: 'volcano', color: '#FA541C' },
  { name: 'sunset-orange', color: '#FA8C16' },
  { name: 'calendula-gold', color: '#FAAD14' },
  { name: 'polar-green', color: '#52C41A' },
  { name: 'cyan', color: '#13C2C2' },
  { name: 'geek-blue', color: '#2F54EB' },
  { name: 'golden-purple', color: '#722ED1' },
] as const

/**
 * The fixed theme colours of spec 9. The specification gives the values; the names say where
 * Tamga uses them: the two near-whites are the page and panel backgrounds.
 */
export const THEME_COLORS = {
  pageBackground: '#F9F9F9',
  panelBackground: '#FCFCFC',
  white: '#FFFFFF',
  text: '#212121',
  blue: '#0057FF',
  red: '#e13812',
  orange: '#FFA500',
  icon: '#1890ff',
} as const

/** The two spacing steps of spec 9, in px. */
export const THEME_SPACING = { small: 8, large: 16 } as const

/** Whether the navigation is drawn light or dark (spec 3.12); dark mode forces `dark` (spec 4.6). */
export const THEME_MODES = ['light', 'dark'] as const

/** `fluid` fills the window; `fixed` keeps a centred column. The side-menu layout forces `fluid` (spec 4.6). */
export const CONTENT_WIDTHS = ['fluid', 'fixed'] as const

/** What a project ships when its display-settings document leaves a setting out. */
export const DEFAULT_DISPLAY_SETTINGS: Readonly<DisplaySettings> = Object.freeze({
  sidebar: true,
  device: 'desktop',
  theme: 'light',
  layout: 'sidebar',
  contentWidth: 'fluid',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  color: DEFAULT_PRIMARY_COLOR,
  weak: false,
  gray: false,
  multiTab: false,
  darkMode: false,
  lockScreen: false,
})

const BOOLEAN_SETTINGS = [
  'sidebar',
  'fixedHeader',
  'fixSiderbar',
  'autoHideHeader',
  'weak',
  'gray',
  'multiTab',
  'darkMode',
  'lockScreen',
] as const satisfies ReadonlyArray<keyof DisplaySettings>

function oneOf<T extends string>(choices: readonly T[], value: unknown): T | undefined {
  return choices.find((choice) => choice === value)
}

/**
 * Display settings read back from storage, where anything may be: each setting that is valid
 * is kept, every other one (missing, of the wrong type, unknown) takes its default; unknown
 * fields are dropped. The rules of spec 4.6 are not applied here (see `applyDisplayRules`).
 *
 * @example readDisplaySettings({ layout: 'top', color: 'red', extra: 1 }).layout // 'top'
 */
export function readDisplaySettings(value: unknown): DisplaySettings {
  const settings: DisplaySettings = { ...DEFAULT_DISPLAY_SETTINGS }
  if (typeof value !== 'object' || value === null) return settings
  const stored = value as Record<string, unknown>
  for (const key of BOOLEAN_SETTINGS) {
    const flag = stored[key]
    if (typeof flag === 'boolean') settings[key] = flag
  }
  settings.device = oneOf(DEVICES, stored.device) ?? settings.device
  settings.theme = oneOf(THEME_MODES, stored.theme) ?? settings.theme
  settings.layout = oneOf(MENU_LAYOUTS, stored.layout) ?? settings.layout
  settings.contentWidth = oneOf(CONTENT_WIDTHS, stored.contentWidth) ?? settings.contentWidth
  if (typeof stored.color === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(stored.color))
    settings.color = stored.color
  return settings
}

/** The lighter (20 %, 40 %) and darker (20 %, 50 %) variants of the primary colour (spec 9). */
export interface PrimaryColorVariants {
  lighter20: string
  lighter40: string
  darker20: string
  darker50: string
}

/**
 * Derives the primary colour's variants the way CSS preprocessors' `lighten()`/`darken()` do:
 * HSL lightness moved by the given percentage points, clamped to 0–100. Accepts `#rgb` and
 * `#rrggbb`; returns lower-case `#rrggbb`.
 *
 * @example primaryColorVariants('#808080').lighter20 // '#b3b3b3'
 */
export function primaryColorVariants(color: string): PrimaryColorVariants {
  const hsl = hexToHsl(color)
  const shift = (points: number): string => hslToHex({ ...hsl, l: Math.min(1, Math.max(0, hsl.l + points / 100)) })
  return { lighter20: shift(20), lighter40: shift(40), darker20: shift(-20), darker50: shift(-50) }
}

interface Hsl {
  h: number
  s: number
  l: number
}

function hexToHsl(color: string): Hsl {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color)
  const digits = match?.[1]
  if (digits === undefined) throw new RangeError(`not a #rgb or #rrggbb colour: ${color}`)
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits
  const at = (start: number): number => Number.parseInt(full.slice(start, start + 2), 16) / 255
  const r = at(0)
  const g = at(2)
  const b = at(4)
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const l = (max + min) / 2
  const d = max - min
  if (d === 0) return { h: 0, s: 0, l }
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === r ? ((g - b) / d + (g < b ? 6 : 0)) / 6 : max === g ? ((b - r) / d + 2) / 6 : ((r - g) / d + 4) / 6
  return { h, s, l }
}

function hslToHex({ h, s, l }: Hsl): string {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const channel = (t0: number): string => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0
    const value = t < 1 / 6 ? p + (q - p) * 6 * t : t < 1 / 2 ? q : t < 2 / 3 ? p + (q - p) * (2 / 3 - t) * 6 : p
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(h + 1 / 3)}${channel(h)}${channel(h - 1 / 3)}`
}
