import type { GeographicGeometry, GeographicPosition } from '@tamga/schema'
import booleanIntersects from '@turf/boolean-intersects'
import booleanTouches from '@turf/boolean-touches'
import { describe, expect, it } from 'vitest'
import { shapesOverlap } from './geoOverlapShapes.ts'

type Ring = GeographicPosition[]

const polygon = (...rings: Ring[]): GeographicGeometry => ({ type: 'Polygon', coordinates: rings })
const line = (...positions: GeographicPosition[]): GeographicGeometry => ({
  type: 'LineString',
  coordinates: positions,
})
const point = (longitude: number, latitude: number): GeographicGeometry => ({
  type: 'Point',
  coordinates: [longitude, latitude],
})

/** An anticlockwise square ring from its south-west corner. */
function square(west: number, south: number, size: number): Ring {
  return [
    [west, south],
    [west + size, south],
    [west + size, south + size],
    [west, south + size],
    [west, south],
  ]
}

const clockwise = (ring: Ring): Ring => [...ring].reverse()

describe('polygons', () => {
  it('overlap when some area is inside both', () => {
    expect(shapesOverlap(polygon(square(0, 0, 2)), polygon(square(1, 1, 2)))).toBe(true)
    expect(shapesOverlap(polygon(square(0, 0, 10)), polygon(square(3, 3, 1)))).toBe(true)
    expect(shapesOverlap(polygon(square(3, 3, 1)), polygon(square(0, 0, 10)))).toBe(true)
  })

  it('overlap when they are the same, whichever way their rings run', () => {
    expect(shapesOverlap(polygon(square(0, 0, 2)), polygon(square(0, 0, 2)))).toBe(true)
    expect(shapesOverlap(polygon(square(0, 0, 2)), polygon(clockwise(square(0, 0, 2))))).toBe(true)
  })

  it('do not overlap when they share a border, a part of one or a corner', () => {
    expect(shapesOverlap(polygon(square(0, 0, 2)), polygon(square(2, 0, 2)))).toBe(false)
    expect(shapesOverlap(polygon(square(0, 0, 2)), polygon(clockwise(square(2, 0, 2))))).toBe(false)
    // A small square against the middle of the big one's east edge.
    expect(shapesOverlap(polygon(square(0, 0, 4)), polygon(square(4, 1, 1)))).toBe(false)
    expect(shapesOverlap(polygon(square(0, 0, 2)), polygon(square(2, 2, 2)))).toBe(false)
    // A triangle whose tip rests on the middle of the square's top edge.
    expect(
      shapesOverlap(
        polygon(square(0, 0, 2)),
        polygon([
          [1, 2],
          [2, 3],
          [0, 3],
          [1, 2],
        ]),
      ),
    ).toBe(false)
  })

  it('do not overlap along a slanting common border, whose middle rounds off the line', () => {
    const [p, q]: GeographicPosition[] = [
      [100.00043, 44.23458],
      [101.558295, 42.225755],
    ]
    for (const [a, b] of [
      [p, q],
      [q, p],
    ] as Array<[GeographicPosition, GeographicPosition]>) {
      const east = polygon([a, b, [102, 45], a])
      const west = polygon([b, a, [99.5, 42], b])
      expect(shapesOverlap(east, west)).toBe(false)
      expect(shapesOverlap(west, east)).toBe(false)
    }
  })

  it('do not overlap when apart, even when their boxes meet', () => {
    const triangle = polygon([
      [0, 0],
      [4, 0],
      [0, 4],
      [0, 0],
    ])
    expect(shapesOverlap(triangle, polygon(square(3, 3, 1)))).toBe(false)
    expect(shapesOverlap(polygon(square(0, 0, 1)), polygon(square(5, 5, 1)))).toBe(false)
  })

  it('overlap when a strip crosses a square with a corner on its edge, which turf calls touching', () => {
    const strip = polygon([
      [0, 7],
      [20, 7],
      [20, 8],
      [5, 8],
      [0, 8],
      [0, 7],
    ])
    const big = polygon(square(5, 5, 10))
    expect(booleanTouches(strip, big)).toBe(true)
    expect(shapesOverlap(strip, big)).toBe(true)
    expect(shapesOverlap(big, strip)).toBe(true)
  })

  it('overlap when one is drawn inside the other with its corners on the other’s border', () => {
    const inscribed = polygon([
      [1, 0],
      [2, 1],
      [1, 2],
      [0, 1],
      [1, 0],
    ])
    expect(shapesOverlap(polygon(square(0, 0, 2)), inscribed)).toBe(true)
    expect(shapesOverlap(inscribed, polygon(square(0, 0, 2)))).toBe(true)
  })

  it('leave a hole free: a shape in the hole does not overlap, one across the ring does', () => {
    const ring = polygon(square(0, 0, 10), clockwise(square(3, 3, 4)))
    expect(shapesOverlap(ring, polygon(square(4, 4, 2)))).toBe(false)
    // Exactly the hole: its border is the hole's border, the insides are on opposite sides.
    expect(shapesOverlap(ring, polygon(square(3, 3, 4)))).toBe(false)
    expect(shapesOverlap(ring, polygon(square(2, 4, 2)))).toBe(true)
  })

  it('compare shapes of thousands of corners', () => {
    const circle = (centre: number, radius: number, corners: number): Ring => {
      const ring: Ring = Array.from({ length: corners }, (_, index) => {
        const angle = (2 * Math.PI * index) / corners
        return [centre + radius * Math.cos(angle), radius * Math.sin(angle)]
      })
      return [...ring, ring[0] as GeographicPosition]
    }
    expect(shapesOverlap(polygon(circle(0, 1, 5000)), polygon(circle(1.9, 1, 5000)))).toBe(true)
    expect(shapesOverlap(polygon(circle(0, 1, 5000)), polygon(circle(2.1, 1, 5000)))).toBe(false)
  })

  it('agree with turf on triangles in general position: they overlap exactly when they meet', () => {
    let seed = 7
    const random = () => {
      seed = (seed * 16807) % 2147483647
      return seed / 2147483647
    }
    const triangle = (): GeographicGeometry => {
      const corners: GeographicPosition[] = [0, 1, 2].map(() => [100 + random() * 4, 42 + random() * 4])
      return polygon([...corners, corners[0] as GeographicPosition])
    }
    let overlapping = 0
    for (let round = 0; round < 300; round += 1) {
      const [a, b] = [triangle(), triangle()]
      const expected = booleanIntersects(a, b)
      expect(shapesOverlap(a, b)).toBe(expected)
      if (expected) overlapping += 1
    }
    // Both answers occur, so the comparison means something.
    expect(overlapping).toBeGreaterThan(30)
    expect(overlapping).toBeLessThan(270)
  })
})

describe('lines', () => {
  it('overlap when they cross or run together', () => {
    expect(shapesOverlap(line([0, 0], [2, 2]), line([0, 2], [2, 0]))).toBe(true)
    expect(shapesOverlap(line([0, 0], [2, 0]), line([1, 0], [3, 0]))).toBe(true)
    // Crossing at a corner both lines turn at.
    expect(shapesOverlap(line([0, 0], [1, 1], [2, 0]), line([0, 2], [1, 1], [2, 2]))).toBe(true)
  })

  it('do not overlap when one ends on the other or they meet end to end', () => {
    expect(shapesOverlap(line([0, 0], [2, 0]), line([1, 0], [1, 2]))).toBe(false)
    expect(shapesOverlap(line([0, 0], [2, 0]), line([2, 0], [4, 1]))).toBe(false)
    expect(shapesOverlap(line([0, 0], [2, 0]), line([2, 0], [4, 0]))).toBe(false)
    expect(shapesOverlap(line([0, 0], [2, 0]), line([0, 1], [2, 1]))).toBe(false)
  })
})

describe('points', () => {
  it('overlap only at the same place', () => {
    expect(shapesOverlap(point(103.8, 46.8), point(103.8, 46.8))).toBe(true)
    expect(shapesOverlap(point(103.8, 46.8), point(103.8, 46.800001))).toBe(false)
  })
})

it('never finds shapes of different types overlapping', () => {
  expect(shapesOverlap(point(1, 1), polygon(square(0, 0, 2)))).toBe(false)
})
