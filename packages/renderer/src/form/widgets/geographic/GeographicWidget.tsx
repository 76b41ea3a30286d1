import { Flex, Spin } from 'antd'
import { lazy, Suspense, useContext } from 'react'
import { useRecordForm } from '../../RecordFormContext.ts'
import { PreviewWidget } from '../PreviewWidget.tsx'
import type { RecordWidgetProps } from '../widgetProps.ts'
import { MapTilesContext } from './mapTiles.ts'

// Leaflet and Geoman load only when a form draws a map field, in a chunk of their own.
const GeographicMap = lazy(() => import('./GeographicMap.tsx'))

/** The map's height while it loads: the same as the map's, so the form does not jump. */
const LOADING_HEIGHT = 360

/**
 * A `geographic` field (spec 3.13): one point, line or polygon drawn on a map, stored as a
 * GeoJSON geometry. The map itself (Leaflet, Geoman) is loaded when the field is first drawn;
 * the project's tile addresses come from {@link MapTilesContext}.
 */
export function GeographicWidget(props: RecordWidgetProps) {
  const { language } = useRecordForm()
  const tiles = useContext(MapTilesContext)
  const settings = props.field.settings.geographic
  // A form document always gives a map field its settings; without them there is no map to draw.
  if (settings === undefined) return <PreviewWidget {...props} />
  // Leaflet reads `window` as it loads: where there is none (a form drawn to HTML on a server),
  // the map keeps its place, loading, and Leaflet is never imported.
  if (typeof window === 'undefined') return <MapLoading />
  return (
    <Suspense fallback={<MapLoading />}>
      <GeographicMap {...props} settings={settings} tiles={tiles} language={language} />
    </Suspense>
  )
}

/** The map's place while Leaflet loads. */
function MapLoading() {
  return (
    <Flex align="center" justify="center" style={{ height: LOADING_HEIGHT }}>
      <Spin />
    </Flex>
  )
}
