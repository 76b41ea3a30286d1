// The workflow designer's own words, Mongolian first. Step types, subject types and decision
// outcomes are named by @tamga/schema's tables, so only the designer's chrome is here.
import { namespace } from '@tamga/renderer/i18n'
import type { Catalogue } from '@tamga/schema'

const WORDS = {
  palette: { mn_MN: 'Алхмын төрлүүд', en_US: 'Step types', ko_KR: '단계 유형' },
  paletteHint: {
    mn_MN: 'Дарж эсвэл чирж нэмнэ',
    en_US: 'Click or drag onto the canvas',
    ko_KR: '클릭하거나 끌어다 놓으세요',
  },
  nodePanel: { mn_MN: 'Алхам', en_US: 'Step', ko_KR: '단계' },
  diagramPanel: { mn_MN: 'Ажлын урсгал', en_US: 'Workflow', ko_KR: '워크플로' },
  noSelection: {
    mn_MN: 'Тохируулах алхмаа сонгоно уу',
    en_US: 'Select a step to edit it',
    ko_KR: '편집할 단계를 선택하세요',
  },
  nodeId: { mn_MN: 'Дугаар', en_US: 'Id', ko_KR: 'ID' },
  nodeIdInvalid: {
    mn_MN: 'Үсэг, тоо, "-", "_"; өөр алхамд ашиглагдаагүй байх',
    en_US: 'Letters, digits, "-" and "_", not used by another step',
    ko_KR: '문자, 숫자, "-", "_"; 다른 단계와 겹치지 않게',
  },
  label: { mn_MN: 'Нэр', en_US: 'Title', ko_KR: '제목' },
  description: { mn_MN: 'Тайлбар', en_US: 'Description', ko_KR: '설명' },
  type: { mn_MN: 'Төрөл', en_US: 'Type', ko_KR: '유형' },
  subject: { mn_MN: 'Хариуцагч', en_US: 'Assignee', ko_KR: '담당자' },
  subjectType: { mn_MN: 'Хариуцагчийн төрөл', en_US: 'Assigned to', ko_KR: '배정 대상' },
  roleId: { mn_MN: 'Хандах эрх (role_id)', en_US: 'Role (role_id)', ko_KR: '역할 (role_id)' },
  userId: { mn_MN: 'Хэрэглэгч (user_id)', en_US: 'User (user_id)', ko_KR: '사용자 (user_id)' },
  is_subject_changeable: {
    mn_MN: 'Хариуцагчийг солих боломжтой',
    en_US: 'Assignee may hand it over',
    ko_KR: '담당자 변경 가능',
  },
  is_read_only: { mn_MN: 'Зөвхөн харах', en_US: 'Read only', ko_KR: '읽기 전용' },
  is_signature_needed: { mn_MN: 'Гарын үсэг шаардлагатай', en_US: 'Signature needed', ko_KR: '서명 필요' },
  vote: { mn_MN: 'Санал хураалт', en_US: 'Vote', ko_KR: '투표' },
  voterRoleId: {
    mn_MN: 'Санал өгөгчдийн эрх (role_id)',
    en_US: 'Voters’ role (role_id)',
    ko_KR: '투표자 역할 (role_id)',
  },
  minVoters: { mn_MN: 'Хамгийн цөөн санал', en_US: 'Minimum votes', ko_KR: '최소 투표 수' },
  decisionRule: { mn_MN: 'Шийдвэрлэх дүрэм', en_US: 'Decision rule', ko_KR: '결정 규칙' },
  simple_majority: { mn_MN: 'Энгийн олонх', en_US: 'Simple majority', ko_KR: '단순 과반수' },
  absolute_majority: { mn_MN: 'Үнэмлэхүй олонх', en_US: 'Absolute majority', ko_KR: '절대 과반수' },
  unanimous: { mn_MN: 'Санал нэгтэй', en_US: 'Unanimity', ko_KR: '만장일치' },
  quorum: { mn_MN: 'Ирц', en_US: 'Quorum', ko_KR: '정족수' },
  quorumCount: { mn_MN: 'Ирцийн тоо', en_US: 'Quorum (members)', ko_KR: '정족수 (인원)' },
  ports: { mn_MN: 'Гарах гарцууд', en_US: 'Outcome ports', ko_KR: '출력 포트' },
  portLabel: { mn_MN: 'Түүхэнд бичигдэх нэр', en_US: 'Written in the history as', ko_KR: '이력에 기록되는 이름' },
  portAction: {
    mn_MN: 'Товчны үг (үйл үг; хоосон бол дээрх нэр)',
    en_US: 'Button words (a verb; empty: the name above)',
    ko_KR: '버튼 문구 (동사, 비우면 위의 이름)',
  },
  portOutcome: { mn_MN: 'Утга', en_US: 'Meaning', ko_KR: '의미' },
  noOutcome: { mn_MN: '(дараагийн алхам)', en_US: '(moves on)', ko_KR: '(다음 단계)' },
  portTarget: { mn_MN: 'Дараагийн алхам', en_US: 'Leads to', ko_KR: '다음 단계' },
  noTarget: { mn_MN: 'Холбоогүй', en_US: 'Not connected', ko_KR: '연결 안 됨' },
  addPort: { mn_MN: 'Гарц нэмэх', en_US: 'Add port', ko_KR: '포트 추가' },
  removePort: { mn_MN: 'Гарц устгах', en_US: 'Remove port', ko_KR: '포트 삭제' },
  terminalNoPorts: {
    mn_MN: 'Энэ алхам процессыг дуусгадаг тул гарцгүй',
    en_US: 'This step finishes the process and has no ports',
    ko_KR: '이 단계는 프로세스를 끝내므로 포트가 없습니다',
  },
  deleteNode: { mn_MN: 'Алхам устгах', en_US: 'Delete step', ko_KR: '단계 삭제' },
  deleteEdge: { mn_MN: 'Холбоос устгах', en_US: 'Delete connection', ko_KR: '연결 삭제' },
  autoLayout: { mn_MN: 'Автоматаар байрлуулах', en_US: 'Lay out automatically', ko_KR: '자동 배치' },
  issues: { mn_MN: 'Алдаа', en_US: 'Problems', ko_KR: '문제' },
  noIssues: {
    mn_MN: 'Ажлын урсгалд алдаа алга',
    en_US: 'The workflow has no problems',
    ko_KR: '워크플로에 문제가 없습니다',
  },
  model: { mn_MN: 'Хүснэгт', en_US: 'Table', ko_KR: '테이블' },
  statusColumn: { mn_MN: 'Төлөвийн багана', en_US: 'Status column', ko_KR: '상태 열' },
  krud: { mn_MN: 'CRUD дэлгэц', en_US: 'CRUD screen', ko_KR: 'CRUD 화면' },
} as const satisfies Catalogue

/** A key of the designer's words. */
export type WorkflowWord = keyof typeof WORDS

/** The designer's word `key` in `language`. */
export const workflowWord = namespace('workflowBuilder', WORDS)
