import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { validateDocumentOf } from './definition.ts'
import { MOCKUP_DEVICE_SIZES, MOCKUP_DEVICES, type MockupDocument, mockupFrameSize, mockupKind } from './mockup.ts'

const folder = new URL('../../../../examples/heritage/documents/mockups/', import.meta.url)
const heritageMockups = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as unknown] as const)

const base = (): MockupDocument => structuredClone(mockupKind.example)

function problems(input: unknown): Array<{ path: string; code: string }> {
  const result = validateDocumentOf(mockupKind, input)
  return result.ok ? [] : result.issues.map(({ path, code }) => ({ path, code }))
}

describe('mockup documents', () => {
  it('the built-in example is valid and is the heritage mock-up', () => {
    expect(problems(mockupKind.example)).toEqual([])
    expect(heritageMockups.map(([file]) => file).sort()).toEqual(['heritage-screens.json', 'public-site.json'])
    expect(heritageMockups.find(([file]) => file === 'heritage-screens.json')?.[1]).toEqual(mockupKind.example)
  })

  it('rejects a device outside phone, tablet, computer and big computer', () => {
    const mockup = base()
    Object.assign(mockup.frames[0] ?? {}, { device: 'watch' })
    expect(problems(mockup)).toEqual([{ path: '/frames/0/device', code: 'enum' }])
  })

  it('rejects a route that does not start with a slash', () => {
    const mockup = base()
    Object.assign(mockup.frames[0] ?? {}, { page: { route: 'news' } })
    expect(problems(mockup)).toEqual([{ path: '/frames/0/page/route', code: 'pattern' }])
  })

  it('rejects a page that names both a menu item and a route', () => {
    const mockup = base()
    Object.assign(mockup.frames[0] ?? {}, { page: { menu: 'admin', item: 'news', route: '/news' } })
    expect(problems(mockup)).toEqual([{ path: '/frames/0/page', code: 'additionalProperties' }])
  })

  it('rejects a mock-up without frames', () => {
    expect(problems({ ...base(), frames: [] })).toEqual([{ path: '/frames', code: 'minItems' }])
  })

  it('rejects two frames with the same id', () => {
    const mockup = base()
    mockup.frames.push({ id: 'news-phone', device: 'tablet', page: { route: '/news' } })
    expect(problems(mockup)).toEqual([{ path: '/frames/4/id', code: 'duplicate-frame' }])
  })
})

describe('MOCKUP_DEVICE_SIZES', () => {
  it('has a size for each of the four devices of spec 2.8', () => {
    expect(Object.keys(MOCKUP_DEVICE_SIZES)).toEqual([...MOCKUP_DEVICES])
    expect(MOCKUP_DEVICES).toEqual(['phone', 'tablet', 'computer', 'big-computer'])
  })

  it('puts each device in its own window size class of spec 4.6', () => {
    expect(MOCKUP_DEVICE_SIZES.phone.width).toBeLessThan(576)
    expect(MOCKUP_DEVICE_SIZES.tablet.width).toBeGreaterThanOrEqual(576)
    expect(MOCKUP_DEVICE_SIZES.tablet.width).toBeLessThanOrEqual(1200)
    expect(MOCKUP_DEVICE_SIZES.computer.width).toBeGreaterThan(1200)
    expect(MOCKUP_DEVICE_SIZES['big-computer'].width).toBeGreaterThan(MOCKUP_DEVICE_SIZES.computer.width)
  })
})

describe('mockupFrameSize', () => {
  it('keeps the natural orientation', () => {
    expect(mockupFrameSize({ device: 'phone' })).toEqual({ width: 375, height: 812 })
    expect(mockupFrameSize({ device: 'computer', orientation: 'landscape' })).toEqual({ width: 1440, height: 900 })
  })

  it('turns a device the other way round', () => {
    expect(mockupFrameSize({ device: 'tablet', orientation: 'landscape' })).toEqual({ width: 1024, height: 768 })
    expect(mockupFrameSize({ device: 'big-computer', orientation: 'portrait' })).toEqual({ width: 1080, height: 1920 })
  })
})
