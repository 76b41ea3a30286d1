// The words of every property a builder shows, in one place: for each key of the document
// schemas (@tamga/schema) a label, a one-line help and the group a person looks for it in, and
// the words of every choice a property offers (an enum value, a widget, a step type). The
// builders' panels label their rows from here, so no internal name reaches the screen; the
// test beside this file walks the schemas, so a new option cannot appear without its words.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue, LanguageCode } from '@tamga/schema'

/** The groups a property panel is divided into, in the order they are shown. */
export const PROPERTY_GROUPS = ['basic', 'data', 'appearance', 'validation', 'behaviour', 'access', 'advanced'] as const

/** One of {@link PROPERTY_GROUPS}. */
export type PropertyGroup = (typeof PROPERTY_GROUPS)[number]

/** A text in every interface language. */
type Words = { readonly [language in LanguageCode]: string }

/** What a property is called, what it does in one line, and where it belongs. */
export interface PropertyWords {
  readonly group: PropertyGroup
  readonly label: Words
  readonly help: Words
}

const GROUPS = {
  basic: { mn_MN: 'Үндсэн', en_US: 'Basics', ko_KR: '기본' },
  data: { mn_MN: 'Өгөгдөл', en_US: 'Data', ko_KR: '데이터' },
  appearance: { mn_MN: 'Харагдах байдал', en_US: 'Appearance', ko_KR: '표시' },
  validation: { mn_MN: 'Шалгалт', en_US: 'Validation', ko_KR: '검사' },
  behaviour: { mn_MN: 'Үйлдэл', en_US: 'Behaviour', ko_KR: '동작' },
  access: { mn_MN: 'Эрх', en_US: 'Access', ko_KR: '권한' },
  advanced: { mn_MN: 'Нарийн тохиргоо', en_US: 'Advanced', ko_KR: '고급' },
  // Said of a property no entry below names: never of a schema's, which the test covers.
  otherSetting: { mn_MN: 'Бусад тохиргоо', en_US: 'Other setting', ko_KR: '기타 설정' },
} as const satisfies Catalogue

const PROPERTIES = {
  accept: {
    group: 'validation',
    label: { mn_MN: 'Зөвшөөрөх файл', en_US: 'Accepted files', ko_KR: '허용 파일' },
    help: {
      mn_MN: 'Хүлээн авах файлын төрөл, жишээ нь зураг эсвэл PDF; хоосон бол бүгд',
      en_US: 'File types accepted, e.g. images or PDF; empty accepts any',
      ko_KR: '허용할 파일 형식(예: 이미지, PDF), 비우면 모두 허용',
    },
  },
  access: {
    group: 'access',
    label: { mn_MN: 'Хандах эрх', en_US: 'Access', ko_KR: '접근 권한' },
    help: {
      mn_MN: 'Энэ GraphQL төрлийг хэн уншиж, өөрчилж болохыг заана',
      en_US: 'Who may read and change this GraphQL type',
      ko_KR: '이 GraphQL 유형을 읽고 바꿀 수 있는 사람',
    },
  },
  action: {
    group: 'basic',
    label: { mn_MN: 'Үйлдлийн нэр', en_US: 'Action name', ko_KR: '작업 이름' },
    help: {
      mn_MN: 'Энэ гарцыг сонгох товчин дээр бичигдэх үг',
      en_US: 'The words on the button that takes this way out',
      ko_KR: '이 출구를 선택하는 버튼의 글자',
    },
  },
  actions: {
    group: 'behaviour',
    label: { mn_MN: 'Үйлдлүүд', en_US: 'Actions', ko_KR: '작업' },
    help: {
      mn_MN: 'Хэрэглэгчийн хийж болох үйлдлүүд (нэмэх, засах, устгах…)',
      en_US: 'What people may do here (add, edit, delete…)',
      ko_KR: '사용자가 할 수 있는 작업(추가, 편집, 삭제…)',
    },
  },
  add: {
    group: 'access',
    label: { mn_MN: 'Нэмэх эрх', en_US: 'May add', ko_KR: '추가 권한' },
    help: {
      mn_MN: 'Шинэ мөр нэмэхийг зөвшөөрөх эсэх',
      en_US: 'Whether new rows may be added',
      ko_KR: '새 행 추가 허용 여부',
    },
  },
  afterDelete: {
    group: 'advanced',
    label: { mn_MN: 'Устгасны дараа', en_US: 'After delete', ko_KR: '삭제 후' },
    help: {
      mn_MN: 'Мөр устгасны дараа сервер дээр ажиллах аргын нэр',
      en_US: 'Server method run after a row is deleted',
      ko_KR: '행 삭제 후 서버에서 실행할 메서드',
    },
  },
  afterFetch: {
    group: 'advanced',
    label: { mn_MN: 'Уншсаны дараа', en_US: 'After fetch', ko_KR: '조회 후' },
    help: {
      mn_MN: 'Мөрүүдийг уншсаны дараа ажиллах аргын нэр',
      en_US: 'Server method run after rows are read',
      ko_KR: '행을 읽은 후 실행할 메서드',
    },
  },
  afterInsert: {
    group: 'advanced',
    label: { mn_MN: 'Нэмсний дараа', en_US: 'After insert', ko_KR: '추가 후' },
    help: {
      mn_MN: 'Шинэ мөр хадгалсны дараа ажиллах аргын нэр',
      en_US: 'Server method run after a new row is saved',
      ko_KR: '새 행 저장 후 실행할 메서드',
    },
  },
  afterUpdate: {
    group: 'advanced',
    label: { mn_MN: 'Зассаны дараа', en_US: 'After update', ko_KR: '수정 후' },
    help: {
      mn_MN: 'Мөр зассаны дараа ажиллах аргын нэр',
      en_US: 'Server method run after a row is changed',
      ko_KR: '행 수정 후 실행할 메서드',
    },
  },
  aggregate: {
    group: 'data',
    label: { mn_MN: 'Нэгтгэх арга', en_US: 'Aggregate', ko_KR: '집계 방식' },
    help: {
      mn_MN: 'Олон утгыг нэг болгох арга: нийлбэр, дундаж, тоо…',
      en_US: 'How many values become one: sum, average, count…',
      ko_KR: '여러 값을 하나로 만드는 방식: 합계, 평균, 개수…',
    },
  },
  aggregation: {
    group: 'data',
    label: { mn_MN: 'Нэгтгэл', en_US: 'Aggregation', ko_KR: '집계' },
    help: {
      mn_MN: 'Утгыг хэрхэн нэгтгэж тоолох',
      en_US: 'How the values are totalled',
      ko_KR: '값을 합산하는 방식',
    },
  },
  alias: {
    group: 'data',
    label: { mn_MN: 'Товч нэр', en_US: 'Alias', ko_KR: '별칭' },
    help: {
      mn_MN: 'Бусад хэсэг (холболт, эрэмбэ) үүнийг дуудах богино нэр',
      en_US: 'A short name the other parts (joins, sorting) call this by',
      ko_KR: '다른 부분(조인, 정렬)에서 이것을 부르는 짧은 이름',
    },
  },
  approve: {
    group: 'access',
    label: { mn_MN: 'Батлах эрх', en_US: 'May approve', ko_KR: '승인 권한' },
    help: {
      mn_MN: 'Бичлэгийг батлахыг зөвшөөрөх эсэх',
      en_US: 'Whether records may be approved',
      ko_KR: '레코드 승인 허용 여부',
    },
  },
  as: {
    group: 'data',
    label: { mn_MN: 'Гаралтын нэр', en_US: 'Output name', ko_KR: '출력 이름' },
    help: {
      mn_MN: 'Үр дүнд энэ баганад өгөх нэр',
      en_US: 'The name this column gets in the result',
      ko_KR: '결과에서 이 열의 이름',
    },
  },
  background: {
    group: 'appearance',
    label: { mn_MN: 'Дэвсгэр өнгө', en_US: 'Background', ko_KR: '배경색' },
    help: {
      mn_MN: 'Графикийн дэвсгэрийн өнгө',
      en_US: "The chart's background colour",
      ko_KR: '차트의 배경색',
    },
  },
  base: {
    group: 'data',
    label: { mn_MN: 'Үндсэн хүснэгт', en_US: 'Base table', ko_KR: '기본 테이블' },
    help: {
      mn_MN: 'Мөрүүдийг уншиж эхлэх хүснэгт',
      en_US: 'The table the rows are read from first',
      ko_KR: '행을 처음 읽는 테이블',
    },
  },
  baseMap: {
    group: 'appearance',
    label: { mn_MN: 'Суурь зураг', en_US: 'Base map', ko_KR: '기본 지도' },
    help: {
      mn_MN: 'Газрын зургийн доод давхарга: хиймэл дагуул, гудамж…',
      en_US: 'The map layer underneath: satellite, streets…',
      ko_KR: '아래에 깔리는 지도: 위성, 거리…',
    },
  },
  beforeDelete: {
    group: 'advanced',
    label: { mn_MN: 'Устгахаас өмнө', en_US: 'Before delete', ko_KR: '삭제 전' },
    help: {
      mn_MN: 'Мөр устгахаас өмнө ажиллах аргын нэр',
      en_US: 'Server method run before a row is deleted',
      ko_KR: '행 삭제 전 실행할 메서드',
    },
  },
  beforeFetch: {
    group: 'advanced',
    label: { mn_MN: 'Уншихаас өмнө', en_US: 'Before fetch', ko_KR: '조회 전' },
    help: {
      mn_MN: 'Мөрүүдийг уншихаас өмнө ажиллах аргын нэр',
      en_US: 'Server method run before rows are read',
      ko_KR: '행을 읽기 전 실행할 메서드',
    },
  },
  beforeInsert: {
    group: 'advanced',
    label: { mn_MN: 'Нэмэхээс өмнө', en_US: 'Before insert', ko_KR: '추가 전' },
    help: {
      mn_MN: 'Шинэ мөр хадгалахаас өмнө ажиллах аргын нэр',
      en_US: 'Server method run before a new row is saved',
      ko_KR: '새 행 저장 전 실행할 메서드',
    },
  },
  beforePrint: {
    group: 'advanced',
    label: { mn_MN: 'Хэвлэхээс өмнө', en_US: 'Before print', ko_KR: '인쇄 전' },
    help: {
      mn_MN: 'Хэвлэхээс өмнө ажиллах аргын нэр',
      en_US: 'Server method run before printing',
      ko_KR: '인쇄 전 실행할 메서드',
    },
  },
  beforeUpdate: {
    group: 'advanced',
    label: { mn_MN: 'Засахаас өмнө', en_US: 'Before update', ko_KR: '수정 전' },
    help: {
      mn_MN: 'Мөр засахаас өмнө ажиллах аргын нэр',
      en_US: 'Server method run before a row is changed',
      ko_KR: '행 수정 전 실행할 메서드',
    },
  },
  by: {
    group: 'data',
    label: { mn_MN: 'Баганаар', en_US: 'By column', ko_KR: '기준 열' },
    help: {
      mn_MN: 'Аль баганаар ангилах, эрэмбэлэх',
      en_US: 'The column to group or order by',
      ko_KR: '그룹화하거나 정렬할 열',
    },
  },
  c: {
    group: 'access',
    label: { mn_MN: 'Нэмэх', en_US: 'Create', ko_KR: '생성' },
    help: {
      mn_MN: 'Шинэ мөр нэмж болно',
      en_US: 'May add new rows',
      ko_KR: '새 행을 추가할 수 있음',
    },
  },
  center: {
    group: 'appearance',
    label: { mn_MN: 'Төв цэг', en_US: 'Centre', ko_KR: '중심점' },
    help: {
      mn_MN: 'Газрын зураг нээгдэхэд харагдах төв',
      en_US: 'Where the map is centred when it opens',
      ko_KR: '지도를 열 때의 중심',
    },
  },
  chart: {
    group: 'access',
    label: { mn_MN: 'График', en_US: 'Chart', ko_KR: '차트' },
    help: {
      mn_MN: 'Энэ эрхэд хамаарах график',
      en_US: 'The chart this right is about',
      ko_KR: '이 권한이 적용되는 차트',
    },
  },
  checkOverlap: {
    group: 'validation',
    label: { mn_MN: 'Давхцал шалгах', en_US: 'Check overlap', ko_KR: '겹침 확인' },
    help: {
      mn_MN: 'Хадгалсан дүрстэй давхцвал татгалзах',
      en_US: 'Refuse a shape that overlaps one already stored',
      ko_KR: '저장된 도형과 겹치면 거부',
    },
  },
  children: {
    group: 'appearance',
    label: { mn_MN: 'Доторх зүйлс', en_US: 'Contents', ko_KR: '하위 항목' },
    help: {
      mn_MN: 'Энэ хэсгийн доторх мөр, талбар, дэд цэс',
      en_US: 'The rows, fields or sub-entries inside',
      ko_KR: '안에 있는 행, 필드, 하위 항목',
    },
  },
  color: {
    group: 'appearance',
    label: { mn_MN: 'Өнгө', en_US: 'Colour', ko_KR: '색상' },
    help: {
      mn_MN: 'Харуулах өнгө',
      en_US: 'The colour shown',
      ko_KR: '표시할 색상',
    },
  },
  colorRule: {
    group: 'appearance',
    label: { mn_MN: 'Өнгөний дүрэм', en_US: 'Colour rule', ko_KR: '색상 규칙' },
    help: {
      mn_MN: 'Утгаас хамаарч нүдийг будах дүрэм',
      en_US: 'Colours the cell by its value',
      ko_KR: '값에 따라 셀에 색을 입히는 규칙',
    },
  },
  column: {
    group: 'data',
    label: { mn_MN: 'Багана', en_US: 'Column', ko_KR: '열' },
    help: {
      mn_MN: 'Хүснэгтийн багана',
      en_US: 'A column of the table',
      ko_KR: '테이블의 열',
    },
  },
  columnFilter: {
    group: 'behaviour',
    label: { mn_MN: 'Баганын шүүлтүүр', en_US: 'Column filters', ko_KR: '열 필터' },
    help: {
      mn_MN: 'Багана бүрийн толгойд шүүлтүүр харуулах',
      en_US: "Show a filter in each column's header",
      ko_KR: '각 열 머리글에 필터 표시',
    },
  },
  columns: {
    group: 'data',
    label: { mn_MN: 'Баганууд', en_US: 'Columns', ko_KR: '열' },
    help: {
      mn_MN: 'Харуулах эсвэл хадгалах баганууд',
      en_US: 'The columns shown or stored',
      ko_KR: '표시하거나 저장하는 열',
    },
  },
  comment: {
    group: 'basic',
    label: { mn_MN: 'Тэмдэглэл', en_US: 'Comment', ko_KR: '주석' },
    help: {
      mn_MN: 'Өгөгдлийн санд хадгалах тайлбар',
      en_US: 'A note kept in the database',
      ko_KR: '데이터베이스에 남기는 설명',
    },
  },
  confirm: {
    group: 'validation',
    label: { mn_MN: 'Давтан оруулах', en_US: 'Confirm', ko_KR: '확인 입력' },
    help: {
      mn_MN: 'Нууц үгийг хоёр удаа оруулж тулгах',
      en_US: 'Ask for the password twice and compare',
      ko_KR: '비밀번호를 두 번 입력받아 비교',
    },
  },
  connectionField: {
    group: 'data',
    label: { mn_MN: 'Холбох багана', en_US: 'Link column', ko_KR: '연결 열' },
    help: {
      mn_MN: 'Дэд хүснэгтэд эх мөрийн түлхүүрийг хадгалах багана',
      en_US: "The child table's column holding the parent row's key",
      ko_KR: '상위 행의 키를 담는 하위 테이블의 열',
    },
  },
  consolidation: {
    group: 'data',
    label: { mn_MN: 'Нэгтгэл', en_US: 'Totals', ko_KR: '집계' },
    help: {
      mn_MN: 'Дэд маягтын мөрүүдээс тооцох нийлбэр',
      en_US: "A total worked out from the sub-form's rows",
      ko_KR: '하위 양식 행에서 계산하는 합계',
    },
  },
  currentUserColumn: {
    group: 'access',
    label: { mn_MN: 'Хэрэглэгчийн багана', en_US: 'User column', ko_KR: '사용자 열' },
    help: {
      mn_MN: 'Зөвхөн нэвтэрсэн хэрэглэгчийн мөрийг харуулах багана',
      en_US: 'Only rows whose column holds the signed-in user',
      ko_KR: '로그인한 사용자의 행만 보여 주는 열',
    },
  },
  customUrl: {
    group: 'advanced',
    label: { mn_MN: 'Тусгай хаяг', en_US: 'Custom address', ko_KR: '사용자 주소' },
    help: {
      mn_MN: 'Өгөгдлийг өөр хаягаас авах бол тэр хаяг',
      en_US: 'Another address to read the data from',
      ko_KR: '데이터를 읽을 다른 주소',
    },
  },
  d: {
    group: 'access',
    label: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
    help: {
      mn_MN: 'Мөр устгаж болно',
      en_US: 'May delete rows',
      ko_KR: '행을 삭제할 수 있음',
    },
  },
  dashboard: {
    group: 'appearance',
    label: { mn_MN: 'Хяналтын самбар', en_US: 'Dashboard', ko_KR: '대시보드' },
    help: {
      mn_MN: 'Энэ эрхийн нүүр хуудсанд харагдах графикууд',
      en_US: "The charts on this role's home page",
      ko_KR: '이 역할의 홈 화면에 표시할 차트',
    },
  },
  datasource: {
    group: 'data',
    label: { mn_MN: 'Өгөгдлийн эх сурвалж', en_US: 'Data source', ko_KR: '데이터 원본' },
    help: {
      mn_MN: 'Ашиглах өгөгдлийн эх сурвалж',
      en_US: 'The data source used',
      ko_KR: '사용할 데이터 원본',
    },
  },
  dataSource: {
    group: 'data',
    label: { mn_MN: 'Өгөгдлийн эх сурвалж', en_US: 'Data source', ko_KR: '데이터 원본' },
    help: {
      mn_MN: 'Мөрүүдийг уншина эх сурвалж',
      en_US: 'The data source the rows come from',
      ko_KR: '행을 읽어 오는 데이터 원본',
    },
  },
  decisionRule: {
    group: 'behaviour',
    label: { mn_MN: 'Шийдвэрийн дүрэм', en_US: 'Decision rule', ko_KR: '결정 규칙' },
    help: {
      mn_MN: 'Санал хураалт хэзээ батлагдсанд тооцогдох',
      en_US: 'When a vote counts as passed',
      ko_KR: '투표가 통과로 간주되는 조건',
    },
  },
  default: {
    group: 'data',
    label: { mn_MN: 'Анхны утга', en_US: 'Default', ko_KR: '기본값' },
    help: {
      mn_MN: 'Утга өгөөгүй үед хэрэглэх утга',
      en_US: 'The value used when none is given',
      ko_KR: '값이 없을 때 쓰는 값',
    },
  },
  default_menu: {
    group: 'appearance',
    label: { mn_MN: 'Нүүр цэс', en_US: 'Home entry', ko_KR: '시작 메뉴' },
    help: {
      mn_MN: 'Нэвтрэхэд эхэлж нээгдэх цэс',
      en_US: 'The menu entry opened after signing in',
      ko_KR: '로그인 후 처음 여는 메뉴',
    },
  },
  defaultValue: {
    group: 'data',
    label: { mn_MN: 'Анхны утга', en_US: 'Default value', ko_KR: '기본값' },
    help: {
      mn_MN: 'Шинэ бичлэгт урьдчилан бөглөгдөх утга',
      en_US: 'The value a new record starts with',
      ko_KR: '새 레코드에 미리 채워지는 값',
    },
  },
  delayMs: {
    group: 'behaviour',
    label: { mn_MN: 'Хүлээх хугацаа (мс)', en_US: 'Delay (ms)', ko_KR: '지연 (ms)' },
    help: {
      mn_MN: 'Маягт нээгдсэний дараа дуудахаас өмнө хүлээх миллисекунд',
      en_US: 'Milliseconds to wait after the form opens',
      ko_KR: '양식이 열린 뒤 호출 전에 기다릴 밀리초',
    },
  },
  delete: {
    group: 'access',
    label: { mn_MN: 'Устгах эрх', en_US: 'May delete', ko_KR: '삭제 권한' },
    help: {
      mn_MN: 'Мөр устгахыг зөвшөөрөх эсэх',
      en_US: 'Whether rows may be deleted',
      ko_KR: '행 삭제 허용 여부',
    },
  },
  dependsOn: {
    group: 'data',
    label: { mn_MN: 'Хамааралтай талбар', en_US: 'Depends on', ko_KR: '연동 필드' },
    help: {
      mn_MN: 'Өөр талбарын утгаар сонголтыг шүүх (аймаг сонгосны дараа сум)',
      en_US: 'Narrows the choices by another field (a district after its province)',
      ko_KR: '다른 필드 값으로 선택지를 좁힘(도 다음 군)',
    },
  },
  description: {
    group: 'basic',
    label: { mn_MN: 'Тайлбар', en_US: 'Description', ko_KR: '설명' },
    help: {
      mn_MN: 'Юунд зориулсныг товч бичих',
      en_US: 'A short note on what this is for',
      ko_KR: '무엇을 위한 것인지 짧은 설명',
    },
  },
  device: {
    group: 'appearance',
    label: { mn_MN: 'Төхөөрөмж', en_US: 'Device', ko_KR: '기기' },
    help: {
      mn_MN: 'Загварыг ямар дэлгэц дээр харуулах',
      en_US: 'The screen the mockup is shown on',
      ko_KR: '목업을 보여 줄 화면',
    },
  },
  dialogTitle: {
    group: 'appearance',
    label: { mn_MN: 'Цонхны гарчиг', en_US: 'Dialog title', ko_KR: '대화 상자 제목' },
    help: {
      mn_MN: 'Сонголт хийх цонхны дээд талын гарчиг',
      en_US: 'The title of the window the choices open in',
      ko_KR: '선택 창의 제목',
    },
  },
  direction: {
    group: 'data',
    label: { mn_MN: 'Чиглэл', en_US: 'Direction', ko_KR: '방향' },
    help: {
      mn_MN: 'Өсөх эсвэл буурах дарааллаар',
      en_US: 'Ascending or descending',
      ko_KR: '오름차순 또는 내림차순',
    },
  },
  disableCreate: {
    group: 'access',
    label: { mn_MN: 'Нэмэхийг хаах', en_US: 'No adding', ko_KR: '추가 금지' },
    help: {
      mn_MN: 'Дэд маягтад шинэ мөр нэмэхийг хориглох',
      en_US: 'Rows may not be added to the sub-form',
      ko_KR: '하위 양식에 행 추가 금지',
    },
  },
  disabled: {
    group: 'behaviour',
    label: { mn_MN: 'Зөвхөн унших', en_US: 'Read-only', ko_KR: '읽기 전용' },
    help: {
      mn_MN: 'Харагдана, гэхдээ засах боломжгүй',
      en_US: 'Shown but cannot be changed',
      ko_KR: '보이지만 바꿀 수 없음',
    },
  },
  disableDelete: {
    group: 'access',
    label: { mn_MN: 'Устгахыг хаах', en_US: 'No deleting', ko_KR: '삭제 금지' },
    help: {
      mn_MN: 'Дэд маягтын мөрийг устгахыг хориглох',
      en_US: 'Rows of the sub-form may not be deleted',
      ko_KR: '하위 양식 행 삭제 금지',
    },
  },
  disabledWhen: {
    group: 'behaviour',
    label: { mn_MN: 'Зөвхөн унших нөхцөл', en_US: 'Read-only when', ko_KR: '읽기 전용 조건' },
    help: {
      mn_MN: 'Энэ нөхцөл биелэх үед засах боломжгүй',
      en_US: 'Cannot be changed while this condition holds',
      ko_KR: '이 조건일 때 바꿀 수 없음',
    },
  },
  disableEdit: {
    group: 'access',
    label: { mn_MN: 'Засахыг хаах', en_US: 'No editing', ko_KR: '편집 금지' },
    help: {
      mn_MN: 'Дэд маягтын мөрийг засахыг хориглох',
      en_US: 'Rows of the sub-form may not be changed',
      ko_KR: '하위 양식 행 편집 금지',
    },
  },
  display: {
    group: 'appearance',
    label: { mn_MN: 'Харуулах хэлбэр', en_US: 'Display', ko_KR: '표시 방식' },
    help: {
      mn_MN: 'Мөрүүдийг хүснэгт эсвэл маягт хэлбэрээр харуулах',
      en_US: 'Rows shown as a table or as forms',
      ko_KR: '행을 표 또는 양식으로 표시',
    },
  },
  display_name: {
    group: 'basic',
    label: { mn_MN: 'Харагдах нэр', en_US: 'Display name', ko_KR: '표시 이름' },
    help: {
      mn_MN: 'Хэрэглэгчдэд харагдах эрхийн нэр',
      en_US: "The role's name as people see it",
      ko_KR: '사람들에게 보이는 역할 이름',
    },
  },
  easyEdit: {
    group: 'behaviour',
    label: { mn_MN: 'Хялбар засвар', en_US: 'Easy edit', ko_KR: '간편 편집' },
    help: {
      mn_MN: 'Мөрийг хүснэгт дотор шууд засах',
      en_US: 'Edit rows right in the table',
      ko_KR: '표 안에서 바로 행 편집',
    },
  },
  echarts: {
    group: 'advanced',
    label: { mn_MN: 'Нэмэлт тохиргоо', en_US: 'Extra settings', ko_KR: '추가 설정' },
    help: {
      mn_MN: 'Графикийн нарийн тохиргоо (мэргэжилтэнд)',
      en_US: 'Fine chart settings, for experts',
      ko_KR: '전문가용 세부 차트 설정',
    },
  },
  edges: {
    group: 'behaviour',
    label: { mn_MN: 'Холбоосууд', en_US: 'Connections', ko_KR: '연결' },
    help: {
      mn_MN: 'Алхмуудын хоорондох шилжилт',
      en_US: 'The ways from one step to the next',
      ko_KR: '단계 사이의 이동',
    },
  },
  edit: {
    group: 'access',
    label: { mn_MN: 'Засах эрх', en_US: 'May edit', ko_KR: '편집 권한' },
    help: {
      mn_MN: 'Мөр засахыг зөвшөөрөх эсэх',
      en_US: 'Whether rows may be changed',
      ko_KR: '행 편집 허용 여부',
    },
  },
  editable: {
    group: 'behaviour',
    label: { mn_MN: 'Шууд засах', en_US: 'Editable in place', ko_KR: '셀 편집' },
    help: {
      mn_MN: 'Хүснэгтийн нүдэнд шууд засах',
      en_US: 'Change the value right in the cell',
      ko_KR: '셀에서 바로 값 변경',
    },
  },
  editor: {
    group: 'appearance',
    label: { mn_MN: 'Засварлагч', en_US: 'Editor', ko_KR: '편집기' },
    help: {
      mn_MN: 'Баялаг текст засварлагчийн хэлбэр',
      en_US: 'The kind of rich-text editor',
      ko_KR: '서식 있는 텍스트 편집기 종류',
    },
  },
  elements: {
    group: 'appearance',
    label: { mn_MN: 'Элементүүд', en_US: 'Elements', ko_KR: '요소' },
    help: {
      mn_MN: 'Графикт зурах элементүүд',
      en_US: 'The parts the chart draws',
      ko_KR: '차트가 그리는 요소',
    },
  },
  error: {
    group: 'appearance',
    label: { mn_MN: 'Алдааны мэдэгдэл', en_US: 'Error message', ko_KR: '오류 메시지' },
    help: {
      mn_MN: 'Хадгалж чадаагүй үед гарах бичиг',
      en_US: 'Shown when saving fails',
      ko_KR: '저장 실패 시 표시',
    },
  },
  excel: {
    group: 'behaviour',
    label: { mn_MN: 'Excel', en_US: 'Excel', ko_KR: 'Excel' },
    help: {
      mn_MN: 'Excel рүү гаргах, Excel-ээс оруулах тохиргоо',
      en_US: 'Export to and import from Excel',
      ko_KR: 'Excel 내보내기 및 가져오기 설정',
    },
  },
  excelupload: {
    group: 'access',
    label: { mn_MN: 'Excel оруулах эрх', en_US: 'May import Excel', ko_KR: 'Excel 가져오기 권한' },
    help: {
      mn_MN: 'Excel файлаас мөр оруулахыг зөвшөөрөх',
      en_US: 'Whether rows may be imported from Excel',
      ko_KR: 'Excel에서 행 가져오기 허용',
    },
  },
  export: {
    group: 'behaviour',
    label: { mn_MN: 'Excel рүү гаргах', en_US: 'Export to Excel', ko_KR: 'Excel 내보내기' },
    help: {
      mn_MN: 'Мөрүүдийг Excel файлд гаргах товч',
      en_US: 'A button that saves the rows to Excel',
      ko_KR: '행을 Excel로 저장하는 버튼',
    },
  },
  extra: {
    group: 'access',
    label: { mn_MN: 'Нэмэлт эрх', en_US: 'Extra rights', ko_KR: '추가 권한' },
    help: {
      mn_MN: 'Цэснээс гадуурх нэмэлт зөвшөөрөл',
      en_US: 'Rights beyond the menu',
      ko_KR: '메뉴 밖의 추가 권한',
    },
  },
  featureClassUrl: {
    group: 'advanced',
    label: { mn_MN: 'Давхаргын хаяг', en_US: 'Layer address', ko_KR: '레이어 주소' },
    help: {
      mn_MN: 'Дүрсийг мөн бичих газрын зургийн давхаргын хаяг',
      en_US: 'A map layer the shape is also written to',
      ko_KR: '도형을 함께 기록할 지도 레이어 주소',
    },
  },
  field: {
    group: 'data',
    label: { mn_MN: 'Талбар', en_US: 'Field', ko_KR: '필드' },
    help: {
      mn_MN: 'Хүснэгтийн аль баганыг харуулах',
      en_US: 'The column this shows',
      ko_KR: '표시할 열',
    },
  },
  fields: {
    group: 'data',
    label: { mn_MN: 'Талбарууд', en_US: 'Fields', ko_KR: '필드' },
    help: {
      mn_MN: 'Маягтын талбарууд',
      en_US: "The form's fields",
      ko_KR: '양식의 필드',
    },
  },
  file: {
    group: 'validation',
    label: { mn_MN: 'Файлын тохиргоо', en_US: 'File settings', ko_KR: '파일 설정' },
    help: {
      mn_MN: 'Хэдэн файл, ямар хэмжээтэй, ямар төрлийн байж болох',
      en_US: 'How many files, how large and of which kinds',
      ko_KR: '파일 개수, 크기, 종류',
    },
  },
  fillWithCurrentUser: {
    group: 'data',
    label: { mn_MN: 'Нэвтэрсэн хэрэглэгчээр бөглөх', en_US: 'Fill with current user', ko_KR: '현재 사용자로 채우기' },
    help: {
      mn_MN: 'Нэвтэрсэн хэрэглэгчийн дугаарыг автоматаар бөглөх',
      en_US: 'Filled with the signed-in user automatically',
      ko_KR: '로그인한 사용자로 자동 채움',
    },
  },
  filter: {
    group: 'data',
    label: { mn_MN: 'Шүүлтүүр', en_US: 'Filter', ko_KR: '필터' },
    help: {
      mn_MN: 'Зөвхөн энэ нөхцөлд тохирох мөрүүд',
      en_US: 'Only rows matching this condition',
      ko_KR: '이 조건에 맞는 행만',
    },
  },
  filters: {
    group: 'data',
    label: { mn_MN: 'Шүүлтүүрүүд', en_US: 'Filters', ko_KR: '필터' },
    help: {
      mn_MN: 'Мөрүүдийг шүүх нөхцлүүд',
      en_US: 'Conditions the rows must meet',
      ko_KR: '행이 만족해야 하는 조건',
    },
  },
  foreignKeys: {
    group: 'data',
    label: { mn_MN: 'Холбоосууд', en_US: 'Links to tables', ko_KR: '외래 키' },
    help: {
      mn_MN: 'Өөр хүснэгтийн мөрийг заах баганууд',
      en_US: 'Columns that point at rows of other tables',
      ko_KR: '다른 테이블의 행을 가리키는 열',
    },
  },
  form: {
    group: 'data',
    label: { mn_MN: 'Маягт', en_US: 'Form', ko_KR: '양식' },
    help: {
      mn_MN: 'Бичлэг нэмэх, засах маягт',
      en_US: 'The form records are entered with',
      ko_KR: '레코드를 입력하는 양식',
    },
  },
  formula: {
    group: 'data',
    label: { mn_MN: 'Томьёо', en_US: 'Formula', ko_KR: '수식' },
    help: {
      mn_MN: 'Утгыг бусад талбараас тооцох томьёо',
      en_US: 'Works the value out from other fields',
      ko_KR: '다른 필드로 값을 계산하는 수식',
    },
  },
  frames: {
    group: 'appearance',
    label: { mn_MN: 'Хуудсууд', en_US: 'Screens', ko_KR: '화면' },
    help: {
      mn_MN: 'Загварын дэлгэцүүд',
      en_US: 'The screens of the mockup',
      ko_KR: '목업의 화면',
    },
  },
  from: {
    group: 'data',
    label: { mn_MN: 'Хаанаас', en_US: 'From', ko_KR: '출발' },
    help: {
      mn_MN: 'Холбоос эхлэх алхам',
      en_US: 'The step the connection starts at',
      ko_KR: '연결이 시작되는 단계',
    },
  },
  generate: {
    group: 'behaviour',
    label: { mn_MN: 'Нууц үг үүсгэх', en_US: 'Generate password', ko_KR: '비밀번호 생성' },
    help: {
      mn_MN: 'Хүчтэй нууц үг үүсгэх товч санал болгох',
      en_US: 'Offer a button that makes a strong password',
      ko_KR: '강력한 비밀번호를 만드는 버튼 제공',
    },
  },
  geographic: {
    group: 'data',
    label: { mn_MN: 'Газрын зураг', en_US: 'Map', ko_KR: '지도' },
    help: {
      mn_MN: 'Газрын зураг дээр зурах дүрс ба суурь зураг',
      en_US: 'The shape drawn and the map under it',
      ko_KR: '그릴 도형과 지도',
    },
  },
  geometry: {
    group: 'data',
    label: { mn_MN: 'Дүрсийн төрөл', en_US: 'Shape', ko_KR: '도형' },
    help: {
      mn_MN: 'Цэг, шугам эсвэл олон өнцөгт',
      en_US: 'A point, a line or a polygon',
      ko_KR: '점, 선 또는 다각형',
    },
  },
  globalSearch: {
    group: 'behaviour',
    label: { mn_MN: 'Нийтлэг хайлт', en_US: 'Search box', ko_KR: '전체 검색' },
    help: {
      mn_MN: 'Бүх баганаас хайх хайлтын нүд',
      en_US: 'A box that searches every column',
      ko_KR: '모든 열을 찾는 검색 상자',
    },
  },
  graphqlLimits: {
    group: 'access',
    label: { mn_MN: 'GraphQL хязгаар', en_US: 'GraphQL limits', ko_KR: 'GraphQL 제한' },
    help: {
      mn_MN: 'Нэг асуулгаар хэр их уншиж болох хязгаар',
      en_US: 'How much one query may read',
      ko_KR: '한 쿼리로 읽을 수 있는 한도',
    },
  },
  grid: {
    group: 'data',
    // A grid is a list (Жагсаалт), as the builder list names it: a table (Хүснэгт) is a model.
    label: { mn_MN: 'Жагсаалт', en_US: 'Grid', ko_KR: '그리드' },
    help: {
      mn_MN: 'Мөрүүдийг харуулах жагсаалт',
      en_US: 'The grid that lists the rows',
      ko_KR: '행을 보여 주는 그리드',
    },
  },
  group: {
    group: 'data',
    label: { mn_MN: 'Бүлэглэх', en_US: 'Group', ko_KR: '그룹' },
    help: {
      mn_MN: 'Аль утгаар бүлэглэх',
      en_US: 'What the values are grouped by',
      ko_KR: '값을 묶는 기준',
    },
  },
  groupBy: {
    group: 'data',
    label: { mn_MN: 'Бүлэглэх баганууд', en_US: 'Group by', ko_KR: '그룹 기준' },
    help: {
      mn_MN: 'Эдгээр баганын утгаар мөрүүдийг бүлэглэнэ',
      en_US: 'Rows are grouped by these columns',
      ko_KR: '이 열 값으로 행을 묶음',
    },
  },
  hascustomcreatebtn: {
    group: 'appearance',
    label: { mn_MN: 'Тусгай нэмэх товч', en_US: 'Own add button', ko_KR: '별도 추가 버튼' },
    help: {
      mn_MN: 'Жагсаалтад өөрийн нэмэх товч харуулах',
      en_US: 'Show a separate add button in the list',
      ko_KR: '목록에 별도 추가 버튼 표시',
    },
  },
  header: {
    group: 'appearance',
    label: { mn_MN: 'Гарчгийн мөр', en_US: 'Header row', ko_KR: '머리글 행' },
    help: {
      mn_MN: 'Excel файлын гарчгийн мөр',
      en_US: 'The header row of the Excel file',
      ko_KR: 'Excel 파일의 머리글 행',
    },
  },
  help: {
    group: 'appearance',
    label: { mn_MN: 'Тусламж', en_US: 'Help', ko_KR: '도움말' },
    help: {
      mn_MN: 'Талбарын доор харагдах товч тайлбар',
      en_US: 'A short hint under the input',
      ko_KR: '입력란 아래에 보이는 짧은 안내',
    },
  },
  hidden: {
    group: 'appearance',
    label: { mn_MN: 'Нуух', en_US: 'Hidden', ko_KR: '숨김' },
    help: {
      mn_MN: 'Хадгалагдана, гэхдээ харагдахгүй',
      en_US: 'Kept but not shown',
      ko_KR: '저장되지만 보이지 않음',
    },
  },
  hiddenFields: {
    group: 'access',
    label: { mn_MN: 'Нуух талбарууд', en_US: 'Hidden fields', ko_KR: '숨길 필드' },
    help: {
      mn_MN: 'GraphQL-д гаргахгүй баганууд',
      en_US: 'Columns GraphQL never shows',
      ko_KR: 'GraphQL에 내보내지 않는 열',
    },
  },
  hiddenWhen: {
    group: 'behaviour',
    label: { mn_MN: 'Нуух нөхцөл', en_US: 'Hidden when', ko_KR: '숨김 조건' },
    help: {
      mn_MN: 'Энэ нөхцөл биелэх үед талбар нуугдана',
      en_US: 'Hidden while this condition holds',
      ko_KR: '이 조건일 때 숨김',
    },
  },
  icon: {
    group: 'appearance',
    label: { mn_MN: 'Дүрс тэмдэг', en_US: 'Icon', ko_KR: '아이콘' },
    help: {
      mn_MN: 'Гарчгийн өмнө харагдах дүрс',
      en_US: 'The icon shown before the title',
      ko_KR: '제목 앞에 보이는 아이콘',
    },
  },
  // A role's id is a number, a menu entry's or a mock-up frame's a text: the words fit both.
  id: {
    group: 'basic',
    label: { mn_MN: 'Танигч', en_US: 'Identifier', ko_KR: '식별자' },
    help: {
      mn_MN: 'Энэ зүйлийг бусдаас ялгаж таних дугаар эсвэл нэр',
      en_US: 'The number or name this is told apart from the others by',
      ko_KR: '이 항목을 다른 것과 구별하는 번호나 이름',
    },
  },
  identity: {
    group: 'data',
    label: { mn_MN: 'Түлхүүр багана', en_US: 'Key column', ko_KR: '키 열' },
    help: {
      mn_MN: 'Мөр бүрийг таних багана, ихэвчлэн дугаар',
      en_US: 'The column that identifies each row, usually its number',
      ko_KR: '각 행을 알아보는 열(보통 번호)',
    },
  },
  idField: {
    group: 'data',
    label: { mn_MN: 'Түлхүүр багана', en_US: 'Key column', ko_KR: '키 열' },
    help: {
      mn_MN: 'Мөр бүрийг таних багана',
      en_US: 'The column that identifies each row',
      ko_KR: '각 행을 알아보는 열',
    },
  },
  import: {
    group: 'behaviour',
    label: { mn_MN: 'Excel-ээс оруулах', en_US: 'Import from Excel', ko_KR: 'Excel 가져오기' },
    help: {
      mn_MN: 'Excel файлаас мөр оруулах',
      en_US: 'Rows brought in from an Excel file',
      ko_KR: 'Excel 파일에서 행 가져오기',
    },
  },
  indexes: {
    group: 'advanced',
    label: { mn_MN: 'Индексүүд', en_US: 'Indexes', ko_KR: '인덱스' },
    help: {
      mn_MN: 'Хайлтыг хурдасгах индексүүд',
      en_US: 'Indexes that speed up searches',
      ko_KR: '검색을 빠르게 하는 인덱스',
    },
  },
  invalid: {
    group: 'appearance',
    label: { mn_MN: 'Буруу утгын мэдэгдэл', en_US: 'Invalid message', ko_KR: '입력 오류 메시지' },
    help: {
      mn_MN: 'Маягтад алдаа байхад гарах бичиг',
      en_US: 'Shown when the form has mistakes',
      ko_KR: '양식에 잘못된 값이 있을 때 표시',
    },
  },
  is_read_only: {
    group: 'access',
    label: { mn_MN: 'Зөвхөн унших', en_US: 'Read-only', ko_KR: '읽기 전용' },
    help: {
      mn_MN: 'Энэ алхамд бичлэгийг засахгүй',
      en_US: 'The record cannot be changed at this step',
      ko_KR: '이 단계에서 레코드 수정 불가',
    },
  },
  is_signature_needed: {
    group: 'validation',
    label: { mn_MN: 'Гарын үсэг шаардах', en_US: 'Signature needed', ko_KR: '서명 필요' },
    help: {
      mn_MN: 'Энэ алхамыг гарын үсгээр баталгаажуулна',
      en_US: 'This step is confirmed with a signature',
      ko_KR: '이 단계는 서명으로 확인',
    },
  },
  is_subject_changeable: {
    group: 'behaviour',
    label: { mn_MN: 'Гүйцэтгэгчийг солих', en_US: 'Assignee changeable', ko_KR: '담당자 변경 가능' },
    help: {
      mn_MN: 'Гүйцэтгэгчийг өөр хүнээр солихыг зөвшөөрөх',
      en_US: 'The assignee may be changed',
      ko_KR: '담당자를 바꿀 수 있음',
    },
  },
  item: {
    group: 'data',
    label: { mn_MN: 'Цэсийн зүйл', en_US: 'Menu entry', ko_KR: '메뉴 항목' },
    help: {
      mn_MN: 'Энэ хуудсанд харагдах цэс',
      en_US: 'The menu entry this screen shows',
      ko_KR: '이 화면이 보여 주는 메뉴 항목',
    },
  },
  items: {
    group: 'data',
    label: { mn_MN: 'Зүйлс', en_US: 'Entries', ko_KR: '항목' },
    help: {
      mn_MN: 'Жагсаалтын зүйлс',
      en_US: 'The entries of the list',
      ko_KR: '목록의 항목',
    },
  },
  joins: {
    group: 'data',
    label: { mn_MN: 'Холболтууд', en_US: 'Joins', ko_KR: '조인' },
    help: {
      mn_MN: 'Өөр хүснэгтүүдтэй холбох',
      en_US: 'Other tables joined in',
      ko_KR: '다른 테이블과의 연결',
    },
  },
  kind: {
    group: 'basic',
    label: { mn_MN: 'Баримтын төрөл', en_US: 'Document kind', ko_KR: '문서 종류' },
    help: {
      mn_MN: 'Энэ баримт юу болох: маягт, хүснэгт, цэс…',
      en_US: 'What this document is: a form, a grid, a menu…',
      ko_KR: '이 문서의 종류: 양식, 그리드, 메뉴…',
    },
  },
  krud: {
    group: 'data',
    label: { mn_MN: 'Дэлгэц', en_US: 'Screen', ko_KR: '화면' },
    help: {
      mn_MN: 'Ажлын урсгал ажиллах, эсвэл цэснээс нээгдэх дэлгэц',
      en_US: 'The screen a workflow runs on, or a menu entry opens',
      ko_KR: '워크플로가 실행되거나 메뉴 항목이 여는 화면',
    },
  },
  kruds: {
    group: 'access',
    label: { mn_MN: 'Дэлгэцийн эрх', en_US: 'Screen rights', ko_KR: '화면 권한' },
    help: {
      mn_MN: 'Дэлгэц тус бүр дээр юу хийж болох',
      en_US: 'What may be done on each screen',
      ko_KR: '화면별로 할 수 있는 일',
    },
  },
  label: {
    group: 'appearance',
    label: { mn_MN: 'Шошго', en_US: 'Label', ko_KR: '레이블' },
    help: {
      mn_MN: 'Хэрэглэгчид харагдах нэр',
      en_US: 'The name people see',
      ko_KR: '사람들에게 보이는 이름',
    },
  },
  labelFields: {
    group: 'data',
    label: { mn_MN: 'Харуулах баганууд', en_US: 'Shown columns', ko_KR: '표시 열' },
    help: {
      mn_MN: 'Сонголтын нэрийг бүрдүүлэх баганууд',
      en_US: 'Columns that make up the name people read',
      ko_KR: '사람이 읽는 이름을 이루는 열',
    },
  },
  labelKey: {
    group: 'data',
    label: { mn_MN: 'Нэрийн түлхүүр', en_US: 'Label key', ko_KR: '이름 키' },
    help: {
      mn_MN: 'Хариунаас нэрийг авах түлхүүр',
      en_US: "Where the answer holds each choice's name",
      ko_KR: '응답에서 이름을 읽는 키',
    },
  },
  labelPosition: {
    group: 'appearance',
    label: { mn_MN: 'Шошгын байрлал', en_US: 'Label position', ko_KR: '레이블 위치' },
    help: {
      mn_MN: 'Шошгыг талбарын дээр эсвэл зүүн талд',
      en_US: 'Labels above or to the left of the inputs',
      ko_KR: '레이블을 위 또는 왼쪽에',
    },
  },
  labels: {
    group: 'appearance',
    label: { mn_MN: 'Нэрс', en_US: 'Labels', ko_KR: '이름' },
    help: {
      mn_MN: 'Утга бүрийн харагдах нэр',
      en_US: 'The name shown for each value',
      ko_KR: '값마다 표시할 이름',
    },
  },
  labelWidth: {
    group: 'appearance',
    label: { mn_MN: 'Шошгын өргөн', en_US: 'Label width', ko_KR: '레이블 너비' },
    help: {
      mn_MN: 'Зүүн талын шошгын өргөн',
      en_US: 'How wide labels on the left are',
      ko_KR: '왼쪽 레이블의 너비',
    },
  },
  latitude: {
    group: 'appearance',
    label: { mn_MN: 'Өргөрөг', en_US: 'Latitude', ko_KR: '위도' },
    help: {
      mn_MN: 'Төв цэгийн өргөрөг',
      en_US: 'Latitude of the centre',
      ko_KR: '중심점의 위도',
    },
  },
  layout: {
    group: 'appearance',
    label: { mn_MN: 'Байрлал', en_US: 'Layout', ko_KR: '배치' },
    help: {
      mn_MN: 'Талбаруудын мөр, хэсэг, алхам',
      en_US: 'The rows, sections and steps of the fields',
      ko_KR: '필드의 행, 섹션, 단계',
    },
  },
  left: {
    group: 'data',
    label: { mn_MN: 'Зүүн багана', en_US: 'Left column', ko_KR: '왼쪽 열' },
    help: {
      mn_MN: 'Холбох нөхцлийн зүүн талын багана',
      en_US: 'The column on the left of the join',
      ko_KR: '조인 조건 왼쪽의 열',
    },
  },
  length: {
    group: 'data',
    label: { mn_MN: 'Урт', en_US: 'Length', ko_KR: '길이' },
    help: {
      mn_MN: 'Хадгалах тэмдэгтийн дээд тоо',
      en_US: 'Most characters stored',
      ko_KR: '저장할 최대 글자 수',
    },
  },
  lg: {
    group: 'appearance',
    label: { mn_MN: 'Том дэлгэц', en_US: 'Large screen', ko_KR: '큰 화면' },
    help: {
      mn_MN: 'Том дэлгэцэнд эзлэх өргөн (24-өөс)',
      en_US: 'Width on large screens (of 24)',
      ko_KR: '큰 화면에서의 너비(24 중)',
    },
  },
  limit: {
    group: 'data',
    label: { mn_MN: 'Дээд тоо', en_US: 'Limit', ko_KR: '최대 개수' },
    help: {
      mn_MN: 'Хамгийн ихдээ хэдэн мөр',
      en_US: 'At most this many rows',
      ko_KR: '최대 행 수',
    },
  },
  link: {
    group: 'behaviour',
    label: { mn_MN: 'Холбоос', en_US: 'Link', ko_KR: '링크' },
    help: {
      mn_MN: 'Дарахад нээгдэх хаяг',
      en_US: 'The address opened on a click',
      ko_KR: '클릭하면 여는 주소',
    },
  },
  link_to: {
    group: 'behaviour',
    label: { mn_MN: 'Дарахад', en_US: 'On click', ko_KR: '클릭 시' },
    help: {
      mn_MN: 'Цэсийг дарахад юу болох',
      en_US: 'What choosing the entry does',
      ko_KR: '항목을 선택하면 하는 일',
    },
  },
  longitude: {
    group: 'appearance',
    label: { mn_MN: 'Уртраг', en_US: 'Longitude', ko_KR: '경도' },
    help: {
      mn_MN: 'Төв цэгийн уртраг',
      en_US: 'Longitude of the centre',
      ko_KR: '중심점의 경도',
    },
  },
  match: {
    group: 'behaviour',
    label: { mn_MN: 'Тааруулах арга', en_US: 'Match', ko_KR: '일치 방식' },
    help: {
      mn_MN: 'Шүүлтүүр утгыг хэрхэн тааруулах',
      en_US: 'How the filter compares values',
      ko_KR: '필터가 값을 비교하는 방식',
    },
  },
  maxAliases: {
    group: 'access',
    label: { mn_MN: 'Нэрлэсэн талбарын дээд тоо', en_US: 'Most aliases', ko_KR: '최대 별칭 수' },
    help: {
      mn_MN: 'Нэг асуулгад нэрлэсэн талбарын хязгаар',
      en_US: 'Aliased fields one query may have',
      ko_KR: '한 쿼리의 별칭 필드 한도',
    },
  },
  maxCost: {
    group: 'access',
    label: { mn_MN: 'Уншилтын дээд хэмжээ', en_US: 'Most rows read', ko_KR: '최대 읽기 행' },
    help: {
      mn_MN: 'Нэг асуулгаар унших мөрийн хязгаар',
      en_US: 'Rows one query may read',
      ko_KR: '한 쿼리가 읽을 수 있는 행 수',
    },
  },
  maxCount: {
    group: 'validation',
    label: { mn_MN: 'Файлын дээд тоо', en_US: 'Most files', ko_KR: '최대 파일 수' },
    help: {
      mn_MN: 'Хамгийн ихдээ хэдэн файл',
      en_US: 'At most this many files',
      ko_KR: '최대 파일 수',
    },
  },
  maxDepth: {
    group: 'access',
    label: { mn_MN: 'Гүний дээд хэмжээ', en_US: 'Most depth', ko_KR: '최대 깊이' },
    help: {
      mn_MN: 'Асуулгын үүрлэлтийн хязгаар',
      en_US: 'How deep a query may nest',
      ko_KR: '쿼리 중첩 한도',
    },
  },
  maxFields: {
    group: 'access',
    label: { mn_MN: 'Талбарын дээд тоо', en_US: 'Most fields', ko_KR: '최대 필드 수' },
    help: {
      mn_MN: 'Нэг асуулгын талбарын хязгаар',
      en_US: 'Fields one query may ask for',
      ko_KR: '한 쿼리의 필드 한도',
    },
  },
  maxRootFields: {
    group: 'access',
    label: { mn_MN: 'Үндсэн талбарын дээд тоо', en_US: 'Most root fields', ko_KR: '최대 루트 필드' },
    help: {
      mn_MN: 'Нэг асуулгын үндсэн талбарын хязгаар',
      en_US: 'Root fields one query may ask for',
      ko_KR: '한 쿼리의 루트 필드 한도',
    },
  },
  maxRows: {
    group: 'validation',
    label: { mn_MN: 'Мөрийн дээд тоо', en_US: 'Most rows', ko_KR: '최대 행 수' },
    help: {
      mn_MN: 'Хамгийн ихдээ хэдэн мөр',
      en_US: 'At most this many rows',
      ko_KR: '최대 행 수',
    },
  },
  maxSizeKb: {
    group: 'validation',
    label: { mn_MN: 'Файлын дээд хэмжээ (КБ)', en_US: 'Largest file (KB)', ko_KR: '최대 파일 크기(KB)' },
    help: {
      mn_MN: 'Нэг файлын хамгийн их хэмжээ',
      en_US: 'The largest file accepted',
      ko_KR: '허용하는 가장 큰 파일',
    },
  },
  md: {
    group: 'appearance',
    label: { mn_MN: 'Дунд дэлгэц', en_US: 'Medium screen', ko_KR: '중간 화면' },
    help: {
      mn_MN: 'Дунд дэлгэцэнд эзлэх өргөн (24-өөс)',
      en_US: 'Width on medium screens (of 24)',
      ko_KR: '중간 화면에서의 너비(24 중)',
    },
  },
  menu: {
    group: 'data',
    label: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
    help: {
      mn_MN: 'Харуулах цэс',
      en_US: 'The menu shown',
      ko_KR: '표시할 메뉴',
    },
  },
  message: {
    group: 'validation',
    label: { mn_MN: 'Мэдэгдэл', en_US: 'Message', ko_KR: '메시지' },
    help: {
      mn_MN: 'Шалгалт давахгүй үед гарах бичиг',
      en_US: 'Shown when the check fails',
      ko_KR: '검사 실패 시 표시',
    },
  },
  messages: {
    group: 'appearance',
    label: { mn_MN: 'Мэдэгдлүүд', en_US: 'Messages', ko_KR: '메시지' },
    help: {
      mn_MN: 'Хадгалах үед гарах бичгүүд',
      en_US: 'What the form says when saving',
      ko_KR: '저장할 때 보이는 메시지',
    },
  },
  method: {
    group: 'advanced',
    label: { mn_MN: 'Арга', en_US: 'Method', ko_KR: '방식' },
    help: {
      mn_MN: 'Индексийн төрөл',
      en_US: 'The kind of index',
      ko_KR: '인덱스 종류',
    },
  },
  minHeight: {
    group: 'appearance',
    label: { mn_MN: 'Хамгийн бага өндөр', en_US: 'Minimum height', ko_KR: '최소 높이' },
    help: {
      mn_MN: 'Маягтын хамгийн бага өндөр',
      en_US: "The form's least height",
      ko_KR: '양식의 최소 높이',
    },
  },
  minRows: {
    group: 'validation',
    label: { mn_MN: 'Мөрийн доод тоо', en_US: 'Fewest rows', ko_KR: '최소 행 수' },
    help: {
      mn_MN: 'Хамгийн багадаа хэдэн мөр',
      en_US: 'At least this many rows',
      ko_KR: '최소 행 수',
    },
  },
  minVoters: {
    group: 'validation',
    label: { mn_MN: 'Санал өгөгчийн доод тоо', en_US: 'Fewest voters', ko_KR: '최소 투표자' },
    help: {
      mn_MN: 'Хамгийн багадаа хэдэн хүн санал өгөх',
      en_US: 'At least this many people vote',
      ko_KR: '최소 투표 인원',
    },
  },
  model: {
    group: 'data',
    label: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
    help: {
      mn_MN: 'Өгөгдөл хадгалах хүснэгт',
      en_US: 'The table the data is kept in',
      ko_KR: '데이터를 저장하는 테이블',
    },
  },
  multiple: {
    group: 'behaviour',
    label: { mn_MN: 'Олныг сонгох', en_US: 'Several', ko_KR: '여러 개' },
    help: {
      mn_MN: 'Нэгээс олон утга сонгохыг зөвшөөрөх',
      en_US: 'More than one may be chosen',
      ko_KR: '여러 개 선택 허용',
    },
  },
  name: {
    group: 'basic',
    label: { mn_MN: 'Нэр', en_US: 'Name', ko_KR: '이름' },
    help: {
      mn_MN: 'Системийн нэр: латин жижиг үсэг, тоо, доогуур зураас',
      en_US: 'The system name: small Latin letters, digits and underscores',
      ko_KR: '시스템 이름: 라틴 소문자, 숫자, 밑줄',
    },
  },
  named: {
    group: 'data',
    label: { mn_MN: 'Нэрлэсэн төрөл', en_US: 'Named type', ko_KR: '이름 있는 유형' },
    help: {
      mn_MN: 'Өгөгдлийн сангийн нэрлэсэн төрөл',
      en_US: 'A named database type',
      ko_KR: '데이터베이스의 이름 있는 유형',
    },
  },
  namespace: {
    group: 'advanced',
    label: { mn_MN: 'Серверийн код', en_US: 'Server code', ko_KR: '서버 코드' },
    help: {
      mn_MN: 'Өдөөгч аргууд байрлах серверийн хэсэг',
      en_US: 'Where the server methods of the triggers live',
      ko_KR: '트리거 메서드가 있는 서버 위치',
    },
  },
  nodes: {
    group: 'behaviour',
    label: { mn_MN: 'Алхмууд', en_US: 'Steps', ko_KR: '단계' },
    help: {
      mn_MN: 'Ажлын урсгалын алхмууд',
      en_US: 'The steps of the workflow',
      ko_KR: '워크플로의 단계',
    },
  },
  note: {
    group: 'basic',
    label: { mn_MN: 'Тэмдэглэл', en_US: 'Note', ko_KR: '메모' },
    help: {
      mn_MN: 'Энэ эрхийн тухай тэмдэглэл',
      en_US: 'A note on this role',
      ko_KR: '이 역할에 대한 메모',
    },
  },
  notes: {
    group: 'basic',
    label: { mn_MN: 'Тэмдэглэл', en_US: 'Notes', ko_KR: '메모' },
    help: {
      mn_MN: 'Загварын тухай тэмдэглэл',
      en_US: 'Notes on the mockup',
      ko_KR: '목업에 대한 메모',
    },
  },
  notice: {
    group: 'appearance',
    label: { mn_MN: 'Сануулга', en_US: 'Notice', ko_KR: '안내' },
    help: {
      mn_MN: 'Маягтын дээд талд харагдах сануулга',
      en_US: 'A notice shown at the top of the form',
      ko_KR: '양식 위쪽에 보이는 안내',
    },
  },
  nullable: {
    group: 'validation',
    label: { mn_MN: 'Хоосон байж болно', en_US: 'May be empty', ko_KR: '비워 둘 수 있음' },
    help: {
      mn_MN: 'Утгагүй мөрийг зөвшөөрөх',
      en_US: 'Rows may leave it empty',
      ko_KR: '값이 없는 행 허용',
    },
  },
  numbered: {
    group: 'appearance',
    label: { mn_MN: 'Дугаарлах', en_US: 'Row numbers', ko_KR: '행 번호' },
    help: {
      mn_MN: 'Мөр бүрийн өмнө дугаар харуулах',
      en_US: 'Show a number before each row',
      ko_KR: '각 행 앞에 번호 표시',
    },
  },
  on: {
    group: 'data',
    label: { mn_MN: 'Холбох нөхцөл', en_US: 'Join on', ko_KR: '조인 조건' },
    help: {
      mn_MN: 'Хоёр хүснэгтийг ямар баганаар холбох',
      en_US: 'The columns the two tables meet on',
      ko_KR: '두 테이블을 잇는 열',
    },
  },
  onDelete: {
    group: 'data',
    label: { mn_MN: 'Устгахад', en_US: 'On delete', ko_KR: '삭제 시' },
    help: {
      mn_MN: 'Холбогдсон мөр устахад юу хийх',
      en_US: 'What happens when the linked row is deleted',
      ko_KR: '연결된 행이 삭제되면 할 일',
    },
  },
  operator: {
    group: 'data',
    label: { mn_MN: 'Харьцуулах арга', en_US: 'Comparison', ko_KR: '비교' },
    help: {
      mn_MN: 'Утгыг хэрхэн харьцуулах: тэнцүү, их, агуулсан…',
      en_US: 'How values are compared: equal, greater, contains…',
      ko_KR: '값 비교 방식: 같음, 큼, 포함…',
    },
  },
  options: {
    group: 'data',
    label: { mn_MN: 'Сонголтууд', en_US: 'Choices', ko_KR: '선택 항목' },
    help: {
      mn_MN: 'Сонголтууд хаанаас ирэх: жагсаалт, хүснэгт, хаяг',
      en_US: 'Where the choices come from: a list, a table, an address',
      ko_KR: '선택지의 출처: 목록, 테이블, 주소',
    },
  },
  order: {
    group: 'data',
    label: { mn_MN: 'Эрэмбэ', en_US: 'Order', ko_KR: '순서' },
    help: {
      mn_MN: 'Өсөх эсвэл буурах',
      en_US: 'Ascending or descending',
      ko_KR: '오름차순 또는 내림차순',
    },
  },
  orderBy: {
    group: 'data',
    label: { mn_MN: 'Эрэмбэлэх', en_US: 'Order by', ko_KR: '정렬 기준' },
    help: {
      mn_MN: 'Мөрүүдийг ямар баганаар эрэмбэлэх',
      en_US: 'The columns the rows are ordered by',
      ko_KR: '행을 정렬할 열',
    },
  },
  orientation: {
    group: 'appearance',
    label: { mn_MN: 'Чиглэл', en_US: 'Orientation', ko_KR: '방향' },
    help: {
      mn_MN: 'Босоо эсвэл хэвтээ',
      en_US: 'Portrait or landscape',
      ko_KR: '세로 또는 가로',
    },
  },
  outcome: {
    group: 'behaviour',
    label: { mn_MN: 'Үр дүн', en_US: 'Outcome', ko_KR: '결과' },
    help: {
      mn_MN: 'Энэ гарц юу гэсэн үг: батлах, татгалзах, буцаах',
      en_US: 'What this way out means: approve, reject, send back',
      ko_KR: '이 출구의 의미: 승인, 반려, 되돌림',
    },
  },
  padding: {
    group: 'appearance',
    label: { mn_MN: 'Дотор зай', en_US: 'Padding', ko_KR: '안쪽 여백' },
    help: {
      mn_MN: 'Маягтын ирмэг ба талбаруудын хоорондох зай',
      en_US: "Space between the form's edge and its fields",
      ko_KR: '양식 가장자리와 필드 사이 여백',
    },
  },
  page: {
    group: 'data',
    label: { mn_MN: 'Хуудас', en_US: 'Page', ko_KR: '페이지' },
    help: {
      mn_MN: 'Загварт харуулах хуудас',
      en_US: 'The page the mockup shows',
      ko_KR: '목업이 보여 주는 페이지',
    },
  },
  pageSize: {
    group: 'appearance',
    label: { mn_MN: 'Хуудасны мөрийн тоо', en_US: 'Rows per page', ko_KR: '페이지당 행' },
    help: {
      mn_MN: 'Нэг хуудсанд харагдах мөр',
      en_US: 'Rows shown on one page',
      ko_KR: '한 페이지에 보이는 행',
    },
  },
  paging: {
    group: 'behaviour',
    label: { mn_MN: 'Хуудаслах', en_US: 'Paging', ko_KR: '페이지 나누기' },
    help: {
      mn_MN: 'Мөрүүдийг хуудас болгон харуулах',
      en_US: 'Show the rows page by page',
      ko_KR: '행을 페이지별로 표시',
    },
  },
  paperSize: {
    group: 'appearance',
    label: { mn_MN: 'Цаасны хэмжээ', en_US: 'Paper size', ko_KR: '용지 크기' },
    help: {
      mn_MN: 'Хэвлэх цаасны хэмжээ',
      en_US: 'The paper printed on',
      ko_KR: '인쇄 용지 크기',
    },
  },
  parameter: {
    group: 'data',
    label: { mn_MN: 'Параметр', en_US: 'Parameter', ko_KR: '매개변수' },
    help: {
      mn_MN: 'Утгыг авах параметрийн нэр',
      en_US: 'The parameter the value comes from',
      ko_KR: '값을 받는 매개변수',
    },
  },
  parameters: {
    group: 'data',
    label: { mn_MN: 'Параметрүүд', en_US: 'Parameters', ko_KR: '매개변수' },
    help: {
      mn_MN: 'Дуудахдаа дамжуулж болох утгууд',
      en_US: 'Values passed in when it is used',
      ko_KR: '사용할 때 넘겨받는 값',
    },
  },
  parent: {
    group: 'data',
    label: { mn_MN: 'Эцэг сонголт', en_US: 'Parent choice', ko_KR: '상위 선택 항목' },
    help: {
      mn_MN: 'Мод сонголтод энэ сонголтын дээд түвшин',
      en_US: 'The choice this one sits under in a tree',
      ko_KR: '트리에서 이 항목의 상위 항목',
    },
  },
  parentIdField: {
    group: 'data',
    label: { mn_MN: 'Эцэг мөрийн багана', en_US: 'Parent column', ko_KR: '상위 열' },
    help: {
      mn_MN: 'Дэд хүснэгтэд эх мөрийг заах багана',
      en_US: "The child table's column pointing at the parent row",
      ko_KR: '상위 행을 가리키는 하위 테이블 열',
    },
  },
  password: {
    group: 'validation',
    label: { mn_MN: 'Нууц үгийн тохиргоо', en_US: 'Password settings', ko_KR: '비밀번호 설정' },
    help: {
      mn_MN: 'Давтан оруулах, үүсгэх, одоогийн нууц үг шаардах',
      en_US: 'Confirm, generate, ask for the current password',
      ko_KR: '확인, 생성, 현재 비밀번호 요구',
    },
  },
  pattern: {
    group: 'validation',
    label: { mn_MN: 'Загвар', en_US: 'Pattern', ko_KR: '패턴' },
    help: {
      mn_MN: 'Утга тохирох ёстой загвар (мэргэжилтэнд)',
      en_US: 'A pattern the value must match, for experts',
      ko_KR: '값이 맞아야 하는 패턴(전문가용)',
    },
  },
  permissions: {
    group: 'access',
    label: { mn_MN: 'Цэсийн эрх', en_US: 'Menu rights', ko_KR: '메뉴 권한' },
    help: {
      mn_MN: 'Цэс тус бүр дээр юу хийж болох',
      en_US: 'What may be done from each menu entry',
      ko_KR: '메뉴 항목별로 할 수 있는 일',
    },
  },
  permitted_datasources: {
    group: 'access',
    label: { mn_MN: 'Зөвшөөрсөн эх сурвалж', en_US: 'Allowed data sources', ko_KR: '허용 데이터 원본' },
    help: {
      mn_MN: 'Энэ эрх ашиглаж болох өгөгдлийн эх сурвалжууд',
      en_US: 'Data sources this role may use',
      ko_KR: '이 역할이 쓸 수 있는 데이터 원본',
    },
  },
  permitted_tables: {
    group: 'access',
    label: { mn_MN: 'Зөвшөөрсөн хүснэгт', en_US: 'Allowed tables', ko_KR: '허용 테이블' },
    help: {
      mn_MN: 'Цэснээс гадна унших боломжтой хүснэгтүүд',
      en_US: 'Tables this role may read beyond its menu',
      ko_KR: '메뉴 밖에서 읽을 수 있는 테이블',
    },
  },
  pinned: {
    group: 'appearance',
    label: { mn_MN: 'Бэхлэх', en_US: 'Pin', ko_KR: '고정' },
    help: {
      mn_MN: 'Баганыг зүүн эсвэл баруун талд бэхлэх',
      en_US: 'Keep the column at the left or right edge',
      ko_KR: '열을 왼쪽이나 오른쪽에 고정',
    },
  },
  pivot: {
    group: 'behaviour',
    label: { mn_MN: 'Пивот хэрэгсэл', en_US: 'Pivot tool', ko_KR: '피벗 도구' },
    help: {
      mn_MN: 'Мөрүүдийг эргүүлж нэгтгэх хэрэгсэл',
      en_US: 'A tool that totals the rows crosswise',
      ko_KR: '행을 교차 집계하는 도구',
    },
  },
  placeholder: {
    group: 'appearance',
    label: { mn_MN: 'Жишээ бичиг', en_US: 'Placeholder', ko_KR: '자리 표시 텍스트' },
    help: {
      mn_MN: 'Хоосон талбарт бүдэг харагдах жишээ',
      en_US: 'A faint example in an empty input',
      ko_KR: '빈 입력란에 흐리게 보이는 예',
    },
  },
  port: {
    group: 'behaviour',
    label: { mn_MN: 'Гарц', en_US: 'Way out', ko_KR: '출구' },
    help: {
      mn_MN: 'Холбоос эхлэх гарц',
      en_US: 'The way out the connection leaves by',
      ko_KR: '연결이 나가는 출구',
    },
  },
  ports: {
    group: 'behaviour',
    label: { mn_MN: 'Гарцууд', en_US: 'Ways out', ko_KR: '출구' },
    help: {
      mn_MN: 'Алхмаас гарах замууд ба товчнууд',
      en_US: 'The ways out of a step and their buttons',
      ko_KR: '단계에서 나가는 길과 버튼',
    },
  },
  position: {
    group: 'appearance',
    label: { mn_MN: 'Байршил', en_US: 'Position', ko_KR: '위치' },
    help: {
      mn_MN: 'Зураг дээрх байршил',
      en_US: 'Where it sits on the diagram',
      ko_KR: '도표 위의 위치',
    },
  },
  precision: {
    group: 'data',
    label: { mn_MN: 'Бутархай орон', en_US: 'Decimal places', ko_KR: '소수 자릿수' },
    help: {
      mn_MN: 'Таслалын дараах оронгийн тоо',
      en_US: 'Digits after the decimal point',
      ko_KR: '소수점 아래 자릿수',
    },
  },
  prefix: {
    group: 'appearance',
    label: { mn_MN: 'Угтвар', en_US: 'Prefix', ko_KR: '접두어' },
    help: {
      mn_MN: 'Дугаарын өмнө бичих үг',
      en_US: 'Words written before the number',
      ko_KR: '번호 앞에 붙는 글자',
    },
  },
  primaryKey: {
    group: 'data',
    label: { mn_MN: 'Үндсэн түлхүүр', en_US: 'Primary key', ko_KR: '기본 키' },
    help: {
      mn_MN: 'Мөр бүрийг таних баганууд',
      en_US: 'The columns that identify each row',
      ko_KR: '각 행을 알아보는 열',
    },
  },
  print: {
    group: 'behaviour',
    label: { mn_MN: 'Хэвлэх', en_US: 'Print', ko_KR: '인쇄' },
    help: {
      mn_MN: 'Хэвлэх тохиргоо',
      en_US: 'Print settings',
      ko_KR: '인쇄 설정',
    },
  },
  printable: {
    group: 'appearance',
    label: { mn_MN: 'Хэвлэхэд гаргах', en_US: 'Printable', ko_KR: '인쇄 포함' },
    help: {
      mn_MN: 'Хэвлэхэд энэ баганыг оруулах',
      en_US: 'The column is printed',
      ko_KR: '이 열을 인쇄에 포함',
    },
  },
  public: {
    group: 'access',
    label: { mn_MN: 'Нээлттэй', en_US: 'Public', ko_KR: '공개' },
    help: {
      mn_MN: 'Нэвтрээгүй хүнд ч харагдах',
      en_US: 'Seen by people who have not signed in',
      ko_KR: '로그인하지 않은 사람에게도 보임',
    },
  },
  quorum: {
    group: 'validation',
    label: { mn_MN: 'Ирц', en_US: 'Quorum', ko_KR: '정족수' },
    help: {
      mn_MN: 'Санал хураалт хүчинтэй байх хамгийн бага оролцогч',
      en_US: 'Fewest voters for the vote to count',
      ko_KR: '투표가 유효한 최소 인원',
    },
  },
  r: {
    group: 'access',
    label: { mn_MN: 'Харах', en_US: 'Read', ko_KR: '조회' },
    help: {
      mn_MN: 'Мөрүүдийг харж болно',
      en_US: 'May see the rows',
      ko_KR: '행을 볼 수 있음',
    },
  },
  references: {
    group: 'data',
    label: { mn_MN: 'Заасан хүснэгт', en_US: 'Points at', ko_KR: '참조' },
    help: {
      mn_MN: 'Энэ багана аль хүснэгтийн мөрийг заах',
      en_US: 'The table whose rows this column points at',
      ko_KR: '이 열이 가리키는 테이블',
    },
  },
  refreshButton: {
    group: 'appearance',
    label: { mn_MN: 'Шинэчлэх товч', en_US: 'Refresh button', ko_KR: '새로고침 버튼' },
    help: {
      mn_MN: 'Мөрүүдийг дахин уншиж харуулах товч',
      en_US: 'A button that reads the rows again',
      ko_KR: '행을 다시 읽는 버튼',
    },
  },
  relation: {
    group: 'data',
    label: { mn_MN: 'Холбоот хүснэгт', en_US: 'Related table', ko_KR: '관련 테이블' },
    help: {
      mn_MN: 'Утгыг өөр хүснэгтийн мөрийн нэрээр харуулах',
      en_US: 'Shows the value as the name of a related row',
      ko_KR: '값을 관련 행의 이름으로 표시',
    },
  },
  requireCurrent: {
    group: 'validation',
    label: { mn_MN: 'Одоогийн нууц үг асуух', en_US: 'Ask current password', ko_KR: '현재 비밀번호 요구' },
    help: {
      mn_MN: 'Солихдоо одоогийн нууц үгийг шаардах',
      en_US: 'Changing it needs the current password',
      ko_KR: '바꿀 때 현재 비밀번호 요구',
    },
  },
  required: {
    group: 'validation',
    label: { mn_MN: 'Заавал бөглөх', en_US: 'Required', ko_KR: '필수' },
    help: {
      mn_MN: 'Хоосон орхиж болохгүй',
      en_US: 'Cannot be left empty',
      ko_KR: '비워 둘 수 없음',
    },
  },
  requiredMessage: {
    group: 'validation',
    label: { mn_MN: 'Заавал бөглөх мэдэгдэл', en_US: 'Required message', ko_KR: '필수 입력 메시지' },
    help: {
      mn_MN: 'Хоосон орхиход гарах бичиг',
      en_US: 'Shown when it is left empty',
      ko_KR: '비워 두면 표시',
    },
  },
  right: {
    group: 'data',
    label: { mn_MN: 'Баруун багана', en_US: 'Right column', ko_KR: '오른쪽 열' },
    help: {
      mn_MN: 'Холбох нөхцлийн баруун талын багана',
      en_US: 'The column on the right of the join',
      ko_KR: '조인 조건 오른쪽의 열',
    },
  },
  role_id: {
    group: 'access',
    label: { mn_MN: 'Эрх', en_US: 'Role', ko_KR: '역할' },
    help: {
      mn_MN: 'Энэ алхмыг гүйцэтгэх эрх',
      en_US: 'The role that carries out this step',
      ko_KR: '이 단계를 수행하는 역할',
    },
  },
  roles: {
    group: 'access',
    label: { mn_MN: 'Эрхүүд', en_US: 'Roles', ko_KR: '역할' },
    help: {
      mn_MN: 'Зөвхөн эдгээр эрхтэй хүмүүст',
      en_US: 'Only people with these roles',
      ko_KR: '이 역할을 가진 사람만',
    },
  },
  route: {
    group: 'data',
    label: { mn_MN: 'Хаяг', en_US: 'Route', ko_KR: '경로' },
    help: {
      mn_MN: 'Программын доторх хуудасны хаяг',
      en_US: "The app page's address",
      ko_KR: '앱 안 페이지 주소',
    },
  },
  rowConditions: {
    group: 'access',
    label: { mn_MN: 'Мөрийн нөхцөл', en_US: 'Row conditions', ko_KR: '행 조건' },
    help: {
      mn_MN: 'Эрх зөвхөн эдгээр нөхцөлд тохирох мөрт хүчинтэй',
      en_US: 'Rights cover only rows matching these',
      ko_KR: '권한은 이 조건에 맞는 행에만 적용',
    },
  },
  rowFilter: {
    group: 'data',
    label: { mn_MN: 'Мөрийн нөхцөл', en_US: 'Row condition', ko_KR: '행 조건' },
    help: {
      mn_MN: 'Зөвхөн энэ нөхцөлд тохирох мөрийг харуулах',
      en_US: 'Only rows matching this condition are shown',
      ko_KR: '이 조건에 맞는 행만 표시',
    },
  },
  rule: {
    group: 'validation',
    label: { mn_MN: 'Шалгах төрөл', en_US: 'Check', ko_KR: '검사' },
    help: {
      mn_MN: 'Утгыг юугаар шалгах: и-мэйл, урт, загвар…',
      en_US: 'What is checked: an email, a length, a pattern…',
      ko_KR: '검사 내용: 이메일, 길이, 패턴…',
    },
  },
  rules: {
    group: 'validation',
    label: { mn_MN: 'Шалгах дүрэм', en_US: 'Checks', ko_KR: '검사 규칙' },
    help: {
      mn_MN: 'Утгыг хадгалахаас өмнө шалгах дүрмүүд',
      en_US: 'Checks the value passes before saving',
      ko_KR: '저장 전에 값이 통과해야 하는 규칙',
    },
  },
  sampleFile: {
    group: 'behaviour',
    label: { mn_MN: 'Жишээ файл', en_US: 'Sample file', ko_KR: '샘플 파일' },
    help: {
      mn_MN: 'Оруулахад ашиглах жишээ Excel файлын хаяг',
      en_US: 'An example Excel file for importing',
      ko_KR: '가져오기용 예제 Excel 파일',
    },
  },
  saveButtonText: {
    group: 'appearance',
    label: { mn_MN: 'Хадгалах товчны бичиг', en_US: 'Save button text', ko_KR: '저장 버튼 글자' },
    help: {
      mn_MN: 'Хадгалах товч дээр бичих үг',
      en_US: 'The words on the save button',
      ko_KR: '저장 버튼의 글자',
    },
  },
  savedSearch: {
    group: 'behaviour',
    label: { mn_MN: 'Хайлт хадгалах', en_US: 'Saved searches', ko_KR: '검색 저장' },
    help: {
      mn_MN: 'Хайлтаа хадгалж дахин ашиглах',
      en_US: 'Keep a search to use again',
      ko_KR: '검색을 저장해 다시 사용',
    },
  },
  scale: {
    group: 'data',
    label: { mn_MN: 'Бутархай орон', en_US: 'Scale', ko_KR: '소수 자릿수' },
    help: {
      mn_MN: 'Таслалын дараах оронгийн тоо',
      en_US: 'Digits after the decimal point',
      ko_KR: '소수점 아래 자릿수',
    },
  },
  sectionsAsTabs: {
    group: 'appearance',
    label: { mn_MN: 'Хэсгийг таб болгох', en_US: 'Sections as tabs', ko_KR: '섹션을 탭으로' },
    help: {
      mn_MN: 'Хэсгүүдийг дараалан биш таб болгон харуулах',
      en_US: 'Show sections as tabs, not one under another',
      ko_KR: '섹션을 위아래가 아닌 탭으로 표시',
    },
  },
  selection: {
    group: 'behaviour',
    label: { mn_MN: 'Мөр сонгох', en_US: 'Row selection', ko_KR: '행 선택' },
    help: {
      mn_MN: 'Нэг эсвэл олон мөр сонгох',
      en_US: 'Choose one row or several',
      ko_KR: '행 하나 또는 여러 개 선택',
    },
  },
  shape: {
    group: 'data',
    label: { mn_MN: 'Дүрс', en_US: 'Shape', ko_KR: '도형' },
    help: {
      mn_MN: 'Хадгалах газарзүйн дүрс',
      en_US: 'The map shape stored',
      ko_KR: '저장할 지도 도형',
    },
  },
  show: {
    group: 'appearance',
    label: { mn_MN: 'Харуулах', en_US: 'Show', ko_KR: '표시' },
    help: {
      mn_MN: 'Энэ цэсийг эрхийн цэсэнд харуулах',
      en_US: "The entry appears in the role's menu",
      ko_KR: '이 항목을 역할 메뉴에 표시',
    },
  },
  showBackButton: {
    group: 'appearance',
    label: { mn_MN: 'Буцах товч', en_US: 'Back button', ko_KR: '뒤로 버튼' },
    help: {
      mn_MN: 'Маягтад буцах товч харуулах',
      en_US: 'Show a back button on the form',
      ko_KR: '양식에 뒤로 버튼 표시',
    },
  },
  showResetButton: {
    group: 'appearance',
    label: { mn_MN: 'Цэвэрлэх товч', en_US: 'Reset button', ko_KR: '초기화 버튼' },
    help: {
      mn_MN: 'Маягтыг анхны байдалд оруулах товч',
      en_US: 'A button that empties the form again',
      ko_KR: '양식을 처음 상태로 되돌리는 버튼',
    },
  },
  showRowNumbers: {
    group: 'appearance',
    label: { mn_MN: 'Мөрийн дугаар', en_US: 'Row numbers', ko_KR: '행 번호' },
    help: {
      mn_MN: 'Дэд маягтын мөрийн дугаар харуулах',
      en_US: "Number the sub-form's rows",
      ko_KR: '하위 양식 행에 번호 표시',
    },
  },
  sidebar: {
    group: 'appearance',
    label: { mn_MN: 'Хажуугийн самбарт', en_US: 'In the side panel', ko_KR: '사이드 패널' },
    help: {
      mn_MN: 'Шүүлтүүрийг хажуугийн самбарт харуулах',
      en_US: 'Show the filter in the side panel',
      ko_KR: '필터를 사이드 패널에 표시',
    },
  },
  sm: {
    group: 'appearance',
    label: { mn_MN: 'Жижиг дэлгэц', en_US: 'Small screen', ko_KR: '작은 화면' },
    help: {
      mn_MN: 'Жижиг дэлгэцэнд эзлэх өргөн (24-өөс)',
      en_US: 'Width on small screens (of 24)',
      ko_KR: '작은 화면에서의 너비(24 중)',
    },
  },
  softDelete: {
    group: 'behaviour',
    label: { mn_MN: 'Устгасныг хадгалах', en_US: 'Keep deleted rows', ko_KR: '삭제 행 보관' },
    help: {
      mn_MN: 'Устгасан мөрийг бүр мөсөн арилгахгүй, сэргээж болно',
      en_US: 'Deleted rows are kept and can be restored',
      ko_KR: '삭제한 행을 보관해 복원 가능',
    },
  },
  sort: {
    group: 'data',
    label: { mn_MN: 'Эрэмбэ', en_US: 'Sort', ko_KR: '정렬' },
    help: {
      mn_MN: 'Мөрүүдийн анхны дараалал',
      en_US: "The rows' first order",
      ko_KR: '행의 기본 순서',
    },
  },
  sortable: {
    group: 'behaviour',
    label: { mn_MN: 'Эрэмбэлэх', en_US: 'Sortable', ko_KR: '정렬 가능' },
    help: {
      mn_MN: 'Баганын толгойг дарж эрэмбэлэх',
      en_US: 'Sort by clicking the column header',
      ko_KR: '열 머리글을 눌러 정렬',
    },
  },
  sortField: {
    group: 'data',
    label: { mn_MN: 'Эрэмбэлэх багана', en_US: 'Sort column', ko_KR: '정렬 열' },
    help: {
      mn_MN: 'Сонголтуудыг эрэмбэлэх багана',
      en_US: 'The column the choices are ordered by',
      ko_KR: '선택지를 정렬할 열',
    },
  },
  sortOrder: {
    group: 'data',
    label: { mn_MN: 'Эрэмбийн чиглэл', en_US: 'Sort direction', ko_KR: '정렬 방향' },
    help: {
      mn_MN: 'Өсөх эсвэл буурах',
      en_US: 'Ascending or descending',
      ko_KR: '오름차순 또는 내림차순',
    },
  },
  source: {
    group: 'data',
    label: { mn_MN: 'Эх сурвалж', en_US: 'Source', ko_KR: '원본' },
    help: {
      mn_MN: 'Өгөгдөл хаанаас ирэх',
      en_US: 'Where the data comes from',
      ko_KR: '데이터의 출처',
    },
  },
  span: {
    group: 'appearance',
    label: { mn_MN: 'Өргөн', en_US: 'Width', ko_KR: '너비' },
    help: {
      mn_MN: 'Дэлгэцийн хэмжээ бүрт эзлэх өргөн (24-өөс)',
      en_US: 'Width at each screen size (of 24)',
      ko_KR: '화면 크기별 너비(24 중)',
    },
  },
  srid: {
    group: 'advanced',
    label: { mn_MN: 'Координатын систем', en_US: 'Coordinate system', ko_KR: '좌표계' },
    help: {
      mn_MN: 'Газарзүйн координатын системийн дугаар',
      en_US: 'The number of the coordinate system',
      ko_KR: '좌표계 번호',
    },
  },
  startRow: {
    group: 'behaviour',
    label: { mn_MN: 'Эхлэх мөр', en_US: 'First data row', ko_KR: '시작 행' },
    help: {
      mn_MN: 'Excel файлын өгөгдөл эхлэх мөр',
      en_US: 'The Excel row the data starts on',
      ko_KR: 'Excel에서 데이터가 시작되는 행',
    },
  },
  staticWidth: {
    group: 'appearance',
    label: { mn_MN: 'Тогтмол өргөн', en_US: 'Fixed widths', ko_KR: '고정 너비' },
    help: {
      mn_MN: 'Баганын өргөнийг дэлгэцэд тааруулахгүй',
      en_US: 'Column widths stay as set',
      ko_KR: '열 너비를 화면에 맞추지 않음',
    },
  },
  statusColumn: {
    group: 'data',
    label: { mn_MN: 'Төлөвийн багана', en_US: 'Status column', ko_KR: '상태 열' },
    help: {
      mn_MN: 'Ажлын урсгалын төлөвийг хадгалах багана',
      en_US: "The column that holds the workflow's status",
      ko_KR: '워크플로 상태를 저장하는 열',
    },
  },
  sub_top_children: {
    group: 'appearance',
    label: { mn_MN: 'Дээд цэсийн дэд зүйлс', en_US: 'Top sub-entries', ko_KR: '상단 하위 항목' },
    help: {
      mn_MN: 'Дээд цэсэнд харагдах дэд зүйлс',
      en_US: 'Sub-entries shown in the top menu',
      ko_KR: '상단 메뉴에 보이는 하위 항목',
    },
  },
  subForm: {
    group: 'data',
    label: { mn_MN: 'Дэд маягт', en_US: 'Sub-form', ko_KR: '하위 양식' },
    help: {
      mn_MN: 'Дэд хүснэгтийн мөрүүдийг засах маягт',
      en_US: 'The form that edits the child rows',
      ko_KR: '하위 행을 편집하는 양식',
    },
  },
  subject: {
    group: 'access',
    label: { mn_MN: 'Гүйцэтгэгч', en_US: 'Assignee', ko_KR: '담당자' },
    help: {
      mn_MN: 'Энэ алхмыг хэн гүйцэтгэх',
      en_US: 'Who carries out this step',
      ko_KR: '이 단계를 수행하는 사람',
    },
  },
  subject_type: {
    group: 'access',
    label: { mn_MN: 'Гүйцэтгэгчийн төрөл', en_US: 'Assigned to', ko_KR: '담당 방식' },
    help: {
      mn_MN: 'Алхмыг хэнд оноох: эрх, хүн, үүсгэгч…',
      en_US: 'Who gets the step: a role, a person, the creator…',
      ko_KR: '단계를 누구에게: 역할, 사람, 작성자…',
    },
  },
  subscription: {
    group: 'behaviour',
    label: { mn_MN: 'Шууд мэдэгдэл', en_US: 'Live updates', ko_KR: '실시간 알림' },
    help: {
      mn_MN: 'Өөрчлөлтийг шууд мэдэгдэх',
      en_US: 'Changes are sent as they happen',
      ko_KR: '변경 사항을 바로 전달',
    },
  },
  subTables: {
    group: 'data',
    label: { mn_MN: 'Дэд хүснэгтүүд', en_US: 'Child tables', ko_KR: '하위 테이블' },
    help: {
      mn_MN: 'Хамт унших дэд хүснэгтүүд',
      en_US: 'Child tables read along',
      ko_KR: '함께 읽는 하위 테이블',
    },
  },
  success: {
    group: 'appearance',
    label: { mn_MN: 'Амжилтын мэдэгдэл', en_US: 'Success message', ko_KR: '성공 메시지' },
    help: {
      mn_MN: 'Амжилттай хадгалсны дараа гарах бичиг',
      en_US: 'Shown after a successful save',
      ko_KR: '저장 성공 후 표시',
    },
  },
  svg: {
    group: 'appearance',
    label: { mn_MN: 'SVG дүрс', en_US: 'SVG icon', ko_KR: 'SVG 아이콘' },
    help: {
      mn_MN: 'Дүрсний SVG файлын хаяг',
      en_US: 'The address of an SVG icon',
      ko_KR: 'SVG 아이콘 주소',
    },
  },
  table: {
    group: 'data',
    label: { mn_MN: 'Хүснэгтийн нэр', en_US: 'Table name', ko_KR: '테이블 이름' },
    help: {
      mn_MN: 'Өгөгдлийн сан дахь хүснэгтийн нэр',
      en_US: "The table's name in the database",
      ko_KR: '데이터베이스의 테이블 이름',
    },
  },
  target: {
    group: 'behaviour',
    label: { mn_MN: 'Хаана нээх', en_US: 'Open in', ko_KR: '열기 위치' },
    help: {
      mn_MN: 'Холбоосыг энэ цонхонд эсвэл шинэ цонхонд нээх',
      en_US: 'Open the link here or in a new window',
      ko_KR: '링크를 여기 또는 새 창에서 열기',
    },
  },
  template: {
    group: 'appearance',
    label: { mn_MN: 'Маягт нээгдэх хэлбэр', en_US: 'Form opens in', ko_KR: '폼 여는 방식' },
    help: {
      mn_MN: 'Бичлэгийн маягт хажуугийн самбарт эсвэл тусдаа цонхонд нээгдэх',
      en_US: "Whether a record's form opens in a side panel or a window over the list",
      ko_KR: '레코드 폼을 측면 패널에 열지, 목록 위의 창에 열지',
    },
  },
  timestamps: {
    group: 'data',
    label: { mn_MN: 'Цагийн тэмдэг', en_US: 'Timestamps', ko_KR: '시간 기록' },
    help: {
      mn_MN: 'Үүсгэсэн, зассан цагийг хадгалах',
      en_US: 'Keep when rows were made and changed',
      ko_KR: '행의 생성·수정 시각 저장',
    },
  },
  timeUnit: {
    group: 'data',
    label: { mn_MN: 'Хугацааны нэгж', en_US: 'Time unit', ko_KR: '시간 단위' },
    help: {
      mn_MN: 'Огноог өдөр, сар, жилээр бүлэглэх',
      en_US: 'Group dates by day, month, year…',
      ko_KR: '날짜를 일, 월, 연 단위로 묶음',
    },
  },
  title: {
    group: 'basic',
    label: { mn_MN: 'Гарчиг', en_US: 'Title', ko_KR: '제목' },
    help: {
      mn_MN: 'Хэрэглэгчид харагдах гарчиг',
      en_US: 'The title people see',
      ko_KR: '사람들에게 보이는 제목',
    },
  },
  to: {
    group: 'data',
    label: { mn_MN: 'Хаашаа', en_US: 'To', ko_KR: '도착' },
    help: {
      mn_MN: 'Холбоос очих алхам',
      en_US: 'The step the connection leads to',
      ko_KR: '연결이 향하는 단계',
    },
  },
  translatable: {
    group: 'data',
    label: { mn_MN: 'Орчуулагдах', en_US: 'Translatable', ko_KR: '번역 가능' },
    help: {
      mn_MN: 'Хэл бүрт тусдаа утга хадгалах',
      en_US: 'Keeps one value per language',
      ko_KR: '언어마다 값을 따로 저장',
    },
  },
  treeParentColumn: {
    group: 'data',
    label: { mn_MN: 'Эцэг мөрийн багана', en_US: 'Parent column', ko_KR: '상위 열' },
    help: {
      mn_MN: 'Мод сонголтод мөрийн эцгийг заах багана',
      en_US: "The column pointing at a row's parent in a tree",
      ko_KR: '트리에서 상위 행을 가리키는 열',
    },
  },
  triggers: {
    group: 'advanced',
    label: { mn_MN: 'Өдөөгчүүд', en_US: 'Triggers', ko_KR: '트리거' },
    help: {
      mn_MN: 'Хадгалах, унших үед ажиллах серверийн аргууд',
      en_US: 'Server methods run on saving and reading',
      ko_KR: '저장·조회 때 실행하는 서버 메서드',
    },
  },
  type: {
    group: 'basic',
    label: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
    help: {
      mn_MN: 'Энэ зүйлийн төрөл',
      en_US: 'What kind of thing this is',
      ko_KR: '이 항목의 종류',
    },
  },
  typeName: {
    group: 'basic',
    label: { mn_MN: 'Төрлийн нэр', en_US: 'Type name', ko_KR: '유형 이름' },
    help: {
      mn_MN: 'GraphQL дахь төрлийн нэр',
      en_US: "The type's name in GraphQL",
      ko_KR: 'GraphQL에서의 유형 이름',
    },
  },
  u: {
    group: 'access',
    label: { mn_MN: 'Засах', en_US: 'Update', ko_KR: '수정' },
    help: {
      mn_MN: 'Мөр засаж болно',
      en_US: 'May change rows',
      ko_KR: '행을 수정할 수 있음',
    },
  },
  unique: {
    group: 'validation',
    label: { mn_MN: 'Давтагдашгүй', en_US: 'Unique', ko_KR: '고유' },
    help: {
      mn_MN: 'Хоёр мөрд ижил утга байж болохгүй',
      en_US: 'No two rows may share the value',
      ko_KR: '두 행이 같은 값을 가질 수 없음',
    },
  },
  url: {
    group: 'data',
    label: { mn_MN: 'Хаяг', en_US: 'Address', ko_KR: '주소' },
    help: {
      mn_MN: 'Интернэт хаяг',
      en_US: 'A web address',
      ko_KR: '웹 주소',
    },
  },
  user_id: {
    group: 'access',
    label: { mn_MN: 'Хэрэглэгч', en_US: 'User', ko_KR: '사용자' },
    help: {
      mn_MN: 'Энэ алхмыг гүйцэтгэх хүн',
      en_US: 'The person who carries out this step',
      ko_KR: '이 단계를 수행하는 사람',
    },
  },
  value: {
    group: 'data',
    label: { mn_MN: 'Утга', en_US: 'Value', ko_KR: '값' },
    help: {
      mn_MN: 'Хадгалагдах утга',
      en_US: 'The value stored',
      ko_KR: '저장되는 값',
    },
  },
  valueField: {
    group: 'data',
    label: { mn_MN: 'Утгын багана', en_US: 'Value column', ko_KR: '값 열' },
    help: {
      mn_MN: 'Сонголтоос хадгалагдах багана, ихэвчлэн дугаар',
      en_US: 'The column stored from the choice, usually its number',
      ko_KR: '선택에서 저장하는 열(보통 번호)',
    },
  },
  valueFromParameter: {
    group: 'data',
    label: { mn_MN: 'Хаягаас утга авах', en_US: 'Value from address', ko_KR: '주소에서 값' },
    help: {
      mn_MN: 'Хуудасны хаягт ирсэн утгаар бөглөх',
      en_US: "Filled from a value in the page's address",
      ko_KR: '페이지 주소의 값으로 채움',
    },
  },
  valueKey: {
    group: 'data',
    label: { mn_MN: 'Утгын түлхүүр', en_US: 'Value key', ko_KR: '값 키' },
    help: {
      mn_MN: 'Хариунаас утгыг авах түлхүүр',
      en_US: "Where the answer holds each choice's value",
      ko_KR: '응답에서 값을 읽는 키',
    },
  },
  version: {
    group: 'advanced',
    label: { mn_MN: 'Хувилбар', en_US: 'Version', ko_KR: '버전' },
    help: {
      mn_MN: 'Баримтын бүтцийн хувилбар',
      en_US: "The version of the document's shape",
      ko_KR: '문서 형식의 버전',
    },
  },
  view: {
    group: 'data',
    label: { mn_MN: 'Харагдац', en_US: 'View', ko_KR: '뷰' },
    help: {
      mn_MN: 'Хүснэгт биш, асуулгаар үүсэх харагдац',
      en_US: 'A view made by a query, not a table',
      ko_KR: '테이블이 아닌 쿼리로 만든 뷰',
    },
  },
  visibleFields: {
    group: 'appearance',
    label: { mn_MN: 'Нэмэлт баганууд', en_US: 'Extra columns', ko_KR: '추가 열' },
    help: {
      mn_MN: 'Сонголтын жагсаалтад нэрийн хажууд харуулах баганууд',
      en_US: 'Columns shown beside the name in the list',
      ko_KR: '목록에서 이름 옆에 보이는 열',
    },
  },
  vote: {
    group: 'behaviour',
    label: { mn_MN: 'Санал хураалт', en_US: 'Vote', ko_KR: '투표' },
    help: {
      mn_MN: 'Санал хураалтын тохиргоо',
      en_US: 'How the vote is held',
      ko_KR: '투표 방식',
    },
  },
  voterRoleId: {
    group: 'access',
    label: { mn_MN: 'Санал өгөгчийн эрх', en_US: "Voters' role", ko_KR: '투표자 역할' },
    help: {
      mn_MN: 'Санал өгөх хүмүүсийн эрх',
      en_US: 'The role of the people who vote',
      ko_KR: '투표하는 사람들의 역할',
    },
  },
  widget: {
    group: 'basic',
    label: { mn_MN: 'Талбарын төрөл', en_US: 'Input type', ko_KR: '입력 유형' },
    help: {
      mn_MN: 'Утгыг оруулах хэлбэр: текст, огноо, сонголт…',
      en_US: 'How the value is entered: text, date, choice…',
      ko_KR: '값을 입력하는 방식: 텍스트, 날짜, 선택…',
    },
  },
  width: {
    group: 'appearance',
    label: { mn_MN: 'Өргөн', en_US: 'Width', ko_KR: '너비' },
    help: {
      mn_MN: 'Харагдах өргөн',
      en_US: 'How wide it is shown',
      ko_KR: '표시 너비',
    },
  },
  workflow: {
    group: 'behaviour',
    label: { mn_MN: 'Ажлын урсгал', en_US: 'Workflow', ko_KR: '워크플로' },
    help: {
      mn_MN: 'Бичлэгийн дамжих алхмууд',
      en_US: 'The steps a record goes through',
      ko_KR: '레코드가 거치는 단계',
    },
  },
  x: {
    group: 'appearance',
    label: { mn_MN: 'Хэвтээ байршил', en_US: 'Across', ko_KR: '가로 위치' },
    help: {
      mn_MN: 'Зураг дээрх хэвтээ байршил',
      en_US: 'Position across the diagram',
      ko_KR: '도표의 가로 위치',
    },
  },
  xs: {
    group: 'appearance',
    label: { mn_MN: 'Утасны дэлгэц', en_US: 'Phone screen', ko_KR: '휴대폰 화면' },
    help: {
      mn_MN: 'Утасны дэлгэцэнд эзлэх өргөн (24-өөс)',
      en_US: 'Width on phones (of 24)',
      ko_KR: '휴대폰에서의 너비(24 중)',
    },
  },
  y: {
    group: 'appearance',
    label: { mn_MN: 'Босоо байршил', en_US: 'Down', ko_KR: '세로 위치' },
    help: {
      mn_MN: 'Зураг дээрх босоо байршил',
      en_US: 'Position down the diagram',
      ko_KR: '도표의 세로 위치',
    },
  },
  zoom: {
    group: 'appearance',
    label: { mn_MN: 'Томруулалт', en_US: 'Zoom', ko_KR: '확대' },
    help: {
      mn_MN: 'Газрын зураг нээгдэхэд томруулах түвшин',
      en_US: 'How close the map opens',
      ko_KR: '지도를 열 때의 확대 수준',
    },
  },
} as const satisfies Readonly<Record<string, PropertyWords>>

const CHOICES = {
  '<': { mn_MN: 'бага', en_US: 'less than', ko_KR: '미만' },
  '<=': { mn_MN: 'бага буюу тэнцүү', en_US: 'at most', ko_KR: '이하' },
  '<>': { mn_MN: 'тэнцүү биш', en_US: 'not equal', ko_KR: '같지 않음' },
  '=': { mn_MN: 'тэнцүү', en_US: 'equal', ko_KR: '같음' },
  '>': { mn_MN: 'их', en_US: 'greater than', ko_KR: '초과' },
  '>=': { mn_MN: 'их буюу тэнцүү', en_US: 'at least', ko_KR: '이상' },
  A3: { mn_MN: 'A3 цаас', en_US: 'A3 paper', ko_KR: 'A3 용지' },
  A4: { mn_MN: 'A4 цаас', en_US: 'A4 paper', ko_KR: 'A4 용지' },
  A5: { mn_MN: 'A5 цаас', en_US: 'A5 paper', ko_KR: 'A5 용지' },
  ANY_EMP: { mn_MN: 'Дурын ажилтан', en_US: 'Any employee', ko_KR: '모든 직원' },
  ASSIGN: { mn_MN: 'Хуваарилах', en_US: 'Assign', ko_KR: '배정' },
  BUDGET: { mn_MN: 'Төсөв', en_US: 'Budget', ko_KR: '예산' },
  CANCEL: { mn_MN: 'Цуцлах', en_US: 'Cancel', ko_KR: '취소' },
  CHECK: { mn_MN: 'Хянах', en_US: 'Check', ko_KR: '검토' },
  COURT: { mn_MN: 'Шүүх', en_US: 'Court', ko_KR: '법원' },
  CREATOR: { mn_MN: 'Үүсгэсэн хүн', en_US: 'The creator', ko_KR: '작성자' },
  CURRENT: { mn_MN: 'Одоогийн гүйцэтгэгч', en_US: 'The current assignee', ko_KR: '현재 담당자' },
  DATE: { mn_MN: 'Огноо товлох', en_US: 'Date', ko_KR: '일정 지정' },
  DIRECT: { mn_MN: 'Тодорхой хүн', en_US: 'A named person', ko_KR: '지정한 사람' },
  END: { mn_MN: 'Дуусгах', en_US: 'End', ko_KR: '종료' },
  END_VOTE: { mn_MN: 'Санал хураалт дуусгах', en_US: 'End vote', ko_KR: '투표 종료' },
  GIVE: { mn_MN: 'Хүлээлгэн өгөх', en_US: 'Give', ko_KR: '인계' },
  POSTPONE: { mn_MN: 'Хойшлуулах', en_US: 'Postpone', ko_KR: '연기' },
  PREPARE_VOTE: { mn_MN: 'Санал хураалт бэлтгэх', en_US: 'Prepare vote', ko_KR: '투표 준비' },
  PRE_END: { mn_MN: 'Дуусгахын өмнөх', en_US: 'Before end', ko_KR: '종료 전' },
  RECEIVE: { mn_MN: 'Хүлээн авах', en_US: 'Receive', ko_KR: '인수' },
  RE_CREATE: { mn_MN: 'Дахин боловсруулах', en_US: 'Re-create', ko_KR: '재작성' },
  SEE_AND_CHECK: { mn_MN: 'Танилцаж хянах', en_US: 'See and check', ko_KR: '열람 및 검토' },
  START: { mn_MN: 'Эхлэл', en_US: 'Start', ko_KR: '시작' },
  SUMMARY: { mn_MN: 'Дүгнэх', en_US: 'Summary', ko_KR: '요약' },
  TO_ROLE: { mn_MN: 'Эрхийн бүх хүн', en_US: 'Everyone with a role', ko_KR: '역할의 모든 사람' },
  TRANSFER: { mn_MN: 'Шилжүүлэх', en_US: 'Transfer', ko_KR: '이관' },
  VOTE: { mn_MN: 'Санал хураах', en_US: 'Vote', ko_KR: '투표' },
  VOTERS: { mn_MN: 'Санал өгөгчид', en_US: 'The voters', ko_KR: '투표자' },
  absolute_majority: { mn_MN: 'Үнэмлэхүй олонх', en_US: 'Absolute majority', ko_KR: '절대 과반' },
  approve: { mn_MN: 'Батлах', en_US: 'Approve', ko_KR: '승인' },
  area: { mn_MN: 'Талбайн график', en_US: 'Area', ko_KR: '영역' },
  asc: { mn_MN: 'Өсөхөөр', en_US: 'Ascending', ko_KR: '오름차순' },
  avg: { mn_MN: 'Дундаж', en_US: 'Average', ko_KR: '평균' },
  'avg-distinct': { mn_MN: 'Давхардаагүйн дундаж', en_US: 'Average of distinct', ko_KR: '고유값 평균' },
  bar: { mn_MN: 'Баганан график', en_US: 'Bars', ko_KR: '막대' },
  basic: { mn_MN: 'Энгийн', en_US: 'Basic', ko_KR: '기본' },
  between: { mn_MN: 'хооронд', en_US: 'between', ko_KR: '사이' },
  'big-computer': { mn_MN: 'Том дэлгэц', en_US: 'Large screen', ko_KR: '대형 화면' },
  bigint: { mn_MN: 'Их бүхэл тоо', en_US: 'Big whole number', ko_KR: '큰 정수' },
  blank: { mn_MN: 'Шинэ таб', en_US: 'New tab', ko_KR: '새 탭' },
  boolean: { mn_MN: 'Тийм/үгүй', en_US: 'Yes/no', ko_KR: '예/아니요' },
  btree: { mn_MN: 'Энгийн индекс', en_US: 'Standard index', ko_KR: '표준 인덱스' },
  canvas: { mn_MN: 'Хажуугийн цонх', en_US: 'Side panel', ko_KR: '사이드 패널' },
  cascade: { mn_MN: 'Хамт устгах', en_US: 'Delete too', ko_KR: '함께 삭제' },
  chart: { mn_MN: 'График', en_US: 'Chart', ko_KR: '차트' },
  checkbox: { mn_MN: 'Чагтлах нүд', en_US: 'Checkbox', ko_KR: '체크박스' },
  color: { mn_MN: 'Өнгө', en_US: 'Colour', ko_KR: '색상' },
  computer: { mn_MN: 'Компьютер', en_US: 'Computer', ko_KR: '컴퓨터' },
  contains: { mn_MN: 'агуулсан', en_US: 'contains', ko_KR: '포함' },
  copy: { mn_MN: 'Хуулах', en_US: 'Copy', ko_KR: '복사' },
  count: { mn_MN: 'Тоо', en_US: 'Count', ko_KR: '개수' },
  'count-distinct': { mn_MN: 'Давхардаагүй тоо', en_US: 'Count of distinct', ko_KR: '고유값 개수' },
  create: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  crud: { mn_MN: 'Дэлгэц нээх', en_US: 'Open a screen', ko_KR: '화면 열기' },
  'current-user': {
    mn_MN: 'Нэвтэрсэн хэрэглэгчийн мөр',
    en_US: "The signed-in user's rows",
    ko_KR: '로그인 사용자의 행',
  },
  current_date: { mn_MN: 'Өнөөдрийн огноо', en_US: "Today's date", ko_KR: '오늘 날짜' },
  current_user_id: { mn_MN: 'Нэвтэрсэн хэрэглэгч', en_US: 'The signed-in user', ko_KR: '로그인한 사용자' },
  datasource: { mn_MN: 'Өгөгдлийн эх сурвалж', en_US: 'Data source', ko_KR: '데이터 원본' },
  date: { mn_MN: 'Огноо', en_US: 'Date', ko_KR: '날짜' },
  'date-range': { mn_MN: 'Огнооны хүрээ', en_US: 'Date range', ko_KR: '날짜 범위' },
  datetime: { mn_MN: 'Огноо, цаг', en_US: 'Date and time', ko_KR: '날짜와 시간' },
  datetimeAutoFill: { mn_MN: 'Автомат огноо, цаг', en_US: 'Automatic date and time', ko_KR: '자동 날짜·시간' },
  day: { mn_MN: 'Өдөр', en_US: 'Day', ko_KR: '일' },
  delete: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  desc: { mn_MN: 'Буурахаар', en_US: 'Descending', ko_KR: '내림차순' },
  divider: { mn_MN: 'Зааглагч шугам', en_US: 'Divider', ko_KR: '구분선' },
  donut: { mn_MN: 'Цагираг график', en_US: 'Donut', ko_KR: '도넛' },
  edit: { mn_MN: 'Засах', en_US: 'Edit', ko_KR: '편집' },
  email: { mn_MN: 'И-мэйл хаяг', en_US: 'Email address', ko_KR: '이메일 주소' },
  equals: { mn_MN: 'тэнцүү', en_US: 'equals', ko_KR: '같음' },
  'excel-export': { mn_MN: 'Excel рүү гаргах', en_US: 'Export to Excel', ko_KR: 'Excel 내보내기' },
  'excel-import': { mn_MN: 'Excel-ээс оруулах', en_US: 'Import from Excel', ko_KR: 'Excel 가져오기' },
  file: { mn_MN: 'Файл', en_US: 'File', ko_KR: '파일' },
  form: { mn_MN: 'Маягт', en_US: 'Form', ko_KR: '양식' },
  full: { mn_MN: 'Бүрэн', en_US: 'Full', ko_KR: '전체' },
  funnel: { mn_MN: 'Юүлүүр график', en_US: 'Funnel', ko_KR: '깔때기' },
  gauge: { mn_MN: 'Хэмжүүр', en_US: 'Gauge', ko_KR: '게이지' },
  gen_random_uuid: { mn_MN: 'Шинэ давтагдашгүй код', en_US: 'New unique code', ko_KR: '새 고유 코드' },
  geographic: { mn_MN: 'Газрын зураг', en_US: 'Map', ko_KR: '지도' },
  geometry: { mn_MN: 'Газарзүйн дүрс', en_US: 'Map shape', ko_KR: '지도 도형' },
  gin: { mn_MN: 'Бүтэн текстийн индекс', en_US: 'Full-text index', ko_KR: '전문 인덱스' },
  gist: { mn_MN: 'Газарзүйн индекс', en_US: 'Spatial index', ko_KR: '공간 인덱스' },
  graphql: { mn_MN: 'GraphQL', en_US: 'GraphQL', ko_KR: 'GraphQL' },
  grid: { mn_MN: 'Жагсаалт', en_US: 'Grid', ko_KR: '그리드' },
  hash: { mn_MN: 'Тэнцүүгийн индекс', en_US: 'Equality index', ko_KR: '동등 인덱스' },
  hidden: { mn_MN: 'Нууц талбар', en_US: 'Hidden', ko_KR: '숨김' },
  'horizontal-bar': { mn_MN: 'Хэвтээ баганан график', en_US: 'Horizontal bars', ko_KR: '가로 막대' },
  html: { mn_MN: 'Хэлбэржсэн текст', en_US: 'Formatted text', ko_KR: '서식 텍스트' },
  identity: { mn_MN: 'Автомат дугаар', en_US: 'Automatic number', ko_KR: '자동 번호' },
  image: { mn_MN: 'Зураг', en_US: 'Image', ko_KR: '이미지' },
  in: { mn_MN: 'аль нэг нь', en_US: 'one of', ko_KR: '다음 중 하나' },
  inner: { mn_MN: 'Хоёуланд нь байгаа', en_US: 'In both', ko_KR: '양쪽 모두' },
  inputWithIcon: { mn_MN: 'Дүрстэй текст', en_US: 'Text with icon', ko_KR: '아이콘 텍스트' },
  inputWithOrderNumber: { mn_MN: 'Дугаартай текст', en_US: 'Numbered text', ko_KR: '번호 텍스트' },
  integer: { mn_MN: 'Бүхэл тоо', en_US: 'Whole number', ko_KR: '정수' },
  'is-not-null': { mn_MN: 'хоосон биш', en_US: 'is not empty', ko_KR: '비어 있지 않음' },
  'is-null': { mn_MN: 'хоосон', en_US: 'is empty', ko_KR: '비어 있음' },
  json: { mn_MN: 'Бүтэцтэй өгөгдөл', en_US: 'Structured data', ko_KR: '구조화 데이터' },
  jsonb: { mn_MN: 'Бүтэцтэй өгөгдөл (хурдан)', en_US: 'Structured data (fast)', ko_KR: '구조화 데이터(빠름)' },
  krud: { mn_MN: 'Дэлгэц', en_US: 'Screen', ko_KR: '화면' },
  landscape: { mn_MN: 'Хэвтээ', en_US: 'Landscape', ko_KR: '가로' },
  left: { mn_MN: 'Зүүн', en_US: 'Left', ko_KR: '왼쪽' },
  legal: { mn_MN: 'Legal цаас', en_US: 'Legal paper', ko_KR: '리걸 용지' },
  letter: { mn_MN: 'Letter цаас', en_US: 'Letter paper', ko_KR: '레터 용지' },
  like: { mn_MN: 'төстэй', en_US: 'like', ko_KR: '유사' },
  line: { mn_MN: 'Шугам', en_US: 'Line', ko_KR: '선' },
  link: { mn_MN: 'Холбоос', en_US: 'Link', ko_KR: '링크' },
  max: { mn_MN: 'Хамгийн их', en_US: 'Largest', ko_KR: '최댓값' },
  maxLength: { mn_MN: 'Хамгийн урт', en_US: 'Longest', ko_KR: '최대 길이' },
  menu: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
  min: { mn_MN: 'Хамгийн бага', en_US: 'Smallest', ko_KR: '최솟값' },
  minLength: { mn_MN: 'Хамгийн богино', en_US: 'Shortest', ko_KR: '최소 길이' },
  mockup: { mn_MN: 'Загвар', en_US: 'Mockup', ko_KR: '목업' },
  model: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
  money: { mn_MN: 'Мөнгөн дүн', en_US: 'Amount of money', ko_KR: '금액' },
  month: { mn_MN: 'Сар', en_US: 'Month', ko_KR: '월' },
  'multi-select': { mn_MN: 'Олон сонголт', en_US: 'Several choices', ko_KR: '다중 선택' },
  multiple: { mn_MN: 'Олон мөр', en_US: 'Several rows', ko_KR: '여러 행' },
  new: { mn_MN: 'Шинэ цонх', en_US: 'New window', ko_KR: '새 창' },
  'no-action': { mn_MN: 'Юу ч хийхгүй', en_US: 'Do nothing', ko_KR: '아무것도 안 함' },
  noAction: { mn_MN: 'Юу ч хийхгүй', en_US: 'Nothing', ko_KR: '동작 없음' },
  noActionSubTop: { mn_MN: 'Дээд цэсний бүлэг', en_US: 'Top menu group', ko_KR: '상단 메뉴 그룹' },
  none: { mn_MN: 'Сонгохгүй', en_US: 'None', ko_KR: '선택 안 함' },
  'not-in': { mn_MN: 'аль нь ч биш', en_US: 'none of', ko_KR: '다음 중 아님' },
  now: { mn_MN: 'Одоогийн цаг', en_US: 'The current time', ko_KR: '현재 시각' },
  number: { mn_MN: 'Тоо', en_US: 'Number', ko_KR: '숫자' },
  'number-range': { mn_MN: 'Тооны хүрээ', en_US: 'Number range', ko_KR: '숫자 범위' },
  numeric: { mn_MN: 'Аравтын тоо', en_US: 'Decimal number', ko_KR: '십진수' },
  openstreetmap: { mn_MN: 'OpenStreetMap', en_US: 'OpenStreetMap', ko_KR: 'OpenStreetMap' },
  password: { mn_MN: 'Нууц үг', en_US: 'Password', ko_KR: '비밀번호' },
  pattern: { mn_MN: 'Загвартай тохирох', en_US: 'Matches a pattern', ko_KR: '패턴 일치' },
  phone: { mn_MN: 'Утасны дугаар', en_US: 'Phone number', ko_KR: '전화번호' },
  pie: { mn_MN: 'Дугуй график', en_US: 'Pie', ko_KR: '원형' },
  point: { mn_MN: 'Цэг', en_US: 'Point', ko_KR: '점' },
  polygon: { mn_MN: 'Олон өнцөгт', en_US: 'Polygon', ko_KR: '다각형' },
  portrait: { mn_MN: 'Босоо', en_US: 'Portrait', ko_KR: '세로' },
  print: { mn_MN: 'Хэвлэх', en_US: 'Print', ko_KR: '인쇄' },
  process_status: { mn_MN: 'Явцын төлөв', en_US: 'Process status', ko_KR: '진행 상태' },
  process_status_changer: { mn_MN: 'Явцын төлөв солих', en_US: 'Change process status', ko_KR: '진행 상태 변경' },
  quarter: { mn_MN: 'Улирал', en_US: 'Quarter', ko_KR: '분기' },
  query: { mn_MN: 'Асуулга', en_US: 'Query', ko_KR: '쿼리' },
  quorum: { mn_MN: 'Ирцээр', en_US: 'By quorum', ko_KR: '정족수' },
  radar: { mn_MN: 'Радар график', en_US: 'Radar', ko_KR: '레이더' },
  radio: { mn_MN: 'Нэгийг сонгох товчнууд', en_US: 'Radio buttons', ko_KR: '라디오 버튼' },
  recreate: { mn_MN: 'Буцааж засуулах', en_US: 'Send back', ko_KR: '되돌려 보내기' },
  reject: { mn_MN: 'Татгалзах', en_US: 'Reject', ko_KR: '반려' },
  relation: { mn_MN: 'Холбоот хүснэгт', en_US: 'Related table', ko_KR: '관련 테이블' },
  restore: { mn_MN: 'Сэргээх', en_US: 'Restore', ko_KR: '복원' },
  restrict: { mn_MN: 'Устгахыг хориглох', en_US: 'Refuse the delete', ko_KR: '삭제 거부' },
  'rich-text': { mn_MN: 'Хэлбэржүүлсэн текст', en_US: 'Rich text', ko_KR: '서식 있는 텍스트' },
  right: { mn_MN: 'Баруун', en_US: 'Right', ko_KR: '오른쪽' },
  role: { mn_MN: 'Эрх', en_US: 'Role', ko_KR: '역할' },
  route: { mn_MN: 'Хуудасны хаяг', en_US: 'Page address', ko_KR: '페이지 주소' },
  'router-link': { mn_MN: 'Программын хуудас', en_US: 'App page', ko_KR: '앱 페이지' },
  row: { mn_MN: 'Мөр', en_US: 'Row', ko_KR: '행' },
  satellite: { mn_MN: 'Хиймэл дагуулын зураг', en_US: 'Satellite', ko_KR: '위성' },
  scatter: { mn_MN: 'Цэгэн график', en_US: 'Scatter', ko_KR: '산점도' },
  section: { mn_MN: 'Хэсэг', en_US: 'Section', ko_KR: '섹션' },
  select: { mn_MN: 'Сонголт', en_US: 'Choice', ko_KR: '선택' },
  self: { mn_MN: 'Энэ цонх', en_US: 'This window', ko_KR: '현재 창' },
  set: { mn_MN: 'Сонголтын жагсаалт', en_US: 'List of values', ko_KR: '값 목록' },
  'set-default': { mn_MN: 'Анхны утга өгөх', en_US: 'Set the default', ko_KR: '기본값으로' },
  'set-null': { mn_MN: 'Хоосон болгох', en_US: 'Make it empty', ko_KR: '비우기' },
  simple: { mn_MN: 'Энгийн', en_US: 'Simple', ko_KR: '단순' },
  simple_majority: { mn_MN: 'Энгийн олонх', en_US: 'Simple majority', ko_KR: '단순 과반' },
  single: { mn_MN: 'Нэг мөр', en_US: 'One row', ko_KR: '한 행' },
  'starts-with': { mn_MN: 'эхэлсэн', en_US: 'starts with', ko_KR: '시작 문자' },
  static: { mn_MN: 'Тогтмол жагсаалт', en_US: 'Fixed list', ko_KR: '고정 목록' },
  step: { mn_MN: 'Алхам', en_US: 'Step', ko_KR: '단계' },
  'step-type': { mn_MN: 'Алхмын төрөл', en_US: 'Step type', ko_KR: '단계 유형' },
  steps: { mn_MN: 'Алхамтай', en_US: 'Step by step', ko_KR: '단계별' },
  street: { mn_MN: 'Гудамжны зураг', en_US: 'Streets', ko_KR: '거리 지도' },
  'sub-form': { mn_MN: 'Дэд маягт', en_US: 'Sub-form', ko_KR: '하위 양식' },
  sum: { mn_MN: 'Нийлбэр', en_US: 'Sum', ko_KR: '합계' },
  'sum-distinct': { mn_MN: 'Давхардаагүйн нийлбэр', en_US: 'Sum of distinct', ko_KR: '고유값 합계' },
  switch: { mn_MN: 'Унтраалга', en_US: 'Switch', ko_KR: '스위치' },
  table: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '표' },
  tablet: { mn_MN: 'Таблет', en_US: 'Tablet', ko_KR: '태블릿' },
  tag: { mn_MN: 'Шошго', en_US: 'Tag', ko_KR: '태그' },
  text: { mn_MN: 'Текст', en_US: 'Text', ko_KR: '텍스트' },
  textarea: { mn_MN: 'Урт текст', en_US: 'Long text', ko_KR: '긴 텍스트' },
  threshold: { mn_MN: 'Босго', en_US: 'Threshold', ko_KR: '임계값' },
  time: { mn_MN: 'Цаг', en_US: 'Time', ko_KR: '시간' },
  timestamp: { mn_MN: 'Огноо, цаг', en_US: 'Date and time', ko_KR: '날짜와 시간' },
  timestamptz: { mn_MN: 'Огноо, цаг (бүсээр)', en_US: 'Date and time (zoned)', ko_KR: '날짜와 시간(시간대)' },
  top: { mn_MN: 'Дээр', en_US: 'Above', ko_KR: '위' },
  'tree-select': { mn_MN: 'Мод сонголт', en_US: 'Tree choice', ko_KR: '트리 선택' },
  unanimous: { mn_MN: 'Санал нэгтэй', en_US: 'Unanimous', ko_KR: '만장일치' },
  unique: { mn_MN: 'Давтагдашгүй', en_US: 'Unique', ko_KR: '고유' },
  url: { mn_MN: 'Вэб хаяг', en_US: 'Web address', ko_KR: '웹 주소' },
  'user-organizations': {
    mn_MN: 'Хэрэглэгчийн байгууллагын мөр',
    en_US: "The user's organisations' rows",
    ko_KR: '사용자 조직의 행',
  },
  uuid: { mn_MN: 'Давтагдашгүй код', en_US: 'Unique code', ko_KR: '고유 코드' },
  varchar: { mn_MN: 'Текст (урттай)', en_US: 'Text (with length)', ko_KR: '텍스트(길이)' },
  view: { mn_MN: 'Харах', en_US: 'View', ko_KR: '보기' },
  week: { mn_MN: 'Долоо хоног', en_US: 'Week', ko_KR: '주' },
  window: { mn_MN: 'Цонх', en_US: 'Window', ko_KR: '창' },
  workflow: { mn_MN: 'Ажлын урсгал', en_US: 'Workflow', ko_KR: '워크플로' },
  year: { mn_MN: 'Жил', en_US: 'Year', ko_KR: '연' },
} as const satisfies Catalogue

/** A key of the document schemas that has its words here. */
export type PropertyKey = keyof typeof PROPERTIES

const catalogueOf = (part: 'label' | 'help') =>
  Object.fromEntries(Object.entries(PROPERTIES).map(([key, words]) => [key, words[part]])) as {
    readonly [key in PropertyKey]: Words
  }

const groupWord = namespace('builderPropertyGroups', GROUPS)
const labelWord = namespace('builderPropertyLabels', catalogueOf('label'))
const helpWord = namespace('builderPropertyHelp', catalogueOf('help'))
const choiceWord = namespace('builderChoices', CHOICES)

/** Whether `key` has its words here. */
export const isPropertyKey = (key: string): key is PropertyKey => Object.hasOwn(PROPERTIES, key)

/** The words of a property, or undefined for a key no schema has. */
export const propertyWordsOf = (key: string): PropertyWords | undefined =>
  isPropertyKey(key) ? PROPERTIES[key] : undefined

/**
 * A property's label in the language shown: its own, or "Other setting" for a key no schema
 * has (never the key itself, which is an internal name).
 *
 * @example propertyLabel('labelPosition', 'mn_MN') // 'Шошгын байрлал'
 */
export function propertyLabel(key: string, language: LanguageCode): string {
  return isPropertyKey(key) ? labelWord(key, language) : groupWord('otherSetting', language)
}

/** A property's one-line help, shown as the row's tooltip; undefined for a key no schema has. */
export function propertyHelp(key: string, language: LanguageCode): string | undefined {
  return isPropertyKey(key) ? helpWord(key, language) : undefined
}

/** The group a property is shown under; a key no schema has goes to the advanced ones. */
export function propertyGroup(key: string): PropertyGroup {
  return isPropertyKey(key) ? PROPERTIES[key].group : 'advanced'
}

/** A group's heading in the language shown. */
export function groupLabel(group: PropertyGroup, language: LanguageCode): string {
  return groupWord(group, language)
}

/** Whether a choice (an enum value, a widget, a step type) has its words here. */
export const isChoiceKey = (value: string): value is keyof typeof CHOICES => Object.hasOwn(CHOICES, value)

/** The words of a choice, or undefined for a value no schema offers. */
export const choiceWordsOf = (value: string): Words | undefined => (isChoiceKey(value) ? CHOICES[value] : undefined)

/**
 * A choice's words in the language shown (`process_status_changer` → 'Явцын төрөл солих'). A value
 * no schema offers is a project's own (a column's name, a role) and is shown as it is.
 */
export function choiceLabel(value: string, language: LanguageCode): string {
  return isChoiceKey(value) ? choiceWord(value, language) : value
}

/** The options of a Select over schema values, each labelled with its words. */
export function choiceOptions(
  values: readonly string[],
  language: LanguageCode,
): Array<{ value: string; label: string }> {
  return values.map((value) => ({ value, label: choiceLabel(value, language) }))
}

/**
 * Items of a panel divided into the property groups, in the groups' order and, within a group,
 * in their own; empty groups are left out.
 *
 * @example byGroup(['name', 'hidden', 'label'], (key) => key) // basic: name; appearance: hidden, label
 */
export function byGroup<TItem>(
  items: readonly TItem[],
  keyOf: (item: TItem) => string,
): Array<{ group: PropertyGroup; items: TItem[] }> {
  return PROPERTY_GROUPS.map((group) => ({
    group,
    items: items.filter((item) => propertyGroup(keyOf(item)) === group),
  })).filter((part) => part.items.length > 0)
}

/**
 * Items in the groups' order (within a group, in their own), each marked with the group it opens
 * when it is its group's first: a panel draws the heading above that row.
 */
export function inGroupOrder<TItem>(
  items: readonly TItem[],
  keyOf: (item: TItem) => string,
): Array<{ item: TItem; opens: PropertyGroup | undefined }> {
  return byGroup(items, keyOf).flatMap(({ group, items: inGroup }) =>
    inGroup.map((item, i) => ({ item, opens: i === 0 ? group : undefined })),
  )
}
