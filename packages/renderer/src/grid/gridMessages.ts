import type { Catalogue, LanguageCode } from '@tamga/schema'
import { namespace } from '../i18n/namespaces.ts'

/** The grid's own words, Mongolian first (spec 9: mn_MN is the default language). */
const GRID_MESSAGES = {
  /** The overlay of a grid with no rows to show. */
  noResults: { mn_MN: 'Хайлтын илэрц олдсонгүй', en_US: 'No search results found', ko_KR: '검색 결과가 없습니다' },
  loading: { mn_MN: 'Ачаалж байна…', en_US: 'Loading…', ko_KR: '불러오는 중…' },
  /** The title of the notice shown when a filter cannot be sent (the server would refuse it). */
  queryRefused: {
    mn_MN: 'Энэ шүүлтүүрээр хайх боломжгүй',
    en_US: 'The grid cannot be filtered this way',
    ko_KR: '이 조건으로는 필터링할 수 없습니다',
  },
  file: { mn_MN: 'Файл', en_US: 'File', ko_KR: '파일' },
} as const satisfies Catalogue

/** One of the grid's own words in a language. */
export const gridMessage = namespace('grid', GRID_MESSAGES)

/**
 * ag-grid's own words that a records grid shows (pagination, the filters it offers, overlays),
 * in Mongolian and Korean; English is ag-grid's default. Keys are ag-grid's locale keys.
 */
const AG_GRID_TEXT: Readonly<Record<Exclude<LanguageCode, 'en_US'>, Record<string, string>>> = {
  mn_MN: {
    page: 'Хуудас',
    of: '/',
    to: '-',
    more: 'олон',
    pageLastRowUnknown: '?',
    firstPage: 'Эхний хуудас',
    lastPage: 'Сүүлийн хуудас',
    nextPage: 'Дараагийн хуудас',
    previousPage: 'Өмнөх хуудас',
    filterOoo: 'Шүүх…',
    equals: 'Тэнцүү',
    contains: 'Агуулсан',
    startsWith: 'Эхэлсэн',
    inRange: 'Хооронд',
    inRangeStart: 'Эхлэх',
    inRangeEnd: 'Дуусах',
    lessThan: 'Бага',
    greaterThan: 'Их',
    lessThanOrEqual: 'Бага буюу тэнцүү',
    greaterThanOrEqual: 'Их буюу тэнцүү',
    before: 'Өмнө',
    after: 'Дараа',
    andCondition: 'БА',
    orCondition: 'ЭСВЭЛ',
    dateFormatOoo: 'yyyy-mm-dd',
    applyFilter: 'Хэрэглэх',
    clearFilter: 'Цэвэрлэх',
    resetFilter: 'Арилгах',
    cancelFilter: 'Болих',
    loadingOoo: 'Ачаалж байна…',
    invalidNumber: 'Буруу тоо',
    invalidDate: 'Буруу огноо',
  },
  ko_KR: {
    page: '페이지',
    of: '/',
    to: '-',
    more: '더 많음',
    pageLastRowUnknown: '?',
    firstPage: '첫 페이지',
    lastPage: '마지막 페이지',
    nextPage: '다음 페이지',
    previousPage: '이전 페이지',
    filterOoo: '필터…',
    equals: '같음',
    contains: '포함',
    startsWith: '시작 문자',
    inRange: '범위',
    inRangeStart: '시작',
    inRangeEnd: '끝',
    lessThan: '미만',
    greaterThan: '초과',
    lessThanOrEqual: '이하',
    greaterThanOrEqual: '이상',
    before: '이전',
    after: '이후',
    andCondition: '그리고',
    orCondition: '또는',
    dateFormatOoo: 'yyyy-mm-dd',
    applyFilter: '적용',
    clearFilter: '지우기',
    resetFilter: '초기화',
    cancelFilter: '취소',
    loadingOoo: '불러오는 중…',
    invalidNumber: '잘못된 숫자',
    invalidDate: '잘못된 날짜',
  },
}

/** ag-grid's `localeText` for a language; `undefined` in English, ag-grid's own. */
export function agGridLocaleText(language: LanguageCode): Record<string, string> | undefined {
  return language === 'en_US' ? undefined : AG_GRID_TEXT[language]
}
