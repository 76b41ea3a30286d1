import { describe, expect, it } from 'vitest'
import { initialBackground, mapBackgrounds } from './mapTiles.ts'

const osm = { url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' }
const imagery = { url: 'https://imagery.example.mn/{z}/{y}/{x}' }

describe('the backgrounds of a map field', () => {
  it('are the plain one alone when the project gives no tiles', () => {
    expect(mapBackgrounds(undefined)).toEqual([{ key: 'plain' }])
    expect(mapBackgrounds({})).toEqual([{ key: 'plain' }])
    expect(initialBackground({ baseMap: 'openstreetmap' }, mapBackgrounds(undefined))).toBe('plain')
  })

  it('are the base maps given tiles, in the spec’s order, then the plain one', () => {
    expect(mapBackgrounds({ openstreetmap: osm, satellite: imagery }).map((background) => background.key)).toEqual([
      'satellite',
      'openstreetmap',
      'plain',
    ])
  })

  it('open on the base map the field names, OpenStreetMap by default, if it has tiles', () => {
    const backgrounds = mapBackgrounds({ openstreetmap: osm, satellite: imagery })
    expect(initialBackground({ baseMap: 'satellite' }, backgrounds)).toBe('satellite')
    expect(initialBackground({}, backgrounds)).toBe('openstreetmap')
    expect(initialBackground({ baseMap: 'street' }, backgrounds)).toBe('plain')
  })
})
