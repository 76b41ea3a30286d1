import { type GeographicGeometry, type GeometryType, type JsonType, readGeographicValue } from '@tamga/schema'

/** The shape a map field's value holds, or undefined when it holds none (or not one of the field's type). */
export function shapeOfValue(value: unknown, shape: GeometryType): GeographicGeometry | undefined {
  const reading = readGeographicValue(value, shape)
  return reading.kind === 'geometry' ? reading.geometry : undefined
}

/** How a map field stores its value; see {@link fieldValueOf}. */
export interface FieldValueOptions {
  /** The record schema's type of the value: `string` for a text column, else the shape is an object. */
  valueType?: JsonType | undefined
  /** What an emptied field takes (null for a nullable column, `''` for a text one). */
  emptyValue: unknown
  required: boolean
}

/**
 * The value a map field stores for `geometry`: the GeoJSON object for a json, jsonb or geometry
 * column, the same as JSON text for a text column. Without a shape, the field's empty value;
 * a json column has none, so null clears it, unless the field is required (then nothing is sent
 * and the form asks for a value).
 *
 * @example fieldValueOf({ type: 'Point', coordinates: [103.8, 46.8] }, { valueType: 'string', emptyValue: null, required: false })
 * // '{"type":"Point","coordinates":[103.8,46.8]}'
 */
export function fieldValueOf(geometry: GeographicGeometry | undefined, options: FieldValueOptions): unknown {
  if (geometry === undefined) {
    if (options.emptyValue !== undefined) return options.emptyValue
    return options.required ? undefined : null
  }
  // `type` first: PostgreSQL's jsonb gives the keys back in that order, so an unchanged shape
  // compares equal to the stored one and is not sent again.
  const value = { type: geometry.type, coordinates: geometry.coordinates }
  return options.valueType === 'string' ? JSON.stringify(value) : value
}

/**
 * The shape a drawn layer gives (`layer.toGeoJSON()`: a GeoJSON Feature, its coordinates
 * rounded to six decimals, about 10 cm), or undefined when it is not one of the field's shape.
 */
export function shapeOfFeature(feature: unknown, shape: GeometryType): GeographicGeometry | undefined {
  if (typeof feature !== 'object' || feature === null) return undefined
  const geometry = (feature as { geometry?: unknown }).geometry
  return shapeOfValue(geometry, shape)
}
