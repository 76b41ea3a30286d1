import { openDB } from 'idb'

/** The name of the app's local browser database (spec 9: it holds the `lockImg` key). */
export const LOCK_DB_NAME = 'tamga'

/** The database's version (spec 9). */
export const LOCK_DB_VERSION = 1

/** The database's one object store: plain keys to values. */
export const LOCK_DB_STORE = 'keyval'

/** The key of the lock screen's background picture (spec 2.6). */
export const LOCK_IMAGE_KEY = 'lockImg'

/**
 * How long after the lock shows its stored background is read (spec 9), so the lock itself
 * paints at once and the database is not opened during the first frame.
 * @default 100
 */
export const LOCK_BACKGROUND_DELAY_MS = 100

/** The default background (spec 2.6: a constellation picture), shipped with the app so it needs no internet. */
export const DEFAULT_LOCK_BACKGROUND = `${import.meta.env.BASE_URL}lock/constellation.svg`

/**
 * Whether a picked file may become the background: images only (spec 5), as the browser typed
 * them. A file the browser could not type is refused too.
 */
export function isImageFile(file: Pick<Blob, 'type'>): boolean {
  return /^image\/[\w.+-]+$/i.test(file.type)
}

/** What the upgrade needs of a database being created. */
export interface UpgradingDatabase {
  objectStoreNames: { contains(name: string): boolean }
  createObjectStore(name: string): unknown
}

/** Creates the key-value store when the database is new (version 0 → 1). */
export function upgradeLockDatabase(db: UpgradingDatabase): void {
  if (!db.objectStoreNames.contains(LOCK_DB_STORE)) db.createObjectStore(LOCK_DB_STORE)
}

/** The database calls the store makes; `idb`'s database has them. */
export interface KeyValueDatabase {
  get(store: string, key: string): Promise<unknown>
  put(store: string, value: unknown, key: string): Promise<unknown>
  close(): void
}

/** Reads and keeps the lock screen's background picture. */
export interface LockImageStore {
  /** The stored picture; undefined when none is stored or the database cannot be used. */
  load(): Promise<Blob | undefined>
  /** Keeps a picture; answers false when the database cannot be used (private windows, storage off). */
  save(image: Blob): Promise<boolean>
}

const openBrowserDatabase = (): Promise<KeyValueDatabase> =>
  openDB(LOCK_DB_NAME, LOCK_DB_VERSION, { upgrade: (db) => upgradeLockDatabase(db) })

/**
 * The background picture in the local browser database (spec 2.6, 9): version 1, key `lockImg`.
 * Each call opens and closes the database, since the lock reads it once per showing. Failures
 * are answered, not thrown: without storage the lock still works with the default picture.
 */
export function createLockImageStore(open: () => Promise<KeyValueDatabase> = openBrowserDatabase): LockImageStore {
  const using = async <TResult>(work: (db: KeyValueDatabase) => Promise<TResult>, fallback: TResult) => {
    let db: KeyValueDatabase | undefined
    try {
      db = await open()
      return await work(db)
    } catch {
      return fallback
    } finally {
      db?.close()
    }
  }
  return {
    load: () =>
      using(async (db) => {
        const value = await db.get(LOCK_DB_STORE, LOCK_IMAGE_KEY)
        return value instanceof Blob && isImageFile(value) ? value : undefined
      }, undefined),
    save: (image) =>
      using(async (db) => {
        await db.put(LOCK_DB_STORE, image, LOCK_IMAGE_KEY)
        return true
      }, false),
  }
}
