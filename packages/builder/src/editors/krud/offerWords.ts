// The words of the krud builder's offers to make the grid or form a CRUD screen lacks.
import { namespace } from '@tamga/renderer/i18n'

const WORDS = {
  missingGrid: {
    mn_MN: 'Энэ дэлгэцэд бичлэгүүдийг жагсаах хүснэгт алга',
    en_US: 'This screen has no grid to list its records',
    ko_KR: '이 화면에는 레코드를 나열할 그리드가 없습니다',
  },
  missingForm: {
    mn_MN: 'Энэ дэлгэцэд бичлэг оруулах маягт алга',
    en_US: 'This screen has no form to enter its records',
    ko_KR: '이 화면에는 레코드를 입력할 폼이 없습니다',
  },
  gridHelp: {
    mn_MN: 'Моделийн баганууд гарчигтайгаа, холбоотой баганууд нэрээрээ харагдах хүснэгт үүсгэнэ.',
    en_US: "A grid is made with the model's columns under their titles, related columns by their names.",
    ko_KR: '모델의 열을 제목과 함께, 관련 열은 이름으로 보여 주는 그리드를 만듭니다.',
  },
  formHelp: {
    mn_MN: 'Моделийн багана бүрт төрөлд нь тохирох талбартай маягт үүсгэнэ.',
    en_US: 'A form is made with a field for each column of the model, of the kind its type calls for.',
    ko_KR: '모델의 각 열에 맞는 입력란이 있는 폼을 만듭니다.',
  },
  pickModel: { mn_MN: 'Ямар хүснэгтээс', en_US: 'From which table', ko_KR: '어느 테이블에서' },
  createGrid: {
    mn_MN: '"{{model}}" моделоос хүснэгт үүсгэх',
    en_US: 'Create a grid from the model "{{model}}"',
    ko_KR: '"{{model}}" 모델로 그리드 만들기',
  },
  createForm: {
    mn_MN: '"{{model}}" моделоос маягт үүсгэх',
    en_US: 'Create a form from the model "{{model}}"',
    ko_KR: '"{{model}}" 모델로 폼 만들기',
  },
  createFromModel: { mn_MN: 'Моделоос үүсгэх', en_US: 'Create from the model', ko_KR: '모델로 만들기' },
  created: {
    mn_MN: '"{{name}}" үүсгэж хадгаллаа; дэлгэц түүнийг заалаа. Дэлгэцээ хадгална уу.',
    en_US: '"{{name}}" was created and saved, and the screen now points at it. Save the screen.',
    ko_KR: '"{{name}}"을(를) 만들어 저장했고 화면이 이를 가리킵니다. 화면을 저장하세요.',
  },
  failed: {
    mn_MN: 'Үүсгэж чадсангүй: {{message}}',
    en_US: 'It could not be created: {{message}}',
    ko_KR: '만들지 못했습니다: {{message}}',
  },
} as const

/** A word of the krud builder's offers in the language shown. */
export const krudOfferWord = namespace('krudBuilderOffers', WORDS)
