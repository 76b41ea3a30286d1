// Stores what the assistant planned, in the order the documents depend on each other: the table
// (migrated by the server as its model is saved), the form and grid over it, the CRUD screen over
// them, the menu entry that opens it, then each role's rights. It stops at the first refusal and
// says which part it was; run again, it takes up what it made before (updated in place, never
// made twice) and goes on.
import type {
  DocumentKind,
  FormDocument,
  GridDocument,
  KrudDocument,
  MenuDocument,
  ModelDocument,
  RoleDocument,
  TamgaDocument,
} from '@tamga/schema'
import type { DocumentsClient } from '../client/documentsClient.ts'
import { type SaveRefusal, saveRefusal } from '../frame/saveOutcome.ts'
import { sameJson } from '../session/documentSession.ts'

/** A part of the screen being made, in the order it is made. */
export type ScreenPart =
  | { part: 'model' | 'form' | 'grid' | 'krud'; kind: DocumentKind; name: string }
  | { part: 'menu'; kind: 'menu'; name: string }
  | { part: 'role'; kind: 'role'; name: string }

/** Where one part stands. */
export type PartStatus =
  | { status: 'waiting' }
  | { status: 'working' }
  | { status: 'done' }
  | {
      status: 'failed'
      refusal: SaveRefusal
      /** The part's name belongs to a document the assistant did not make: the screen's Latin name is taken. */
      nameTaken?: true
    }

/** What the assistant makes: its own new documents, and the edits of the menu and the roles. */
export interface ScreenDocuments {
  model: ModelDocument | undefined
  form: FormDocument
  grid: GridDocument
  krud: KrudDocument
  menu: { name: string; edit: (menu: MenuDocument) => MenuDocument }
  roles: ReadonlyArray<{ name: string; edit: (role: RoleDocument, menu: MenuDocument) => RoleDocument }>
}

/** The parts of a screen in the order they are made. */
export function screenParts(screen: ScreenDocuments): ScreenPart[] {
  return [
    ...(screen.model === undefined
      ? []
      : [{ part: 'model' as const, kind: 'model' as const, name: screen.model.name }]),
    { part: 'form', kind: 'form', name: screen.form.name },
    { part: 'grid', kind: 'grid', name: screen.grid.name },
    { part: 'krud', kind: 'krud', name: screen.krud.name },
    { part: 'menu', kind: 'menu', name: screen.menu.name },
    ...screen.roles.map((role) => ({ part: 'role' as const, kind: 'role' as const, name: role.name })),
  ]
}

/** The key a part's status is kept under. */
export const partKey = (part: ScreenPart) => `${part.kind}/${part.name}`

export interface CreateScreenOptions {
  documents: DocumentsClient
  screen: ScreenDocuments
  language: string
  /**
   * The keys (`kind/name`) of the documents this assistant made in an earlier run: found again,
   * they are updated; any other document of a new part's name is someone else's and refused.
   */
  made: Set<string>
  /** Told each part's status as it changes. */
  onPart: (key: string, status: PartStatus) => void
  /** The refusal when a name belongs to a document the assistant did not make. */
  nameTaken: string
}

async function exists(documents: DocumentsClient, kind: DocumentKind, name: string): Promise<boolean | SaveRefusal> {
  const list = await documents.list(kind)
  if (!list.ok) return { kind: 'failed', message: list.message }
  return list.data.documents.some((summary) => summary.name === name)
}

/**
 * Saves one of the assistant's own documents: new, or its own earlier copy updated; the same copy
 * is left alone. `'taken'` when a document of its name is someone else's.
 */
async function saveOwn(
  options: CreateScreenOptions,
  document: TamgaDocument,
): Promise<SaveRefusal | 'taken' | undefined> {
  const { documents, made, language } = options
  const key = `${document.kind}/${document.name}`
  const found = await exists(documents, document.kind, document.name)
  if (typeof found === 'object') return found
  let revision = 0
  if (found) {
    if (!made.has(key)) return 'taken'
    const stored = await documents.get(document.kind, document.name)
    if (!stored.ok) return saveRefusal(stored, language)
    if (sameJson(stored.data.document, document)) return undefined
    revision = stored.data.revision
  }
  const saved = await documents.save(document, { revision })
  if (!saved.ok) return saveRefusal(saved, language)
  made.add(key)
  return undefined
}

/** Reads a stored document, applies the edit and saves it when that changes it. */
async function saveEdited<TDocument extends TamgaDocument>(
  options: CreateScreenOptions,
  kind: TDocument['kind'],
  name: string,
  edit: (stored: TDocument) => TDocument,
): Promise<{ refusal?: SaveRefusal; document?: TDocument }> {
  const { documents, language } = options
  const stored = await documents.get(kind, name)
  if (!stored.ok) return { refusal: saveRefusal(stored, language) }
  const before = stored.data.document as TDocument
  const after = edit(before)
  if (sameJson(before, after)) return { document: after }
  const saved = await documents.save(after, { revision: stored.data.revision })
  if (!saved.ok) return { refusal: saveRefusal(saved, language) }
  return { document: after }
}

/** Makes the screen's parts in order; answers whether all were made. */
export async function createScreen(options: CreateScreenOptions): Promise<boolean> {
  const { screen, onPart } = options
  const parts = screenParts(screen)
  for (const part of parts) onPart(partKey(part), { status: 'waiting' })
  const fail = (part: ScreenPart, refusal: SaveRefusal | 'taken') => {
    onPart(
      partKey(part),
      refusal === 'taken'
        ? { status: 'failed', refusal: { kind: 'failed', message: options.nameTaken }, nameTaken: true }
        : { status: 'failed', refusal },
    )
    return false
  }
  let menu: MenuDocument | undefined
  for (const part of parts) {
    onPart(partKey(part), { status: 'working' })
    switch (part.part) {
      case 'model':
      case 'form':
      case 'grid':
      case 'krud': {
        const document = screen[part.part]
        if (document === undefined) break
        const refusal = await saveOwn(options, document)
        if (refusal !== undefined) return fail(part, refusal)
        break
      }
      case 'menu': {
        const answer = await saveEdited<MenuDocument>(options, 'menu', part.name, screen.menu.edit)
        if (answer.refusal !== undefined) return fail(part, answer.refusal)
        menu = answer.document
        break
      }
      case 'role': {
        const role = screen.roles.find((found) => found.name === part.name)
        const shown = menu
        if (role === undefined || shown === undefined) break
        const answer = await saveEdited<RoleDocument>(options, 'role', part.name, (stored) => role.edit(stored, shown))
        if (answer.refusal !== undefined) return fail(part, answer.refusal)
        break
      }
    }
    onPart(partKey(part), { status: 'done' })
  }
  return true
}
