import type { Catalogue } from '@tamga/schema'

/** The "waiting for me" page and its count in the menu (issue 24): the workflow steps waiting for the person. */
export const waiting = {
  pageTitle: { mn_MN: 'Надад хүлээгдэж буй', en_US: 'Waiting for me', ko_KR: '나의 대기 업무' },
  pageDescription: {
    mn_MN: 'Таны шийдвэр эсвэл саналыг хүлээж буй алхмууд, хамгийн удаан хүлээсэн нь эхэндээ.',
    en_US: 'The steps waiting for your decision or your vote, the longest waiting first.',
    ko_KR: '귀하의 결정이나 투표를 기다리는 단계입니다. 가장 오래 기다린 것이 먼저 나옵니다.',
  },
  empty: {
    mn_MN: 'Танд хүлээгдэж буй алхам алга',
    en_US: 'Nothing is waiting for you',
    ko_KR: '대기 중인 단계가 없습니다',
  },
  count: {
    mn_MN: '{{count}} алхам таныг хүлээж байна',
    en_US: '{{count}} steps waiting for you',
    ko_KR: '대기 중인 단계 {{count}}건',
  },
  record: { mn_MN: 'Бичлэг', en_US: 'Record', ko_KR: '레코드' },
  recordOf: { mn_MN: '{{kind}} №{{id}}', en_US: '{{kind}} No. {{id}}', ko_KR: '{{kind}} {{id}}번' },
  step: { mn_MN: 'Алхам', en_US: 'Step', ko_KR: '단계' },
  status: { mn_MN: 'Төлөв', en_US: 'Status', ko_KR: '상태' },
  since: { mn_MN: 'Хүлээж эхэлсэн', en_US: 'Waiting since', ko_KR: '대기 시작' },
  due: { mn_MN: 'Хугацаа', en_US: 'Due', ko_KR: '기한' },
  vote: { mn_MN: 'Санал өгөх', en_US: 'Vote', ko_KR: '투표하기' },
  act: { mn_MN: 'Шийдвэрлэх', en_US: 'Act on it', ko_KR: '처리하기' },
  reload: { mn_MN: 'Шинэчлэх', en_US: 'Refresh', ko_KR: '새로 고침' },
} as const satisfies Catalogue
