import { isJsonObject } from '@tamga/schema'
/** How long an entry lives unless told otherwise (spec 9): 7 days, in seconds. */
export const DEFAULT_STORAGE_TTL_SECONDS = 604_800

/** PBKDF2 rounds for the encryption key; the key is derived once per storage object. */
const KEY_DERIVATION_ITERATIONS = 100_000

/** The part of the Web Storage API the storage uses: `localStorage` in the browser, a map in tests. */
export interface StorageArea {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** What one stored entry looks like: the value (or its ciphertext) and when it expires, in epoch ms. */
export interface StoredEntry {
  value: unknown
  /** Epoch milliseconds after which the entry is ignored and removed; null: never. */
  expires: number | null
}

/** Options of {@link createBrowserStorage}. */
export interface BrowserStorageOptions {
  /** Put before every key so the app's entries never collide with another app's on the same origin (spec 9). */
  prefix: string
  /**
   * How long an entry lives, in seconds; null keeps it until removed.
   * @default 604800 (7 days, spec 9)
   */
  ttlSeconds?: number | null
  /**
   * A passphrase: when given (and not empty), values are encrypted with AES-GCM under a key
   * derived from it with PBKDF2. See {@link createBrowserStorage} for what that protects.
   */
  secret?: string | undefined
  /**
   * Where entries go; null when storage is switched off (entries are then neither kept nor found).
   * @default globalThis.localStorage, or null when it cannot be reached
   */
  area?: StorageArea | null
  /** @default Date.now */
  now?: () => number
  /** @default globalThis.crypto.subtle */
  subtle?: SubtleCrypto | undefined
}

/** Keyed, expiring values in browser storage; every method is safe to call when storage is off. */
export interface BrowserStorage {
  /** The value stored under `key`, or undefined when there is none, it expired, or it cannot be read (then it is removed). */
  get<TValue>(key: string): Promise<TValue | undefined>
  /** Stores a JSON value under `key`; `ttlSeconds` overrides the storage's expiry for this entry. */
  set(key: string, value: unknown, ttlSeconds?: number | null): Promise<void>
  /** Removes the entry under `key`. */
  remove(key: string): void
}

function defaultArea(): StorageArea | null {
  try {
    // Reading the property itself throws when the browser forbids storage for this page.
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** Reads a stored text as an entry; undefined when it is not one (corrupt, or written by something else). */
export function parseStoredEntry(text: string): StoredEntry | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return undefined
  }
  if (!isJsonObject(parsed) || !('value' in parsed)) return undefined
  const { value, expires } = parsed
  if (expires !== null && (typeof expires !== 'number' || !Number.isFinite(expires))) return undefined
  return { value, expires }
}

function toBase64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text)
  const bytes = new Uint8Array(binary.length)
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index)
  return bytes
}

/** The AES-GCM sealing of values: `iv.ciphertext`, both base64, bound to the entry's key and expiry. */
function createCipher(subtle: SubtleCrypto, secret: string, prefix: string) {
  const encoder = new TextEncoder()
  let key: Promise<CryptoKey> | undefined
  const derivedKey = () => {
    key ??= subtle.importKey('raw', encoder.encode(secret), 'PBKDF2', false, ['deriveKey']).then((material) =>
      subtle.deriveKey(
        // The salt only has to differ between uses of the same passphrase, and it must be the
        // same on every visit, or nothing stored earlier could be read again.
        {
          name: 'PBKDF2',
          salt: encoder.encode(`tamga-browser-storage:${prefix}`),
          iterations: KEY_DERIVATION_ITERATIONS,
          hash: 'SHA-256',
        },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      ),
    )
    return key
  }
  // The key name and expiry are authenticated too: a ciphertext copied under another key, or an
  // expiry pushed into the future by hand, no longer decrypts and the entry is dropped.
  const associatedData = (storageKey: string, expires: number | null) =>
    encoder.encode(`${storageKey}|${expires ?? ''}`)
  return {
    async seal(storageKey: string, expires: number | null, value: unknown): Promise<string> {
      const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
      const data = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: associatedData(storageKey, expires) },
        await derivedKey(),
        encoder.encode(JSON.stringify(value)),
      )
      return `${toBase64(iv)}.${toBase64(new Uint8Array(data))}`
    },
    async open(storageKey: string, expires: number | null, sealed: unknown): Promise<unknown> {
      if (typeof sealed !== 'string') throw new TypeError('not a sealed value')
      const [iv, data, ...rest] = sealed.split('.')
      if (iv === undefined || data === undefined || rest.length > 0) throw new TypeError('not a sealed value')
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: fromBase64(iv), additionalData: associatedData(storageKey, expires) },
        await derivedKey(),
        fromBase64(data),
      )
      return JSON.parse(new TextDecoder().decode(plain))
    },
  }
}

/**
 * Browser storage with the rules of spec 9: every key carries a prefix, every entry is written
 * as `{ value, expires }` and lives 7 days unless told otherwise, and an expired, corrupt or
 * undecryptable entry is removed and reads as missing. Storage that is switched off, full or
 * throwing never breaks a caller: values are then simply not kept.
 *
 * With a `secret`, values are encrypted with AES-GCM (256-bit key from PBKDF2-SHA-256); the
 * expiry stays readable so stale entries can be dropped without the key. What this protects:
 * the values cannot be read from the storage itself — a copied browser profile, a look in the
 * developer tools, an extension scanning storage for readable text — and an edited entry fails
 * authentication and is discarded. What it does not protect: the passphrase is built into the
 * app's JavaScript, which every visitor downloads, so anyone who has the app can derive the key,
 * and a script running in the page (XSS) reads values exactly as the app does. Never store a
 * secret here on the strength of this encryption. Web Crypto exists only in secure contexts
 * (https or localhost): where it is missing and a secret is set, nothing is stored rather than
 * storing in clear what was meant to be encrypted.
 *
 * @example
 * const storage = createBrowserStorage({ prefix: 'tamga:' })
 * await storage.set('display-settings', { layout: 'top' })
 * await storage.get<{ layout: string }>('display-settings') // { layout: 'top' }
 */
export function createBrowserStorage(options: BrowserStorageOptions): BrowserStorage {
  const { prefix } = options
  const ttlSeconds = options.ttlSeconds === undefined ? DEFAULT_STORAGE_TTL_SECONDS : options.ttlSeconds
  const area = options.area === undefined ? defaultArea() : options.area
  const now = options.now ?? Date.now
  const secret = options.secret === undefined || options.secret === '' ? undefined : options.secret
  const subtle = 'subtle' in options ? options.subtle : globalThis.crypto?.subtle
  const cipher = secret === undefined || subtle === undefined ? undefined : createCipher(subtle, secret, prefix)
  // Encryption asked for but impossible here: keep nothing rather than keep it readable.
  const usable = area !== null && (secret === undefined || cipher !== undefined)

  const remove = (key: string) => {
    if (area === null) return
    try {
      area.removeItem(prefix + key)
    } catch {
      // Storage switched off meanwhile: there is nothing to remove.
    }
  }

  return {
    async get<TValue>(key: string): Promise<TValue | undefined> {
      if (!usable) return undefined
      let text: string | null
      try {
        text = area.getItem(prefix + key)
      } catch {
        return undefined
      }
      if (text === null) return undefined
      const entry = parseStoredEntry(text)
      if (entry === undefined || (entry.expires !== null && entry.expires <= now())) {
        remove(key)
        return undefined
      }
      if (cipher === undefined) return entry.value as TValue
      try {
        return (await cipher.open(prefix + key, entry.expires, entry.value)) as TValue
      } catch {
        // Written in clear, under another passphrase, or tampered with: unreadable, so dropped.
        remove(key)
        return undefined
      }
    },
    async set(key, value, entryTtlSeconds) {
      if (!usable) return
      const ttl = entryTtlSeconds === undefined ? ttlSeconds : entryTtlSeconds
      const expires = ttl === null ? null : now() + ttl * 1000
      const stored = cipher === undefined ? value : await cipher.seal(prefix + key, expires, value)
      try {
        area.setItem(prefix + key, JSON.stringify({ value: stored, expires } satisfies StoredEntry))
      } catch {
        // Full or switched off: the value lasts for this page only.
      }
    },
    remove,
  }
}
