import type { Catalogue } from '@tamga/schema'

/**
 * The access rule's warning (spec 2.3, 8.2) and the error pages' words (2.4). The warning's
 * title and description are the spec's Mongolian strings, verbatim, translated for English and
 * Korean readers; the 404 text is the spec's English text in every language, so people and
 * tests recognise it anywhere.
 */
export const errors = {
  signInTitle: { mn_MN: 'Нэвтэрнэ үү', en_US: 'Please sign in', ko_KR: '로그인해 주세요' },
  signInDescription: {
    mn_MN: 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!',
    en_US: 'Please sign in to use the system !!!',
    ko_KR: '시스템을 사용하려면 로그인해 주세요 !!!',
  },
  notFound: { mn_MN: 'Page not found: {{path}}', en_US: 'Page not found: {{path}}', ko_KR: 'Page not found: {{path}}' },
  notFoundTitle: { mn_MN: 'Page Not Found', en_US: 'Page Not Found', ko_KR: 'Page Not Found' },
  serverErrorTitle: { mn_MN: 'Internal Server Error', en_US: 'Internal Server Error', ko_KR: 'Internal Server Error' },
  notFoundDescription: {
    mn_MN: 'The Page can’t be found',
    en_US: 'The Page can’t be found',
    ko_KR: 'The Page can’t be found',
  },
  appErrorDescription: {
    mn_MN: 'Уучлаарай, алдаа гарлаа',
    en_US: 'Sorry, an error occurred',
    ko_KR: '죄송합니다. 오류가 발생했습니다',
  },
  configUnreachable: {
    mn_MN: 'Серверт холбогдож чадсангүй.',
    en_US: 'The server could not be reached.',
    ko_KR: '서버에 연결할 수 없습니다.',
  },
  configRefused: {
    mn_MN: 'Төслийн тохиргоог ачаалж чадсангүй.',
    en_US: 'The project configuration could not be loaded.',
    ko_KR: '프로젝트 설정을 불러오지 못했습니다.',
  },
  configInvalid: {
    mn_MN: 'Серверийн хариу буруу байна.',
    en_US: "The server's answer is not a project configuration.",
    ko_KR: '서버 응답이 프로젝트 설정이 아닙니다.',
  },
  coming: {
    mn_MN: 'Энэ хуудас удахгүй нээгдэнэ',
    en_US: 'This page is coming soon',
    ko_KR: '이 페이지는 곧 제공됩니다',
  },
  comingDescription: {
    mn_MN: 'Хуудасны агуулгыг дараагийн хувилбарт нэмнэ.',
    en_US: 'Its content arrives with a later release.',
    ko_KR: '내용은 이후 릴리스에서 추가됩니다.',
  },
  reload: { mn_MN: 'Дахин ачаалах', en_US: 'Reload', ko_KR: '다시 불러오기' },
} as const satisfies Catalogue
