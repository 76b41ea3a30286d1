import { describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient, RequestOptions } from '../api/httpClient.ts'
import type { AppNotification } from './notificationList.ts'
import { createNotificationsStore } from './notificationsStore.ts'

function note(id: number, readAt: string | null = null): AppNotification {
  return { id, title: `n${id}`, body: null, link: null, createdAt: '2026-01-01T00:00:00.000Z', readAt }
}

type Call = { method: 'GET' | 'POST'; path: string; options?: RequestOptions | undefined }

/** A fake HTTP client: answers queued per path, calls recorded, answers released by hand when `hold` is set. */
function fakeClient() {
  const calls: Call[] = []
  const answers = new Map<string, Array<ApiResult<unknown>>>()
  const held: Array<() => void> = []
  let hold = false
  const answer = <T>(call: Call): Promise<ApiResult<T>> => {
    calls.push(call)
    const queued = answers.get(call.path)?.shift() ?? { ok: true, status: 200, data: { status: true } }
    if (!hold) return Promise.resolve(queued as ApiResult<T>)
    return new Promise((resolve) => held.push(() => resolve(queued as ApiResult<T>)))
  }
  const client: Pick<HttpClient, 'get' | 'post'> = {
    get: (path, options) => answer({ method: 'GET', path, options }),
    post: (path, _body, options) => answer({ method: 'POST', path, options }),
  }
  return {
    client,
    calls,
    reply: (path: string, result: ApiResult<unknown>) => answers.set(path, [...(answers.get(path) ?? []), result]),
    page: (items: AppNotification[], unread: number) =>
      answers.set('/notifications', [
        ...(answers.get('/notifications') ?? []),
        { ok: true, status: 200, data: { status: true, items, unread } },
      ]),
    hold: () => {
      hold = true
    },
    release: () => {
      for (const run of held.splice(0)) run()
    },
  }
}

const failure: ApiResult<unknown> = { ok: false, status: 500, message: 'boom', cancelled: false }
const ids = (items: AppNotification[]) => items.map((item) => item.id)
const fixedNow = () => new Date('2026-02-03T04:05:06.000Z')

describe('the notifications store', () => {
  it('loads the newest page with the unread count, quietly', async () => {
    const fake = fakeClient()
    fake.page([note(3), note(2)], 2)
    const store = createNotificationsStore({ client: fake.client, pageSize: 2 })
    await store.getState().load()
    expect(ids(store.getState().items)).toEqual([3, 2])
    expect(store.getState()).toMatchObject({ unread: 2, hasMore: true, status: 'ready' })
    expect(fake.calls[0]).toMatchObject({ path: '/notifications', options: { query: { limit: 2 }, quiet: true } })
  })

  it('a failed load is shown as failed', async () => {
    const fake = fakeClient()
    fake.reply('/notifications', failure)
    const store = createNotificationsStore({ client: fake.client })
    await store.getState().load()
    expect(store.getState().status).toBe('failed')
  })

  it('loads older notifications before the oldest loaded one', async () => {
    const fake = fakeClient()
    fake.page([note(5), note(4)], 3)
    fake.page([note(3)], 9)
    const store = createNotificationsStore({ client: fake.client, pageSize: 2 })
    await store.getState().load()
    await store.getState().loadMore()
    expect(fake.calls[1]?.options?.query).toEqual({ limit: 2, before: 4 })
    expect(ids(store.getState().items)).toEqual([5, 4, 3])
    expect(store.getState()).toMatchObject({ unread: 3, hasMore: false })
  })

  it('a live arrival raises the badge and the arrivals count once, however often it comes', () => {
    const store = createNotificationsStore({ client: fakeClient().client })
    expect(store.getState().receive(note(8))).toBe(true)
    expect(store.getState().receive(note(8))).toBe(false)
    expect(store.getState()).toMatchObject({ unread: 1, arrivals: 1 })
  })

  it('a live arrival during the first load is kept and counted', async () => {
    const fake = fakeClient()
    fake.page([note(3)], 1)
    fake.hold()
    const store = createNotificationsStore({ client: fake.client })
    const loading = store.getState().load()
    store.getState().receive(note(4))
    fake.release()
    await loading
    expect(ids(store.getState().items)).toEqual([4, 3])
    expect(store.getState().unread).toBe(2)
  })

  it('marking one read updates the list at once and tells the server', async () => {
    const fake = fakeClient()
    fake.page([note(2), note(1)], 2)
    const store = createNotificationsStore({ client: fake.client, now: fixedNow })
    await store.getState().load()
    await store.getState().markRead(2)
    expect(store.getState().items[0]?.readAt).toBe('2026-02-03T04:05:06.000Z')
    expect(store.getState().unread).toBe(1)
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: '/notifications/2/read' })
  })

  it('marking a read one again sends nothing', async () => {
    const fake = fakeClient()
    fake.page([note(2, 'earlier')], 0)
    const store = createNotificationsStore({ client: fake.client })
    await store.getState().load()
    await store.getState().markRead(2)
    expect(fake.calls).toHaveLength(1)
  })

  it('when the server refuses to mark it read, the list is loaded again', async () => {
    const fake = fakeClient()
    fake.page([note(2)], 1)
    fake.reply('/notifications/2/read', failure)
    fake.page([note(2)], 1)
    const store = createNotificationsStore({ client: fake.client })
    await store.getState().load()
    await store.getState().markRead(2)
    expect(store.getState().items[0]?.readAt).toBeNull()
    expect(store.getState().unread).toBe(1)
  })

  it('marking all read clears the badge and tells the server', async () => {
    const fake = fakeClient()
    fake.page([note(2), note(1)], 5)
    const store = createNotificationsStore({ client: fake.client, now: fixedNow })
    await store.getState().load()
    await store.getState().markAllRead()
    expect(store.getState().unread).toBe(0)
    expect(store.getState().items.every((item) => item.readAt !== null)).toBe(true)
    expect(fake.calls.at(-1)).toMatchObject({ method: 'POST', path: '/notifications/read-all' })
  })

  it('an answer that comes after a reset (another user) is dropped', async () => {
    const fake = fakeClient()
    fake.page([note(3)], 1)
    fake.hold()
    const store = createNotificationsStore({ client: fake.client })
    const loading = store.getState().load()
    store.getState().reset()
    fake.release()
    await loading
    expect(store.getState()).toMatchObject({ items: [], unread: 0, status: 'idle' })
  })
})
