import type { WaitingSteps } from '@tamga/schema'
import { create } from 'zustand'
import { api } from '../api/client.ts'
import type { HttpClient } from '../api/httpClient.ts'

/** The workflow steps waiting for the signed-in person (`GET /process/waiting`), shared by the menu's count and the page. */
export interface WaitingState {
  /** The steps, oldest first; undefined until first read. */
  steps: WaitingSteps['steps'] | undefined
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /**
   * Reads `userId`'s list again; a read of theirs already under way is answered instead of
   * starting another. Another user's list is forgotten first.
   */
  load(userId: number): Promise<void>
}

/** Makes a waiting-steps store on an HTTP client; the app has one ({@link useWaiting}), tests make their own. */
export function createWaitingStore(client: Pick<HttpClient, 'get'>) {
  let running: Promise<void> | undefined
  // Asked again while a read was under way: that read may have been answered before what
  // prompted the ask (a step opened), so one more follows it.
  let again = false
  // Whose list is kept: an answer for someone else (signed out meanwhile) is dropped.
  let owner: number | undefined
  return create<WaitingState>()((set, get) => ({
    steps: undefined,
    status: 'idle',
    load(userId) {
      if (owner !== userId) {
        owner = userId
        running = undefined
        again = false
        set({ steps: undefined, status: 'idle' })
      }
      if (running !== undefined) {
        again = true
        return running
      }
      set((state) => ({ status: state.steps === undefined ? 'loading' : state.status }))
      // Quiet: the count is a hint beside the menu; the page says itself when it cannot read the list.
      const read = client.get<WaitingSteps>('/process/waiting', { quiet: true }).then(async (answer) => {
        if (owner !== userId || running !== read) return
        running = undefined
        if (answer.ok) set({ steps: answer.data.steps, status: 'ready' })
        else if (!answer.cancelled) set({ status: 'failed' })
        if (again) {
          again = false
          await get().load(userId)
        }
      })
      running = read
      return read
    },
  }))
}

/** The app's waiting-steps store. */
export const useWaiting = createWaitingStore(api)
