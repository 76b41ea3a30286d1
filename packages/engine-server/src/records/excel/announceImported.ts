// The rows an import inserted, told to the change hub once its transaction has committed. The
// rows are not kept meanwhile (a million of them would be the memory the streaming import saves):
// only their identities, consecutive integers as runs, and after the commit the rows are read
// back a page at a time and announced, the subscribers' queue drained between pages.
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../../db/tables.ts'
import { announceInserted, type RowTarget } from '../rowOperations.ts'

type Identity = string | number

/** The identities of the rows an import inserted, in little memory. */
export class ImportedIdentities {
  /** Runs of consecutive integer identities, as [first, last] pairs. */
  readonly #runs: number[] = []
  /** Identities that are no integers (uuids, texts), one by one. */
  readonly #others: Identity[] = []
  #count = 0

  /** @param identity the grid's identity column, which the rows carry. */
  constructor(readonly identity: string) {}

  /** How many identities are kept. */
  get count(): number {
    return this.#count
  }

  /** Keeps the identities of inserted rows. */
  add(rows: ReadonlyArray<Record<string, unknown>>): void {
    for (const row of rows) {
      const id = row[this.identity]
      this.#count += 1
      if (typeof id === 'number' && Number.isSafeInteger(id)) {
        const last = this.#runs.length - 1
        if (last > 0 && this.#runs[last] === id - 1) this.#runs[last] = id
        else this.#runs.push(id, id)
      } else this.#others.push(typeof id === 'number' ? id : String(id))
    }
  }

  /** The identities, `size` at a time. */
  *pages(size: number): Generator<Identity[]> {
    let page: Identity[] = []
    for (let run = 0; run < this.#runs.length; run += 2) {
      const last = this.#runs[run + 1] ?? 0
      for (let id = this.#runs[run] ?? 0; id <= last; id += 1) {
        page.push(id)
        if (page.length === size) {
          yield page
          page = []
        }
      }
    }
    for (const id of this.#others) {
      page.push(id)
      if (page.length === size) {
        yield page
        page = []
      }
    }
    if (page.length > 0) yield page
  }
}

/** Rows read back and announced at a time. */
const ANNOUNCE_PAGE_ROWS = 1000

/**
 * Tells the change hub of every row an import committed (read back as they are now), and the
 * workflow that the processes it started may be told of. Call once the transaction committed.
 */
export async function announceImported(
  db: Kysely<SystemDatabase>,
  target: RowTarget,
  identities: ImportedIdentities,
): Promise<void> {
  if (target.changes === undefined) {
    announceInserted(target, [])
    return
  }
  for (const ids of identities.pages(ANNOUNCE_PAGE_ROWS)) {
    const { rows } = await sql<Record<string, unknown>>`select *, xmin::text as _version
      from ${sql.table(target.model.table)} where ${sql.ref(identities.identity)} = any(${ids})
      order by ${sql.ref(identities.identity)}`.execute(db)
    announceInserted(target, rows)
    // Subscribers publish asynchronously: a page at a time keeps their queue short.
    await new Promise((resolve) => setImmediate(resolve))
  }
}
