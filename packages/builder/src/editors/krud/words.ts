// The krud builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { KrudAction, KrudTemplate, LanguageCode } from '@tamga/schema'

const WORDS = {
  title: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' },
  form: { mn_MN: 'Маягт (form)', en_US: 'Form', ko_KR: '폼' },
  grid: { mn_MN: 'Хүснэгт (grid)', en_US: 'Grid', ko_KR: '그리드' },
  template: { mn_MN: 'Маягт нээгдэх хэлбэр', en_US: 'Form layout', ko_KR: '폼 배치' },
  actions: { mn_MN: 'Үйлдлүүд', en_US: 'Actions', ko_KR: '작업' },
  workflow: { mn_MN: 'Ажлын урсгал', en_US: 'Workflow', ko_KR: '워크플로' },
  noWorkflow: { mn_MN: 'Урсгалгүй', en_US: 'No workflow', ko_KR: '워크플로 없음' },
  public: { mn_MN: 'Нийтийн сайтад нээлттэй', en_US: 'Public website may read it', ko_KR: '공개 사이트에서 읽기 허용' },
  publicHelp: {
    mn_MN: 'Нэвтрээгүй хэрэглэгч бичлэгүүдийг уншиж болно (krud_public)',
    en_US: 'Records may be read without signing in (krud_public)',
    ko_KR: '로그인 없이 레코드를 읽을 수 있습니다 (krud_public)',
  },
  defaultActions: {
    mn_MN: 'Сонгоогүй бол: нэмэх, харах, засах, устгах',
    en_US: 'When none are listed: create, view, edit, delete',
    ko_KR: '지정하지 않으면: 생성, 보기, 편집, 삭제',
  },
} as const

/** A word of the krud builder in the language shown. */
export const krudWord = namespace('krudBuilder', WORDS)

const ACTIONS: Record<KrudAction, Record<LanguageCode, string>> = {
  create: { mn_MN: 'Нэмэх', en_US: 'Create', ko_KR: '생성' },
  view: { mn_MN: 'Харах', en_US: 'View', ko_KR: '보기' },
  edit: { mn_MN: 'Засах', en_US: 'Edit', ko_KR: '편집' },
  delete: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  copy: { mn_MN: 'Хуулах', en_US: 'Copy', ko_KR: '복사' },
  restore: { mn_MN: 'Сэргээх', en_US: 'Restore', ko_KR: '복원' },
  'excel-import': { mn_MN: 'Excel оруулах', en_US: 'Excel import', ko_KR: 'Excel 가져오기' },
  'excel-export': { mn_MN: 'Excel татах', en_US: 'Excel export', ko_KR: 'Excel 내보내기' },
  print: { mn_MN: 'Хэвлэх', en_US: 'Print', ko_KR: '인쇄' },
}

/** An action's name in the language shown. */
export const krudActionWord = namespace('krudBuilderActions', ACTIONS)

const TEMPLATES: Record<KrudTemplate, Record<LanguageCode, string>> = {
  canvas: { mn_MN: 'Хажуугийн самбар', en_US: 'Side panel', ko_KR: '측면 패널' },
  window: { mn_MN: 'Цонх (modal)', en_US: 'Modal window', ko_KR: '모달 창' },
}

/** A template's name in the language shown. */
export const krudTemplateWord = namespace('krudBuilderTemplates', TEMPLATES)
