// What each document kind is called in the builders, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { DocumentKind, LanguageCode } from '@tamga/schema'

const KIND_WORDS: { [TKind in DocumentKind]: Record<LanguageCode, string> } = {
  project: { mn_MN: 'Төсөл', en_US: 'Project', ko_KR: '프로젝트' },
  menu: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
  role: { mn_MN: 'Эрх', en_US: 'Role', ko_KR: '역할' },
  model: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
  form: { mn_MN: 'Маягт', en_US: 'Form', ko_KR: '양식' },
  grid: { mn_MN: 'Жагсаалт', en_US: 'Grid', ko_KR: '그리드' },
  chart: { mn_MN: 'График', en_US: 'Chart', ko_KR: '차트' },
  datasource: { mn_MN: 'Өгөгдлийн эх үүсвэр', en_US: 'Data source', ko_KR: '데이터 소스' },
  graphql: { mn_MN: 'GraphQL', en_US: 'GraphQL', ko_KR: 'GraphQL' },
  krud: { mn_MN: 'CRUD дэлгэц', en_US: 'CRUD screen', ko_KR: 'CRUD 화면' },
  mockup: { mn_MN: 'Загвар харагдац', en_US: 'Mock-up', ko_KR: '목업' },
  workflow: { mn_MN: 'Ажлын урсгал', en_US: 'Workflow', ko_KR: '워크플로' },
  'display-settings': { mn_MN: 'Харагдах тохиргоо', en_US: 'Display settings', ko_KR: '표시 설정' },
}

/** The name of a document kind in `language`. */
export const kindWord = namespace('builderKinds', KIND_WORDS)
