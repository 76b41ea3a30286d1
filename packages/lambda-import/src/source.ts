import { isJsonObject, pointer } from '@tamga/schema'
import { leftOverMessage, preview } from './messages.ts'
import type { ImportReporter } from './report.ts'

/** A JSON object read from a Lambda file, before anything is known about its shape. */
export type JsonRecord = Record<string, unknown>

/**
 * Whether a value says nothing: `null`, `''`, `false`, `0`, an empty list, or an object or
 * list made only of such values. Lambda's builders write every setting whether it is used or
 * not, so a left-over key with an empty value loses nothing and is not worth a report line.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '' || value === false || value === 0) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.every(isEmptyValue)
  if (isJsonObject(value)) return Object.values(value).every(isEmptyValue)
  return false
}

/** Deep equality of JSON values that ignores the order of object keys. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]))
  if (isJsonObject(a) && isJsonObject(b)) {
    const keys = Object.keys(a)
    return keys.length === Object.keys(b).length && keys.every((key) => key in b && jsonEqual(a[key], b[key]))
  }
  return false
}

/**
 * A Lambda object being read by a mapper. Every key a mapper reads (or deliberately skips) is
 * marked as used; `finish()` then reports each key nobody used whose value is not empty as
 * not carried over, with its JSON Pointer. This is what keeps the importer from dropping a
 * setting silently: a key the mapper does not know about still shows up in the report.
 */
export class SourceObject {
  /** The object as read from the file. */
  readonly value: JsonRecord
  /** JSON Pointer of the object inside its source document. */
  readonly path: string
  /** Where notes about this object go. */
  readonly reporter: ImportReporter
  readonly #used = new Set<string>()
  readonly #children: SourceObject[] = []
  #finished = false

  /** Wraps `value`, found at `path` of the document `reporter` reports on. */
  constructor(value: JsonRecord, path: string, reporter: ImportReporter) {
    this.value = value
    this.path = path
    this.reporter = reporter
  }

  /** The JSON Pointer of a key (or a deeper path) of this object. */
  at(...segments: Array<string | number>): string {
    return `${this.path}${pointer(...segments)}`
  }

  /** Whether the key is present, whatever its value. */
  has(key: string): boolean {
    return Object.hasOwn(this.value, key)
  }

  /** Reads a key's raw value and marks it as used. */
  raw(key: string): unknown {
    this.#used.add(key)
    return this.value[key]
  }

  /** Marks keys as deliberately not carried over because they mean nothing in Tamga (ids of layout nodes, caches). */
  skip(...keys: string[]): void {
    for (const key of keys) this.#used.add(key)
  }

  /** Marks every key as used: for an object whose whole content has already been reported. */
  skipAll(): void {
    for (const key of Object.keys(this.value)) this.#used.add(key)
  }

  /** Marks a key as used when its value is the one Tamga assumes anyway; otherwise leaves it for the report. */
  skipIfDefault(key: string, ...defaults: unknown[]): void {
    if (!this.has(key) || defaults.some((value) => jsonEqual(this.value[key], value))) this.#used.add(key)
  }

  /** A non-blank string (trimmed), or `undefined`. Numbers are read as their decimal text. */
  text(key: string): string | undefined {
    const value = this.raw(key)
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    if (typeof value !== 'string') return undefined
    const trimmed = value.trim()
    return trimmed === '' ? undefined : trimmed
  }

  /** A boolean; Lambda also writes `0`/`1` and `"0"`/`"1"`/`"true"`/`"false"`. */
  boolean(key: string): boolean | undefined {
    const value = this.raw(key)
    if (typeof value === 'boolean') return value
    if (value === 1 || value === '1' || value === 'true') return true
    if (value === 0 || value === '0' || value === 'false') return false
    return undefined
  }

  /** A finite number; numeric strings (`"100"`) are accepted because Lambda stores some numbers as text. */
  number(key: string): number | undefined {
    const value = this.raw(key)
    if (typeof value === 'number' && Number.isFinite(value)) return value
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
    return undefined
  }

  /** A list, or `undefined` when the value is not one. */
  array(key: string): unknown[] | undefined {
    const value = this.raw(key)
    return Array.isArray(value) ? value : undefined
  }

  /** A nested object, wrapped so its own keys are tracked too; it is finished with this one. */
  object(key: string): SourceObject | undefined {
    const value = this.raw(key)
    if (!isJsonObject(value)) return undefined
    return this.#adopt(new SourceObject(value, this.at(key), this.reporter))
  }

  /** Wraps an object found at `path` (a list item, say) so it is finished with this one. */
  wrap(value: JsonRecord, path: string): SourceObject {
    return this.#adopt(new SourceObject(value, path, this.reporter))
  }

  /** Objects of a list, each wrapped with its index in the path; non-objects are reported as unreadable. */
  objects(key: string): SourceObject[] {
    const list = this.array(key) ?? []
    const result: SourceObject[] = []
    list.forEach((item, index) => {
      if (isJsonObject(item)) result.push(this.wrap(item, this.at(key, index)))
      else if (!isEmptyValue(item))
        this.reporter.unreadable(this.at(key, index), {
          en_US: `expected an object, found ${preview(item)}`,
          mn_MN: `объект байх ёстой, ${preview(item)} байна`,
        })
    })
    return result
  }

  /** Keys not read so far whose values are not empty. */
  leftOvers(): string[] {
    return Object.keys(this.value).filter((key) => !this.#used.has(key) && !isEmptyValue(this.value[key]))
  }

  /** Reports every left-over key (and those of nested objects) as not carried over. Idempotent. */
  finish(): void {
    if (this.#finished) return
    this.#finished = true
    for (const key of this.leftOvers()) this.reporter.notCarried(this.at(key), leftOverMessage(key, this.value[key]))
    for (const child of this.#children) child.finish()
  }

  #adopt(child: SourceObject): SourceObject {
    this.#children.push(child)
    return child
  }
}
