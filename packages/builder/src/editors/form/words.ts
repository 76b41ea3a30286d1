// The form builder's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue, LanguageCode } from '@tamga/schema'

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

/** The label of each option, where the option's key says too little. */
const OPTION_LABELS = {
  name: { mn_MN: 'Нэр (багана)', en_US: 'Name (column)', ko_KR: '이름(열)' },
  widget: { mn_MN: 'Төрөл', en_US: 'Widget', ko_KR: '위젯' },
  label: { mn_MN: 'Шошго', en_US: 'Label', ko_KR: '레이블' },
  placeholder: { mn_MN: 'Жишээ текст', en_US: 'Placeholder', ko_KR: '자리 표시 텍스트' },
  help: { mn_MN: 'Тайлбар', en_US: 'Help', ko_KR: '도움말' },
  hidden: { mn_MN: 'Нуух', en_US: 'Hidden', ko_KR: '숨김' },
  disabled: { mn_MN: 'Зөвхөн унших', en_US: 'Read-only', ko_KR: '읽기 전용' },
  required: { mn_MN: 'Заавал бөглөх', en_US: 'Required', ko_KR: '필수' },
  requiredMessage: { mn_MN: 'Заавал бөглөх мессеж', en_US: 'Required message', ko_KR: '필수 입력 메시지' },
  rules: { mn_MN: 'Шалгах дүрэм', en_US: 'Validation rules', ko_KR: '검증 규칙' },
  translatable: { mn_MN: 'Орчуулагдах', en_US: 'Translatable', ko_KR: '번역 가능' },
  defaultValue: { mn_MN: 'Анхны утга', en_US: 'Default value', ko_KR: '기본값' },
  valueFromParameter: { mn_MN: 'Параметрээс утга', en_US: 'Value from parameter', ko_KR: '매개변수의 값' },
  fillWithCurrentUser: {
    mn_MN: 'Нэвтэрсэн хэрэглэгчээр бөглөх',
    en_US: 'Fill with current user',
    ko_KR: '현재 사용자로 채우기',
  },
  precision: { mn_MN: 'Бутархай орон', en_US: 'Decimal places', ko_KR: '소수 자릿수' },
  formula: { mn_MN: 'Томьёо', en_US: 'Formula', ko_KR: '수식' },
  consolidation: { mn_MN: 'Дэд маягтын нэгтгэл', en_US: 'Sub-form consolidation', ko_KR: '하위 양식 집계' },
  hiddenWhen: { mn_MN: 'Нуух нөхцөл', en_US: 'Hidden when', ko_KR: '숨김 조건' },
  disabledWhen: { mn_MN: 'Зөвхөн унших нөхцөл', en_US: 'Read-only when', ko_KR: '읽기 전용 조건' },
  span: { mn_MN: 'Өргөн (24-өөс)', en_US: 'Width (of 24)', ko_KR: '너비(24 중)' },
  options: { mn_MN: 'Сонголтууд', en_US: 'Options', ko_KR: '선택 항목' },
  subForm: { mn_MN: 'Дэд маягт', en_US: 'Sub-form', ko_KR: '하위 양식' },
  geographic: { mn_MN: 'Газрын зураг', en_US: 'Map', ko_KR: '지도' },
  file: { mn_MN: 'Файл', en_US: 'File', ko_KR: '파일' },
  password: { mn_MN: 'Нууц үг', en_US: 'Password', ko_KR: '비밀번호' },
  title: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' },
  model: { mn_MN: 'Модель (хүснэгт)', en_US: 'Model (table)', ko_KR: '모델(테이블)' },
  identity: { mn_MN: 'Түлхүүр талбар', en_US: 'Identity field', ko_KR: '식별 필드' },
  type: { mn_MN: 'Маягтын төрөл', en_US: 'Form type', ko_KR: '양식 유형' },
  sectionsAsTabs: { mn_MN: 'Хэсгүүдийг таб болгох', en_US: 'Sections as tabs', ko_KR: '섹션을 탭으로' },
  triggers: { mn_MN: 'Триггер', en_US: 'Triggers', ko_KR: '트리거' },
} as const satisfies Catalogue

const optionWord = namespace('formBuilderOptions', OPTION_LABELS)

/** The label of an option: its own words where there are some, else its key. */
export function optionLabel(key: string, language: LanguageCode): string {
  return Object.hasOwn(OPTION_LABELS, key) ? optionWord(key as keyof typeof OPTION_LABELS, language) : key
}
