import type { GeographicGeometry, GeometryType, LanguageCode } from '@tamga/schema'
import * as L from 'leaflet'
import '@geoman-io/leaflet-geoman-free'
import { type RefObject, useEffect, useRef } from 'react'
import { useMap } from 'react-leaflet'
import { GEOMAN_MONGOLIAN } from './geographicMessages.ts'
import { shapeOfFeature } from './geographicValue.ts'

/** The colour of the field's shape: antd's primary blue. */
const SHAPE_COLOUR = '#1677ff'

/** A map pin drawn in SVG, so a point needs no marker images from the network or the bundle. */
const PIN = L.divIcon({
  className: 'tamga-map-pin',
  html: `<svg width="26" height="38" viewBox="0 0 26 38" xmlns="http://www.w3.org/2000/svg" aria-hidden="true"><path d="M13 1C6.4 1 1 6.3 1 12.9 1 22 13 37 13 37s12-15 12-24.1C25 6.3 19.6 1 13 1z" fill="${SHAPE_COLOUR}" stroke="#fff" stroke-width="2"/><circle cx="13" cy="13" r="4.5" fill="#fff"/></svg>`,
  iconSize: [26, 38],
  iconAnchor: [13, 37],
})

const GEOMAN_LANGUAGES = { mn_MN: 'mn', en_US: 'en', ko_KR: 'ko' } as const satisfies Record<LanguageCode, string>

/** The map's layer of a stored shape. */
function layerOf(geometry: GeographicGeometry, editable: boolean): L.Layer | undefined {
  const group = L.geoJSON(geometry, {
    pointToLayer: (_feature, latlng) => L.marker(latlng, { icon: PIN, pmIgnore: !editable }),
    style: { color: SHAPE_COLOUR, weight: 3, fillOpacity: 0.2 },
    pmIgnore: !editable,
  })
  return group.getLayers()[0]
}

/** Shows the whole shape once the map has a size (a form in a modal opens with none). */
function fitTo(map: L.Map, layer: L.Layer): void {
  const fit = () => {
    if (layer instanceof L.Marker) map.setView(layer.getLatLng(), Math.max(map.getZoom(), 12))
    else if (layer instanceof L.Polyline) map.fitBounds(layer.getBounds(), { padding: [24, 24], maxZoom: 15 })
  }
  if (map.getSize().x > 0) fit()
  else map.once('resize', fit)
}

/** Tells the form each time the person edits the corners of `layer` or drags it. */
function watchEdits(layer: L.Layer, tell: RefObject<(source: L.Layer | undefined) => void>): void {
  layer.on('pm:edit', () => tell.current(layer))
}

/** What the shape layer of the field answers to: a drawn, edited or removed shape. */
export interface ShapeEditorProps {
  shape: GeometryType
  geometry: GeographicGeometry | undefined
  /** Whether the drawing tools are shown; a read-only field only shows the shape. */
  editable: boolean
  language: LanguageCode
  /** Told of the field's new shape, or undefined when it was removed. */
  onShape(geometry: GeographicGeometry | undefined): void
}

/**
 * The field's one shape on the map, with Geoman's tools for exactly the field's geometry type:
 * drawing a new shape replaces the old one, editing its corners or dragging it changes it, the
 * removal tool clears it. A value set from outside (the stored record, a reset) is redrawn
 * and brought into view.
 */
export function ShapeEditor(props: ShapeEditorProps) {
  const map = useMap()
  const { shape, editable, language } = props
  const layer = useRef<L.Layer | undefined>(undefined)
  // Whether the layer on the map was drawn for editing (Geoman leaves a read-only one alone).
  const layerEditable = useRef(false)
  // The shape this editor last told the form of, as JSON: the form handing it back is no
  // reason to redraw the layer (and lose Geoman's edit state).
  const told = useRef<string | undefined>(undefined)

  /** Tells the form of the shape of `source`, or that there is none. */
  const tell = useRef<(source: L.Layer | undefined) => void>(() => {})
  tell.current = (source) => {
    const geometry =
      source === undefined ? undefined : shapeOfFeature((source as L.Polyline | L.Marker).toGeoJSON(6), shape)
    if (source !== undefined && geometry === undefined) return
    told.current = geometry === undefined ? undefined : JSON.stringify(geometry)
    props.onShape(geometry)
  }

  useEffect(() => {
    if (!editable) return
    const created: L.PM.CreateEventHandler = (event) => {
      // One shape per field: the one just drawn takes the old one's place.
      if (layer.current !== undefined && layer.current !== event.layer) map.removeLayer(layer.current)
      layer.current = event.layer
      layerEditable.current = true
      watchEdits(event.layer, tell)
      tell.current(event.layer)
    }
    const removed: L.PM.RemoveEventHandler = (event) => {
      if (event.layer !== layer.current) return
      layer.current = undefined
      tell.current(undefined)
    }
    const geomanLanguage = GEOMAN_LANGUAGES[language]
    if (geomanLanguage === 'mn') map.pm.setLang(geomanLanguage as L.PM.SupportLocales, GEOMAN_MONGOLIAN, 'en')
    else map.pm.setLang(geomanLanguage)
    map.pm.setGlobalOptions({
      allowSelfIntersection: false,
      continueDrawing: false,
      snappable: true,
      markerStyle: { icon: PIN },
      pathOptions: { color: SHAPE_COLOUR, weight: 3, fillOpacity: 0.2 },
    })
    map.pm.addControls({
      position: 'topleft',
      drawMarker: shape === 'point',
      drawPolyline: shape === 'line',
      drawPolygon: shape === 'polygon',
      drawCircleMarker: false,
      drawRectangle: false,
      drawCircle: false,
      drawText: false,
      editMode: shape !== 'point',
      dragMode: true,
      cutPolygon: false,
      removalMode: true,
      rotateMode: false,
    })
    map.on('pm:create', created)
    map.on('pm:remove', removed)
    return () => {
      map.off('pm:create', created)
      map.off('pm:remove', removed)
      map.pm.removeControls()
    }
  }, [map, editable, shape, language])

  const json = props.geometry === undefined ? undefined : JSON.stringify(props.geometry)
  useEffect(() => {
    const shown = (json === undefined) === (layer.current === undefined)
    if (json === told.current && shown && layerEditable.current === editable) return
    if (layer.current !== undefined) map.removeLayer(layer.current)
    layer.current = undefined
    told.current = json
    if (json === undefined) return
    const drawn = layerOf(JSON.parse(json) as GeographicGeometry, editable)
    if (drawn === undefined) return
    drawn.addTo(map)
    layer.current = drawn
    layerEditable.current = editable
    if (editable) watchEdits(drawn, tell)
    fitTo(map, drawn)
  }, [map, json, editable])

  return null
}
