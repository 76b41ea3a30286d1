import { PRIMARY_COLOR_PALETTE, THEME_COLORS } from '@tamga/schema'

/** The colours a chart draws its text, axes and tooltip with on one background. */
export interface ChartThemeColors {
  /** Titles, labels, legend entries. */
  text: string
  /** Axis labels and the "no data" line: quieter than the title. */
  secondaryText: string
  axisLine: string
  splitLine: string
  tooltipBackground: string
  tooltipBorder: string
}

/**
 * Text and axis colours per theme. Light mode writes with the spec's text colour (#212121,
 * spec 9); dark mode with Ant Design's dark-theme text and border greys, which keep the same
 * contrast on its #141414 page.
 */
export const CHART_THEME_COLORS: Readonly<Record<'light' | 'dark', ChartThemeColors>> = {
  light: {
    text: THEME_COLORS.text,
    secondaryText: '#595959',
    axisLine: '#BFBFBF',
    splitLine: '#F0F0F0',
    tooltipBackground: THEME_COLORS.white,
    tooltipBorder: '#D9D9D9',
  },
  dark: {
    text: '#E8E8E8',
    secondaryText: '#A6A6A6',
    axisLine: '#595959',
    splitLine: '#303030',
    tooltipBackground: '#1F1F1F',
    tooltipBorder: '#424242',
  },
}

/** The colours of the theme a chart is drawn in. */
export function chartThemeColors(dark: boolean): ChartThemeColors {
  return CHART_THEME_COLORS[dark ? 'dark' : 'light']
}

/**
 * The colours series and slices take when the document gives none: the spec's blue, red and
 * orange (spec 9) first, then the settings drawer's named colours.
 */
export const DEFAULT_CHART_PALETTE: readonly string[] = [
  ...new Set<string>([
    THEME_COLORS.blue,
    THEME_COLORS.red,
    THEME_COLORS.orange,
    ...PRIMARY_COLOR_PALETTE.map((entry) => entry.color),
  ]),
]

/** The red, green and blue channels (0–255) of a `#rgb[a]`, `#rrggbb[aa]` or `rgb[a](…)` colour. */
function channelsOf(color: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(color.trim())?.[1]
  if (hex !== undefined) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as [number, number, number]
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)/i.exec(color.trim())
  if (rgb === null) return undefined
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])]
}

/** WCAG relative luminance of sRGB channels. */
function luminance([red, green, blue]: [number, number, number]): number {
  const linear = (channel: number) => {
    const value = Math.min(Math.max(channel, 0), 255) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/**
 * The text colour that reads best on `background`: the spec's text colour or white, whichever
 * has the higher WCAG contrast. A colour it cannot read (`hsl(…)`) gets white, as on the
 * palette's saturated colours.
 *
 * @example readableTextOn('#FFA500') // '#212121'
 * @example readableTextOn('#0057FF') // '#FFFFFF'
 */
export function readableTextOn(background: string): string {
  const channels = channelsOf(background)
  if (channels === undefined) return THEME_COLORS.white
  const base = luminance(channels)
  const dark = channelsOf(THEME_COLORS.text)
  const darkContrast = dark === undefined ? 0 : (base + 0.05) / (luminance(dark) + 0.05)
  const whiteContrast = 1.05 / (base + 0.05)
  return darkContrast >= whiteContrast ? THEME_COLORS.text : THEME_COLORS.white
}
