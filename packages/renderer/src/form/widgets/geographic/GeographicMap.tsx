// The map of a `geographic` field, loaded on demand (GeographicWidget) so that Leaflet and
// Geoman land in their own chunk and only screens with a map field load them.
import 'leaflet/dist/leaflet.css'
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'
import type { GeographicGeometry, LanguageCode, ProjectMap } from '@tamga/schema'
import { Flex, Segmented, Typography } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { MapContainer, TileLayer, useMap } from 'react-leaflet'
import type { WidgetSettings } from '../../compile/index.ts'
import type { RecordWidgetProps } from '../widgetProps.ts'
import { geographicMessage } from './geographicMessages.ts'
import { fieldValueOf, shapeOfValue } from './geographicValue.ts'
import { initialBackground, type MapBackground, mapBackgrounds } from './mapTiles.ts'
import { PlainBackground } from './PlainBackground.tsx'
import { ShapeEditor } from './ShapeEditor.tsx'

/** The map's height in pixels; the loading placeholder has the same. */
export const MAP_HEIGHT = 360

/** What the lazily loaded map takes: the widget's props, the field's settings, the project's tiles. */
export interface GeographicMapProps extends RecordWidgetProps {
  settings: NonNullable<WidgetSettings['geographic']>
  tiles: ProjectMap | undefined
  language: LanguageCode
}

/** Keeps Leaflet's idea of the map's size current: a form in a modal or a drawer grows as it opens. */
function SizeWatcher() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const observer = new ResizeObserver(() => map.invalidateSize())
    observer.observe(container)
    return () => observer.disconnect()
  }, [map])
  return null
}

/** A base map's tiles; told when they fail to load before any has loaded. */
function BaseTiles(props: { background: Extract<MapBackground, { tiles: unknown }>; onFailed(): void }) {
  const loaded = useRef(false)
  const { tiles } = props.background
  return (
    <TileLayer
      url={tiles.url}
      maxZoom={tiles.maxZoom ?? 19}
      {...(tiles.attribution === undefined ? {} : { attribution: tiles.attribution })}
      {...(tiles.subdomains === undefined ? {} : { subdomains: tiles.subdomains })}
      eventHandlers={{
        tileload: () => {
          loaded.current = true
        },
        // A server that answers no tile at all is down or out of reach (an offline site):
        // the plain background takes over. A stray failed tile later is left blank.
        tileerror: () => {
          if (!loaded.current) props.onFailed()
        },
      }}
    />
  )
}

/**
 * A `geographic` field's map (spec 3.13): centred and zoomed as the document says (or on the
 * stored shape), on the background the field names when the project gives its tiles, the plain
 * offline background otherwise or when the tiles fail; the tools draw exactly the field's
 * geometry type, and the value is the shape's GeoJSON, as an object or as JSON text by the
 * column. Read-only, the shape is shown without tools.
 */
export default function GeographicMap(props: GeographicMapProps) {
  const { settings, language } = props
  const backgrounds = useMemo(() => mapBackgrounds(props.tiles), [props.tiles])
  const [chosen, setChosen] = useState(() => initialBackground(settings, backgrounds))
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set())
  const background = failed.has(chosen) ? 'plain' : chosen
  const tiled = backgrounds.find(
    (candidate): candidate is Extract<MapBackground, { tiles: unknown }> =>
      candidate.key === background && candidate.key !== 'plain',
  )
  const geometry = shapeOfValue(props.value, settings.geometry)
  const editable = !props.disabled
  const hint = settings.geometry === 'point' ? 'drawPoint' : settings.geometry === 'line' ? 'drawLine' : 'drawPolygon'

  const onShape = (drawn: GeographicGeometry | undefined) =>
    props.onChange(
      fieldValueOf(drawn, {
        valueType: props.field.valueType,
        emptyValue: props.emptyValue,
        required: props.required,
      }),
    )

  return (
    <Flex
      vertical
      gap={6}
      id={props.id}
      data-testid="geographic-map"
      data-background={background}
      data-shape={geometry === undefined ? 'empty' : 'drawn'}
    >
      {backgrounds.length > 1 && (
        <Segmented
          size="small"
          data-testid="geographic-background"
          value={background}
          onChange={(key) => setChosen(key as MapBackground['key'])}
          options={backgrounds.map((candidate) => ({
            value: candidate.key,
            label: geographicMessage(candidate.key, language),
            disabled: failed.has(candidate.key),
          }))}
        />
      )}
      <div
        style={{
          height: MAP_HEIGHT,
          borderRadius: 6,
          overflow: 'hidden',
          border: `1px solid ${props.hasError ? '#ff4d4f' : 'rgba(128, 128, 128, 0.3)'}`,
        }}
      >
        <MapContainer
          center={[settings.center.latitude, settings.center.longitude]}
          zoom={settings.zoom}
          style={{ height: '100%', width: '100%', background: '#eef1f4' }}
          worldCopyJump
        >
          {tiled === undefined ? (
            <PlainBackground />
          ) : (
            <BaseTiles
              key={tiled.key}
              background={tiled}
              onFailed={() => setFailed((before) => new Set([...before, tiled.key]))}
            />
          )}
          <ShapeEditor
            shape={settings.geometry}
            geometry={geometry}
            editable={editable}
            language={language}
            onShape={onShape}
          />
          <SizeWatcher />
        </MapContainer>
      </div>
      {failed.has(chosen) && (
        <Typography.Text type="warning" data-testid="geographic-tiles-failed" style={{ fontSize: 12 }}>
          {geographicMessage('tilesFailed', language)}
        </Typography.Text>
      )}
      {editable ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {geographicMessage(hint, language)}
        </Typography.Text>
      ) : (
        geometry === undefined && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {geographicMessage('noShape', language)}
          </Typography.Text>
        )
      )}
    </Flex>
  )
}
