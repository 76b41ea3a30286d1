// The frame's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  save: { mn_MN: 'Хадгалах', en_US: 'Save', ko_KR: '저장' },
  undo: { mn_MN: 'Буцаах', en_US: 'Undo', ko_KR: '실행 취소' },
  redo: { mn_MN: 'Дахин хийх', en_US: 'Redo', ko_KR: '다시 실행' },
  history: { mn_MN: 'Түүх', en_US: 'History', ko_KR: '기록' },
  exportJson: { mn_MN: 'JSON татах', en_US: 'Export JSON', ko_KR: 'JSON 내보내기' },
  importJson: { mn_MN: 'JSON оруулах', en_US: 'Import JSON', ko_KR: 'JSON 가져오기' },
  visual: { mn_MN: 'Засварлагч', en_US: 'Editor', ko_KR: '편집기' },
  json: { mn_MN: 'JSON', en_US: 'JSON', ko_KR: 'JSON' },
  unsaved: { mn_MN: 'Хадгалаагүй өөрчлөлттэй', en_US: 'Unsaved changes', ko_KR: '저장되지 않은 변경' },
  saved: { mn_MN: 'Хадгалсан', en_US: 'Saved', ko_KR: '저장됨' },
  savedAt: { mn_MN: 'Хадгаллаа', en_US: 'Saved', ko_KR: '저장했습니다' },
  newDocument: { mn_MN: 'Шинэ баримт', en_US: 'New document', ko_KR: '새 문서' },
  issues: { mn_MN: 'Засах зүйлс', en_US: 'To fix', ko_KR: '고칠 점' },
  revision: { mn_MN: 'Хувилбар', en_US: 'Revision', ko_KR: '버전' },
  restore: { mn_MN: 'Сэргээх', en_US: 'Restore', ko_KR: '복원' },
  compareWithCurrent: { mn_MN: 'Одоогийнхтой харьцуулах', en_US: 'Compared with now', ko_KR: '현재와 비교' },
  noHistory: {
    mn_MN: 'Түүх алга: файлд хадгалдаг төслийн түүх git-д байна',
    en_US: 'No history here: a project kept in files has its history in git',
    ko_KR: '기록 없음: 파일로 보관하는 프로젝트의 기록은 git에 있습니다',
  },
  unchangedLines: {
    mn_MN: 'өөрчлөгдөөгүй {{count}} мөр',
    en_US: '{{count}} unchanged lines',
    ko_KR: '변경 없는 {{count}}줄',
  },
  deleted: { mn_MN: 'устгасан', en_US: 'deleted', ko_KR: '삭제됨' },
  jsonInvalid: { mn_MN: 'JSON буруу байна', en_US: 'Not valid JSON', ko_KR: '올바른 JSON이 아닙니다' },
  importWrongKind: {
    mn_MN: 'Өөр төрлийн баримт байна',
    en_US: 'This is a document of another kind',
    ko_KR: '다른 종류의 문서입니다',
  },
  importRenamed: {
    mn_MN: 'Оруулсан баримтыг энэ баримтын нэрээр авлаа',
    en_US: 'The imported document takes this document’s name',
    ko_KR: '가져온 문서는 이 문서의 이름을 씁니다',
  },
  destructiveTitle: {
    mn_MN: 'Өгөгдөл устгаж болзошгүй өөрчлөлт',
    en_US: 'A change that can lose data',
    ko_KR: '데이터를 잃을 수 있는 변경',
  },
  destructiveReason: {
    mn_MN: 'Шалтгаанаа бичнэ үү (бүртгэлд хадгалагдана)',
    en_US: 'Say why (it is logged)',
    ko_KR: '이유를 적어 주세요(기록됩니다)',
  },
  confirm: { mn_MN: 'Баталгаажуулах', en_US: 'Confirm', ko_KR: '확인' },
  cancel: { mn_MN: 'Болих', en_US: 'Cancel', ko_KR: '취소' },
  reload: { mn_MN: 'Дахин ачаалах', en_US: 'Reload', ko_KR: '다시 불러오기' },
  leaveTitle: {
    mn_MN: 'Хадгалаагүй өөрчлөлт байна',
    en_US: 'There are unsaved changes',
    ko_KR: '저장되지 않은 변경이 있습니다',
  },
  leaveText: {
    mn_MN: 'Хадгалахгүйгээр гарах уу? Өөрчлөлт алга болно.',
    en_US: 'Leave without saving? The changes will be lost.',
    ko_KR: '저장하지 않고 나가시겠습니까? 변경 내용이 사라집니다.',
  },
  leave: { mn_MN: 'Гарах', en_US: 'Leave', ko_KR: '나가기' },
  stay: { mn_MN: 'Үлдэх', en_US: 'Stay', ko_KR: '머무르기' },
  noVisualEditor: {
    mn_MN: 'Энэ төрлийн баримтыг JSON хэлбэрээр засна',
    en_US: 'This kind of document is edited as JSON',
    ko_KR: '이 종류의 문서는 JSON으로 편집합니다',
  },
  editorFailed: {
    mn_MN: 'Засварлагч энэ баримтыг харуулж чадсангүй: JSON хэлбэрээр засна уу',
    en_US: 'The editor cannot show this document: edit it as JSON',
    ko_KR: '편집기가 이 문서를 보여줄 수 없습니다: JSON으로 편집하세요',
  },
  builders: { mn_MN: 'Бүтээгчид', en_US: 'Builders', ko_KR: '빌더' },
  buildersDescription: {
    mn_MN:
      'Хүснэгт, маягт, жагсаалт, CRUD дэлгэц, цэс, эрх, ажлын урсгалыг кодгүйгээр бүтээнэ. Хадгалмагц ажилтнууд шууд ашиглана.',
    en_US:
      'Build tables, forms, grids, CRUD screens, menus, roles and workflows without code. Staff use them as soon as they are saved.',
    ko_KR:
      '코드 없이 테이블, 양식, 그리드, CRUD 화면, 메뉴, 역할, 워크플로를 만듭니다. 저장하면 바로 사용할 수 있습니다.',
  },
  groupData: {
    mn_MN: 'Өгөгдөл бүртгэлийн орчин',
    en_US: 'Data recording environment',
    ko_KR: '데이터 기록 환경',
  },
  groupProcessor: { mn_MN: 'Өгөгдөл боловсруулагч', en_US: 'Data processor', ko_KR: '데이터 처리기' },
  groupProject: { mn_MN: 'Төслийн тохиргоо', en_US: 'Project settings', ko_KR: '프로젝트 설정' },
  documentsCount: { mn_MN: 'баримт', en_US: 'documents', ko_KR: '개 문서' },
  create: { mn_MN: 'Шинээр үүсгэх', en_US: 'Create', ko_KR: '만들기' },
  name: { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '이름' },
  title: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' },
  changedAt: { mn_MN: 'Өөрчилсөн', en_US: 'Changed', ko_KR: '변경' },
  changedBy: { mn_MN: 'Өөрчилсөн хүн', en_US: 'Changed by', ko_KR: '변경자' },
  open: { mn_MN: 'Нээх', en_US: 'Open', ko_KR: '열기' },
  remove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  removeConfirm: {
    mn_MN: 'Энэ баримтыг устгах уу? Түүхээс нь сэргээж болно.',
    en_US: 'Delete this document? Its history keeps it for a restore.',
    ko_KR: '이 문서를 삭제할까요? 기록에서 복원할 수 있습니다.',
  },
  nameRule: {
    mn_MN: 'Жижиг латин үсэг, тоо, "-" ба "_" (хүснэгтэд "-" болохгүй)',
    en_US: 'Lower-case latin letters, digits, "-" and "_" (a table takes no "-")',
    ko_KR: '소문자 라틴 문자, 숫자, "-", "_" (테이블은 "-" 불가)',
  },
  nameTaken: { mn_MN: 'Энэ нэр аль хэдийн байна', en_US: 'This name is taken', ko_KR: '이미 있는 이름입니다' },
  generateTitle: {
    mn_MN: 'Серверийн төсөл үүсгэх',
    en_US: 'Server project generation',
    ko_KR: '서버 프로젝트 생성',
  },
  generateText: {
    mn_MN: 'Төслийг Laravel эсвэл Go серверийн төсөл болгон үүсгэнэ: CLI, composer эсвэл файл татах.',
    en_US: 'Generates the project as a Laravel or Go server project: by the CLI, composer or a file download.',
    ko_KR: '프로젝트를 Laravel 또는 Go 서버 프로젝트로 생성합니다: CLI, composer 또는 파일 다운로드.',
  },
  generateDownload: { mn_MN: 'Zip татах', en_US: 'Download zip', ko_KR: 'zip 다운로드' },
  generateLaravel: {
    mn_MN: 'PHP (Laravel 11): migration, Eloquent модел, FormRequest шалгалт, controller, policy, composer багц.',
    en_US:
      'PHP (Laravel 11): migrations, Eloquent models, form-request validation, controllers, policies, a composer package.',
    ko_KR: 'PHP (Laravel 11): 마이그레이션, Eloquent 모델, 폼 요청 검증, 컨트롤러, 정책, composer 패키지.',
  },
  generateGo: {
    mn_MN: 'Go (chi, database/sql): SQL migration, төрөлтэй бүтэц, шалгалт, эрхийн шалгалт, handler.',
    en_US: 'Go (chi, database/sql): SQL migrations, typed structs, validation, role checks, handlers.',
    ko_KR: 'Go (chi, database/sql): SQL 마이그레이션, 타입 구조체, 검증, 역할 확인, 핸들러.',
  },
  generateCli: { mn_MN: 'Командын мөрөөр', en_US: 'From the command line', ko_KR: '명령줄에서' },
  generateCustom: {
    mn_MN: 'Дахин үүсгэхэд custom/ (Go) болон app/Custom/ (Laravel) хавтсанд бичсэн код хэвээр үлдэнэ.',
    en_US: 'Regenerating keeps the code written in custom/ (Go) and app/Custom/ (Laravel).',
    ko_KR: '다시 생성해도 custom/(Go)과 app/Custom/(Laravel)에 작성한 코드는 유지됩니다.',
  },
  generateFailed: { mn_MN: 'Үүсгэж чадсангүй', en_US: 'Generation failed', ko_KR: '생성하지 못했습니다' },
  mockupPreview: { mn_MN: 'Дэлгэцийн хэмжээгээр харах', en_US: 'Preview at screen sizes', ko_KR: '화면 크기로 보기' },
  devices: { mn_MN: 'Дэлгэцийн хэмжээ', en_US: 'Screen sizes', ko_KR: '화면 크기' },
} as const satisfies Catalogue

export type FrameWord = keyof typeof WORDS

/** The frame's word in `language`. */
export const frameWord = namespace('builder', WORDS)
