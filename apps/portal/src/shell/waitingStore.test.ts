import type { WaitingSteps } from '@tamga/schema'
import { describe, expect, it } from 'vitest'
import type { ApiResult, HttpClient } from '../api/httpClient.ts'
import { createWaitingStore } from './waitingStore.ts'

const answerOf = (count: number): ApiResult<WaitingSteps> => ({
  ok: true,
  status: 200,
  data: { steps: Array.from({ length: count }, () => ({}) as WaitingSteps['steps'][number]) },
})

/** An HTTP client whose answers are released by hand, in order, each a list of `counts[i]` steps. */
function heldClient(counts: number[]) {
  const pending: Array<() => void> = []
  let calls = 0
  const client: Pick<HttpClient, 'get'> = {
    get: <T>() => {
      const count = counts[calls++] ?? 0
      return new Promise<ApiResult<T>>((resolve) => pending.push(() => resolve(answerOf(count) as ApiResult<T>)))
    },
  }
  const release = async () => {
    pending.shift()?.()
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return { client, release, calls: () => calls }
}

describe('the waiting-steps store', () => {
  it('asks once while a read is under way, then once more for what prompted the second ask', async () => {
    const http = heldClient([1, 2])
    const store = createWaitingStore(http.client)
    void store.getState().load(7)
    void store.getState().load(7)
    void store.getState().load(7)
    expect(http.calls()).toBe(1)
    await http.release()
    expect(store.getState().steps).toHaveLength(1)
    expect(http.calls()).toBe(2)
    await http.release()
    expect(store.getState()).toMatchObject({ status: 'ready' })
    expect(store.getState().steps).toHaveLength(2)
    expect(http.calls()).toBe(2)
  })

  it('forgets another user’s list, and drops an answer that came for them', async () => {
    const http = heldClient([4, 1])
    const store = createWaitingStore(http.client)
    void store.getState().load(7)
    void store.getState().load(8)
    expect(store.getState().steps).toBeUndefined()
    await http.release()
    expect(store.getState().steps).toBeUndefined()
    await http.release()
    expect(store.getState().steps).toHaveLength(1)
  })

  it('keeps the last list shown when a read fails', async () => {
    const answers: Array<ApiResult<WaitingSteps>> = [
      answerOf(3),
      { ok: false, status: 500, message: 'x', cancelled: false },
    ]
    const store = createWaitingStore({ get: async <T>() => answers.shift() as ApiResult<T> })
    await store.getState().load(1)
    await store.getState().load(1)
    expect(store.getState()).toMatchObject({ status: 'failed' })
    expect(store.getState().steps).toHaveLength(3)
  })
})
