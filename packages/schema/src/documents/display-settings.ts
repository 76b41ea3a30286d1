import Type, { type Static } from 'typebox'
import { ColorSchema, closedObject, documentSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/** The menu layouts the settings drawer offers (spec 9): side menu, top menu, two-level menu, slim (icons only) side menu. */
export const MENU_LAYOUTS = ['sidebar', 'top', 'two-level', 'slim'] as const

/** One of {@link MENU_LAYOUTS}. @default 'sidebar' */
export const MenuLayoutSchema = Type.Enum(MENU_LAYOUTS, { default: 'sidebar' })
/** A menu layout; see {@link MENU_LAYOUTS}. */
export type MenuLayout = Static<typeof MenuLayoutSchema>

/** The window size classes (spec 3.12, 4.6); see `windowSizeClass`. */
export const DEVICES = ['desktop', 'tablet', 'mobile'] as const

/** One of {@link DEVICES}. */
export const DeviceSchema = Type.Enum(DEVICES)
/** A window size class; see {@link DEVICES}. */
export type Device = Static<typeof DeviceSchema>

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

/** The shell's display settings (spec 3.12), as the settings drawer edits them and browser storage keeps them. */
export const DisplaySettingsSchema = closedObject({
  sidebar: Type.Boolean({ description: 'Whether the side menu is open (not collapsed).' }),
  device: DeviceSchema,
  theme: Type.Enum(THEME_MODES),
  layout: MenuLayoutSchema,
  contentWidth: Type.Enum(CONTENT_WIDTHS),
  fixedHeader: Type.Boolean(),
  fixSiderbar: Type.Boolean({
    description: 'Keeps the side menu in place while the page scrolls (the spec’s spelling).',
  }),
  autoHideHeader: Type.Boolean({ description: 'Hides the header while scrolling down.' }),
  color: ColorSchema,
  weak: Type.Boolean({ description: 'Colour-weakness mode (inverted hues).' }),
  gray: Type.Boolean({ description: 'Greyscale mode.' }),
  multiTab: Type.Boolean({ description: 'Opens pages as tabs.' }),
  darkMode: Type.Boolean(),
  lockScreen: Type.Boolean({ description: 'Whether the lock screen is shown.' }),
})
/** The complete display settings; see {@link DisplaySettingsSchema}. */
export type DisplaySettings = Static<typeof DisplaySettingsSchema>

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

/**
 * A `display-settings` document: the display settings a project ships (spec 3.12). Every
 * setting is optional; one left out takes its value from {@link DEFAULT_DISPLAY_SETTINGS}.
 */
export const DisplaySettingsDocumentSchema = documentSchema(
  'display-settings',
  1,
  Type.Partial(DisplaySettingsSchema).properties,
)
/** A `display-settings` document; see {@link DisplaySettingsDocumentSchema}. */
export type DisplaySettingsDocument = Static<typeof DisplaySettingsDocumentSchema>

/** The complete settings a document ships: its own values over {@link DEFAULT_DISPLAY_SETTINGS}. */
export function displaySettingsOf(document: DisplaySettingsDocument): DisplaySettings {
  const { kind: _kind, version: _version, name: _name, title: _title, description: _description, ...own } = document
  return { ...DEFAULT_DISPLAY_SETTINGS, ...own }
}

/** The `display-settings` document kind (spec 3.12). */
export const displaySettingsKind: DocumentKindDefinition<DisplaySettingsDocument> = {
  kind: 'display-settings',
  version: 1,
  schema: DisplaySettingsDocumentSchema,
  example: {
    kind: 'display-settings',
    version: 1,
    name: 'default',
    theme: 'dark',
    layout: 'sidebar',
    fixedHeader: true,
    fixSiderbar: true,
    color: DEFAULT_PRIMARY_COLOR,
    multiTab: true,
  },
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
