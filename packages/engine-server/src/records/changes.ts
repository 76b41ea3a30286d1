/** What happened to a row. */
export type RecordChangeAction = 'insert' | 'update' | 'delete' | 'restore' | 'purge'

/**
 * A committed change of one row, told to subscribers (GraphQL subscriptions) after its
 * transaction commits, from every write path.
 */
export interface RecordChange {
  /** The model document's name. */
  model: string
  table: string
  /** The krud it was written through, when it was. */
  krud?: string | undefined
  action: RecordChangeAction
  /** The row's identity, as text. */
  id: string
  /** The row after the change (before it, for a delete). */
  row: Record<string, unknown>
  userId: number
}

/**
 * Where committed changes go: every write path publishes here; listeners (the GraphQL
 * subscriptions, which carry them across instances through Redis) take them on. A listener
 * must not throw: the write has committed already.
 */
export interface RecordChangeHub {
  publish(change: RecordChange): void
  /** Calls `listener` with every change published here; answers the unsubscribe function. */
  listen(listener: (change: RecordChange) => void): () => void
}

/** An in-process {@link RecordChangeHub}. */
export function createChangeHub(): RecordChangeHub {
  const listeners = new Set<(change: RecordChange) => void>()
  return {
    publish(change) {
      for (const listener of listeners) listener(change)
    },
    listen(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
