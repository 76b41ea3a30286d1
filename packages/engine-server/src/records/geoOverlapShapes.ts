// Whether two shapes of a map field overlap: whether their interiors share a point (the
// DE-9IM interior/interior cell). Shapes that only touch — neighbouring provinces along a common
// border, lines meeting at their ends — do not overlap.
//
// Computed here exactly, with orientation tests on the coordinates as stored, rather than with
// turf's booleanTouches: that one only looks at the corners of the first shape, so a strip
// crossing a square with one corner on the square's edge counts as "touching". Coordinates are
// compared without tolerance: a shared border is shared by using the same corners.
import { boundsMeet, type GeographicGeometry, type GeographicPosition, geographicBounds } from '@tamga/schema'

type Point = readonly [number, number]

/** One edge of a shape, with what the overlap test needs to know about it. */
interface Edge {
  from: Point
  to: Point
  minX: number
  maxX: number
  minY: number
  maxY: number
  /** For a polygon's edge: the polygon's inside is on the left of from → to. */
  insideLeft: boolean
  /** The ring or line the edge belongs to, and its place there. */
  part: number
  index: number
}

const point = (position: GeographicPosition): Point => [position[0], position[1]]

/** Twice the signed area of a, b, c: positive when c is left of a → b, zero when in line. */
function orientation(a: Point, b: Point, c: Point): number {
  return (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
}

const sign = (value: number) => (value > 0 ? 1 : value < 0 ? -1 : 0)

const same = (a: Point, b: Point) => a[0] === b[0] && a[1] === b[1]

/** Whether `p`, in line with the edge, lies between its ends (ends included). */
function within(edge: Edge, p: Point): boolean {
  return p[0] >= edge.minX && p[0] <= edge.maxX && p[1] >= edge.minY && p[1] <= edge.maxY
}

function edgeOf(from: Point, to: Point, part: number, index: number, insideLeft: boolean): Edge {
  return {
    from,
    to,
    minX: Math.min(from[0], to[0]),
    maxX: Math.max(from[0], to[0]),
    minY: Math.min(from[1], to[1]),
    maxY: Math.max(from[1], to[1]),
    insideLeft,
    part,
    index,
  }
}

/** Twice the signed area of a ring: positive when it runs anticlockwise. */
function ringArea(ring: readonly Point[]): number {
  let area = 0
  for (let index = 0; index + 1 < ring.length; index += 1) {
    const a = ring[index] as Point
    const b = ring[index + 1] as Point
    area += a[0] * b[1] - b[0] * a[1]
  }
  return area
}

function polygonEdges(rings: readonly (readonly Point[])[]): Edge[] {
  const edges: Edge[] = []
  rings.forEach((ring, part) => {
    // The inside is left of an anticlockwise outer ring, and right of an anticlockwise hole.
    const anticlockwise = ringArea(ring) > 0
    const insideLeft = part === 0 ? anticlockwise : !anticlockwise
    for (let index = 0; index + 1 < ring.length; index += 1) {
      const from = ring[index] as Point
      const to = ring[index + 1] as Point
      if (!same(from, to)) edges.push(edgeOf(from, to, part, index, insideLeft))
    }
  })
  return edges
}

function lineEdges(line: readonly Point[]): Edge[] {
  const edges: Edge[] = []
  for (let index = 0; index + 1 < line.length; index += 1) {
    const from = line[index] as Point
    const to = line[index + 1] as Point
    if (!same(from, to)) edges.push(edgeOf(from, to, 0, index, true))
  }
  return edges
}

/**
 * Calls `visit` with every pair of edges, one of each list, whose boxes meet: a sweep along x,
 * so two shapes of n and m edges cost about (n + m) log(n + m) plus the pairs that are close,
 * not n × m. `visit` answering true stops the sweep and makes it answer true.
 */
function sweepPairs(first: readonly Edge[], second: readonly Edge[], visit: (a: Edge, b: Edge) => boolean): boolean {
  const events = [
    ...first.map((edge) => ({ edge, side: 0 as const })),
    ...second.map((edge) => ({ edge, side: 1 as const })),
  ].sort((a, b) => a.edge.minX - b.edge.minX)
  const active: [Edge[], Edge[]] = [[], []]
  for (const { edge, side } of events) {
    const others = active[side === 0 ? 1 : 0]
    // Edges that end before this one starts meet none of the edges still to come.
    let kept = 0
    for (const other of others) if (other.maxX >= edge.minX) others[kept++] = other
    others.length = kept
    for (const other of others) {
      if (other.minY > edge.maxY || other.maxY < edge.minY) continue
      if (side === 0 ? visit(edge, other) : visit(other, edge)) return true
    }
    active[side].push(edge)
  }
  return false
}

/** Where a point is against a polygon: inside, outside or on its border. */
function placeInPolygon(p: Point, edges: readonly Edge[]): 'inside' | 'outside' | 'border' {
  let inside = false
  for (const edge of edges) {
    if (orientation(edge.from, edge.to, p) === 0 && within(edge, p)) return 'border'
    const [a, b] = [edge.from, edge.to]
    // A ray to the right: count the edges it crosses (rings and holes alike).
    if (a[1] > p[1] !== b[1] > p[1]) {
      const x = a[0] + ((p[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1])
      if (x > p[0]) inside = !inside
    }
  }
  return inside ? 'inside' : 'outside'
}

/** Where `p`, in line with the edge, is along it: 0 at its start, 1 at its end. */
function parameter(edge: Edge, p: Point): number {
  const dx = edge.to[0] - edge.from[0]
  const dy = edge.to[1] - edge.from[1]
  return Math.abs(dx) >= Math.abs(dy) ? (p[0] - edge.from[0]) / dx : (p[1] - edge.from[1]) / dy
}

/**
 * What the sweep learnt about each edge of both polygons: the places along it where the other
 * border touches it (its own corners included when they lie on the other border), and the
 * stretches of it that run along the other border.
 */
interface Contacts {
  cuts: Map<Edge, number[]>
  shared: Map<Edge, Array<[number, number]>>
}

function addCut(contacts: Contacts, edge: Edge, p: Point): void {
  const list = contacts.cuts.get(edge)
  if (list === undefined) contacts.cuts.set(edge, [parameter(edge, p)])
  else list.push(parameter(edge, p))
}

/** The stretch of `edge` that the in-line edge `other` runs along, if any has a length. */
function sharedStretch(edge: Edge, other: Edge): [number, number] | undefined {
  const [a, b] = [parameter(edge, other.from), parameter(edge, other.to)]
  const start = Math.max(0, Math.min(a, b))
  const end = Math.min(1, Math.max(a, b))
  return end > start ? [start, end] : undefined
}

function addShared(contacts: Contacts, edge: Edge, stretch: [number, number]): void {
  const list = contacts.shared.get(edge)
  if (list === undefined) contacts.shared.set(edge, [stretch])
  else list.push(stretch)
}

/**
 * Whether any part of `edges`' border lies inside the other polygon. The borders do not cross
 * (the sweep said so), so each stretch between two places where they touch is wholly inside,
 * outside or along the other border: one point of each stretch that is not along it tells.
 */
function borderEntersOther(edges: readonly Edge[], contacts: Contacts, other: readonly Edge[]): boolean {
  let previous: Edge | undefined
  for (const edge of edges) {
    const cuts = contacts.cuts.get(edge) ?? []
    const shared = contacts.shared.get(edge) ?? []
    const stops = [...new Set([0, ...cuts.filter((t) => t > 0 && t < 1), 1])].sort((a, b) => a - b)
    // A piece from the edge's own corner continues the stretch before it, unless that corner
    // touches the other border, or a ring starts there.
    const startsStretch = previous === undefined || previous.part !== edge.part || cuts.includes(0)
    for (let piece = 0; piece + 1 < stops.length; piece += 1) {
      const from = stops[piece] as number
      const to = stops[piece + 1] as number
      if (piece === 0 && !startsStretch) continue
      if (shared.some(([start, end]) => from >= start && to <= end)) continue
      const middle = (from + to) / 2
      const p: Point = [
        edge.from[0] + (edge.to[0] - edge.from[0]) * middle,
        edge.from[1] + (edge.to[1] - edge.from[1]) * middle,
      ]
      if (placeInPolygon(p, other) === 'inside') return true
    }
    previous = edge
  }
  return false
}

function polygonsOverlap(a: readonly (readonly Point[])[], b: readonly (readonly Point[])[]): boolean {
  const edgesA = polygonEdges(a)
  const edgesB = polygonEdges(b)
  const contacts: Contacts = { cuts: new Map(), shared: new Map() }
  const crossing = sweepPairs(edgesA, edgesB, (e, f) => {
    const o1 = orientation(e.from, e.to, f.from)
    const o2 = orientation(e.from, e.to, f.to)
    const o3 = orientation(f.from, f.to, e.from)
    const o4 = orientation(f.from, f.to, e.to)
    // Borders crossing at a point inside both edges: the insides overlap next to it.
    if (sign(o1) * sign(o2) < 0 && sign(o3) * sign(o4) < 0) return true
    if (o1 === 0 && o2 === 0) {
      const stretch = sharedStretch(e, f)
      if (stretch !== undefined) {
        // Along a common stretch the insides overlap when both lie on the same side of it.
        const sameWay =
          (f.to[0] - f.from[0]) * (e.to[0] - e.from[0]) + (f.to[1] - f.from[1]) * (e.to[1] - e.from[1]) > 0
        if (e.insideLeft === (sameWay ? f.insideLeft : !f.insideLeft)) return true
        addShared(contacts, e, stretch)
        const back = sharedStretch(f, e)
        if (back !== undefined) addShared(contacts, f, back)
      }
    }
    // An end of one edge lying on the other cuts both there.
    const cutAt = (side: number, edge: Edge, p: Point) => {
      if (side !== 0 || !within(edge, p)) return
      addCut(contacts, e, p)
      addCut(contacts, f, p)
    }
    cutAt(o1, e, f.from)
    cutAt(o2, e, f.to)
    cutAt(o3, f, e.from)
    cutAt(o4, f, e.to)
    return false
  })
  if (crossing) return true
  return borderEntersOther(edgesA, contacts, edgesB) || borderEntersOther(edgesB, contacts, edgesA)
}

function linesOverlap(a: readonly Point[], b: readonly Point[]): boolean {
  // A line's ends are its border, unless it closes on itself.
  const ends = (line: readonly Point[]) => {
    const first = line[0] as Point
    const last = line[line.length - 1] as Point
    return same(first, last) ? [] : [first, last]
  }
  const endsA = ends(a)
  const endsB = ends(b)
  const inside = (p: Point, lineEnds: readonly Point[]) => !lineEnds.some((end) => same(end, p))
  return sweepPairs(lineEdges(a), lineEdges(b), (e, f) => {
    const o1 = orientation(e.from, e.to, f.from)
    const o2 = orientation(e.from, e.to, f.to)
    const o3 = orientation(f.from, f.to, e.from)
    const o4 = orientation(f.from, f.to, e.to)
    if (sign(o1) * sign(o2) < 0 && sign(o3) * sign(o4) < 0) return true
    // Running together along a stretch.
    if (o1 === 0 && o2 === 0 && sharedStretch(e, f) !== undefined) return true
    // The edges meet at one corner: an overlap unless that corner is the end of either line.
    const meeting = [
      o1 === 0 && within(e, f.from) ? f.from : undefined,
      o2 === 0 && within(e, f.to) ? f.to : undefined,
      o3 === 0 && within(f, e.from) ? e.from : undefined,
      o4 === 0 && within(f, e.to) ? e.to : undefined,
    ]
    return meeting.some((p) => p !== undefined && inside(p, endsA) && inside(p, endsB))
  })
}

/**
 * Whether two shapes of one map field overlap: share a point of their insides. Two points
 * overlap when they are the same place; two lines when they cross or run together, not when
 * one ends on the other; two polygons when some area is inside both, not when they only share
 * border. Shapes of different types never overlap (a field draws one type).
 *
 * @example shapesOverlap(square(0, 0, 2), square(1, 1, 2)) // true
 * @example shapesOverlap(square(0, 0, 2), square(2, 0, 2)) // false: a common edge
 */
export function shapesOverlap(a: GeographicGeometry, b: GeographicGeometry): boolean {
  if (!boundsMeet(geographicBounds(a), geographicBounds(b))) return false
  if (a.type === 'Point' && b.type === 'Point') return same(point(a.coordinates), point(b.coordinates))
  if (a.type === 'LineString' && b.type === 'LineString')
    return linesOverlap(a.coordinates.map(point), b.coordinates.map(point))
  if (a.type === 'Polygon' && b.type === 'Polygon')
    return polygonsOverlap(
      a.coordinates.map((ring) => ring.map(point)),
      b.coordinates.map((ring) => ring.map(point)),
    )
  return false
}
