import { describe, expect, it } from 'vitest'
import { fieldValueOf, shapeOfFeature, shapeOfValue } from './geographicValue.ts'

const ring = [
  [103, 46],
  [104, 46],
  [104, 47],
  [103, 46],
]
const polygon = { type: 'Polygon' as const, coordinates: [ring] as Array<Array<[number, number]>> }

describe('a map field’s value', () => {
  it('is stored as a GeoJSON object, or as JSON text in a text column', () => {
    expect(fieldValueOf(polygon, { emptyValue: null, required: false })).toEqual(polygon)
    expect(fieldValueOf(polygon, { valueType: 'object', emptyValue: null, required: false })).toEqual(polygon)
    expect(fieldValueOf(polygon, { valueType: 'string', emptyValue: null, required: false })).toBe(
      JSON.stringify(polygon),
    )
  })

  it('keeps type before coordinates, as jsonb answers it, so an unchanged shape is the same', () => {
    const value = fieldValueOf({ coordinates: [103.8, 46.8], type: 'Point' } as never, {
      emptyValue: null,
      required: false,
    })
    expect(Object.keys(value as object)).toEqual(['type', 'coordinates'])
  })

  it('is emptied with the field’s empty value, null for a json column unless the field is required', () => {
    expect(fieldValueOf(undefined, { valueType: 'string', emptyValue: '', required: false })).toBe('')
    expect(fieldValueOf(undefined, { emptyValue: undefined, required: false })).toBeNull()
    expect(fieldValueOf(undefined, { emptyValue: undefined, required: true })).toBeUndefined()
  })

  it('is read back from an object or JSON text, and holds no shape of another type', () => {
    expect(shapeOfValue(polygon, 'polygon')).toEqual(polygon)
    expect(shapeOfValue(JSON.stringify(polygon), 'polygon')).toEqual(polygon)
    expect(shapeOfValue(polygon, 'line')).toBeUndefined()
    expect(shapeOfValue(null, 'polygon')).toBeUndefined()
  })

  it('is the geometry of a drawn layer’s feature', () => {
    expect(shapeOfFeature({ type: 'Feature', properties: {}, geometry: polygon }, 'polygon')).toEqual(polygon)
    expect(shapeOfFeature({ type: 'Feature', properties: {}, geometry: polygon }, 'point')).toBeUndefined()
    expect(shapeOfFeature(undefined, 'point')).toBeUndefined()
  })
})
