// The value of a `geographic` form field (spec 3.13): one GeoJSON geometry of the field's
// shape, in WGS 84 longitude/latitude, held as an object by a json, jsonb or geometry column
// and as JSON text by a text column. The server checks what a write sends with it and the map
// widget reads the stored value with it, so both agree on what a valid shape is.
import type { GeometryType } from '../documents/form.ts'
import type { LanguageCode } from '../languages.ts'

/** The GeoJSON geometry type of each shape a map field draws. */
export const GEOJSON_GEOMETRY_TYPES = {
  point: 'Point',
  line: 'LineString',
  polygon: 'Polygon',
} as const satisfies Record<GeometryType, string>

/** A position: longitude, latitude and, when the source gave one, altitude. */
export type GeographicPosition = [number, number] | [number, number, number]

/** One geometry of a map field, `type` first as PostgreSQL's jsonb gives it back. */
export type GeographicGeometry =
  | { type: 'Point'; coordinates: GeographicPosition }
  | { type: 'LineString'; coordinates: GeographicPosition[] }
  | { type: 'Polygon'; coordinates: GeographicPosition[][] }

/**
 * The most positions one shape may have: far beyond a boundary drawn by hand or traced from a
 * survey, and it bounds the work of the server's overlap check on what a stranger sends.
 */
export const MAX_GEOGRAPHIC_POSITIONS = 20_000

/** Why a value is not a shape of the field. */
export type GeographicProblem =
  | 'not-json'
  | 'not-geometry'
  | 'wrong-type'
  | 'bad-position'
  | 'out-of-range'
  | 'too-few-positions'
  | 'too-many-positions'
  | 'ring-not-closed'

/** What a field's value holds: nothing, a shape of the field, or something else. */
export type GeographicReading =
  | { kind: 'empty' }
  | { kind: 'geometry'; geometry: GeographicGeometry }
  | { kind: 'invalid'; problem: GeographicProblem }

/** The codes of the issues a refused shape is reported with, at its field. */
export const GEOGRAPHIC_ISSUE_CODES = { invalid: 'geometry', overlap: 'overlap' } as const

/**
 * What the person reads about a refused shape, in every interface language. `invalid` is the
 * spec's general message "site or coordinates not selected or not correct" (spec 5).
 */
export const GEOGRAPHIC_MESSAGES = {
  invalid: {
    mn_MN: 'Байршил эсвэл координат сонгоогүй эсвэл буруу байна',
    en_US: 'Site or coordinates not selected or not correct',
    ko_KR: '위치 또는 좌표가 선택되지 않았거나 올바르지 않습니다',
  },
  overlap: {
    mn_MN: 'Зурсан хэлбэр бүртгэлтэй өөр хэлбэртэй давхцаж байна',
    en_US: 'The shape overlaps a shape already recorded',
    ko_KR: '그린 도형이 이미 등록된 다른 도형과 겹칩니다',
  },
} as const satisfies Record<keyof typeof GEOGRAPHIC_ISSUE_CODES, Readonly<Record<LanguageCode, string>>>

class Refusal {
  constructor(readonly problem: GeographicProblem) {}
}

function position(value: unknown, counter: { positions: number }): GeographicPosition {
  if (!Array.isArray(value) || value.length < 2 || value.length > 3) throw new Refusal('bad-position')
  if (!value.every((part) => typeof part === 'number' && Number.isFinite(part))) throw new Refusal('bad-position')
  const [longitude, latitude] = value as number[]
  if (longitude === undefined || latitude === undefined) throw new Refusal('bad-position')
  if (longitude < -180 || longitude > 180 || latitude < -90 || latitude > 90) throw new Refusal('out-of-range')
  counter.positions += 1
  if (counter.positions > MAX_GEOGRAPHIC_POSITIONS) throw new Refusal('too-many-positions')
  return [...value] as GeographicPosition
}

const samePosition = (a: GeographicPosition, b: GeographicPosition) => a[0] === b[0] && a[1] === b[1]

function distinctCount(positions: readonly GeographicPosition[]): number {
  return new Set(positions.map((item) => `${item[0]},${item[1]}`)).size
}

/** A list of positions with at least `least` different ones. */
function positions(value: unknown, least: number, counter: { positions: number }): GeographicPosition[] {
  if (!Array.isArray(value)) throw new Refusal('bad-position')
  const list = value.map((item) => position(item, counter))
  if (distinctCount(list) < least) throw new Refusal('too-few-positions')
  return list
}

/** A polygon's ring: closed (its last position is its first) around at least three corners. */
function ring(value: unknown, counter: { positions: number }): GeographicPosition[] {
  const list = positions(value, 3, counter)
  const first = list[0]
  const last = list[list.length - 1]
  if (first === undefined || last === undefined || list.length < 4 || !samePosition(first, last))
    throw new Refusal('ring-not-closed')
  return list
}

function geometryOf(value: Record<string, unknown>, shape: GeometryType): GeographicGeometry {
  const counter = { positions: 0 }
  const { coordinates } = value
  switch (shape) {
    case 'point':
      return { type: 'Point', coordinates: position(coordinates, counter) }
    case 'line':
      return { type: 'LineString', coordinates: positions(coordinates, 2, counter) }
    case 'polygon': {
      if (!Array.isArray(coordinates) || coordinates.length === 0) throw new Refusal('too-few-positions')
      return { type: 'Polygon', coordinates: coordinates.map((item) => ring(item, counter)) }
    }
  }
}

const GEOMETRY_KEYS: ReadonlySet<string> = new Set(['type', 'coordinates', 'bbox'])

/**
 * Reads a map field's value as a shape of `shape`: a GeoJSON geometry object, or the same as
 * JSON text. Null, undefined and `''` are no shape. A position is `[longitude, latitude]`
 * (an altitude may follow) within -180…180 and -90…90; a line has two different positions or
 * more; a polygon's rings are closed and have three corners or more. The geometry answered
 * has only `type` and `coordinates`.
 *
 * @example readGeographicValue({ type: 'Point', coordinates: [103.8, 46.8] }, 'point')
 * // { kind: 'geometry', geometry: { type: 'Point', coordinates: [103.8, 46.8] } }
 * @example readGeographicValue({ type: 'Point', coordinates: [200, 46.8] }, 'point')
 * // { kind: 'invalid', problem: 'out-of-range' }
 */
export function readGeographicValue(value: unknown, shape: GeometryType): GeographicReading {
  if (value === null || value === undefined || value === '') return { kind: 'empty' }
  let parsed: unknown = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return { kind: 'invalid', problem: 'not-json' }
    }
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { kind: 'invalid', problem: 'not-geometry' }
  }
  const object = parsed as Record<string, unknown>
  if (!('coordinates' in object) || Object.keys(object).some((key) => !GEOMETRY_KEYS.has(key))) {
    return { kind: 'invalid', problem: 'not-geometry' }
  }
  if (object.type !== GEOJSON_GEOMETRY_TYPES[shape]) return { kind: 'invalid', problem: 'wrong-type' }
  try {
    return { kind: 'geometry', geometry: geometryOf(object, shape) }
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'invalid', problem: error.problem }
    throw error
  }
}

/** A box around a shape: west, south, east, north. */
export type GeographicBounds = [west: number, south: number, east: number, north: number]

/**
 * The smallest longitude/latitude box around a shape.
 *
 * @example geographicBounds({ type: 'LineString', coordinates: [[100, 40], [105, 48]] }) // [100, 40, 105, 48]
 */
export function geographicBounds(geometry: GeographicGeometry): GeographicBounds {
  const all: GeographicPosition[] =
    geometry.type === 'Point'
      ? [geometry.coordinates]
      : geometry.type === 'LineString'
        ? geometry.coordinates
        : geometry.coordinates.flat()
  const bounds: GeographicBounds = [
    Number.POSITIVE_INFINITY,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
  ]
  for (const [longitude, latitude] of all) {
    bounds[0] = Math.min(bounds[0], longitude)
    bounds[1] = Math.min(bounds[1], latitude)
    bounds[2] = Math.max(bounds[2], longitude)
    bounds[3] = Math.max(bounds[3], latitude)
  }
  return bounds
}

/** Whether two boxes share at least one point (a shared edge counts). */
export function boundsMeet(a: GeographicBounds, b: GeographicBounds): boolean {
  return a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3]
}
