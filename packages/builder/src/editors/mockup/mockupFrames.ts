// The mock-up builder's edits of its frames and the geometry of drawing them (spec 2.8): each
// frame is the app's route in an iframe at the device's CSS size, scaled down to fit.
import {
  type MockupDevice,
  type MockupDocument,
  type MockupFrame,
  type MockupPage,
  mockupFrameSize,
} from '@tamga/schema'

/**
 * The app route a frame shows: its own route, or for a menu entry the admin shell's page of
 * that entry (`/admin/p/{item}`, spec 3.9).
 */
export function frameRoute(page: MockupPage | undefined): string {
  if (page === undefined) return '/'
  if ('route' in page) return page.route
  return `/admin/p/${encodeURIComponent(page.item)}`
}

/** The scale that fits a frame of `size` into `available` CSS pixels of width; never above 1. */
export function fitScale(size: { width: number }, available: number): number {
  if (available <= 0 || size.width <= 0) return 1
  return Math.min(1, available / size.width)
}

/**
 * The scale of each size when they are drawn side by side at one common height, filling
 * `available` pixels of width with `gap` pixels between them: devices keep their proportions,
 * and no scale goes above 1.
 */
export function sideBySideScales(
  sizes: ReadonlyArray<{ width: number; height: number }>,
  available: number,
  gap = 0,
): number[] {
  const room = available - gap * Math.max(0, sizes.length - 1)
  const ratios = sizes.reduce((sum, size) => sum + size.width / size.height, 0)
  if (room <= 0 || ratios === 0) return sizes.map(() => 1)
  const height = Math.min(room / ratios, ...sizes.map((size) => size.height))
  return sizes.map((size) => height / size.height)
}

/** The drawn size of a frame: its CSS size and the scale that fits it into the column. */
export function frameLayout(
  frame: Pick<MockupFrame, 'device' | 'orientation'>,
  available: number,
): { width: number; height: number; scale: number } {
  const size = mockupFrameSize(frame)
  return { ...size, scale: fitScale(size, available) }
}

/** A frame id not yet used: `base`, then `base-2`, `base-3`… */
export function unusedFrameId(frames: readonly Pick<MockupFrame, 'id'>[], base: string): string {
  const taken = new Set(frames.map((frame) => frame.id))
  if (!taken.has(base)) return base
  let n = 2
  while (taken.has(`${base}-${n}`)) n++
  return `${base}-${n}`
}

/** Every frame on one device, as the device toolbar switches them; orientations are kept. */
export function withDeviceForAll(mockup: MockupDocument, device: MockupDevice): MockupDocument {
  return { ...mockup, frames: (mockup.frames ?? []).map((frame) => ({ ...frame, device })) }
}

/** A new frame at the end, showing the page of the last frame (or the home route) on `device`. */
export function withFrameAdded(mockup: MockupDocument, device: MockupDevice): MockupDocument {
  const frames = mockup.frames ?? []
  const last = frames[frames.length - 1]
  const page: MockupPage = last?.page !== undefined ? { ...last.page } : { route: '/' }
  const id = unusedFrameId(frames, `frame-${frames.length + 1}`)
  return { ...mockup, frames: [...frames, { id, device, page }] }
}

/** Removes a frame; the last one stays, as a mock-up has at least one. */
export function withFrameRemoved(mockup: MockupDocument, index: number): MockupDocument {
  const frames = mockup.frames ?? []
  if (frames.length <= 1) return mockup
  return { ...mockup, frames: frames.filter((_, at) => at !== index) }
}

/** One frame changed; an optional property set to undefined is left out. */
export function withFrame(mockup: MockupDocument, index: number, change: Partial<MockupFrame>): MockupDocument {
  const frames = (mockup.frames ?? []).map((frame, at) => {
    if (at !== index) return frame
    const next: Record<string, unknown> = { ...frame, ...change }
    for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key]
    return next as MockupFrame
  })
  return { ...mockup, frames }
}
