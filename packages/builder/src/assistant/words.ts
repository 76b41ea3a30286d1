// The "new screen" assistant's words, Mongolian first.
import { namespace } from '@tamga/renderer/i18n'
import type { LanguageCode } from '@tamga/schema'
import type { ColumnKind } from './screenPlan.ts'

const WORDS = {
  heading: { mn_MN: 'Шинэ дэлгэц үүсгэх', en_US: 'Make a new screen', ko_KR: '새 화면 만들기' },
  intro: {
    mn_MN:
      'Хүснэгт, маягт, жагсаалт, цэс, эрхийг нэг дор алхам алхмаар үүсгэнэ. Дараа нь бүтээгч бүрээр нарийвчлан засаж болно.',
    en_US:
      'Makes the table, form, list, menu entry and rights in one guided flow. Each builder can fine-tune them later.',
    ko_KR: '테이블, 폼, 목록, 메뉴, 권한을 한 번에 단계별로 만듭니다. 나중에 각 빌더에서 세부 조정할 수 있습니다.',
  },
  homeCard: { mn_MN: 'Шинэ дэлгэц (туслагч)', en_US: 'New screen (assistant)', ko_KR: '새 화면 (도우미)' },
  homeCardText: {
    mn_MN: 'Хүснэгтээс эхлээд ажилтнууд ашиглах дэлгэц хүртэл',
    en_US: 'From a table to a screen staff can use',
    ko_KR: '테이블부터 직원이 쓰는 화면까지',
  },
  stepScreen: { mn_MN: 'Дэлгэц', en_US: 'Screen', ko_KR: '화면' },
  stepColumns: { mn_MN: 'Баганууд', en_US: 'Columns', ko_KR: '열' },
  stepForm: { mn_MN: 'Маягт', en_US: 'Form', ko_KR: '폼' },
  stepGrid: { mn_MN: 'Жагсаалт', en_US: 'List', ko_KR: '목록' },
  stepMenu: { mn_MN: 'Цэс', en_US: 'Menu', ko_KR: '메뉴' },
  stepRights: { mn_MN: 'Эрх', en_US: 'Rights', ko_KR: '권한' },
  stepSummary: { mn_MN: 'Дүгнэлт', en_US: 'Summary', ko_KR: '요약' },
  title: { mn_MN: 'Дэлгэцийн нэр', en_US: 'Screen title', ko_KR: '화면 제목' },
  titleHelp: {
    mn_MN: 'Монголоор заавал, англи, солонгосоор бичихгүй байж болно',
    en_US: 'Mongolian is required; English and Korean are optional',
    ko_KR: '몽골어는 필수, 영어와 한국어는 선택입니다',
  },
  name: { mn_MN: 'Латин нэр', en_US: 'Latin name', ko_KR: '라틴 이름' },
  nameHelp: {
    mn_MN: 'Гарчгаас санал болгосон; жижиг латин үсэг, тоо, доогуур зураас',
    en_US: 'Proposed from the title; small Latin letters, digits and underscores',
    ko_KR: '제목에서 제안됨; 라틴 소문자, 숫자, 밑줄',
  },
  tableMode: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
  tableNew: { mn_MN: 'Шинэ хүснэгт', en_US: 'A new table', ko_KR: '새 테이블' },
  tableExisting: { mn_MN: 'Байгаа хүснэгт', en_US: 'An existing table', ko_KR: '기존 테이블' },
  existingModel: { mn_MN: 'Аль хүснэгт', en_US: 'Which table', ko_KR: '어느 테이블' },
  columnLabel: { mn_MN: 'Гарчиг', en_US: 'Label', ko_KR: '제목' },
  columnName: { mn_MN: 'Латин нэр', en_US: 'Latin name', ko_KR: '라틴 이름' },
  columnKind: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
  columnRelated: { mn_MN: 'Холбох хүснэгт', en_US: 'Related table', ko_KR: '연결 테이블' },
  columnRequired: { mn_MN: 'Заавал', en_US: 'Required', ko_KR: '필수' },
  removeColumn: { mn_MN: 'Баганыг хасах', en_US: 'Remove the column', ko_KR: '열 삭제' },
  addColumn: { mn_MN: 'Багана нэмэх', en_US: 'Add a column', ko_KR: '열 추가' },
  existingColumns: {
    mn_MN: 'Байгаа хүснэгтийн баганууд (хүснэгт өөрчлөгдөхгүй)',
    en_US: 'The existing table’s columns (the table is not changed)',
    ko_KR: '기존 테이블의 열 (테이블은 변경되지 않음)',
  },
  formSteps: { mn_MN: 'Хоёр алхамтай маягт', en_US: 'A two-step form', ko_KR: '두 단계 폼' },
  formStepsHelp: {
    mn_MN: 'Талбаруудыг хоёр хуудсанд хуваана; талбар бүрийг аль алхамд байхыг сонгоно',
    en_US: 'Splits the fields over two pages; choose the step of each field',
    ko_KR: '필드를 두 페이지로 나눕니다; 각 필드의 단계를 고르세요',
  },
  firstStep: { mn_MN: '1-р алхам', en_US: 'Step 1', ko_KR: '1단계' },
  secondStep: { mn_MN: '2-р алхам', en_US: 'Step 2', ko_KR: '2단계' },
  firstStepTitle: { mn_MN: 'Үндсэн мэдээлэл', en_US: 'Main details', ko_KR: '기본 정보' },
  secondStepTitle: { mn_MN: 'Нэмэлт мэдээлэл', en_US: 'More details', ko_KR: '추가 정보' },
  stepTitle: { mn_MN: 'Алхмын гарчиг', en_US: 'Step title', ko_KR: '단계 제목' },
  fields: { mn_MN: 'Талбарууд', en_US: 'Fields', ko_KR: '필드' },
  preview: { mn_MN: 'Урьдчилан харах', en_US: 'Preview', ko_KR: '미리보기' },
  gridColumns: { mn_MN: 'Жагсаалтад харагдах баганууд', en_US: 'Columns shown in the list', ko_KR: '목록에 보이는 열' },
  gridPreviewNew: {
    mn_MN: 'Шинэ хүснэгт одоогоор хоосон: мөрүүдийг дэлгэцийг үүсгэсний дараа ажилтнууд нэмнэ',
    en_US: 'A new table is empty for now: staff add its rows once the screen is made',
    ko_KR: '새 테이블은 아직 비어 있습니다: 화면을 만든 뒤 직원이 행을 추가합니다',
  },
  gridEmptyNew: {
    mn_MN: 'Шинэ хүснэгтэд мөр алга',
    en_US: 'A new table has no rows',
    ko_KR: '새 테이블에는 행이 없습니다',
  },
  gridEmptyUnread: {
    mn_MN: 'Мөрүүд дэлгэцийг үүсгэсний дараа харагдана',
    en_US: 'The rows show once the screen is made',
    ko_KR: '화면을 만든 뒤 행이 보입니다',
  },
  gridPreviewRows: {
    mn_MN: 'Хүснэгтийн эхний мөрүүд, «{screen}» дэлгэцээр уншсан.',
    en_US: 'The table’s first rows, read through the “{screen}” screen.',
    ko_KR: '테이블의 첫 행들, «{screen}» 화면으로 읽음.',
  },
  gridPreviewUnread: {
    mn_MN: 'Тэр дэлгэц уншдаггүй тул хоосон баганууд',
    en_US: 'Empty because that screen does not read them',
    ko_KR: '그 화면이 읽지 않아 비어 있는 열',
  },
  gridPreviewNoScreen: {
    mn_MN:
      'Энэ хүснэгтийг уншдаг дэлгэц одоогоор алга тул мөрүүдийг энд харуулах боломжгүй; дэлгэцийг үүсгэсний дараа бодит мөрүүд харагдана',
    en_US: 'No screen reads this table yet, so its rows cannot be shown here; they show once the screen is made',
    ko_KR: '이 테이블을 읽는 화면이 아직 없어 행을 여기 보일 수 없습니다; 화면을 만든 뒤 실제 행이 보입니다',
  },
  menu: { mn_MN: 'Аль цэс', en_US: 'Which menu', ko_KR: '어느 메뉴' },
  menuParent: { mn_MN: 'Аль бүлэгт', en_US: 'Under which group', ko_KR: '어느 그룹 아래' },
  menuTop: { mn_MN: 'Цэсийн эхний түвшинд', en_US: 'At the top of the menu', ko_KR: '메뉴 최상위' },
  menuTitle: { mn_MN: 'Цэсэнд харагдах нэр', en_US: 'Title in the menu', ko_KR: '메뉴에 보이는 이름' },
  menuIcon: { mn_MN: 'Дүрс тэмдэг', en_US: 'Icon', ko_KR: '아이콘' },
  noIcon: { mn_MN: 'Дүрсгүй', en_US: 'No icon', ko_KR: '아이콘 없음' },
  role: { mn_MN: 'Үүрэг', en_US: 'Role', ko_KR: '역할' },
  rightSee: { mn_MN: 'Харах', en_US: 'See', ko_KR: '보기' },
  rightAdd: { mn_MN: 'Нэмэх', en_US: 'Add', ko_KR: '추가' },
  rightEdit: { mn_MN: 'Засах', en_US: 'Edit', ko_KR: '편집' },
  rightRemove: { mn_MN: 'Устгах', en_US: 'Delete', ko_KR: '삭제' },
  rightsHelp: {
    mn_MN: 'Цэс нь өөр бол тухайн үүрэгт цэсний мөр харагдахгүй, зөвхөн бичлэгийн эрх өгнө',
    en_US: 'A role with another menu gets the record rights but not the menu entry',
    ko_KR: '다른 메뉴를 쓰는 역할은 메뉴 항목 없이 레코드 권한만 받습니다',
  },
  otherMenu: { mn_MN: 'өөр цэстэй', en_US: 'another menu', ko_KR: '다른 메뉴' },
  summaryWillMake: { mn_MN: 'Дараах зүйлсийг үүсгэнэ', en_US: 'This will be made', ko_KR: '다음을 만듭니다' },
  summaryExistingTable: {
    mn_MN: '«{table}» хүснэгтийг өөрчлөлгүй ашиглана',
    en_US: 'The “{table}” table is used as it is',
    ko_KR: '«{table}» 테이블을 바꾸지 않고 씁니다',
  },
  summaryMade: { mn_MN: 'Дараах зүйлс үүслээ', en_US: 'This was made', ko_KR: '다음을 만들었습니다' },
  create: { mn_MN: 'Үүсгэх', en_US: 'Create', ko_KR: '만들기' },
  retry: { mn_MN: 'Дахин оролдох', en_US: 'Try again', ko_KR: '다시 시도' },
  back: { mn_MN: 'Өмнөх', en_US: 'Back', ko_KR: '이전' },
  next: { mn_MN: 'Дараах', en_US: 'Next', ko_KR: '다음' },
  done: { mn_MN: 'Дэлгэц бэлэн боллоо', en_US: 'The screen is ready', ko_KR: '화면이 준비되었습니다' },
  openScreen: { mn_MN: 'Дэлгэцийг нээх', en_US: 'Open the screen', ko_KR: '화면 열기' },
  failedMidway: {
    mn_MN: 'Хэсэг нь үүссэн. Алдааг засаад дахин оролдоно уу: үүссэн зүйлс давхардахгүй.',
    en_US: 'Part of it was made. Mend the problem and try again: nothing made is made twice.',
    ko_KR: '일부가 만들어졌습니다. 문제를 고친 뒤 다시 시도하세요: 이미 만든 것은 중복되지 않습니다.',
  },
  partModel: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
  partForm: { mn_MN: 'Маягт', en_US: 'Form', ko_KR: '폼' },
  partGrid: { mn_MN: 'Жагсаалт', en_US: 'List', ko_KR: '목록' },
  partKrud: { mn_MN: 'Дэлгэц', en_US: 'Screen', ko_KR: '화면' },
  partMenu: { mn_MN: 'Цэсний мөр', en_US: 'Menu entry', ko_KR: '메뉴 항목' },
  partRole: { mn_MN: 'Эрх', en_US: 'Rights', ko_KR: '권한' },
  statusWaiting: { mn_MN: 'хүлээгдэж байна', en_US: 'waiting', ko_KR: '대기 중' },
  statusDone: { mn_MN: 'үүссэн', en_US: 'made', ko_KR: '완료' },
  statusFailed: { mn_MN: 'амжилтгүй', en_US: 'failed', ko_KR: '실패' },
  statusWorking: { mn_MN: 'үүсгэж байна…', en_US: 'making…', ko_KR: '만드는 중…' },
  needTitle: {
    mn_MN: 'Дэлгэцийн нэрийг монголоор бичнэ үү',
    en_US: 'Write the screen’s title in Mongolian',
    ko_KR: '화면 제목을 몽골어로 쓰세요',
  },
  badName: {
    mn_MN: 'Латин нэр жижиг латин үсгээр эхэлж, үсэг, тоо, доогуур зураас агуулна',
    en_US: 'The Latin name starts with a small Latin letter and holds letters, digits and underscores',
    ko_KR: '라틴 이름은 라틴 소문자로 시작하고 문자, 숫자, 밑줄로 이루어집니다',
  },
  nameTaken: {
    mn_MN: 'Энэ нэртэй зүйл аль хэдийн байна; өөр нэр сонгоно уу',
    en_US: 'Something of this name exists already; choose another name',
    ko_KR: '이 이름은 이미 있습니다; 다른 이름을 고르세요',
  },
  needModel: { mn_MN: 'Хүснэгтээ сонгоно уу', en_US: 'Choose the table', ko_KR: '테이블을 고르세요' },
  needColumn: {
    mn_MN: 'Хамгийн багадаа нэг багана нэмнэ үү',
    en_US: 'Add at least one column',
    ko_KR: '열을 하나 이상 추가하세요',
  },
  needColumnLabel: { mn_MN: 'Баганы гарчгийг бичнэ үү', en_US: 'Write the column’s label', ko_KR: '열 제목을 쓰세요' },
  columnNameTwice: {
    mn_MN: 'Хоёр багана ижил латин нэртэй байна; нэгийг нь өөрчилнө үү',
    en_US: 'Two columns have the same Latin name; change one',
    ko_KR: '두 열의 라틴 이름이 같습니다; 하나를 바꾸세요',
  },
  columnNameReserved: {
    mn_MN: 'Энэ нэрийг систем өөрөө ашигладаг (id, created_at, updated_at, deleted_at); өөр нэр сонгоно уу',
    en_US: 'The system uses this name itself (id, created_at, updated_at, deleted_at); choose another',
    ko_KR: '시스템이 쓰는 이름입니다 (id, created_at, updated_at, deleted_at); 다른 이름을 고르세요',
  },
  needRelated: {
    mn_MN: 'Аль хүснэгттэй холбохыг сонгоно уу',
    en_US: 'Choose the table it relates to',
    ko_KR: '연결할 테이블을 고르세요',
  },
  needMenu: { mn_MN: 'Цэсээ сонгоно уу', en_US: 'Choose the menu', ko_KR: '메뉴를 고르세요' },
  needMenuTitle: {
    mn_MN: 'Цэсэнд харагдах нэрийг бичнэ үү',
    en_US: 'Write the title shown in the menu',
    ko_KR: '메뉴에 보일 이름을 쓰세요',
  },
  needStepField: {
    mn_MN: 'Алхам бүрт хамгийн багадаа нэг талбар байх ёстой',
    en_US: 'Each step needs at least one field',
    ko_KR: '각 단계에 필드가 하나 이상 있어야 합니다',
  },
  needGridColumn: {
    mn_MN: 'Жагсаалтад хамгийн багадаа нэг багана үлдээнэ үү',
    en_US: 'Keep at least one column in the list',
    ko_KR: '목록에 열을 하나 이상 남기세요',
  },
  mendAt: { mn_MN: '«{step}» алхамд очиж засах', en_US: 'Mend it at “{step}”', ko_KR: '«{step}» 단계에서 고치기' },
  stepHasProblem: {
    mn_MN: 'Энэ алхамд засах зүйл байна',
    en_US: 'This step has something to mend',
    ko_KR: '이 단계에 고칠 것이 있습니다',
  },
  expertDetail: { mn_MN: 'Мэргэжилтэнд', en_US: 'For experts', ko_KR: '전문가용' },
} as const

/** A word of the new screen assistant in the language shown. */
export const assistantWord = namespace('newScreenAssistant', WORDS)

const KINDS: Record<ColumnKind, Record<LanguageCode, string>> = {
  text: { mn_MN: 'Текст', en_US: 'Text', ko_KR: '텍스트' },
  longText: { mn_MN: 'Урт текст', en_US: 'Long text', ko_KR: '긴 텍스트' },
  richText: { mn_MN: 'Хэлбэржүүлсэн текст', en_US: 'Formatted text', ko_KR: '서식 있는 텍스트' },
  number: { mn_MN: 'Тоо', en_US: 'Number', ko_KR: '숫자' },
  money: { mn_MN: 'Мөнгөн дүн', en_US: 'Amount of money', ko_KR: '금액' },
  date: { mn_MN: 'Огноо', en_US: 'Date', ko_KR: '날짜' },
  datetime: { mn_MN: 'Огноо цаг', en_US: 'Date and time', ko_KR: '날짜와 시간' },
  yesNo: { mn_MN: 'Тийм/Үгүй', en_US: 'Yes/No', ko_KR: '예/아니요' },
  image: { mn_MN: 'Зураг', en_US: 'Picture', ko_KR: '사진' },
  file: { mn_MN: 'Файл', en_US: 'File', ko_KR: '파일' },
  relation: { mn_MN: 'Холбоос (өөр хүснэгт)', en_US: 'Link (another table)', ko_KR: '연결 (다른 테이블)' },
}

/** A column type's name in words. */
export const columnKindWord = namespace('newScreenAssistantKinds', KINDS)
