import { describe, expect, it } from 'vitest'
import { DisplaySettingsSchema } from '../documents/display-settings.ts'
import { validateAgainst } from '../validation/validator.ts'
import { DEFAULT_DISPLAY_SETTINGS, readDisplaySettings } from './display.ts'

describe('readDisplaySettings', () => {
  it('keeps every valid stored setting', () => {
    const stored = {
      ...DEFAULT_DISPLAY_SETTINGS,
      layout: 'two-level',
      theme: 'dark',
      color: '#722ED1',
      multiTab: true,
      lockScreen: true,
      contentWidth: 'fixed',
    }
    expect(readDisplaySettings(stored)).toEqual(stored)
  })

  it('gives each invalid, missing or wrongly typed setting its default and drops unknown fields', () => {
    const read = readDisplaySettings({ layout: 'diagonal', color: 'red', multiTab: 'yes', darkMode: true, extra: 1 })
    expect(read).toEqual({ ...DEFAULT_DISPLAY_SETTINGS, darkMode: true })
  })

  it('answers the defaults for anything that is not an object', () => {
    for (const value of [null, undefined, 'sidebar', 3, []])
      expect(readDisplaySettings(value)).toEqual(DEFAULT_DISPLAY_SETTINGS)
  })

  it('always answers settings the display-settings schema accepts', () => {
    for (const value of [{}, { color: '#abc', device: 'mobile' }, { layout: 'slim', contentWidth: 'nope' }]) {
      expect(validateAgainst(DisplaySettingsSchema, readDisplaySettings(value)).ok).toBe(true)
    }
  })
})
