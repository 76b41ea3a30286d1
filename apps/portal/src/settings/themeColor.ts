import { PRIMARY_COLOR_PALETTE, type PrimaryColorVariants, primaryColorVariants } from '@tamga/schema'
import type { settings } from '../i18n/catalogues/settings.ts'

/** The name of one colour of the palette (spec 9), e.g. `'daybreak-blue'`. */
export type PaletteColorName = (typeof PRIMARY_COLOR_PALETTE)[number]['name']

/**
 * The settings catalogue key of a palette colour's name: `'dust-red'` → `'colorDustRed'` (a test
 * holds the catalogue to a word for each).
 *
 * @example paletteLabelKey('daybreak-blue') // 'colorDaybreakBlue'
 */
export function paletteLabelKey(name: PaletteColorName): keyof typeof settings {
  return `color${name.replace(/(?:^|-)([a-z])/g, (_match, letter: string) => letter.toUpperCase())}` as keyof typeof settings
}

/** The palette colour with this value, compared without regard to case; undefined for a colour outside the palette. */
export function paletteColorOf(color: string): (typeof PRIMARY_COLOR_PALETTE)[number] | undefined {
  return PRIMARY_COLOR_PALETTE.find((entry) => entry.color.toLowerCase() === color.toLowerCase())
}

/** One shade of the primary colour as the drawer shows it: which variant and its value. */
export interface ColorShade {
  /** A variant of spec 9, or `chosen` for the primary colour itself. */
  shade: keyof PrimaryColorVariants | 'chosen'
  color: string
}

/**
 * The primary colour between its lighter and darker variants of spec 9, lightest first:
 * 40 % and 20 % lighter, the colour, 20 % and 50 % darker. Empty when the colour is not a hex
 * colour (a stored `rgb(…)`), whose variants the shared rule cannot derive.
 */
export function colorShades(color: string): ColorShade[] {
  let variants: PrimaryColorVariants
  try {
    variants = primaryColorVariants(color)
  } catch {
    return []
  }
  return [
    { shade: 'lighter40', color: variants.lighter40 },
    { shade: 'lighter20', color: variants.lighter20 },
    { shade: 'chosen', color },
    { shade: 'darker20', color: variants.darker20 },
    { shade: 'darker50', color: variants.darker50 },
  ]
}
