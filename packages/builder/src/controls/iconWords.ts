// The words of every icon a builder offers (menu entries, fields, grid columns, chart elements),
// so an icon is picked by what it shows (Нүүр, Туг), never by its internal name (home, flag).
import type { LanguageCode } from '@tamga/schema'

type Words = Readonly<Record<LanguageCode, string>>

const word = (mn_MN: string, en_US: string, ko_KR: string): Words => ({ mn_MN, en_US, ko_KR })

/** Icon name → its words; a test fails when an icon of any set has none. */
export const ICON_WORDS: Readonly<Record<string, Words>> = {
  appstore: word('Програмууд', 'Apps', '앱'),
  'area-chart': word('Талбайн график', 'Area chart', '영역 차트'),
  audit: word('Хяналт', 'Audit', '감사'),
  bank: word('Банк', 'Bank', '은행'),
  'bar-chart': word('Баганан график', 'Bar chart', '막대 차트'),
  book: word('Ном', 'Book', '책'),
  calendar: word('Хуанли', 'Calendar', '달력'),
  'check-circle': word('Зөв тэмдэг', 'Check mark', '확인 표시'),
  'clock-circle': word('Цаг', 'Clock', '시계'),
  cluster: word('Бүлэг', 'Cluster', '클러스터'),
  crown: word('Титэм', 'Crown', '왕관'),
  dashboard: word('Хяналтын самбар', 'Dashboard', '대시보드'),
  database: word('Өгөгдлийн сан', 'Database', '데이터베이스'),
  dollar: word('Мөнгө', 'Money', '돈'),
  'dot-chart': word('Цэгэн график', 'Dot chart', '점 차트'),
  environment: word('Байршил', 'Location', '위치'),
  file: word('Файл', 'File', '파일'),
  'file-text': word('Баримт бичиг', 'Document', '문서'),
  fire: word('Гал', 'Fire', '불'),
  flag: word('Туг', 'Flag', '깃발'),
  fund: word('Сан', 'Fund', '기금'),
  'funnel-plot': word('Юүлүүр график', 'Funnel chart', '깔때기 차트'),
  gift: word('Бэлэг', 'Gift', '선물'),
  global: word('Дэлхий', 'Globe', '지구'),
  heart: word('Зүрх', 'Heart', '하트'),
  home: word('Нүүр', 'Home', '홈'),
  idcard: word('Үнэмлэх', 'ID card', '신분증'),
  'info-circle': word('Мэдээлэл', 'Information', '정보'),
  'line-chart': word('Шугаман график', 'Line chart', '선 차트'),
  link: word('Холбоос', 'Link', '링크'),
  lock: word('Цоож', 'Lock', '자물쇠'),
  mail: word('Шуудан', 'Mail', '메일'),
  message: word('Зурвас', 'Message', '메시지'),
  mobile: word('Гар утас', 'Mobile phone', '휴대폰'),
  notification: word('Мэдэгдэл', 'Notification', '알림'),
  number: word('Тоо', 'Number', '숫자'),
  phone: word('Утас', 'Phone', '전화'),
  picture: word('Зураг', 'Picture', '사진'),
  'pie-chart': word('Дугуй график', 'Pie chart', '원형 차트'),
  profile: word('Хувийн мэдээлэл', 'Profile', '프로필'),
  'radar-chart': word('Радар график', 'Radar chart', '레이더 차트'),
  read: word('Унших', 'Reading', '읽기'),
  rise: word('Өсөлт', 'Growth', '상승'),
  safety: word('Аюулгүй байдал', 'Safety', '안전'),
  search: word('Хайлт', 'Search', '검색'),
  setting: word('Тохиргоо', 'Settings', '설정'),
  shop: word('Дэлгүүр', 'Shop', '상점'),
  star: word('Од', 'Star', '별'),
  table: word('Хүснэгт', 'Table', '표'),
  tag: word('Шошго', 'Tag', '태그'),
  tags: word('Шошгонууд', 'Tags', '태그들'),
  team: word('Баг', 'Team', '팀'),
  user: word('Хэрэглэгч', 'User', '사용자'),
}

/** An icon's words in the language, or undefined for an icon this catalogue lacks. */
export function iconWord(name: string, language: LanguageCode): string | undefined {
  return ICON_WORDS[name]?.[language]
}
