import * as L from 'leaflet'
import { useEffect } from 'react'
import { useMap } from 'react-leaflet'
import { degreeLabel, graticuleStep, linesAcross, mercatorY, tileBounds } from './graticule.ts'

const TILE_SIZE = 256
const BACKGROUND = '#eef1f4'
const LINE = 'rgba(96, 112, 128, 0.35)'
const LABEL = 'rgba(64, 80, 96, 0.8)'

/** Tiles drawn in the browser: the neutral colour, the lines of longitude and latitude, their degrees. */
class GraticuleLayer extends L.GridLayer {
  override createTile(coords: L.Coords): HTMLElement {
    const canvas = document.createElement('canvas')
    const ratio = window.devicePixelRatio || 1
    canvas.width = TILE_SIZE * ratio
    canvas.height = TILE_SIZE * ratio
    const context = canvas.getContext('2d')
    if (context === null) return canvas
    context.scale(ratio, ratio)
    context.fillStyle = BACKGROUND
    context.fillRect(0, 0, TILE_SIZE, TILE_SIZE)
    const bounds = tileBounds(coords.x, coords.y, coords.z)
    const step = graticuleStep(coords.z)
    const [top, bottom] = [mercatorY(bounds.north), mercatorY(bounds.south)]
    context.strokeStyle = LINE
    context.lineWidth = 1
    context.fillStyle = LABEL
    context.font = '10px sans-serif'
    // A line on the seam between two tiles is drawn once, by the tile east of it (south of it
    // for a line of latitude).
    for (const longitude of linesAcross(bounds.west, bounds.east, step).filter((value) => value < bounds.east)) {
      const x = Math.round(((longitude - bounds.west) / (bounds.east - bounds.west)) * TILE_SIZE) + 0.5
      context.beginPath()
      context.moveTo(x, 0)
      context.lineTo(x, TILE_SIZE)
      context.stroke()
      // A label runs right of its line, or left of it where the tile ends (the next tile would cover it).
      const label = degreeLabel(longitude, 'longitude')
      const width = context.measureText(label).width
      context.fillText(label, x + 3 + width <= TILE_SIZE ? x + 3 : x - 3 - width, 12)
    }
    for (const latitude of linesAcross(bounds.south, bounds.north, step).filter((value) => value > bounds.south)) {
      const y = Math.round(((top - mercatorY(latitude)) / (top - bottom)) * TILE_SIZE) + 0.5
      context.beginPath()
      context.moveTo(0, y)
      context.lineTo(TILE_SIZE, y)
      context.stroke()
      context.fillText(degreeLabel(latitude, 'latitude'), 3, y - 3 >= 10 ? y - 3 : y + 12)
    }
    return canvas
  }
}

/**
 * The plain background of a map field: drawn in the browser, no tile server and no network,
 * for a project without tile addresses, a background whose tiles failed, and tests.
 */
export function PlainBackground() {
  const map = useMap()
  useEffect(() => {
    const layer = new GraticuleLayer({ tileSize: TILE_SIZE, className: 'tamga-map-plain' })
    layer.addTo(map)
    layer.bringToBack()
    return () => {
      layer.remove()
    }
  }, [map])
  return null
}
