import { describe, expect, it } from 'vitest'
import {
  type AppNotification,
  EMPTY_NOTIFICATION_LIST,
  markAllRead,
  markRead,
  type NotificationList,
  oldestId,
  parseNotification,
  parseNotificationPage,
  receiveLive,
  receiveNewestPage,
  receiveOlderPage,
} from './notificationList.ts'

function note(id: number, readAt: string | null = null): AppNotification {
  return { id, title: `n${id}`, body: null, link: null, createdAt: '2026-01-01T00:00:00.000Z', readAt }
}

const ids = (list: NotificationList) => list.items.map((item) => item.id)

describe('parseNotification', () => {
  it('reads a stream event, which has no read time, as unread', () => {
    expect(
      parseNotification({ id: 7, userId: 3, title: 'T', body: 'B', link: '/admin', createdAt: '2026-01-01T00:00:00Z' }),
    ).toEqual({
      id: 7,
      title: 'T',
      body: 'B',
      link: '/admin',
      createdAt: '2026-01-01T00:00:00Z',
      readAt: null,
    })
  })

  it('refuses what is not a notification', () => {
    for (const value of [
      null,
      'x',
      { id: '7', title: 'T', createdAt: 'x' },
      { id: 7, createdAt: 'x' },
      { id: 7, title: 'T', createdAt: 'x', body: 3 },
    ]) {
      expect(parseNotification(value)).toBeUndefined()
    }
  })

  it('a page skips broken entries and needs the unread count', () => {
    expect(parseNotificationPage({ status: true, items: [note(2), { id: 'bad' }], unread: 1 })).toEqual({
      items: [note(2)],
      unread: 1,
    })
    expect(parseNotificationPage({ items: [] })).toBeUndefined()
  })
})

describe('the notification list', () => {
  it('the newest page replaces the list and gives the unread count', () => {
    const list = receiveNewestPage(EMPTY_NOTIFICATION_LIST, { items: [note(3), note(2, 'r'), note(1)], unread: 5 }, 3)
    expect(ids(list)).toEqual([3, 2, 1])
    expect(list.unread).toBe(5)
    expect(list.hasMore).toBe(true)
  })

  it('a short page means there is nothing older', () => {
    expect(receiveNewestPage(EMPTY_NOTIFICATION_LIST, { items: [note(1)], unread: 1 }, 20).hasMore).toBe(false)
  })

  it('a live arrival newer than the page that is loading is kept and counted', () => {
    const arrived = receiveLive(EMPTY_NOTIFICATION_LIST, note(9))
    const list = receiveNewestPage(arrived, { items: [note(8), note(7)], unread: 2 }, 20)
    expect(ids(list)).toEqual([9, 8, 7])
    expect(list.unread).toBe(3)
  })

  it('a live arrival the page already holds is not counted twice', () => {
    const arrived = receiveLive(EMPTY_NOTIFICATION_LIST, note(9))
    const list = receiveNewestPage(arrived, { items: [note(9), note(8)], unread: 2 }, 20)
    expect(ids(list)).toEqual([9, 8])
    expect(list.unread).toBe(2)
  })

  it('a live arrival goes on top and raises the unread count', () => {
    const list = receiveLive({ items: [note(2)], unread: 1, hasMore: false }, note(5))
    expect(ids(list)).toEqual([5, 2])
    expect(list.unread).toBe(2)
  })

  it('the same notification arriving twice is listed and counted once', () => {
    const once = receiveLive(EMPTY_NOTIFICATION_LIST, note(5))
    const twice = receiveLive(once, note(5))
    expect(twice).toBe(once)
    expect(twice.unread).toBe(1)
  })

  it('an older page is appended without changing the unread count', () => {
    const list = receiveOlderPage(
      { items: [note(5), note(4)], unread: 4, hasMore: true },
      { items: [note(4), note(3)], unread: 9 },
      2,
    )
    expect(ids(list)).toEqual([5, 4, 3])
    expect(list.unread).toBe(4)
    expect(list.hasMore).toBe(true)
  })

  it('marking one read lowers the unread count once', () => {
    const list: NotificationList = { items: [note(2), note(1)], unread: 2, hasMore: false }
    const read = markRead(list, 2, 'now')
    expect(read.items[0]?.readAt).toBe('now')
    expect(read.unread).toBe(1)
    expect(markRead(read, 2, 'later')).toBe(read)
  })

  it('marking an unknown one changes nothing', () => {
    const list: NotificationList = { items: [note(2)], unread: 4, hasMore: true }
    expect(markRead(list, 99, 'now')).toBe(list)
  })

  it('marking all read leaves nothing unread and keeps earlier read times', () => {
    const list = markAllRead({ items: [note(3), note(2, 'earlier')], unread: 7, hasMore: true }, 'now')
    expect(list.items.map((item) => item.readAt)).toEqual(['now', 'earlier'])
    expect(list.unread).toBe(0)
  })

  it('the oldest loaded id is what "load more" asks before', () => {
    expect(oldestId({ items: [note(9), note(4), note(6)], unread: 0, hasMore: true })).toBe(4)
    expect(oldestId(EMPTY_NOTIFICATION_LIST)).toBeUndefined()
  })
})
