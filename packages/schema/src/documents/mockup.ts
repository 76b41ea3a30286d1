import Type, { type Static } from 'typebox'
import { type DocumentIssue, issue, pointer } from '../validation/issue.ts'
import { PATTERNS } from '../validation/patterns.ts'
import { closedObject, DocumentNameSchema, documentSchema } from './common.ts'
import type { DocumentKindDefinition } from './definition.ts'

/** The devices the mock-up builder previews a screen on (spec 2.8). */
export const MOCKUP_DEVICES = ['phone', 'tablet', 'computer', 'big-computer'] as const
export type MockupDevice = (typeof MOCKUP_DEVICES)[number]

/**
 * The viewport of each device in CSS pixels, portrait for phone and tablet, landscape for the
 * computers. Chosen as common real devices that each fall in a different window size class of
 * spec 4.6 (mobile below 576, tablet 576 to 1200, desktop above 1200), so every layout the
 * portal switches between is previewed: a 375 × 812 phone, a 768 × 1024 tablet, a 1440 × 900
 * laptop and a 1920 × 1080 monitor.
 */
export const MOCKUP_DEVICE_SIZES: { readonly [TDevice in MockupDevice]: { width: number; height: number } } = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  computer: { width: 1440, height: 900 },
  'big-computer': { width: 1920, height: 1080 },
}

/** The screen a frame shows: an entry of a menu (by the menu's name and the item's id), or a route. */
export const MockupPageSchema = Type.Union([
  closedObject({ menu: DocumentNameSchema, item: Type.String({ minLength: 1 }) }),
  closedObject({
    route: Type.String({ pattern: PATTERNS.appRoute.pattern, description: 'An app route starting with "/".' }),
  }),
])
export type MockupPage = Static<typeof MockupPageSchema>

/** One screen of the mock-up on one device. */
export const MockupFrameSchema = closedObject({
  /** Names the frame so notes and reviews can point at it. */
  id: DocumentNameSchema,
  device: Type.Enum([...MOCKUP_DEVICES]),
  /** Turns a phone or tablet sideways, or a computer upright. @default the device's natural orientation */
  orientation: Type.Optional(Type.Enum(['portrait', 'landscape'])),
  page: MockupPageSchema,
  notes: Type.Optional(Type.String()),
})
export type MockupFrame = Static<typeof MockupFrameSchema>

/** A screen mock-up (spec 2.8): frames of pages previewed at device sizes. */
export const MockupDocumentSchema = documentSchema('mockup', 1, {
  frames: Type.Array(MockupFrameSchema, { minItems: 1 }),
})
export type MockupDocument = Static<typeof MockupDocumentSchema>

/** The width and height a frame is drawn at, its orientation applied. */
export function mockupFrameSize(frame: Pick<MockupFrame, 'device' | 'orientation'>): { width: number; height: number } {
  const size = MOCKUP_DEVICE_SIZES[frame.device]
  const natural = size.width > size.height ? 'landscape' : 'portrait'
  if (frame.orientation === undefined || frame.orientation === natural) return { ...size }
  return { width: size.height, height: size.width }
}

/** The rules of a mock-up a JSON Schema cannot express. */
export function checkMockup(mockup: MockupDocument): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  const ids = new Set<string>()
  mockup.frames.forEach((frame, index) => {
    if (ids.has(frame.id)) {
      issues.push(
        issue(
          pointer('frames', index, 'id'),
          'duplicate-frame',
          { en_US: `repeats the frame id "${frame.id}"`, mn_MN: `"${frame.id}" хүрээний нэр давхардсан` },
          { id: frame.id },
        ),
      )
    }
    ids.add(frame.id)
  })
  return issues
}

/** The public news page and the admin's applications screen at every device size. */
const example: MockupDocument = {
  kind: 'mockup',
  version: 1,
  name: 'heritage-screens',
  title: { mn_MN: 'Үндсэн дэлгэцүүд', en_US: 'Main screens', ko_KR: '주요 화면' },
  frames: [
    { id: 'news-phone', device: 'phone', page: { route: '/news' }, notes: 'Мэдээний жагсаалт нэг баганаар' },
    { id: 'news-computer', device: 'computer', page: { route: '/news' } },
    {
      id: 'applications-tablet',
      device: 'tablet',
      orientation: 'landscape',
      page: { menu: 'admin', item: 'applications' },
    },
    { id: 'applications-big', device: 'big-computer', page: { menu: 'admin', item: 'applications' } },
  ],
}

/** The `mockup` document kind. */
export const mockupKind: DocumentKindDefinition<MockupDocument> = {
  kind: 'mockup',
  version: 1,
  schema: MockupDocumentSchema,
  example,
  check: checkMockup,
}
