import { catalogue } from '../catalogue.ts'

/**
 * The access rule's warning (spec 2.3, 8.2) and the error pages' words (2.4). The warning's
 * title and description are the spec's Mongolian strings, verbatim; the 404 text is the spec's
 * English text in every language, so people and tests recognise it anywhere.
 */
export const errors = catalogue(
  {
    signInTitle: 'Нэвтэрнэ үү',
    signInDescription: 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!',
    notFound: 'Page not found: {{path}}',
    notFoundTitle: 'Page Not Found',
    serverErrorTitle: 'Internal Server Error',
    notFoundDescription: 'The Page can’t be found',
    appErrorDescription: 'Уучлаарай, алдаа гарлаа',
    configUnreachable: 'Серверт холбогдож чадсангүй.',
    configRefused: 'Төслийн тохиргоог ачаалж чадсангүй.',
    configInvalid: 'Серверийн хариу буруу байна.',
    coming: 'Энэ хуудас удахгүй нээгдэнэ',
    comingDescription: 'Хуудасны агуулгыг дараагийн хувилбарт нэмнэ.',
    reload: 'Дахин ачаалах',
  },
  {
    en_US: {
      signInTitle: 'Нэвтэрнэ үү',
      signInDescription: 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!',
      notFound: 'Page not found: {{path}}',
      notFoundTitle: 'Page Not Found',
      serverErrorTitle: 'Internal Server Error',
      notFoundDescription: 'The Page can’t be found',
      appErrorDescription: 'Sorry, an error occurred',
      configUnreachable: 'The server could not be reached.',
      configRefused: 'The project configuration could not be loaded.',
      configInvalid: "The server's answer is not a project configuration.",
      coming: 'This page is coming soon',
      comingDescription: 'Its content arrives with a later release.',
      reload: 'Reload',
    },
    ko_KR: {
      signInTitle: 'Нэвтэрнэ үү',
      signInDescription: 'Систем ашиглахын тулд систем нэвтэрнэ үү !!!',
      notFound: 'Page not found: {{path}}',
      notFoundTitle: 'Page Not Found',
      serverErrorTitle: 'Internal Server Error',
      notFoundDescription: 'The Page can’t be found',
      appErrorDescription: '죄송합니다. 오류가 발생했습니다',
      configUnreachable: '서버에 연결할 수 없습니다.',
      configRefused: '프로젝트 설정을 불러오지 못했습니다.',
      configInvalid: '서버 응답이 프로젝트 설정이 아닙니다.',
      coming: '이 페이지는 곧 제공됩니다',
      comingDescription: '내용은 이후 릴리스에서 추가됩니다.',
      reload: '다시 불러오기',
    },
  },
)
