import type { TSchema } from 'typebox'
import { type DocumentIssue, issue } from '../validation/issue.ts'
import { type ValidationResult, validateAgainst } from '../validation/validator.ts'
import type { DocumentEnvelope, DocumentKind } from './common.ts'

/** Upgrades a document from one version to the next; it receives a copy it may change. */
export type DocumentMigration = (document: Record<string, unknown>) => Record<string, unknown>

/**
 * Everything Tamga knows about one document kind: its current version, its JSON Schema
 * (whose static type is the document's TypeScript type), a valid example, the checks a JSON
 * Schema cannot express, and the migrations that bring older versions up to date.
 */
export interface DocumentKindDefinition<TDocument extends DocumentEnvelope = DocumentEnvelope> {
  kind: DocumentKind
  /** The version this release writes and reads; older ones are migrated first. */
  version: number
  schema: TSchema
  /** A complete, valid document of this kind, used in docs, tests and builders' templates. */
  example: TDocument
  /** Checks beyond the schema: names referenced inside the document exist, formulas parse, … */
  check?: (document: TDocument) => DocumentIssue[]
  /** `migrations[n - 1]` upgrades version `n` to `n + 1`. */
  migrations?: readonly DocumentMigration[]
}

/**
 * Brings a document up to its kind's current version. Returns issues when the document says
 * it is newer than this release, or its version is not a positive integer.
 */
export function migrateDocument(
  definition: DocumentKindDefinition,
  input: Record<string, unknown>,
): ValidationResult<Record<string, unknown>> {
  const version = input.version
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    return {
      ok: false,
      issues: [
        issue('/version', 'version', {
          en_US: 'must be a positive whole number (the document format version)',
          mn_MN: 'эерэг бүхэл тоо байх ёстой (баримтын хувилбар)',
        }),
      ],
    }
  }
  if (version > definition.version) {
    return {
      ok: false,
      issues: [
        issue(
          '/version',
          'version-too-new',
          {
            en_US: `is ${version}, newer than this Tamga release reads (${definition.version})`,
            mn_MN: `${version} байна; энэ Tamga хувилбар ${definition.version} хүртэлх хувилбарыг уншина`,
          },
          { version, supported: definition.version },
        ),
      ],
    }
  }
  let document: Record<string, unknown> = structuredClone(input)
  for (let from = version; from < definition.version; from += 1) {
    const migration = definition.migrations?.[from - 1]
    if (migration === undefined) {
      return {
        ok: false,
        issues: [
          issue(
            '/version',
            'no-migration',
            {
              en_US: `cannot be upgraded from version ${from}: no migration is known`,
              mn_MN: `${from} хувилбараас шинэчлэх шилжүүлэг байхгүй`,
            },
            { from },
          ),
        ],
      }
    }
    document = { ...migration(document), version: from + 1 }
  }
  return { ok: true, value: document }
}

/**
 * Validates a value as a document of the given kind: migrates an older version, checks it
 * against the JSON Schema, then runs the kind's own checks.
 */
export function validateDocumentOf<TDocument extends DocumentEnvelope>(
  definition: DocumentKindDefinition<TDocument>,
  input: unknown,
): ValidationResult<TDocument> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      ok: false,
      issues: [
        issue('', 'type', {
          en_US: 'The document must be a JSON object, in braces. Check the text you pasted or loaded.',
          mn_MN: 'Баримт бичиг нь JSON объект (их хаалтанд) байх ёстой. Хуулсан эсвэл ачаалсан текстээ шалгана уу.',
        }),
      ],
    }
  }
  const migrated = migrateDocument(definition as unknown as DocumentKindDefinition, input as Record<string, unknown>)
  if (!migrated.ok) return migrated
  const result = validateAgainst<TDocument>(definition.schema, migrated.value)
  if (!result.ok) return result
  const issues = definition.check?.(result.value) ?? []
  return issues.length === 0 ? result : { ok: false, issues }
}
