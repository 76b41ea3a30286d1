// The project's other documents as the editors read them: a kind's names for a Select, one
// document by name, several by name, and the roles with their numeric ids. Every hook answers
// "nothing yet" while it reads and when the server says no: an editor then still shows what its
// own document holds.

import type { ApiResult } from '@tamga/renderer'
import type { DocumentKind, DocumentsByKind, LocalizedText } from '@tamga/schema'
import { useEffect, useState } from 'react'
import type { DocumentSummary, DocumentsClient, StoredDocument } from './documentsClient.ts'

// A panel draws many pickers of the same list (every column box reads its model): one read
// answers them all for a few seconds, then the next picker drawn reads again, so a document
// saved in another tab shows without reloading the builder.
const FRESH_MS = 5000
const reads = new WeakMap<DocumentsClient, Map<string, { at: number; answer: Promise<unknown> }>>()

function readShared<T>(documents: DocumentsClient, key: string, read: () => Promise<T>): Promise<T> {
  let byKey = reads.get(documents)
  if (byKey === undefined) {
    byKey = new Map()
    reads.set(documents, byKey)
  }
  const now = Date.now()
  const held = byKey.get(key)
  if (held !== undefined && now - held.at < FRESH_MS) return held.answer as Promise<T>
  const answer = read()
  byKey.set(key, { at: now, answer })
  return answer
}

const listOf = (documents: DocumentsClient, kind: DocumentKind) =>
  readShared<ApiResult<{ documents: DocumentSummary[] }>>(documents, `list ${kind}`, () => documents.list(kind))

const getOf = (documents: DocumentsClient, kind: DocumentKind, name: string) =>
  readShared<ApiResult<StoredDocument>>(documents, `get ${kind} ${name}`, () => documents.get(kind, name))

/** A document's name with its title, for a Select. */
export interface DocumentChoice {
  name: string
  title: LocalizedText | null
}

/** A role as an access Select offers it: users and entries carry its numeric id. */
export interface RoleChoice {
  id: number
  name: string
  title: LocalizedText
}

/** The names (and titles) of a kind's documents, in the server's order; empty until loaded or when the list fails. */
export function useDocumentNames(documents: DocumentsClient, kind: DocumentKind): DocumentChoice[] {
  const [names, setNames] = useState<DocumentChoice[]>([])
  useEffect(() => {
    let live = true
    void listOf(documents, kind).then((answer) => {
      if (live && answer.ok) setNames(answer.data.documents.map(({ name, title }) => ({ name, title })))
    })
    return () => {
      live = false
    }
  }, [documents, kind])
  return names
}

/**
 * The stored document of that kind and name; undefined without a name, while it is read, and
 * when there is none (or the server holds something else under that name).
 */
export function useDocument<TKind extends DocumentKind>(
  documents: DocumentsClient,
  kind: TKind,
  name: string | undefined,
): DocumentsByKind[TKind] | undefined {
  const [found, setFound] = useState<DocumentsByKind[TKind] | undefined>(undefined)
  useEffect(() => {
    setFound(undefined)
    if (name === undefined || name === '') return
    let live = true
    void getOf(documents, kind, name).then((answer) => {
      if (live && answer.ok && answer.data.document.kind === kind) {
        setFound(answer.data.document as DocumentsByKind[TKind])
      }
    })
    return () => {
      live = false
    }
  }, [documents, kind, name])
  return found
}

/**
 * The stored documents of that kind for each name, read once per set of names. A name not found
 * (or not read yet) is missing from the map; the previous map stays until the new one is read.
 */
export function useDocumentsNamed<TKind extends DocumentKind>(
  documents: DocumentsClient,
  kind: TKind,
  names: readonly string[],
): ReadonlyMap<string, DocumentsByKind[TKind]> {
  const [found, setFound] = useState<ReadonlyMap<string, DocumentsByKind[TKind]>>(new Map())
  // One string stands for the set, so a new array of the same names does not read them again.
  const wanted = [...new Set(names.filter((name) => name !== ''))].sort().join('\n')
  useEffect(() => {
    let live = true
    const list = wanted === '' ? [] : wanted.split('\n')
    void Promise.all(
      list.map(async (name) => {
        const answer = await getOf(documents, kind, name)
        return answer.ok && answer.data.document.kind === kind
          ? [[name, answer.data.document as DocumentsByKind[TKind]] as const]
          : []
      }),
    ).then((answers) => {
      if (live) setFound(new Map(answers.flat()))
    })
    return () => {
      live = false
    }
  }, [documents, kind, wanted])
  return found
}

/** Every role with its id, in id order; empty until all are read or when the list fails. */
export function useRoleChoices(documents: DocumentsClient): RoleChoice[] {
  const [roles, setRoles] = useState<RoleChoice[]>([])
  useEffect(() => {
    let live = true
    void (async () => {
      const list = await listOf(documents, 'role')
      if (!list.ok) return
      const found = await Promise.all(list.data.documents.map((summary) => getOf(documents, 'role', summary.name)))
      const choices = found
        .flatMap((answer) =>
          answer.ok && answer.data.document.kind === 'role' ? [answer.data.document as DocumentsByKind['role']] : [],
        )
        .map((role) => ({ id: role.id, name: role.name, title: role.display_name }))
        .sort((a, b) => a.id - b.id)
      if (live) setRoles(choices)
    })()
    return () => {
      live = false
    }
  }, [documents])
  return roles
}
