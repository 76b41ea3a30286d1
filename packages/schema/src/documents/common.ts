import Type, { type Static, type TLiteral, type TObject, type TProperties } from 'typebox'
import { PATTERNS } from '../validation/patterns.ts'

export { LANGUAGE_CODES, type LanguageCode } from '../languages.ts'

/** One of {@link LANGUAGE_CODES}. */
export const LanguageCodeSchema = Type.Union([Type.Literal('mn_MN'), Type.Literal('en_US'), Type.Literal('ko_KR')], {
  description: 'An interface language code: mn_MN, en_US or ko_KR.',
})

/**
 * Text a person reads: either one string for every language, or a string per language.
 * Mongolian is required in the per-language form because it is the fallback (spec 9).
 *
 * @example 'Мэдээ'
 * @example { mn_MN: 'Мэдээ', en_US: 'News' }
 */
export const LocalizedTextSchema = Type.Union([
  Type.String({ minLength: 1 }),
  Type.Object(
    {
      mn_MN: Type.String({ minLength: 1 }),
      en_US: Type.Optional(Type.String()),
      ko_KR: Type.Optional(Type.String()),
    },
    { additionalProperties: false },
  ),
])
export type LocalizedText = Static<typeof LocalizedTextSchema>

/**
 * A name that becomes an SQL identifier (table, column, index). Lower-case ASCII, digits and
 * underscores, at most 63 characters (PostgreSQL's limit), never starting with a digit.
 * Every identifier Tamga writes into SQL passes through this pattern first.
 */
export const SqlIdentifierSchema = Type.String({
  pattern: PATTERNS.sqlIdentifier.pattern,
  description: 'Lower-case letters, digits and underscores; at most 63 characters; not starting with a digit.',
})
export type SqlIdentifier = Static<typeof SqlIdentifierSchema>

/** The form of a document's name; see {@link DocumentNameSchema}. */
export const DOCUMENT_NAME_PATTERN = PATTERNS.documentName.pattern

/** The name of a document, unique within its kind; used in references between documents and in URLs. */
export const DocumentNameSchema = Type.String({
  pattern: DOCUMENT_NAME_PATTERN,
  description: 'Lower-case letters, digits, "-" and "_"; at most 128 characters.',
})
export type DocumentName = Static<typeof DocumentNameSchema>

/** A CSS colour: #rgb, #rrggbb, #rrggbbaa, or rgb()/rgba()/hsl() notation. */
export const ColorSchema = Type.String({
  pattern: PATTERNS.color.pattern,
})

/**
 * Where a link opens (spec 9): `self` in the current tab, `blank` in a new tab, `new` in a new
 * named window that later `new` links reuse. Menu entries and grid cells share it.
 */
export const LINK_TARGETS = ['self', 'blank', 'new'] as const

/** One of {@link LINK_TARGETS}. @default 'self' */
export const LinkTargetSchema = Type.Enum(LINK_TARGETS, { default: 'self' })
export type LinkTarget = Static<typeof LinkTargetSchema>

/** A path inside the app ("/admin/p/1") or an absolute http(s) URL. */
export const UrlSchema = Type.String({ pattern: PATTERNS.url.pattern })

/** An expression in Tamga's formula language (see `parseExpression`). Checked beyond its syntax by the document's own rules. */
export const ExpressionSchema = Type.String({
  minLength: 1,
  description: 'An expression in the Tamga formula language.',
})

/** Every document kind Tamga knows. */
export const DOCUMENT_KINDS = [
  'project',
  'menu',
  'role',
  'model',
  'form',
  'grid',
  'chart',
  'datasource',
  'graphql',
  'krud',
  'mockup',
  'workflow',
  'display-settings',
] as const
export type DocumentKind = (typeof DOCUMENT_KINDS)[number]

/**
 * Builds a document kind's schema: the envelope every document carries (`kind`, `version`,
 * `name`, optional `title` and `description`) followed by the kind's own properties.
 * Objects are closed (`additionalProperties: false`) so a misspelt key is an error, not a
 * silently ignored setting.
 */
export function documentSchema<TKind extends DocumentKind, TVersion extends number, TProps extends TProperties>(
  kind: TKind,
  version: TVersion,
  properties: TProps,
) {
  return Type.Object(
    {
      kind: Type.Literal(kind) as TLiteral<TKind>,
      version: Type.Literal(version) as TLiteral<TVersion>,
      name: DocumentNameSchema,
      title: Type.Optional(LocalizedTextSchema),
      description: Type.Optional(Type.String()),
      ...properties,
    },
    { additionalProperties: false, $id: `https://tamga.dev/schema/${kind}.json` },
  )
}

/** The fields every document has, whatever its kind. */
export interface DocumentEnvelope {
  kind: DocumentKind
  version: number
  name: string
  title?: LocalizedText
  description?: string
}

/** A closed object: the shorthand every nested shape in a document uses. */
export function closedObject<TProps extends TProperties>(properties: TProps, options: { description?: string } = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options }) as TObject<TProps>
}
