import type { BaseMap, GeographicSettings, MapTileLayer, ProjectMap } from '@tamga/schema'
import { createContext } from 'react'

/**
 * The project's map tiles (the project document's `map`, served by `/lambda-config`), for the
 * map fields of every form inside. Without a provider, or for a base map it leaves out, a map
 * field draws the plain offline background.
 *
 * @example <MapTilesContext value={config.map}><KrudScreen … /></MapTilesContext>
 */
export const MapTilesContext = createContext<ProjectMap | undefined>(undefined)

/** A background a map field offers: a base map with its tiles, or the plain offline one. */
export type MapBackground = { key: BaseMap; tiles: MapTileLayer } | { key: 'plain' }

const BASE_MAPS: readonly BaseMap[] = ['satellite', 'street', 'openstreetmap']

/**
 * The backgrounds a map field offers: the base maps the project gives tiles for, in the spec's
 * order (spec 3.13: satellite, street, OpenStreetMap), then the plain one, always there so the
 * field works without the Internet.
 */
export function mapBackgrounds(tiles: ProjectMap | undefined): MapBackground[] {
  const configured: MapBackground[] = []
  for (const key of BASE_MAPS) {
    const layer = tiles?.[key]
    if (layer !== undefined) configured.push({ key, tiles: layer })
  }
  return [...configured, { key: 'plain' }]
}

/**
 * The background a map field opens on: the base map its document names (OpenStreetMap by
 * default) when the project gives tiles for it, the plain one otherwise.
 */
export function initialBackground(
  settings: Pick<GeographicSettings, 'baseMap'>,
  backgrounds: readonly MapBackground[],
): MapBackground['key'] {
  const wanted = settings.baseMap ?? 'openstreetmap'
  return backgrounds.some((background) => background.key === wanted) ? wanted : 'plain'
}
