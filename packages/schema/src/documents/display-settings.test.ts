import { describe, expect, it } from 'vitest'
import heritageDefault from '../../../../examples/heritage/documents/display-settings/default.json' with {
  type: 'json',
}
import {
  DEFAULT_DISPLAY_SETTINGS,
  DEFAULT_PRIMARY_COLOR,
  PRIMARY_COLOR_PALETTE,
  primaryColorVariants,
  THEME_COLORS,
  THEME_SPACING,
} from '../rules/display.ts'
import { validateAgainst } from '../validation/validator.ts'
import { validateDocumentOf } from './definition.ts'
import { DisplaySettingsSchema, displaySettingsKind, displaySettingsOf } from './display-settings.ts'

const envelope = { kind: 'display-settings', version: 1, name: 'default' } as const

function issuesOf(input: unknown) {
  const result = validateDocumentOf(displaySettingsKind, input)
  if (result.ok) throw new Error('expected the settings to be invalid')
  return result.issues.map(({ path, code }) => ({ path, code }))
}

describe('display-settings document', () => {
  it('accepts its own example', () => {
    const example = displaySettingsKind.example
    expect(validateDocumentOf(displaySettingsKind, example)).toEqual({ ok: true, value: example })
  })

  it('accepts the heritage defaults', () => {
    const result = validateDocumentOf(displaySettingsKind, heritageDefault)
    expect(result.ok ? [] : result.issues).toEqual([])
  })

  it('accepts a document that sets nothing', () => {
    expect(validateDocumentOf(displaySettingsKind, envelope).ok).toBe(true)
  })

  it('rejects a device other than desktop, tablet and mobile', () => {
    expect(issuesOf({ ...envelope, device: 'watch' })).toEqual([{ path: '/device', code: 'enum' }])
  })

  it('rejects a layout other than the four of spec 9', () => {
    expect(issuesOf({ ...envelope, layout: 'sidemenu' })).toEqual([{ path: '/layout', code: 'enum' }])
  })

  it('rejects a colour that is not CSS notation', () => {
    expect(issuesOf({ ...envelope, color: 'blue' })).toEqual([{ path: '/color', code: 'pattern' }])
  })

  it('keeps the specification’s spelling fixSiderbar and rejects the corrected one', () => {
    expect(validateDocumentOf(displaySettingsKind, { ...envelope, fixSiderbar: true }).ok).toBe(true)
    expect(issuesOf({ ...envelope, fixSidebar: true })).toEqual([{ path: '', code: 'additionalProperties' }])
  })

  it('rejects a flag that is not a boolean', () => {
    expect(issuesOf({ ...envelope, darkMode: 'yes' })).toEqual([{ path: '/darkMode', code: 'type' }])
  })
})

describe('DEFAULT_DISPLAY_SETTINGS', () => {
  it('is a complete, valid set of settings', () => {
    expect(validateAgainst(DisplaySettingsSchema, DEFAULT_DISPLAY_SETTINGS).ok).toBe(true)
  })

  it('starts with the side menu layout, fluid width, light theme and the default blue', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toMatchObject({
      layout: 'sidebar',
      contentWidth: 'fluid',
      theme: 'light',
      darkMode: false,
      color: DEFAULT_PRIMARY_COLOR,
    })
  })

  it('cannot be changed by accident', () => {
    expect(Object.isFrozen(DEFAULT_DISPLAY_SETTINGS)).toBe(true)
  })
})

describe('displaySettingsOf', () => {
  it('fills what a document leaves out from the defaults and keeps what it sets', () => {
    const settings = displaySettingsOf({ ...envelope, title: 'Default', theme: 'dark', multiTab: true })
    expect(settings).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, theme: 'dark', multiTab: true })
  })

  it('returns settings, not the document envelope', () => {
    expect(validateAgainst(DisplaySettingsSchema, displaySettingsOf({ ...envelope, title: 'X' })).ok).toBe(true)
  })
})

describe('theme constants of spec 9', () => {
  it('carry the fixed colours and spacing', () => {
    expect(THEME_COLORS).toEqual({
      pageBackground: '#F9F9F9',
      panelBackground: '#FCFCFC',
      white: '#FFFFFF',
      text: '#212121',
      blue: '#0057FF',
      red: '#e13812',
      orange: '#FFA500',
      icon: '#1890ff',
    })
    expect(THEME_SPACING).toEqual({ small: 8, large: 16 })
  })

  it('offer nine distinct named primary colours, the default blue first', () => {
    expect(PRIMARY_COLOR_PALETTE).toHaveLength(9)
    expect(new Set(PRIMARY_COLOR_PALETTE.map((entry) => entry.name)).size).toBe(9)
    expect(new Set(PRIMARY_COLOR_PALETTE.map((entry) => entry.color.toLowerCase())).size).toBe(9)
    expect(PRIMARY_COLOR_PALETTE[0]).toEqual({ name: 'daybreak-blue', color: DEFAULT_PRIMARY_COLOR })
    expect(DEFAULT_PRIMARY_COLOR.toLowerCase()).toBe(THEME_COLORS.icon)
  })
})

describe('primaryColorVariants', () => {
  it('moves lightness by 20 and 40 points up and 20 and 50 points down', () => {
    expect(primaryColorVariants('#808080')).toEqual({
      lighter20: '#b3b3b3',
      lighter40: '#e6e6e6',
      darker20: '#4d4d4d',
      darker50: '#000000',
    })
  })

  it('keeps the hue of a saturated colour', () => {
    expect(primaryColorVariants('#ff0000')).toMatchObject({ lighter20: '#ff6666', darker20: '#990000' })
  })

  it('reads the short #rgb form like the long one', () => {
    expect(primaryColorVariants('#f00')).toEqual(primaryColorVariants('#FF0000'))
  })

  it('clamps at white', () => {
    expect(primaryColorVariants('#ffffff').lighter40).toBe('#ffffff')
  })

  it('refuses what is not a hex colour', () => {
    expect(() => primaryColorVariants('blue')).toThrow(RangeError)
  })
})
