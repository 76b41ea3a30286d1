// The mock-up builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

// The properties' labels and help come from the property catalogue (controls/propertyWords.ts);
// these are the builder's own words: devices, orientations, buttons.
const WORDS = {
  phone: { mn_MN: 'Утас', en_US: 'Phone', ko_KR: '휴대폰' },
  tablet: { mn_MN: 'Таблет', en_US: 'Tablet', ko_KR: '태블릿' },
  computer: { mn_MN: 'Компьютер', en_US: 'Computer', ko_KR: '컴퓨터' },
  'big-computer': { mn_MN: 'Том дэлгэц', en_US: 'Big screen', ko_KR: '큰 화면' },
  allFrames: { mn_MN: 'Бүх хүрээг', en_US: 'All frames on', ko_KR: '모든 프레임' },
  addFrame: { mn_MN: 'Хүрээ нэмэх', en_US: 'Add frame', ko_KR: '프레임 추가' },
  remove: { mn_MN: 'Хасах', en_US: 'Remove', ko_KR: '제거' },
  natural: { mn_MN: 'Үндсэн', en_US: 'Natural', ko_KR: '기본' },
  portrait: { mn_MN: 'Босоо', en_US: 'Portrait', ko_KR: '세로' },
  landscape: { mn_MN: 'Хэвтээ', en_US: 'Landscape', ko_KR: '가로' },
  lastFrame: {
    mn_MN: 'Загварт дор хаяж нэг хүрээ байна',
    en_US: 'A mock-up keeps at least one frame',
    ko_KR: '목업에는 프레임이 하나 이상 있어야 합니다',
  },
} as const satisfies Catalogue

export type MockupWord = keyof typeof WORDS

/** The word in the language shown. */
export const mockupWord = namespace('mockupBuilder', WORDS)
