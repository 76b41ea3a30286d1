// The documents open with unsaved edits in this browser. An administrator keeps the model in one
// tab and builds its form in another: the column just added to the model is not saved yet, but
// the form's pickers should offer it (marked so). Each builder publishes its document here while
// it has unsaved edits and withdraws it once saved, reverted or closed; the tabs of one browser
// tell each other through a BroadcastChannel, and a tab opened later asks the others for theirs.
// A tab says its drafts again every half minute, so the drafts of one that ended without a word
// (a crash, a killed process) are no longer offered once it has been silent for three beats, and
// those of a tab the browser let sleep longer than that come back when it wakes.
import type { DocumentKind } from '@tamga/schema'

/** The unsaved documents every builder of this browser has open. */
export interface DraftBoard {
  /** This tab's unsaved `document` of that kind and name; undefined withdraws it (saved, reverted, closed). */
  publish(kind: DocumentKind, name: string, document: unknown): void
  /** The unsaved edits of that document in any tab (this one's first, else the latest), or undefined. */
  draft(kind: DocumentKind, name: string): unknown
  /** The names of a kind with unsaved edits in any tab. */
  names(kind: DocumentKind): string[]
  /** Calls `listener` whenever a draft comes, changes or goes; answers how to stop. */
  subscribe(listener: () => void): () => void
  /** Withdraws this tab's drafts from the others and stops listening. */
  close(): void
}

/** What the tabs say to each other. */
type DraftMessage =
  | { type: 'draft'; tab: string; key: string; document: unknown; at: number }
  | { type: 'gone'; tab: string }
  | { type: 'ask'; tab: string }
  | { type: 'alive'; tab: string }

/** The part of a BroadcastChannel the board uses. */
export interface DraftChannel {
  postMessage(message: unknown): void
  // A message event's shape, so a browser's BroadcastChannel is one as it is.
  onmessage: ((event: MessageEvent) => void) | null
  close(): void
}

export interface DraftBoardOptions {
  /** The channel between the tabs; null keeps drafts within this tab. @default a BroadcastChannel named `tamga-builder-drafts` */
  channel?: DraftChannel | null
  /** This tab's identity in the messages. @default a random one */
  tab?: string
  /** How often this tab says its drafts again; another tab silent for three beats is taken as gone. @default 30000 */
  heartbeatMs?: number
}

const keyOf = (kind: DocumentKind, name: string) => `${kind}/${name}`

/** The channel between this browser's tabs, where there is one. */
function browserChannel(): DraftChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null
  const channel = new BroadcastChannel('tamga-builder-drafts')
  // Node (the builders' tests) has the channel too: it must not keep a test's process alive.
  ;(channel as { unref?: () => void }).unref?.()
  return channel
}

/** A board over `options.channel`; see {@link openDrafts} for the one a page shares. */
export function draftBoard(options: DraftBoardOptions = {}): DraftBoard {
  const tab = options.tab ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  const channel = options.channel !== undefined ? options.channel : browserChannel()
  const heartbeatMs = options.heartbeatMs ?? 30_000
  // When each other tab was last heard from.
  const heard = new Map<string, number>()
  // Per tab, per document: the latest draft and when it was published.
  const byTab = new Map<string, Map<string, { document: unknown; at: number }>>()
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const own = () => {
    let mine = byTab.get(tab)
    if (mine === undefined) {
      mine = new Map()
      byTab.set(tab, mine)
    }
    return mine
  }
  const post = (message: DraftMessage) => channel?.postMessage(message)
  const take = (from: string, key: string, document: unknown, at: number) => {
    let theirs = byTab.get(from)
    if (theirs === undefined) {
      theirs = new Map()
      byTab.set(from, theirs)
    }
    if (document === undefined || document === null) theirs.delete(key)
    else theirs.set(key, { document, at })
    changed()
  }
  if (channel !== null) {
    channel.onmessage = (event) => {
      const message = event.data as DraftMessage
      if (typeof message !== 'object' || message === null || message.tab === tab) return
      heard.set(message.tab, Date.now())
      if (message.type === 'draft') take(message.tab, message.key, message.document, message.at)
      else if (message.type === 'gone') {
        byTab.delete(message.tab)
        changed()
      } else if (message.type === 'ask') {
        for (const [key, { document, at }] of own()) post({ type: 'draft', tab, key, document, at })
      }
    }
    post({ type: 'ask', tab })
  }
  const beat =
    channel === null
      ? undefined
      : setInterval(() => {
          const mine = [...own()]
          if (mine.length === 0) post({ type: 'alive', tab })
          for (const [key, { document, at }] of mine) post({ type: 'draft', tab, key, document, at })
          const silent = [...heard].filter(([, at]) => Date.now() - at > 3 * heartbeatMs).map(([from]) => from)
          for (const from of silent) heard.delete(from)
          if (silent.some((from) => byTab.delete(from))) changed()
        }, heartbeatMs)
  // As with the channel: a test's process must not be kept alive by the beat.
  ;(beat as { unref?: () => void } | undefined)?.unref?.()
  return {
    publish(kind, name, document) {
      const key = keyOf(kind, name)
      const at = Date.now()
      take(tab, key, document, at)
      post({ type: 'draft', tab, key, document: document ?? null, at })
    },
    draft(kind, name) {
      const key = keyOf(kind, name)
      const mine = byTab.get(tab)?.get(key)
      if (mine !== undefined) return mine.document
      let latest: { document: unknown; at: number } | undefined
      for (const [from, drafts] of byTab) {
        const found = from === tab ? undefined : drafts.get(key)
        if (found !== undefined && (latest === undefined || found.at > latest.at)) latest = found
      }
      return latest?.document
    },
    names(kind) {
      const prefix = `${kind}/`
      const found = new Set<string>()
      for (const drafts of byTab.values()) {
        for (const key of drafts.keys()) if (key.startsWith(prefix)) found.add(key.slice(prefix.length))
      }
      return [...found].sort()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      if (beat !== undefined) clearInterval(beat)
      post({ type: 'gone', tab })
      byTab.clear()
      if (channel !== null) {
        channel.onmessage = null
        channel.close()
      }
      changed()
    },
  }
}

let shared: DraftBoard | undefined

/**
 * The board this page's builders share, opened on first use; the page's drafts are withdrawn
 * from the other tabs when it is left.
 */
export function openDrafts(): DraftBoard {
  if (shared === undefined) {
    const board = draftBoard()
    shared = board
    if (typeof window !== 'undefined') window.addEventListener('pagehide', () => board.close(), { once: true })
  }
  return shared
}
