// The form builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  palette: { mn_MN: 'Талбарын төрлүүд', en_US: 'Widgets', ko_KR: '위젯' },
  paletteHint: {
    mn_MN: 'Дарж нэмэх эсвэл чирж байрлуулна',
    en_US: 'Click to add, or drag into place',
    ko_KR: '클릭하여 추가하거나 끌어다 놓기',
  },
  canvas: { mn_MN: 'Маягт', en_US: 'Form', ko_KR: '양식' },
  addRow: { mn_MN: 'Мөр нэмэх', en_US: 'Add row', ko_KR: '행 추가' },
  addSection: { mn_MN: 'Хэсэг нэмэх', en_US: 'Add section', ko_KR: '섹션 추가' },
  addStep: { mn_MN: 'Алхам нэмэх', en_US: 'Add step', ko_KR: '단계 추가' },
  addColumn: { mn_MN: 'Багана нэмэх', en_US: 'Add column', ko_KR: '열 추가' },
  row: { mn_MN: 'Мөр', en_US: 'Row', ko_KR: '행' },
  column: { mn_MN: 'Багана', en_US: 'Column', ko_KR: '열' },
  section: { mn_MN: 'Хэсэг', en_US: 'Section', ko_KR: '섹션' },
  step: { mn_MN: 'Алхам', en_US: 'Step', ko_KR: '단계' },
  dropHere: { mn_MN: 'Энд чирж оруулна уу', en_US: 'Drop fields here', ko_KR: '여기에 놓기' },
  unplaced: {
    mn_MN: 'Байрлалгүй талбарууд (маягтад харагдахгүй)',
    en_US: 'Fields not placed (the form does not show them)',
    ko_KR: '배치되지 않은 필드',
  },
  place: { mn_MN: 'Байрлуулах', en_US: 'Place', ko_KR: '배치' },
  moveUp: { mn_MN: 'Дээш', en_US: 'Up', ko_KR: '위로' },
  moveDown: { mn_MN: 'Доош', en_US: 'Down', ko_KR: '아래로' },
  remove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  properties: { mn_MN: 'Талбарын тохиргоо', en_US: 'Field settings', ko_KR: '필드 설정' },
  formSettings: { mn_MN: 'Маягтын тохиргоо', en_US: 'Form settings', ko_KR: '양식 설정' },
  containerSettings: { mn_MN: 'Байрлалын тохиргоо', en_US: 'Layout settings', ko_KR: '레이아웃 설정' },
  noSelection: {
    mn_MN: 'Талбар сонгоно уу',
    en_US: 'Select a field to edit it',
    ko_KR: '편집할 필드를 선택하세요',
  },
  backToForm: { mn_MN: 'Маягтын тохиргоо', en_US: 'Form settings', ko_KR: '양식 설정' },
  preview: { mn_MN: 'Урьдчилан харах', en_US: 'Preview', ko_KR: '미리보기' },
  previewNoSave: {
    mn_MN: 'Урьдчилан харахад хадгалахгүй',
    en_US: 'The preview never saves',
    ko_KR: '미리보기는 저장하지 않습니다',
  },
  previewBroken: {
    mn_MN: 'Маягтыг одоогоор харуулах боломжгүй байна. Алдааг засна уу.',
    en_US: 'The form cannot be shown as it is now. Fix the issues first.',
    ko_KR: '현재 양식을 표시할 수 없습니다. 문제를 먼저 수정하세요.',
  },
  previewGuessedModel: {
    mn_MN: 'Модель олдсонгүй: талбаруудаас таамагласан модельоор харуулж байна',
    en_US: 'No model document yet: the preview guesses the columns from the fields',
    ko_KR: '모델 문서가 없어 필드로 열을 추정합니다',
  },
  on: { mn_MN: 'Идэвхжүүлэх', en_US: 'Set', ko_KR: '설정' },
  off: { mn_MN: 'Арилгах', en_US: 'Clear', ko_KR: '지우기' },
  addItem: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  formulaOk: { mn_MN: 'Томьёо зөв', en_US: 'Formula is valid', ko_KR: '수식이 올바릅니다' },
  modelColumns: { mn_MN: 'Моделийн багана', en_US: 'Model columns', ko_KR: '모델 열' },
  triggers: { mn_MN: 'Триггер', en_US: 'Triggers', ko_KR: '트리거' },
  fields: { mn_MN: 'Талбарууд', en_US: 'Fields', ko_KR: '필드' },
} as const satisfies Catalogue

export type FormWord = keyof typeof WORDS

/** A word of the form builder in the language shown. */
export const word = namespace('formBuilder', WORDS)
