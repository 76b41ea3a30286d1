import type { LanguageCode, LocalizedText } from '@tamga/schema'

/** The words of the start-up screens. The admin shell's full catalogues replace these later. */
export interface PortalMessages {
  /** Shown while the configuration loads. */
  loading: string
  /** Says plainly what this release of the portal does not have yet. */
  laterRelease: string
  /** Says what the page shows instead. */
  startPageScope: string
  /** Error description when the server cannot be reached. */
  unreachable: string
  /** Error description when the server refuses the configuration call. */
  refused: string
  /** Error description when the server's answer is not a configuration. */
  invalid: string
  /** The link from an error page back to the home page. */
  backHome: string
  /** The label of the build id in the footer. */
  build: string
}

/** The start-up screens' words in every interface language, Mongolian first (spec 1, 9). */
export const MESSAGES: Readonly<Record<LanguageCode, PortalMessages>> = {
  mn_MN: {
    loading: 'Ачаалж байна…',
    laterRelease: 'Удирдлагын хэсэг, нэвтрэх болон нийтийн хуудсууд дараагийн хувилбарт нэмэгдэнэ.',
    startPageScope: 'Одоогоор энэ хуудас зөвхөн төслийн нэрийг харуулна.',
    unreachable: 'Серверт холбогдож чадсангүй.',
    refused: 'Төслийн тохиргоог ачаалж чадсангүй.',
    invalid: 'Серверийн хариу буруу байна.',
    backHome: 'Нүүр хуудас руу буцах',
    build: 'Хувилбар',
  },
  en_US: {
    loading: 'Loading…',
    laterRelease: 'The admin area, sign-in and the public pages arrive with a later release.',
    startPageScope: "For now this page shows the project's name only.",
    unreachable: 'The server could not be reached.',
    refused: 'The project configuration could not be loaded.',
    invalid: "The server's answer is not a project configuration.",
    backHome: 'Back to the home page',
    build: 'Build',
  },
  ko_KR: {
    loading: '불러오는 중…',
    laterRelease: '관리자 화면, 로그인 및 공개 페이지는 이후 릴리스에서 제공됩니다.',
    startPageScope: '현재 이 페이지는 프로젝트 이름만 표시합니다.',
    unreachable: '서버에 연결할 수 없습니다.',
    refused: '프로젝트 설정을 불러오지 못했습니다.',
    invalid: '서버 응답이 프로젝트 설정이 아닙니다.',
    backHome: '홈으로 돌아가기',
    build: '빌드',
  },
}

/** The value of the `lang` attribute of `<html>` for an interface language. */
export function htmlLang(language: LanguageCode): string {
  return language.slice(0, 2)
}

/**
 * A text in the interface language: a plain string as it is; a per-language text in that
 * language when it has one, otherwise in Mongolian, which every localized text carries.
 *
 * @example localizedText({ mn_MN: 'Өв', en_US: 'Heritage' }, 'en_US') // 'Heritage'
 * @example localizedText({ mn_MN: 'Өв' }, 'ko_KR') // 'Өв'
 */
export function localizedText(text: LocalizedText, language: LanguageCode): string {
  if (typeof text === 'string') return text
  const translated = text[language]
  return translated !== undefined && translated.length > 0 ? translated : text.mn_MN
}
