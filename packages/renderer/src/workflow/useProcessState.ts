// A record's process as the caller sees it, loaded once for the screen that shows it and
// replaced by what each action answers.
import type { ProcessState, RecordId } from '@tamga/schema'
import { useCallback, useEffect, useState } from 'react'
import type { WorkflowClient } from './workflowClient.ts'

/**
 * Where a record's process stands for the screen: being loaded, absent (the record has no
 * process: `GET /process/of` answered 404), not loaded for another reason, or loaded.
 */
export type ProcessLoad =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; state: ProcessState }

const LOADING: ProcessLoad = { kind: 'loading' }

/** What {@link useProcessState} answers. */
export interface ProcessStateHandle {
  /** Undefined when nothing is asked (no client or no stored record). */
  load: ProcessLoad | undefined
  /** Shows the state an action answered (no second call). */
  update(state: ProcessState): void
  /** Asks the server again. */
  reload(): void
}

/** The process load a `GET /process/of` answer stands for. */
export function processLoadOf(answer: Awaited<ReturnType<WorkflowClient['state']>>): ProcessLoad | undefined {
  if (answer.ok) return { kind: 'ready', state: answer.data }
  if (answer.cancelled) return undefined
  return answer.status === 404 ? { kind: 'none' } : { kind: 'failed', message: answer.message }
}

/**
 * The process of record `rowId` of `krud`, from `GET /process/of/{krud}/{rowId}`; asked again
 * when the record changes, nothing asked while `client` or `rowId` is undefined.
 */
export function useProcessState(
  client: Pick<WorkflowClient, 'state'> | undefined,
  krud: string,
  rowId: RecordId | undefined,
): ProcessStateHandle {
  const [load, setLoad] = useState<{ key: string; load: ProcessLoad } | undefined>(undefined)
  const [asked, setAsked] = useState(0)
  const key = client === undefined || rowId === undefined ? undefined : `${krud}/${String(rowId)}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: `asked` asks again on reload.
  useEffect(() => {
    if (client === undefined || rowId === undefined || key === undefined) return
    const controller = new AbortController()
    // A reload keeps the state shown until the new one is in; a new record starts from loading.
    setLoad((current) => (current?.key === key ? current : { key, load: LOADING }))
    void client.state(krud, rowId, controller.signal).then((answer) => {
      const next = processLoadOf(answer)
      if (next !== undefined) setLoad({ key, load: next })
    })
    return () => controller.abort()
  }, [client, krud, rowId, key, asked])

  const update = useCallback(
    (state: ProcessState) => {
      if (key !== undefined) setLoad({ key, load: { kind: 'ready', state } })
    },
    [key],
  )
  const reload = useCallback(() => setAsked((count) => count + 1), [])
  return { load: key === undefined ? undefined : load?.key === key ? load.load : LOADING, update, reload }
}
