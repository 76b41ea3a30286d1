import type { Catalogue } from '@tamga/schema'

/** The admin home's dashboard: the role's charts and the recent activity (issue 7, "Admin home"). */
export const dashboard = {
  charts: { mn_MN: 'Үзүүлэлтүүд', en_US: 'Figures', ko_KR: '지표' },
  activity: { mn_MN: 'Сүүлийн өөрчлөлтүүд', en_US: 'Recent changes', ko_KR: '최근 변경 사항' },
  noActivity: { mn_MN: 'Одоогоор өөрчлөлт алга', en_US: 'No changes yet', ko_KR: '아직 변경 사항이 없습니다' },
  screens: { mn_MN: 'Ажлын хэсгүүд', en_US: 'Screens', ko_KR: '작업 화면' },
  loadFailed: {
    mn_MN: 'Мэдээлэл авах үед алдаа гарлаа',
    en_US: 'Error retrieving data',
    ko_KR: '데이터를 가져오는 중 오류가 발생했습니다',
  },
  retry: { mn_MN: 'Дахин оролдох', en_US: 'Try again', ko_KR: '다시 시도' },
  unknownUser: { mn_MN: 'Тодорхойгүй хэрэглэгч', en_US: 'Unknown user', ko_KR: '알 수 없는 사용자' },
  record: { mn_MN: '№{{id}}', en_US: 'No. {{id}}', ko_KR: '{{id}}번' },
  actionCreate: { mn_MN: 'нэмсэн', en_US: 'added', ko_KR: '추가함' },
  actionUpdate: { mn_MN: 'зассан', en_US: 'edited', ko_KR: '수정함' },
  actionDelete: { mn_MN: 'устгасан', en_US: 'deleted', ko_KR: '삭제함' },
  actionRestore: { mn_MN: 'сэргээсэн', en_US: 'restored', ko_KR: '복원함' },
  actionPurge: { mn_MN: 'бүрмөсөн устгасан', en_US: 'deleted for good', ko_KR: '영구 삭제함' },
  justNow: { mn_MN: 'Дөнгөж сая', en_US: 'just now', ko_KR: '방금' },
  minutesAgo: { mn_MN: '{{count}} минутын өмнө', en_US: '{{count}} min ago', ko_KR: '{{count}}분 전' },
  hoursAgo: { mn_MN: '{{count}} цагийн өмнө', en_US: '{{count}} h ago', ko_KR: '{{count}}시간 전' },
  daysAgo: { mn_MN: '{{count}} өдрийн өмнө', en_US: '{{count}} d ago', ko_KR: '{{count}}일 전' },
  waitingSteps: { mn_MN: 'Таны шийдвэрлэх алхмууд', en_US: 'Steps waiting for you', ko_KR: '처리할 단계' },
  noWaitingSteps: {
    mn_MN: 'Танд хүлээгдэж буй алхам алга',
    en_US: 'Nothing is waiting for you',
    ko_KR: '대기 중인 단계가 없습니다',
  },
  dueDate: { mn_MN: 'Хугацаа: {{date}}', en_US: 'Due {{date}}', ko_KR: '기한: {{date}}' },
} as const satisfies Catalogue
