import type { Catalogue } from '@tamga/schema'

/** The notifications widget's words (spec 2.5). No key is named like a project static word. */
export const notifications = {
  bell: { mn_MN: 'Мэдэгдэл', en_US: 'Notifications', ko_KR: '알림' },
  bellUnread: {
    mn_MN: 'Мэдэгдэл, уншаагүй {{unread}}',
    en_US: 'Notifications, {{unread}} unread',
    ko_KR: '알림, 읽지 않음 {{unread}}개',
  },
  unreadCount: {
    mn_MN: 'Уншаагүй {{unread}} мэдэгдэл',
    en_US: '{{unread}} unread notifications',
    ko_KR: '읽지 않은 알림 {{unread}}개',
  },
  listTitle: { mn_MN: 'Мэдэгдэл', en_US: 'Notifications', ko_KR: '알림' },
  markAllRead: { mn_MN: 'Бүгдийг уншсан болгох', en_US: 'Mark all read', ko_KR: '모두 읽음으로 표시' },
  empty: { mn_MN: 'Мэдэгдэл алга', en_US: 'No notifications', ko_KR: '알림이 없습니다' },
  loadMore: { mn_MN: 'Өмнөх мэдэгдлүүд', en_US: 'Older notifications', ko_KR: '이전 알림' },
  loadFailed: {
    mn_MN: 'Мэдэгдлийг ачаалж чадсангүй.',
    en_US: 'Notifications could not be loaded.',
    ko_KR: '알림을 불러오지 못했습니다.',
  },
  retry: { mn_MN: 'Дахин оролдох', en_US: 'Try again', ko_KR: '다시 시도' },
  unread: { mn_MN: 'Уншаагүй', en_US: 'Unread', ko_KR: '읽지 않음' },
  liveOff: {
    mn_MN: 'Шинэ мэдэгдэл шууд ирэхгүй байна.',
    en_US: 'New notifications are not arriving live.',
    ko_KR: '새 알림이 실시간으로 도착하지 않습니다.',
  },
  reconnect: { mn_MN: 'Дахин холбогдох', en_US: 'Reconnect', ko_KR: '다시 연결' },
  newNotification: { mn_MN: 'Шинэ мэдэгдэл', en_US: 'New notification', ko_KR: '새 알림' },
} as const satisfies Catalogue
