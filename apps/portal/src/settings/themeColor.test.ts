import { LANGUAGE_CODES, PRIMARY_COLOR_PALETTE, primaryColorVariants, wordsIn } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { settings } from '../i18n/catalogues/settings.ts'
import { colorShades, paletteColorOf, paletteLabelKey } from './themeColor.ts'

describe('palette labels', () => {
  it('turns a palette name into its catalogue key', () => {
    expect(paletteLabelKey('daybreak-blue')).toBe('colorDaybreakBlue')
    expect(paletteLabelKey('cyan')).toBe('colorCyan')
  })

  it('every palette colour has a name in every language', () => {
    for (const language of LANGUAGE_CODES) {
      const words: Record<string, string> = wordsIn(settings, language)
      for (const { name } of PRIMARY_COLOR_PALETTE)
        expect(words[paletteLabelKey(name)], `${language} ${name}`).toBeTruthy()
    }
  })

  it('finds a palette colour whatever the case of its hex digits', () => {
    expect(paletteColorOf('#f5222d')?.name).toBe('dust-red')
    expect(paletteColorOf('#123456')).toBeUndefined()
  })
})

describe('colorShades', () => {
  it('puts the colour between its variants, lightest first', () => {
    const variants = primaryColorVariants('#1890FF')
    expect(colorShades('#1890FF')).toEqual([
      { shade: 'lighter40', color: variants.lighter40 },
      { shade: 'lighter20', color: variants.lighter20 },
      { shade: 'chosen', color: '#1890FF' },
      { shade: 'darker20', color: variants.darker20 },
      { shade: 'darker50', color: variants.darker50 },
    ])
  })

  it('a grey gets the spec’s 20/40 % lighter and 20/50 % darker shades', () => {
    expect(colorShades('#808080').map((shade) => shade.color)).toEqual([
      '#e6e6e6',
      '#b3b3b3',
      '#808080',
      '#4d4d4d',
      '#000000',
    ])
  })

  it('a colour the rule cannot derive from gives no shades', () => {
    expect(colorShades('rgb(1, 2, 3)')).toEqual([])
  })
})
