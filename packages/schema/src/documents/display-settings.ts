import Type, { type Static } from 'typebox'
import {
  CONTENT_WIDTHS,
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_PRIMARY_COLOR,
  DEVICES,
  MENU_LAYOUTS,
  THEME_MODES,
} from '../rules/display.ts'
import { ColorSchema, closedObject, documentSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/** One of {@link MENU_LAYOUTS}. @default 'sidebar' */
export const MenuLayoutSchema = Type.Enum(MENU_LAYOUTS, { default: 'sidebar' })
/** A menu layout; see {@link MENU_LAYOUTS}. */
export type MenuLayout = Static<typeof MenuLayoutSchema>

/** One of {@link DEVICES}. */
export const DeviceSchema = Type.Enum(DEVICES)
/** A window size class; see {@link DEVICES}. */
export type Device = Static<typeof DeviceSchema>

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
