import { MOCKUP_DEVICE_SIZES, type MockupDocument } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import {
  fitScale,
  frameLayout,
  frameRoute,
  sideBySideScales,
  unusedFrameId,
  withDeviceForAll,
  withFrame,
  withFrameAdded,
  withFrameRemoved,
} from './mockupFrames.ts'

const mockup: MockupDocument = {
  kind: 'mockup',
  version: 1,
  name: 'screens',
  frames: [
    { id: 'news-phone', device: 'phone', page: { route: '/news' }, notes: 'one column' },
    { id: 'apps-tablet', device: 'tablet', orientation: 'landscape', page: { menu: 'admin', item: 'applications' } },
  ],
}

describe('frameRoute', () => {
  it('shows a route as it is and a menu entry as its admin page', () => {
    expect(frameRoute({ route: '/news' })).toBe('/news')
    expect(frameRoute({ menu: 'admin', item: 'applications' })).toBe('/admin/p/applications')
  })
})

describe('fitScale and frameLayout', () => {
  it('scales a frame down to the column and never up', () => {
    expect(fitScale({ width: 1440 }, 720)).toBe(0.5)
    expect(fitScale({ width: 375 }, 720)).toBe(1)
  })

  it('draws a tablet turned sideways at its landscape size', () => {
    expect(frameLayout({ device: 'tablet', orientation: 'landscape' }, 512)).toEqual({
      width: 1024,
      height: 768,
      scale: 0.5,
    })
  })
})

describe('sideBySideScales', () => {
  it('gives the devices one common height and fills the width', () => {
    const sizes = Object.values(MOCKUP_DEVICE_SIZES)
    const scales = sideBySideScales(sizes, 1200, 16)
    const heights = sizes.map((size, at) => size.height * (scales[at] ?? 0))
    for (const height of heights) expect(height).toBeCloseTo(heights[0] ?? 0)
    const width = sizes.reduce((sum, size, at) => sum + size.width * (scales[at] ?? 0), 0)
    expect(width + 16 * 3).toBeCloseTo(1200)
  })

  it('never scales above 1 on a very wide screen', () => {
    expect(sideBySideScales([{ width: 375, height: 812 }], 5000)).toEqual([1])
  })
})

describe('frame edits', () => {
  it('switches every frame to one device and keeps the orientations', () => {
    const next = withDeviceForAll(mockup, 'computer')
    expect(next.frames.map((frame) => frame.device)).toEqual(['computer', 'computer'])
    expect(next.frames[1]?.orientation).toBe('landscape')
    expect(mockup.frames[0]?.device).toBe('phone')
  })

  it('adds a frame with an unused id showing the last frame’s page', () => {
    const next = withFrameAdded(
      { ...mockup, frames: [...mockup.frames, { id: 'frame-3', device: 'phone', page: { route: '/' } }] },
      'phone',
    )
    expect(next.frames[3]).toEqual({ id: 'frame-4', device: 'phone', page: { route: '/' } })
    expect(unusedFrameId([{ id: 'a' }, { id: 'a-2' }], 'a')).toBe('a-3')
  })

  it('keeps the last frame, since a mock-up has at least one', () => {
    const one = withFrameRemoved(mockup, 0)
    expect(one.frames.map((frame) => frame.id)).toEqual(['apps-tablet'])
    expect(withFrameRemoved(one, 0)).toBe(one)
  })

  it('leaves out an optional property set to undefined', () => {
    const next = withFrame(mockup, 0, { notes: undefined })
    expect('notes' in (next.frames[0] ?? {})).toBe(false)
  })
})
