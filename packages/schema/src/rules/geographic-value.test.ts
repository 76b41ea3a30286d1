import { describe, expect, it } from 'vitest'
import { boundsMeet, geographicBounds, MAX_GEOGRAPHIC_POSITIONS, readGeographicValue } from './geographic-value.ts'

const square = [
  [100, 40],
  [101, 40],
  [101, 41],
  [100, 41],
  [100, 40],
]

describe('a map field’s value', () => {
  it('reads a GeoJSON object or the same as JSON text, keeping only type and coordinates', () => {
    const polygon = { type: 'Polygon', coordinates: [square] }
    expect(readGeographicValue(polygon, 'polygon')).toEqual({ kind: 'geometry', geometry: polygon })
    expect(readGeographicValue(JSON.stringify(polygon), 'polygon')).toEqual({ kind: 'geometry', geometry: polygon })
    expect(readGeographicValue({ ...polygon, bbox: [100, 40, 101, 41] }, 'polygon')).toEqual({
      kind: 'geometry',
      geometry: polygon,
    })
    expect(readGeographicValue({ type: 'Point', coordinates: [103.8, 46.8, 1500] }, 'point')).toEqual({
      kind: 'geometry',
      geometry: { type: 'Point', coordinates: [103.8, 46.8, 1500] },
    })
  })

  it('holds no shape when null, undefined or empty text', () => {
    for (const value of [null, undefined, '']) expect(readGeographicValue(value, 'point')).toEqual({ kind: 'empty' })
  })

  it('refuses a shape of another type than the field draws', () => {
    expect(readGeographicValue({ type: 'Point', coordinates: [100, 40] }, 'polygon')).toEqual({
      kind: 'invalid',
      problem: 'wrong-type',
    })
    expect(readGeographicValue({ type: 'MultiPolygon', coordinates: [[square]] }, 'polygon')).toMatchObject({
      problem: 'wrong-type',
    })
  })

  it('refuses what is not a geometry: broken JSON, a list, a feature, unknown members', () => {
    expect(readGeographicValue('{"type":', 'point')).toEqual({ kind: 'invalid', problem: 'not-json' })
    expect(readGeographicValue([100, 40], 'point')).toMatchObject({ problem: 'not-geometry' })
    expect(readGeographicValue(5, 'point')).toMatchObject({ problem: 'not-geometry' })
    expect(
      readGeographicValue(
        { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: {} },
        'point',
      ),
    ).toMatchObject({ problem: 'not-geometry' })
    expect(readGeographicValue({ type: 'Point', coordinates: [1, 2], crs: 'x' }, 'point')).toMatchObject({
      problem: 'not-geometry',
    })
  })

  it('refuses coordinates outside longitude -180…180 and latitude -90…90', () => {
    expect(readGeographicValue({ type: 'Point', coordinates: [180.5, 40] }, 'point')).toMatchObject({
      problem: 'out-of-range',
    })
    expect(readGeographicValue({ type: 'Point', coordinates: [100, -90.1] }, 'point')).toMatchObject({
      problem: 'out-of-range',
    })
    expect(readGeographicValue({ type: 'Point', coordinates: [-180, 90] }, 'point')).toMatchObject({
      kind: 'geometry',
    })
  })

  it('refuses a position that is not two or three finite numbers', () => {
    for (const coordinates of [[100], [100, '40'], [100, 40, 1, 2], [Number.NaN, 40], 'x'])
      expect(readGeographicValue({ type: 'Point', coordinates }, 'point')).toMatchObject({ problem: 'bad-position' })
  })

  it('wants two different positions on a line, and closed rings of three corners in a polygon', () => {
    expect(
      readGeographicValue(
        {
          type: 'LineString',
          coordinates: [
            [100, 40],
            [100, 40],
          ],
        },
        'line',
      ),
    ).toMatchObject({ problem: 'too-few-positions' })
    expect(readGeographicValue({ type: 'Polygon', coordinates: [] }, 'polygon')).toMatchObject({
      problem: 'too-few-positions',
    })
    expect(readGeographicValue({ type: 'Polygon', coordinates: [square.slice(0, 4)] }, 'polygon')).toMatchObject({
      problem: 'ring-not-closed',
    })
    expect(
      readGeographicValue(
        {
          type: 'Polygon',
          coordinates: [
            [
              [100, 40],
              [101, 40],
              [100, 40],
            ],
          ],
        },
        'polygon',
      ),
    ).toMatchObject({ problem: 'too-few-positions' })
  })

  it('refuses a shape of more positions than the limit', () => {
    const line = Array.from({ length: MAX_GEOGRAPHIC_POSITIONS + 1 }, (_, index) => [100 + index / 100_000, 40])
    expect(readGeographicValue({ type: 'LineString', coordinates: line }, 'line')).toMatchObject({
      problem: 'too-many-positions',
    })
    expect(readGeographicValue({ type: 'LineString', coordinates: line.slice(1) }, 'line')).toMatchObject({
      kind: 'geometry',
    })
  })
})

describe('the box around a shape', () => {
  it('spans every position of the shape', () => {
    expect(geographicBounds({ type: 'Point', coordinates: [103.8, 46.8] })).toEqual([103.8, 46.8, 103.8, 46.8])
    expect(
      geographicBounds({
        type: 'Polygon',
        coordinates: [
          [
            [100, 40],
            [105, 41],
            [102, 48],
            [100, 40],
          ],
        ],
      }),
    ).toEqual([100, 40, 105, 48])
  })

  it('meets another box that shares a point with it, and not one apart from it', () => {
    expect(boundsMeet([100, 40, 101, 41], [101, 41, 102, 42])).toBe(true)
    expect(boundsMeet([100, 40, 101, 41], [100.5, 40.5, 100.6, 40.6])).toBe(true)
    expect(boundsMeet([100, 40, 101, 41], [101.01, 40, 102, 41])).toBe(false)
    expect(boundsMeet([100, 40, 101, 41], [100, 41.01, 101, 42])).toBe(false)
  })
})
