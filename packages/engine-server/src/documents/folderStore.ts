import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import {
  type BilingualMessage,
  DOCUMENT_FOLDERS,
  type DocumentKind,
  DocumentNameSchema,
  documentPath,
  isDocumentKind,
  type TamgaDocument,
  validateAgainst,
  validateDocument,
} from '@tamga/schema'
import { compareDocuments, isOfKind } from './documentOrder.ts'
import {
  DocumentConflictError,
  DocumentNotFoundError,
  DocumentValidationError,
  HistoryNotKeptError,
  type LocatedIssue,
} from './errors.ts'
import { documentFileText } from './stableStringify.ts'
import type { DocumentStore, StoredDocument, WriteOptions } from './store.ts'

/** The folder, inside a project folder, that holds the documents. */
const DOCUMENTS = 'documents'

/**
 * The revision of a file: a number derived from its bytes (the first 48 bits of their
 * SHA-256), so it changes whenever the content does. It does not count changes, git does that;
 * it lets `expectedRevision` refuse a write over a file that changed since it was read.
 */
export function fileRevision(bytes: string): number {
  const value = Number.parseInt(createHash('sha256').update(bytes).digest('hex').slice(0, 12), 16)
  return (value % (2 ** 48 - 1)) + 1
}

const isMissing = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && (error.code === 'ENOENT' || error.code === 'ENOTDIR')

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    if (isMissing(error)) return undefined
    throw error
  }
}

/** A file read from the project folder, parsed and validated, or the issues that stop it. */
type ReadOutcome = { ok: true; stored: StoredDocument } | { ok: false; issues: LocatedIssue[] }

const located = (file: string, issues: readonly Omit<LocatedIssue, 'file'>[]): LocatedIssue[] =>
  issues.map((issue) => ({ ...issue, file }))

/**
 * Validates one file's text. A document must sit where {@link documentPath} puts it, otherwise
 * `get` would not find it and `put` would write a second copy next to it.
 */
function parseFile(file: string, text: string, updatedAt: Date): ReadOutcome {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    return {
      ok: false,
      issues: [
        {
          file,
          path: '',
          code: 'json-syntax',
          message: { en_US: `is not valid JSON: ${detail}`, mn_MN: `JSON буруу байна: ${detail}` },
        },
      ],
    }
  }
  const result = validateDocument(parsed)
  if (!result.ok) return { ok: false, issues: located(file, result.issues) }
  const expected = `${DOCUMENTS}/${documentPath(result.value)}`
  if (expected !== file) {
    return {
      ok: false,
      issues: [
        {
          file,
          path: '/name',
          code: 'file-location',
          message: {
            en_US: `holds the ${result.value.kind} "${result.value.name}", which belongs in ${expected}; move the file or rename the document`,
            mn_MN: `${result.value.kind} "${result.value.name}" баримт ${expected} файлд байх ёстой; файлыг зөөх эсвэл баримтын нэрийг өөрчилнө үү`,
          },
          params: { expected },
        },
      ],
    }
  }
  return {
    ok: true,
    stored: { document: result.value, revision: fileRevision(text), updatedAt, updatedBy: null },
  }
}

function storedOrThrow(outcomes: readonly ReadOutcome[], context: BilingualMessage): StoredDocument[] {
  const issues = outcomes.flatMap((outcome) => (outcome.ok ? [] : outcome.issues))
  if (issues.length > 0) throw new DocumentValidationError(issues, context)
  return outcomes
    .flatMap((outcome) => (outcome.ok ? [outcome.stored] : []))
    .sort((a, b) => compareDocuments(a.document, b.document))
}

/**
 * The project's documents as a folder of JSON files (`schema_load_mode` "files"), one file per
 * document at `<projectDir>/documents/<documentPath(document)>` (e.g.
 * `documents/forms/news-form.json`, `documents/project.json`), so a project can live in git and
 * be reviewed.
 *
 * - Files are written in canonical form ({@link documentFileText}: the schema's key order,
 *   two-space indentation, a trailing newline): equal documents give identical bytes, and a
 *   change shows in `git diff` as the lines it really touches.
 * - Writes are atomic: the text goes to a temporary file in the same folder, then is renamed
 *   over the old one, so a reader never sees half a file. Writes through one store queue one
 *   after another; across processes, `expectedRevision` detects a file changed in between.
 * - A document's revision is {@link fileRevision} of its file's bytes (0 when there is no file).
 * - Every read validates; problems come back as {@link DocumentValidationError} with the file
 *   (relative to `projectDir`) and the JSON Pointer of each issue.
 * - There is no history here: the project's history is git's. `history()` is always empty and
 *   `restore()` throws {@link HistoryNotKeptError}, which says how to do it with git.
 * - `options.by` is not recorded: the commit says who changed what.
 *
 * @example
 * const store = createFolderStore('examples/heritage')
 * const forms = await store.list('form')
 */
export function createFolderStore(projectDir: string): DocumentStore {
  const documentsDir = join(projectDir, DOCUMENTS)
  const fileOf = (document: Pick<TamgaDocument, 'kind' | 'name'>) => `${DOCUMENTS}/${documentPath(document)}`
  const absolute = (file: string) => join(projectDir, ...file.split('/'))
  // A name is checked against the schema's own name rule before it becomes part of a path, so
  // no name can reach outside the project folder.
  const validAddress = (kind: DocumentKind, name: string) =>
    isDocumentKind(kind) && validateAgainst(DocumentNameSchema, name).ok

  async function readDocumentFile(file: string): Promise<ReadOutcome | undefined> {
    const path = absolute(file)
    const text = await readIfPresent(path)
    if (text === undefined) return undefined
    return parseFile(file, text, (await stat(path)).mtime)
  }

  async function readFolder(folder: string, recursive: boolean): Promise<ReadOutcome[]> {
    let entries: Array<{ name: string; parentPath: string; isFile(): boolean }>
    try {
      entries = await readdir(join(documentsDir, folder), { withFileTypes: true, recursive })
    } catch (error) {
      if (isMissing(error)) return []
      throw error
    }
    const files = entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => relative(projectDir, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .sort()
    const outcomes = await Promise.all(files.map(readDocumentFile))
    return outcomes.filter((outcome) => outcome !== undefined)
  }

  // Writes through this store run one at a time: each checks the file it replaces, and two
  // interleaved check-then-rename sequences would let one silently overwrite the other.
  let queue: Promise<unknown> = Promise.resolve()
  function serialized<TResult>(task: () => Promise<TResult>): Promise<TResult> {
    const run = queue.then(task, task)
    queue = run.catch(() => undefined)
    return run
  }

  async function currentRevision(file: string): Promise<number> {
    const text = await readIfPresent(absolute(file))
    return text === undefined ? 0 : fileRevision(text)
  }

  function checkExpectedRevision(kind: DocumentKind, name: string, options: WriteOptions, current: number): void {
    if (options.expectedRevision !== undefined && options.expectedRevision !== current) {
      throw new DocumentConflictError(kind, name, options.expectedRevision, current)
    }
  }

  return {
    mode: 'files',

    async list(kind) {
      const outcomes =
        kind === 'project'
          ? [await readDocumentFile(fileOf({ kind, name: 'project' }))].filter((outcome) => outcome !== undefined)
          : await readFolder(DOCUMENT_FOLDERS[kind], false)
      const stored = storedOrThrow(outcomes, {
        en_US: `the ${kind} documents of ${projectDir} cannot be read`,
        mn_MN: `${projectDir} төслийн ${kind} баримтуудыг уншиж чадсангүй`,
      })
      return stored.flatMap(({ document, ...rest }) => (isOfKind(document, kind) ? [{ document, ...rest }] : []))
    },

    async listAll() {
      return storedOrThrow(await readFolder('', true), {
        en_US: `the project ${projectDir} cannot be read`,
        mn_MN: `${projectDir} төслийг уншиж чадсангүй`,
      })
    },

    async get(kind, name) {
      if (!validAddress(kind, name)) return undefined
      // The project document is one file whatever its name; any other kind is found by its name.
      const outcome = await readDocumentFile(fileOf({ kind, name }))
      if (outcome === undefined) return undefined
      const [stored] = storedOrThrow([outcome], {
        en_US: `${kind} "${name}" cannot be read`,
        mn_MN: `${kind} "${name}" баримтыг уншиж чадсангүй`,
      })
      if (stored === undefined || !isOfKind(stored.document, kind) || stored.document.name !== name) return undefined
      return { ...stored, document: stored.document }
    },

    async put(input, options) {
      const result = validateDocument(input)
      if (!result.ok) {
        const { kind, name } = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {}
        const file = isDocumentKind(kind) && typeof name === 'string' ? fileOf({ kind, name }) : undefined
        throw new DocumentValidationError(
          file === undefined ? result.issues : located(file, result.issues),
          file === undefined
            ? { en_US: 'the document cannot be saved', mn_MN: 'баримтыг хадгалах боломжгүй' }
            : { en_US: `${file} cannot be saved`, mn_MN: `${file} файлыг хадгалах боломжгүй` },
        )
      }
      const document = result.value
      const file = fileOf(document)
      return serialized(async () => {
        checkExpectedRevision(document.kind, document.name, options, await currentRevision(file))
        const text = documentFileText(document)
        const target = absolute(file)
        await mkdir(dirname(target), { recursive: true })
        const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
        try {
          await writeFile(temporary, text, 'utf8')
          await rename(temporary, target)
        } catch (error) {
          await unlink(temporary).catch(() => undefined)
          throw error
        }
        return { document, revision: fileRevision(text), updatedAt: (await stat(target)).mtime, updatedBy: null }
      })
    },

    async remove(kind, name, options) {
      if (!validAddress(kind, name)) throw new DocumentNotFoundError(kind, name)
      const file = fileOf({ kind, name })
      await serialized(async () => {
        const current = await currentRevision(file)
        if (current === 0) throw new DocumentNotFoundError(kind, name)
        checkExpectedRevision(kind, name, options, current)
        await unlink(absolute(file))
      })
    },

    async history() {
      return []
    },

    async restore(kind, name) {
      throw new HistoryNotKeptError(kind, name, fileOf({ kind, name }))
    },
  }
}
