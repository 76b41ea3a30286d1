// The few words the server itself puts in the public pages (the rest come from the records and
// the project document): navigation entries that are no record's title, media kinds, the form
// and not-found headings. Mongolian first; English and Korean follow.
import type { LanguageCode } from '@tamga/schema'

const WORDS = {
  home: { mn_MN: 'Нүүр', en_US: 'Home', ko_KR: '홈' },
  feedback: { mn_MN: 'Санал хүсэлт', en_US: 'Feedback', ko_KR: '의견' },
  feedbackIntro: {
    mn_MN: 'Санал, хүсэлт, асуултаа бидэнд илгээнэ үү. Бид ажлын 3 өдөрт хариу өгнө.',
    en_US: 'Send us your suggestions, requests and questions. We answer within 3 working days.',
    ko_KR: '제안, 요청, 질문을 보내 주세요. 영업일 기준 3일 이내에 답변드립니다.',
  },
  notFound: { mn_MN: 'Хуудас олдсонгүй', en_US: 'Page not found', ko_KR: '페이지를 찾을 수 없습니다' },
  video: { mn_MN: 'Видео', en_US: 'Video', ko_KR: '동영상' },
  audio: { mn_MN: 'Аудио', en_US: 'Audio', ko_KR: '오디오' },
  audiobook: { mn_MN: 'Аудио ном', en_US: 'Audiobook', ko_KR: '오디오북' },
  ebook: { mn_MN: 'Цахим ном', en_US: 'E-book', ko_KR: '전자책' },
  course: { mn_MN: 'Сургалт', en_US: 'Course', ko_KR: '강좌' },
  article: { mn_MN: 'Нийтлэл', en_US: 'Article', ko_KR: '기사' },
  gallery: { mn_MN: 'Зургийн цомог', en_US: 'Gallery', ko_KR: '갤러리' },
} as const satisfies Record<string, Record<LanguageCode, string>>

export type SiteWord = keyof typeof WORDS

/** A word of the server's in `language`. */
export function siteWord(word: SiteWord, language: LanguageCode): string {
  return WORDS[word][language]
}

/** The word for a content item's medium, or null for a medium without one. */
export function mediaWord(kind: unknown, language: LanguageCode): string | null {
  return typeof kind === 'string' && Object.hasOwn(MEDIA_KINDS, kind) ? siteWord(kind as SiteWord, language) : null
}

const MEDIA_KINDS: Readonly<Record<string, true>> = {
  video: true,
  audio: true,
  audiobook: true,
  ebook: true,
  course: true,
  article: true,
  gallery: true,
}
