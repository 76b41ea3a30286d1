import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ChartDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import { CHART_THEME_COLORS, chartThemeColors, readableTextOn } from './chartTheme.ts'
import { niceCeiling } from './niceCeiling.ts'

const charts = fileURLToPath(new URL('../../../../../examples/heritage/documents/charts/', import.meta.url))

describe('readableTextOn', () => {
  it('picks the text colour the heritage charts chose for each of their backgrounds', () => {
    const pairs = readdirSync(charts)
      .filter((file) => file.endsWith('.json'))
      .flatMap((file) => (JSON.parse(readFileSync(`${charts}${file}`, 'utf8')) as ChartDocument).elements)
      .flatMap((element) =>
        element.background === undefined || element.color === undefined ? [] : [[element.background, element.color]],
      )
    expect(pairs.length).toBeGreaterThanOrEqual(4)
    for (const [background, color] of pairs) {
      expect({ background, text: readableTextOn(background ?? '').toUpperCase() }).toEqual({
        background,
        text: color?.toUpperCase(),
      })
    }
  })

  it('reads short hex, hex with alpha and rgb() notation', () => {
    expect(readableTextOn('#fff')).toBe('#212121')
    expect(readableTextOn('#000000cc')).toBe('#FFFFFF')
    expect(readableTextOn('rgb(250, 250, 250)')).toBe('#212121')
    expect(readableTextOn('hsl(0, 0%, 100%)')).toBe('#FFFFFF')
  })
})

describe('chartThemeColors', () => {
  it('writes #212121 in light mode and light text in dark mode', () => {
    expect(chartThemeColors(false).text).toBe('#212121')
    expect(chartThemeColors(true)).toBe(CHART_THEME_COLORS.dark)
    expect(readableTextOn(chartThemeColors(true).text)).toBe('#212121')
    expect(readableTextOn(chartThemeColors(true).tooltipBackground)).toBe('#FFFFFF')
  })
})

describe('niceCeiling', () => {
  it.each([
    [87, 100],
    [100, 100],
    [140, 200],
    [4200, 5000],
    [6, 10],
    [0.3, 0.5],
    [0, 1],
    [-5, 1],
  ])('rounds %d up to %d', (value, expected) => {
    expect(niceCeiling(value)).toBeCloseTo(expected, 10)
  })
})
