// The krud builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { KrudAction, KrudTemplate, LanguageCode } from '@tamga/schema'

// The properties' labels and help come from the property catalogue (controls/propertyWords.ts);
// these are the builder's own sentences around them.
const WORDS = {
  noWorkflow: { mn_MN: 'Урсгалгүй', en_US: 'No workflow', ko_KR: '워크플로 없음' },
  publicHelp: {
    mn_MN: 'Нийтийн сайт нэвтрээгүй хүнд бичлэгүүдийг уншуулна',
    en_US: 'The public website may show the records to people who have not signed in',
    ko_KR: '공개 사이트가 로그인하지 않은 사람에게 레코드를 보여 줄 수 있습니다',
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
  window: { mn_MN: 'Тусдаа цонх', en_US: 'Window over the list', ko_KR: '목록 위의 창' },
}

/** A template's name in the language shown. */
export const krudTemplateWord = namespace('krudBuilderTemplates', TEMPLATES)
