import { isJsonObject } from '@tamga/schema'
import { brokenJsonMessage, preview } from './messages.ts'
import type { ImportReporter } from './report.ts'
import type { JsonRecord } from './source.ts'

/** The document types a vb_schemas row can hold. */
export type SeedRowType = 'form' | 'grid' | 'graphql'

/** One row of a Lambda `vb_schemas` seed, with its `schema` string decoded. */
export interface SeedRow {
  /** Position in the seed array; used in the report's source (`#row 3`). */
  index: number
  /** The row's `name`: usually a Mongolian title, sometimes a table name. */
  name: string
  type: SeedRowType
  /** The row's `id` when the seed has one (`"crud_form"`, `12`). */
  id?: string
  /** The decoded document. */
  schema: JsonRecord
}

/** Whether a parsed JSON value looks like a vb_schemas seed: a list of `{ name, schema, type }` rows. */
export function isSeed(value: unknown): value is unknown[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.every((row) => isJsonObject(row) && 'schema' in row && 'type' in row && 'name' in row)
  )
}

/**
 * Decodes a `schema` value: Lambda stores the document as a JSON string inside the JSON row,
 * and some exports encode that string once more, so strings are parsed until an object
 * appears (at most three times, so a plain string is not mistaken for a document).
 */
export function decodeEmbeddedJson(value: unknown): { ok: true; value: unknown } | { ok: false; error: string } {
  let current = value
  for (let depth = 0; depth < 3 && typeof current === 'string'; depth += 1) {
    try {
      current = JSON.parse(current)
    } catch (error) {
      // An inner string that is not JSON is just text: the caller decides whether text will do.
      if (depth > 0) return { ok: true, value: current }
      return { ok: false, error: error instanceof Error ? error.message : String(error) }
    }
  }
  return { ok: true, value: current }
}

/** The source suffix naming a seed row in the report, `#row 3 (Хэрэглэгч)`. */
export function seedRowSource(index: number, name: string): string {
  return name === '' ? `#row ${index}` : `#row ${index} (${name})`
}

/**
 * Reads the rows of a vb_schemas seed. Rows whose `schema` cannot be decoded, or whose `type`
 * is not form, grid or graphql, are reported as unreadable and left out.
 */
export function readSeedRows(rows: readonly unknown[], reporter: ImportReporter): SeedRow[] {
  const result: SeedRow[] = []
  rows.forEach((row, index) => {
    if (!isJsonObject(row)) {
      reporter.unreadable(`/${index}`, {
        en_US: `seed row is not an object: ${preview(row)}`,
        mn_MN: `анхны өгөгдлийн мөр объект биш: ${preview(row)}`,
      })
      return
    }
    const name = typeof row.name === 'string' ? row.name.trim() : ''
    const rowReporter = reporter.child(seedRowSource(index, name))
    const type = row.type
    if (type !== 'form' && type !== 'grid' && type !== 'graphql') {
      rowReporter.unreadable('/type', {
        en_US: `unknown vb_schemas type ${preview(type)}; expected form, grid or graphql`,
        mn_MN: `"vb_schemas" мөрийн төрөл ${preview(type)} танигдсангүй; "form", "grid" эсвэл "graphql" байх ёстой`,
      })
      return
    }
    const decoded = decodeEmbeddedJson(row.schema)
    if (!decoded.ok) {
      rowReporter.unreadable('/schema', brokenJsonMessage(decoded.error))
      return
    }
    if (!isJsonObject(decoded.value)) {
      rowReporter.unreadable('/schema', {
        en_US: `schema is not a JSON object: ${preview(decoded.value)}`,
        mn_MN: `"schema" нь JSON объект биш: ${preview(decoded.value)}`,
      })
      return
    }
    const id = typeof row.id === 'string' || typeof row.id === 'number' ? String(row.id).trim() : ''
    for (const key of Object.keys(row)) {
      if (!['name', 'type', 'schema', 'id', 'created_at', 'updated_at', 'deleted_at'].includes(key)) {
        rowReporter.notCarried(`/${key}`, {
          en_US: `seed row key "${key}" is not part of a vb_schemas row (value ${preview(row[key])})`,
          mn_MN: `"vb_schemas" хүснэгтийн мөрөнд "${key}" талбар байдаггүй (утга нь ${preview(row[key])})`,
        })
      }
    }
    result.push({ index, name, type, ...(id === '' ? {} : { id }), schema: decoded.value })
  })
  return result
}
