// The plain background of a map field: a neutral colour with lines of longitude and latitude,
// drawn in the browser, so a map works with no tile server and no Internet (and in tests).

/** Degrees between lines, from coarse to fine. */
const STEPS = [30, 10, 5, 2, 1, 0.5, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001, 0.0005, 0.0002, 0.0001]

/**
 * Degrees between the lines at a zoom level: about three lines across a 256-pixel tile, so the
 * grid is neither crowded nor empty at any zoom.
 *
 * @example graticuleStep(5) // 5: a tile spans 11.25° at zoom 5
 */
export function graticuleStep(zoom: number): number {
  const span = 360 / 2 ** zoom
  return STEPS.find((step) => step <= span / 2) ?? (STEPS[STEPS.length - 1] as number)
}

/** The longitude/latitude box a Web Mercator tile covers. */
export interface TileBounds {
  west: number
  east: number
  north: number
  south: number
}

const latitudeAt = (y: number, zoom: number) => {
  const n = Math.PI - (2 * Math.PI * y) / 2 ** zoom
  return (180 / Math.PI) * Math.atan(Math.sinh(n))
}

/** The box of the tile at `x`, `y` of `zoom` (the XYZ scheme tile servers use). */
export function tileBounds(x: number, y: number, zoom: number): TileBounds {
  const size = 2 ** zoom
  return {
    west: (x / size) * 360 - 180,
    east: ((x + 1) / size) * 360 - 180,
    north: latitudeAt(y, zoom),
    south: latitudeAt(y + 1, zoom),
  }
}

/** The multiples of `step` from `min` to `max`, both included, rounded to the step's decimals. */
export function linesAcross(min: number, max: number, step: number): number[] {
  const decimals = Math.max(0, Math.ceil(-Math.log10(step)))
  const lines: number[] = []
  // -0.3 / 0.1 is -2.9999999999999996 in floating point: a millionth of a step of slack.
  const slack = 1e-6
  for (let index = Math.ceil(min / step - slack); index * step <= max + step * slack; index += 1) {
    lines.push(Number((index * step).toFixed(decimals)))
  }
  return lines
}

/** Web Mercator's y of a latitude, for placing a line of latitude on a tile. */
export function mercatorY(latitude: number): number {
  const radians = (latitude * Math.PI) / 180
  return Math.log(Math.tan(Math.PI / 4 + radians / 2))
}

/**
 * A line's label: degrees with the side of the world.
 *
 * @example degreeLabel(103.5, 'longitude') // '103.5°E'
 */
export function degreeLabel(value: number, axis: 'longitude' | 'latitude'): string {
  const side = axis === 'longitude' ? (value < 0 ? 'W' : value > 0 ? 'E' : '') : value < 0 ? 'S' : value > 0 ? 'N' : ''
  return `${Math.abs(value)}°${side}`
}
