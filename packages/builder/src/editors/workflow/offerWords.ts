// The words of the workflow designer's offer to add the status column its table lacks.
import { namespace } from '@tamga/renderer/i18n'

const WORDS = {
  missing: {
    mn_MN: '"{{model}}" хүснэгтэд ажлын урсгалын төлөвийг хадгалах "{{column}}" багана алга',
    en_US: 'The table "{{model}}" has no column "{{column}}" to keep the workflow\'s status in',
    ko_KR: '"{{model}}" 테이블에 워크플로 상태를 저장할 "{{column}}" 열이 없습니다',
  },
  missingHelp: {
    mn_MN: 'Үүнгүйгээр ажлын урсгал хадгалагдахгүй. Баганыг хүснэгтэд нэмэхийг санал болгож байна.',
    en_US: 'The workflow cannot be saved without it. It can be added to the table now.',
    ko_KR: '이 열이 없으면 워크플로를 저장할 수 없습니다. 지금 테이블에 추가할 수 있습니다.',
  },
  add: { mn_MN: 'Багана нэмэх', en_US: 'Add the column', ko_KR: '열 추가' },
  dialogTitle: {
    mn_MN: '"{{model}}" хүснэгтэд "{{column}}" багана нэмэх',
    en_US: 'Add the column "{{column}}" to the table "{{model}}"',
    ko_KR: '"{{model}}" 테이블에 "{{column}}" 열 추가',
  },
  dialogHelp: {
    mn_MN: 'Моделийг хадгалахад өгөгдлийн санд доорх өөрчлөлт хийгдэнэ. Одоо байгаа мөрүүдийн төлөв хоосон үлдэнэ.',
    en_US: 'Saving the model makes this change to the database. The rows already there keep an empty status.',
    ko_KR: '모델을 저장하면 데이터베이스에 아래 변경이 적용됩니다. 기존 행의 상태는 비어 있습니다.',
  },
  confirm: { mn_MN: 'Нэмээд моделийг хадгалах', en_US: 'Add and save the model', ko_KR: '추가하고 모델 저장' },
  cancel: { mn_MN: 'Болих', en_US: 'Cancel', ko_KR: '취소' },
  readFailed: {
    mn_MN: '"{{model}}" моделийг уншиж чадсангүй: {{message}}',
    en_US: 'The model "{{model}}" could not be read: {{message}}',
    ko_KR: '"{{model}}" 모델을 읽지 못했습니다: {{message}}',
  },
  saveFailed: {
    mn_MN: 'Моделийг хадгалж чадсангүй: {{message}}',
    en_US: 'The model could not be saved: {{message}}',
    ko_KR: '모델을 저장하지 못했습니다: {{message}}',
  },
  added: {
    mn_MN: '"{{column}}" багана "{{model}}" хүснэгтэд нэмэгдлээ. Одоо ажлын урсгалаа хадгалж болно.',
    en_US: 'The column "{{column}}" was added to the table "{{model}}". The workflow can be saved now.',
    ko_KR: '"{{column}}" 열이 "{{model}}" 테이블에 추가되었습니다. 이제 워크플로를 저장할 수 있습니다.',
  },
} as const

/** A word of the status column offer in the language shown. */
export const statusOfferWord = namespace('workflowStatusOffer', WORDS)
