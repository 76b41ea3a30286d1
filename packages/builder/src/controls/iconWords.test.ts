import { CHART_ICON_NAMES, COLUMN_ICON_NAMES, FIELD_ICON_NAMES, MENU_ICON_NAMES } from '@tamga/renderer'
import { LANGUAGE_CODES } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { ICON_WORDS, iconWord } from './iconWords.ts'

describe('the words of the icons a builder offers', () => {
  it('name every icon of every set in every language, none by its internal name', () => {
    const icons = new Set([...MENU_ICON_NAMES, ...FIELD_ICON_NAMES, ...COLUMN_ICON_NAMES, ...CHART_ICON_NAMES])
    const missing: string[] = []
    for (const name of icons) {
      for (const language of LANGUAGE_CODES) {
        const text = iconWord(name, language)
        if (text === undefined || text.trim() === '' || text === name) missing.push(`${name} ${language}`)
      }
    }
    expect(missing).toEqual([])
    expect(Object.keys(ICON_WORDS).filter((name) => !icons.has(name))).toEqual([])
  })
})
