import type { Catalogue } from '@tamga/schema'

/** The "my applications" page (issue 24): the records a person created in a workflow and where each stands. */
export const myApplications = {
  pageTitle: { mn_MN: 'Миний өргөдлүүд', en_US: 'My applications', ko_KR: '내 신청서' },
  pageDescription: {
    mn_MN: 'Таны гаргасан өргөдөл бүр хаана явж байгаа, танаас юу хүлээгдэж байгааг эндээс харна.',
    en_US: 'Where each of your applications stands, and what is expected of you.',
    ko_KR: '신청서마다 진행 상황과 지금 해야 할 일을 확인하세요.',
  },
  newApplication: { mn_MN: 'Шинэ өргөдөл гаргах', en_US: 'Start a new application', ko_KR: '새 신청서 작성' },
  newOf: { mn_MN: 'Шинэ: {{title}}', en_US: 'New: {{title}}', ko_KR: '새로 작성: {{title}}' },
  empty: {
    mn_MN: 'Танд одоогоор өргөдөл алга',
    en_US: 'You have no applications yet',
    ko_KR: '아직 신청서가 없습니다',
  },
  emptyHint: {
    mn_MN: 'Эхний өргөдлөө гаргахын тулд доорх товчийг дарна уу. Хадгалсан ноорог тань энд харагдана.',
    en_US: 'Press the button below to start your first one. A draft you keep shows here too.',
    ko_KR: '아래 버튼을 눌러 첫 신청서를 작성하세요. 저장한 초안도 여기에 표시됩니다.',
  },
  emptyNothingToStart: {
    mn_MN: 'Таны эрхээр шинэ өргөдөл гаргах боломжгүй байна.',
    en_US: 'Your role cannot start an application.',
    ko_KR: '현재 역할로는 신청서를 작성할 수 없습니다.',
  },
  record: { mn_MN: '{{kind}} №{{id}}', en_US: '{{kind}} No. {{id}}', ko_KR: '{{kind}} {{id}}번' },
  created: { mn_MN: 'Үүсгэсэн: {{date}}', en_US: 'Created {{date}}', ko_KR: '작성일: {{date}}' },
  finished: { mn_MN: 'Шийдвэрлэсэн: {{date}}', en_US: 'Decided {{date}}', ko_KR: '결정일: {{date}}' },
  step: { mn_MN: 'Алхам: {{step}}', en_US: 'Step: {{step}}', ko_KR: '단계: {{step}}' },
  round: {
    mn_MN: '{{count}} удаа буцаагдсан',
    en_US: 'Sent back {{count}} time(s)',
    ko_KR: '{{count}}회 반려됨',
  },
  nextSubmit: {
    mn_MN: 'Ноорог хэвээр байна: бөглөж дуусаад «Илгээх» товчийг дарна уу.',
    en_US: 'Still a draft: finish it and submit it.',
    ko_KR: '아직 초안입니다. 작성을 마치고 제출하세요.',
  },
  nextResubmit: {
    mn_MN: 'Танд буцаагдсан: тайлбарыг уншаад засварлан дахин илгээнэ үү.',
    en_US: 'Sent back to you: read why, change it and resubmit it.',
    ko_KR: '반려되었습니다. 사유를 확인하고 수정하여 다시 제출하세요.',
  },
  nextAct: {
    mn_MN: 'Таны шийдвэрийг хүлээж байна: нээгээд шийдвэрээ өгнө үү.',
    en_US: 'It waits for you: open it and act on it.',
    ko_KR: '귀하의 처리를 기다립니다. 열어서 처리하세요.',
  },
  nextWait: {
    mn_MN: '{{who}} шийдвэрлэхийг хүлээж байна. Танаас одоогоор юу ч хийх шаардлагагүй.',
    en_US: 'Waiting for {{who}}. Nothing to do for you now.',
    ko_KR: '{{who}}의 처리를 기다리는 중입니다. 지금은 하실 일이 없습니다.',
  },
  whoCouncil: {
    mn_MN: 'Зөвлөлийн гишүүд ({{count}} гишүүний санал дутуу)',
    en_US: 'the council members ({{count}} votes to come)',
    ko_KR: '위원회 위원({{count}}표 남음)',
  },
  whoSomeone: { mn_MN: 'Хариуцсан ажилтан', en_US: 'the person in charge', ko_KR: '담당자' },
  nextApproved: {
    mn_MN: 'Шийдвэр гарлаа: {{decision}}. Шийдвэрийн тайлбарыг явцын түүхээс харна уу.',
    en_US: 'Decided: {{decision}}. The reasons are in the history.',
    ko_KR: '결정되었습니다: {{decision}}. 사유는 진행 이력에서 확인하세요.',
  },
  nextCancelled: {
    mn_MN: 'Шийдвэр гарлаа: {{decision}}. Шалтгааныг явцын түүхээс харна уу.',
    en_US: 'Decided: {{decision}}. Why is in the history.',
    ko_KR: '결정되었습니다: {{decision}}. 사유는 진행 이력에서 확인하세요.',
  },
  open: { mn_MN: 'Нээх', en_US: 'Open', ko_KR: '열기' },
  openToSubmit: { mn_MN: 'Нээж илгээх', en_US: 'Open and submit', ko_KR: '열어서 제출' },
  openToResubmit: { mn_MN: 'Засварлах', en_US: 'Change it', ko_KR: '수정하기' },
  openToAct: { mn_MN: 'Шийдвэр өгөх', en_US: 'Act on it', ko_KR: '처리하기' },
  history: { mn_MN: 'Явцын түүх', en_US: 'History', ko_KR: '진행 이력' },
  hideHistory: { mn_MN: 'Түүхийг хаах', en_US: 'Hide the history', ko_KR: '이력 닫기' },
} as const satisfies Catalogue
