import { type Catalogue, type LanguageCode, wordsIn } from '@tamga/schema'

/**
 * Every word the site's components show themselves, in the catalogue shape of the portal, the
 * renderer and the builder, Mongolian first. Content (titles, texts, navigation labels) comes
 * translated in the payload; these are only the site's own words: buttons, labels, counts. The
 * site reads its light table out of it without i18next, so the browser bundle carries the three
 * languages and nothing more.
 */
export const SITE_CATALOGUE = {
  skipToContent: { mn_MN: 'Үндсэн агуулга руу шилжих', en_US: 'Skip to content', ko_KR: '본문으로 건너뛰기' },
  menu: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
  language: { mn_MN: 'Хэл', en_US: 'Language', ko_KR: '언어' },
  home: { mn_MN: 'Нүүр', en_US: 'Home', ko_KR: '홈' },
  account: { mn_MN: 'Хэрэглэгч', en_US: 'Account', ko_KR: '계정' },
  signIn: { mn_MN: 'Нэвтрэх', en_US: 'Sign in', ko_KR: '로그인' },
  register: { mn_MN: 'Бүртгүүлэх', en_US: 'Register', ko_KR: '회원가입' },
  adminArea: { mn_MN: 'Удирдлагын хэсэг', en_US: 'Admin area', ko_KR: '관리 화면' },
  back: { mn_MN: 'Буцах', en_US: 'Back', ko_KR: '돌아가기' },
  close: { mn_MN: 'Хаах', en_US: 'Close', ko_KR: '닫기' },
  more: { mn_MN: 'Дэлгэрэнгүй', en_US: 'Read more', ko_KR: '자세히 보기' },
  viewAll: { mn_MN: 'Бүгдийг үзэх', en_US: 'View all', ko_KR: '전체 보기' },
  categories: { mn_MN: 'Ангиллууд', en_US: 'Categories', ko_KR: '분류' },
  featured: { mn_MN: 'Онцлох', en_US: 'Featured', ko_KR: '추천' },
  latestNews: { mn_MN: 'Сүүлийн мэдээ', en_US: 'Latest news', ko_KR: '최신 소식' },
  search: { mn_MN: 'Хайх', en_US: 'Search', ko_KR: '검색' },
  searchPlaceholder: { mn_MN: 'Түлхүүр үгээр хайх…', en_US: 'Search by keyword…', ko_KR: '키워드로 검색…' },
  all: { mn_MN: 'Бүгд', en_US: 'All', ko_KR: '전체' },
  previous: { mn_MN: 'Өмнөх', en_US: 'Previous', ko_KR: '이전' },
  next: { mn_MN: 'Дараах', en_US: 'Next', ko_KR: '다음' },
  page: { mn_MN: 'Хуудас', en_US: 'Page', ko_KR: '페이지' },
  pagination: { mn_MN: 'Хуудаслалт', en_US: 'Pagination', ko_KR: '페이지 이동' },
  total: { mn_MN: 'Нийт', en_US: 'Total', ko_KR: '전체' },
  noResults: { mn_MN: 'Илэрц олдсонгүй', en_US: 'No results found', ko_KR: '검색 결과가 없습니다' },
  related: { mn_MN: 'Холбоотой', en_US: 'Related', ko_KR: '관련 항목' },
  facts: { mn_MN: 'Мэдээлэл', en_US: 'Details', ko_KR: '정보' },
  paid: { mn_MN: 'Төлбөртэй', en_US: 'Paid', ko_KR: '유료' },
  price: { mn_MN: 'Үнэ', en_US: 'Price', ko_KR: '가격' },
  paidNote: {
    mn_MN: 'Энэ цувралыг үзэх эрх авахын тулд доорх хүсэлтийг илгээнэ үү. Ажилтан тантай холбогдоно.',
    en_US: 'To watch this series, send the request below. Our staff will contact you.',
    ko_KR: '이 시리즈를 보려면 아래 요청을 보내 주세요. 담당자가 연락드립니다.',
  },
  openMedia: { mn_MN: 'Медиа файлыг нээх', en_US: 'Open the media file', ko_KR: '미디어 파일 열기' },
  lessons: { mn_MN: 'Хичээлүүд', en_US: 'Lessons', ko_KR: '강의 목록' },
  lesson: { mn_MN: 'Хичээл', en_US: 'Lesson', ko_KR: '강의' },
  minutes: { mn_MN: 'мин', en_US: 'min', ko_KR: '분' },
  video: { mn_MN: 'Видео', en_US: 'Video', ko_KR: '영상' },
  audio: { mn_MN: 'Аудио', en_US: 'Audio', ko_KR: '음성' },
  text: { mn_MN: 'Бичвэр', en_US: 'Text', ko_KR: '글' },
  name: { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '이름' },
  email: { mn_MN: 'Имэйл', en_US: 'E-mail', ko_KR: '이메일' },
  phone: { mn_MN: 'Утас', en_US: 'Phone', ko_KR: '전화' },
  message: { mn_MN: 'Зурвас', en_US: 'Message', ko_KR: '메시지' },
  amount: { mn_MN: 'Дүн (₮)', en_US: 'Amount (₮)', ko_KR: '금액 (₮)' },
  optional: { mn_MN: 'заавал биш', en_US: 'optional', ko_KR: '선택' },
  send: { mn_MN: 'Илгээх', en_US: 'Send', ko_KR: '보내기' },
  sending: { mn_MN: 'Илгээж байна…', en_US: 'Sending…', ko_KR: '보내는 중…' },
  sent: { mn_MN: 'Амжилттай илгээлээ', en_US: 'Sent successfully', ko_KR: '전송되었습니다' },
  sentNote: {
    mn_MN: 'Баярлалаа. Бид тантай удахгүй холбогдоно.',
    en_US: 'Thank you. We will get back to you soon.',
    ko_KR: '감사합니다. 곧 연락드리겠습니다.',
  },
  required: { mn_MN: 'Энэ талбарыг бөглөнө үү', en_US: 'Please fill in this field', ko_KR: '이 항목을 입력해 주세요' },
  invalidEmail: {
    mn_MN: 'Имэйл хаяг буруу байна',
    en_US: 'The e-mail address is not valid',
    ko_KR: '이메일 주소가 올바르지 않습니다',
  },
  invalidAmount: {
    mn_MN: 'Дүнг эерэг тоогоор оруулна уу',
    en_US: 'Enter the amount as a positive number',
    ko_KR: '금액을 양수로 입력해 주세요',
  },
  invalidField: { mn_MN: 'Утга буруу байна', en_US: 'This value is not valid', ko_KR: '값이 올바르지 않습니다' },
  sendFailed: {
    mn_MN: 'Илгээж чадсангүй. Дахин оролдоно уу.',
    en_US: 'Could not send. Please try again.',
    ko_KR: '보내지 못했습니다. 다시 시도해 주세요.',
  },
  formFeedback: { mn_MN: 'Санал хүсэлт илгээх', en_US: 'Send feedback', ko_KR: '의견 보내기' },
  formDonation: { mn_MN: 'Хандив өгөх хүсэлт', en_US: 'Donation request', ko_KR: '기부 신청' },
  formInvestment: { mn_MN: 'Хөрөнгө оруулах хүсэлт', en_US: 'Investment request', ko_KR: '투자 신청' },
  formAccess: { mn_MN: 'Үзэх эрх хүсэх', en_US: 'Request access', ko_KR: '이용 권한 요청' },
  notFoundTitle: { mn_MN: 'Хуудас олдсонгүй', en_US: 'Page not found', ko_KR: '페이지를 찾을 수 없습니다' },
  notFoundText: {
    mn_MN: 'Таны хайсан хуудас устсан, эсвэл хаяг буруу байж магадгүй.',
    en_US: 'The page you are looking for may have been removed, or the address may be wrong.',
    ko_KR: '찾으시는 페이지가 삭제되었거나 주소가 잘못되었을 수 있습니다.',
  },
  goHome: { mn_MN: 'Нүүр хуудас руу буцах', en_US: 'Back to the home page', ko_KR: '홈으로 돌아가기' },
} as const satisfies Catalogue

/** The keys of the site's words. */
export type SiteWordKey = keyof typeof SITE_CATALOGUE

/** One language's words. */
export type SiteWords = Readonly<Record<SiteWordKey, string>>

/** The site's words in each language. */
export const SITE_WORDS: Readonly<Record<LanguageCode, SiteWords>> = {
  mn_MN: wordsIn(SITE_CATALOGUE, 'mn_MN'),
  en_US: wordsIn(SITE_CATALOGUE, 'en_US'),
  ko_KR: wordsIn(SITE_CATALOGUE, 'ko_KR'),
}

/**
 * The words of a language (Mongolian for a language the catalogue does not know), with the
 * project's own wording of any of them (`chrome.words`, from its static words) in their place.
 */
export function siteWords(language: LanguageCode, overrides: Readonly<Record<string, string>> = {}): SiteWords {
  const base = SITE_WORDS[language] ?? SITE_WORDS.mn_MN
  const own = Object.entries(overrides).filter(([key, text]) => Object.hasOwn(base, key) && text.trim() !== '')
  return own.length === 0 ? base : { ...base, ...Object.fromEntries(own) }
}
