import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import { type ProjectDocument, projectKind } from './project.ts'

const minimal: ProjectDocument = {
  kind: 'project',
  version: 1,
  name: 'heritage',
  title: 'Соёлын өвийн сан',
  super_url: '/admin/platform',
  app_url: '/admin',
  languages: [{ label: 'Монгол', code: 'mn_MN' }],
}

const pathsOf = (map: unknown) => {
  const result = validateDocumentOf(projectKind, { ...minimal, map })
  return result.ok ? [] : result.issues.map((found) => found.path)
}

describe('the project’s map tiles', () => {
  it('takes a tile address per base map, on another site or on this one', () => {
    expect(
      pathsOf({
        satellite: {
          url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
          attribution: 'Esri',
          maxZoom: 18,
        },
        street: { url: 'https://{s}.tiles.example.mn/{z}/{x}/{y}.png', subdomains: 'abc' },
        openstreetmap: { url: '/tiles/osm/{z}/{x}/{y}.png' },
      }),
    ).toEqual([])
    expect(pathsOf({})).toEqual([])
  })

  it('refuses an address without {z}, {x} and {y}, or not on the web', () => {
    expect(pathsOf({ street: { url: 'https://tiles.example.mn/{z}/{x}.png' } })).toEqual(['/map/street/url'])
    expect(pathsOf({ street: { url: 'ftp://tiles.example.mn/{z}/{x}/{y}.png' } })).toEqual(['/map/street/url'])
    expect(pathsOf({ street: { url: 'javascript:alert(1)//{z}{x}{y}' } })).toEqual(['/map/street/url'])
  })

  it('refuses a base map the form field cannot name, and unknown settings', () => {
    // An unknown member is reported at the object that has it.
    expect(pathsOf({ terrain: { url: 'https://t.example.mn/{z}/{x}/{y}.png' } })).toEqual(['/map'])
    expect(pathsOf({ street: { url: 'https://t.example.mn/{z}/{x}/{y}.png', apiKey: 'x' } })).toEqual(['/map/street'])
  })
})
