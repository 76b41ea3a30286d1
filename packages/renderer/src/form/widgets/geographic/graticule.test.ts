import { describe, expect, it } from 'vitest'
import { degreeLabel, graticuleStep, linesAcross, mercatorY, tileBounds } from './graticule.ts'

describe('the plain background’s lines', () => {
  it('get closer as the map zooms in, a few to a tile', () => {
    expect(graticuleStep(0)).toBe(30)
    expect(graticuleStep(5)).toBe(5)
    expect(graticuleStep(10)).toBe(0.1)
    const steps = Array.from({ length: 20 }, (_, zoom) => graticuleStep(zoom))
    expect(steps).toEqual([...steps].sort((a, b) => b - a))
    for (const [zoom, step] of steps.entries()) {
      const perTile = 360 / 2 ** zoom / step
      if (zoom < 2 || zoom > 17) continue
      expect(perTile).toBeGreaterThanOrEqual(2)
      expect(perTile).toBeLessThanOrEqual(6)
    }
  })

  it('fall on the multiples of the step inside a tile', () => {
    expect(linesAcross(101.25, 112.5, 5)).toEqual([105, 110])
    expect(linesAcross(-0.3, 0.25, 0.1)).toEqual([-0.3, -0.2, -0.1, 0, 0.1, 0.2])
    expect(linesAcross(1, 2, 5)).toEqual([])
  })

  it('place tiles as tile servers number them', () => {
    expect(tileBounds(0, 0, 0).west).toBe(-180)
    expect(tileBounds(0, 0, 0).east).toBe(180)
    expect(tileBounds(0, 0, 0).north).toBeCloseTo(85.0511, 3)
    // Mongolia's centre (103.8°E, 46.8°N) is on tile 25/11 at zoom 5.
    const tile = tileBounds(25, 11, 5)
    expect(tile.west).toBeLessThanOrEqual(103.8)
    expect(tile.east).toBeGreaterThan(103.8)
    expect(tile.south).toBeLessThanOrEqual(46.8)
    expect(tile.north).toBeGreaterThan(46.8)
    expect(mercatorY(0)).toBeCloseTo(0)
    expect(mercatorY(tile.north)).toBeGreaterThan(mercatorY(tile.south))
  })

  it('are labelled in degrees with the side of the world', () => {
    expect(degreeLabel(103.5, 'longitude')).toBe('103.5°E')
    expect(degreeLabel(-20, 'longitude')).toBe('20°W')
    expect(degreeLabel(46, 'latitude')).toBe('46°N')
    expect(degreeLabel(0, 'latitude')).toBe('0°')
  })
})
