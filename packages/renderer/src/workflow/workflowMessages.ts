// The workflow screens' own words in the three interface languages, Mongolian first. The
// spec's Mongolian strings (2.7, 4.3) are used verbatim; the vote results and decision outcomes
// take the schema's words (VOTE_RESULT_LABELS, DECISION_OUTCOME_LABELS) so they cannot drift.
import type { Catalogue, LanguageCode } from '@tamga/schema'
import { namespace } from '../i18n/namespaces.ts'

const MESSAGES = {
  // The status history view (spec 2.7).
  date: { mn_MN: 'Огноо', en_US: 'Date', ko_KR: '날짜' },
  description: { mn_MN: 'Тайлбар', en_US: 'Description', ko_KR: '설명' },
  votersHeading: {
    mn_MN: 'Санал өгсөн албан тушаалтан',
    en_US: 'Officials who voted',
    ko_KR: '투표한 임원',
  },
  pending: { mn_MN: 'Үйлдэл хүлээгдэж байна', en_US: 'Action pending', ko_KR: '처리 대기 중' },
  Supported: { mn_MN: 'Дэмжсэн', en_US: 'Supported', ko_KR: '찬성' },
  ToRecreate: {
    mn_MN: 'Нэмэлт материал шаардлагатай',
    en_US: 'Additional material required',
    ko_KR: '추가 자료 필요',
  },
  Unsupported: { mn_MN: 'Дэмжээгүй', en_US: 'Unsupported', ko_KR: '반대' },
  historyEmpty: { mn_MN: 'Түүх алга', en_US: 'No history yet', ko_KR: '이력이 없습니다' },
  historyLoading: { mn_MN: 'Түүх ачаалж байна', en_US: 'Loading the history', ko_KR: '이력을 불러오는 중' },
  // The approval view's labels (spec 2.7).
  save: { mn_MN: 'Хадгалах', en_US: 'Save', ko_KR: '저장' },
  back: { mn_MN: 'Буцах', en_US: 'Back', ko_KR: '뒤로' },
  sendVote: { mn_MN: 'Санал илгээх', en_US: 'Send vote', ko_KR: '투표 보내기' },
  additionalDescription: { mn_MN: 'Нэмэлт тайлбар', en_US: 'Additional description', ko_KR: '추가 설명' },
  statusHistory: { mn_MN: 'Төлөв шилжилтийн түүх', en_US: 'Status transition history', ko_KR: '상태 변경 이력' },
  eSignedDate: {
    mn_MN: 'Цахимаар баталгаажуулсан огноо, цаг',
    en_US: 'Electronically confirmed date and time',
    ko_KR: '전자 확인 일시',
  },
  eSigned: { mn_MN: 'Цахимаар баталгаажуулсан', en_US: 'Electronically confirmed', ko_KR: '전자 확인자' },
  councilMemberVoted: {
    mn_MN: 'Санал өгсөн зөвлөлийн гишүүн',
    en_US: 'Council member who voted',
    ko_KR: '투표한 위원',
  },
  votedElectronically: { mn_MN: 'Цахимаар санал өгсөн', en_US: 'Voted electronically', ko_KR: '전자 투표함' },
  downloadFile: {
    mn_MN: 'Дараах файлыг татаж авна уу',
    en_US: 'Please download the following file',
    ko_KR: '다음 파일을 내려받으세요',
  },
  // What the download of a finished process's decision letter is called.
  decisionLetter: { mn_MN: 'Шийдвэрийн мэдэгдэл (PDF)', en_US: 'Decision letter (PDF)', ko_KR: '결정 통지서 (PDF)' },
  dateTime: { mn_MN: 'Огноо, цаг', en_US: 'Date and time', ko_KR: '일시' },
  // The process panel.
  currentStatus: { mn_MN: 'Одоогийн төлөв', en_US: 'Current status', ko_KR: '현재 상태' },
  finished: { mn_MN: 'Дууссан', en_US: 'Finished', ko_KR: '완료' },
  openSteps: { mn_MN: 'Хүлээгдэж буй алхам', en_US: 'Waiting steps', ko_KR: '대기 중인 단계' },
  noOpenSteps: { mn_MN: 'Хүлээгдэж буй алхам алга', en_US: 'No step is waiting', ko_KR: '대기 중인 단계가 없습니다' },
  assignee: { mn_MN: 'Хариуцагч', en_US: 'Assignee', ko_KR: '담당자' },
  role: { mn_MN: '{{role}}-р эрхтэй хэрэглэгчид', en_US: 'Users of role {{role}}', ko_KR: '{{role}}번 역할의 사용자' },
  council: { mn_MN: 'Зөвлөлийн гишүүд', en_US: 'Council members', ko_KR: '위원' },
  openedAt: { mn_MN: 'Нээгдсэн', en_US: 'Opened', ko_KR: '시작' },
  dueDate: { mn_MN: 'Товлосон огноо', en_US: 'Set date', ko_KR: '지정일' },
  readOnlyStep: {
    mn_MN: 'Та энэ алхамд зөвхөн танилцана',
    en_US: 'This step only shows you the record',
    ko_KR: '이 단계에서는 조회만 할 수 있습니다',
  },
  yourStep: { mn_MN: 'Таны шийдвэр хүлээгдэж байна', en_US: 'Waiting for your decision', ko_KR: '결정을 기다립니다' },
  nextAssignee: { mn_MN: 'Дараагийн хариуцагч', en_US: 'Next assignee', ko_KR: '다음 담당자' },
  pickNextAssignee: {
    mn_MN: 'Дараагийн хариуцагчийг сонгоно уу',
    en_US: 'Choose the next assignee',
    ko_KR: '다음 담당자를 선택하세요',
  },
  pickCouncil: {
    mn_MN: 'Санал өгөх гишүүдийг сонгоно уу',
    en_US: 'Choose the members who will vote',
    ko_KR: '투표할 위원을 선택하세요',
  },
  pickDate: { mn_MN: 'Огноо сонгоно уу', en_US: 'Choose the date', ko_KR: '날짜를 선택하세요' },
  noCandidates: { mn_MN: 'Сонгох хүн алга', en_US: 'Nobody to choose', ko_KR: '선택할 사람이 없습니다' },
  candidatesFailed: {
    mn_MN: 'Сонгох хүмүүсийг авч чадсангүй',
    en_US: 'The people to choose from could not be loaded',
    ko_KR: '선택할 사람을 불러오지 못했습니다',
  },
  signature: { mn_MN: 'Гарын үсэг', en_US: 'Signature', ko_KR: '서명' },
  signatureText: { mn_MN: 'Бичих', en_US: 'Type', ko_KR: '입력' },
  signatureDraw: { mn_MN: 'Зурах', en_US: 'Draw', ko_KR: '그리기' },
  signatureClear: { mn_MN: 'Арилгах', en_US: 'Clear', ko_KR: '지우기' },
  signaturePlaceholder: { mn_MN: 'Нэрээ бичнэ үү', en_US: 'Type your name', ko_KR: '이름을 입력하세요' },
  signatureDrawHint: {
    mn_MN: 'Гарын үсгээ энд зурна уу',
    en_US: 'Draw your signature here',
    ko_KR: '여기에 서명하세요',
  },
  jobName: { mn_MN: 'Албан тушаал', en_US: 'Job title', ko_KR: '직위' },
  struct: { mn_MN: 'Байгууллага, нэгж', en_US: 'Organisation unit', ko_KR: '소속' },
  voteApprove: { mn_MN: 'Дэмжих', en_US: 'Support', ko_KR: '찬성' },
  voteReject: { mn_MN: 'Дэмжихгүй', en_US: 'Reject', ko_KR: '반대' },
  voteRecreate: { mn_MN: 'Нэмэлт материал шаардах', en_US: 'Ask for more material', ko_KR: '추가 자료 요청' },
  voted: { mn_MN: 'Санал өгсөн', en_US: 'Voted', ko_KR: '투표함' },
  notVoted: { mn_MN: 'Санал өгөөгүй', en_US: 'Not voted', ko_KR: '미투표' },
  decision: { mn_MN: 'Одоогийн дүн', en_US: 'Result so far', ko_KR: '현재 결과' },
  closeVote: { mn_MN: 'Санал хураалтыг хаах', en_US: 'Close the vote', ko_KR: '투표 마감' },
  confirmCloseVote: {
    mn_MN: 'Санал хураалтыг одоо хаах уу? Санал өгөөгүй гишүүд дахин санал өгөх боломжгүй болно.',
    en_US: 'Close the vote now? Members who have not voted will no longer be able to.',
    ko_KR: '지금 투표를 마감할까요? 투표하지 않은 위원은 더 이상 투표할 수 없습니다.',
  },
  yes: { mn_MN: 'Тийм', en_US: 'Yes', ko_KR: '예' },
  no: { mn_MN: 'Үгүй', en_US: 'No', ko_KR: '아니요' },
  // The form's workflow elements and their modals (spec 2.7).
  additionalForm: { mn_MN: 'Нэмэлт маягт', en_US: 'Additional form', ko_KR: '추가 양식' },
  detailInfo: { mn_MN: 'Дэлгэрэнгүй мэдээлэл', en_US: 'Detail info', ko_KR: '상세 정보' },
  view: { mn_MN: 'Харах', en_US: 'View', ko_KR: '보기' },
  field: { mn_MN: 'Талбар', en_US: 'Field', ko_KR: '항목' },
  value: { mn_MN: 'Утга', en_US: 'Value', ko_KR: '값' },
  startsOnSave: {
    mn_MN: 'Шийдвэрлэлтийн урсгал бүртгэлийг хадгалахад эхэлнэ',
    en_US: 'The approval process starts when the record is saved',
    ko_KR: '기록을 저장하면 결재 절차가 시작됩니다',
  },
  noProcess: {
    mn_MN: 'Энэ бүртгэлд шийдвэрлэлтийн урсгал эхлээгүй байна',
    en_US: 'This record has no approval process',
    ko_KR: '이 기록에는 결재 절차가 없습니다',
  },
  processLoadFailed: {
    mn_MN: 'Шийдвэрлэлтийн мэдээллийг ачаалж чадсангүй',
    en_US: 'The approval process could not be loaded',
    ko_KR: '결재 정보를 불러오지 못했습니다',
  },
  act: { mn_MN: 'Шийдвэрлэх', en_US: 'Act', ko_KR: '처리' },
  // What is missing before an action is sent.
  signatureRequired: {
    mn_MN: 'Энэ алхамд гарын үсэг шаардлагатай',
    en_US: 'This step needs your signature',
    ko_KR: '이 단계에는 서명이 필요합니다',
  },
  dateRequired: { mn_MN: 'Огноо сонгоно уу', en_US: 'Choose the date', ko_KR: '날짜를 선택하세요' },
  votersRequired: {
    mn_MN: 'Санал өгөх дор хаяж нэг гишүүн сонгоно уу',
    en_US: 'Choose at least one member to vote',
    ko_KR: '투표할 위원을 한 명 이상 선택하세요',
  },
  assigneeRequired: {
    mn_MN: 'Дараагийн хариуцагчийг сонгоно уу',
    en_US: 'Choose the next assignee',
    ko_KR: '다음 담당자를 선택하세요',
  },
  voteRequired: { mn_MN: 'Саналаа сонгоно уу', en_US: 'Choose your vote', ko_KR: '투표 항목을 선택하세요' },
  // Outcomes of an action.
  saved: { mn_MN: 'Амжилттай хадгаллаа', en_US: 'Saved', ko_KR: '저장되었습니다' },
  voteSent: { mn_MN: 'Санал илгээгдлээ', en_US: 'Your vote is sent', ko_KR: '투표가 전송되었습니다' },
  voteClosed: { mn_MN: 'Санал хураалт хаагдлаа', en_US: 'The vote is closed', ko_KR: '투표가 마감되었습니다' },
  actFailed: {
    mn_MN: 'Хадгалах үед алдаа гарлаа!',
    en_US: 'An error occurred while saving!',
    ko_KR: '저장 중 오류가 발생했습니다!',
  },
  signatureUploadFailed: {
    mn_MN: 'Гарын үсгийг илгээж чадсангүй',
    en_US: 'The signature could not be sent',
    ko_KR: '서명을 보내지 못했습니다',
  },
} as const satisfies Catalogue

/** Every word of the workflow screens, by key and language. */
export const WORKFLOW_MESSAGES: { readonly [TKey in WorkflowMessage]: Readonly<Record<LanguageCode, string>> } =
  MESSAGES

/** A key of the workflow screens' message table. */
export type WorkflowMessage = keyof typeof MESSAGES

/**
 * The message in `language`, its `{{name}}` placeholders filled from `values`.
 *
 * @example workflowText('role', 'en_US', { role: 3 }) // 'Users of role 3'
 */
export const workflowText = namespace('workflow', MESSAGES)
