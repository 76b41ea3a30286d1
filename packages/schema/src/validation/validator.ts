import type { ErrorObject, ValidateFunction } from 'ajv'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { TSchema } from 'typebox'
import { type DocumentIssue, issue } from './issue.ts'
import { ajvMessage } from './messages.ts'

/** The outcome of validating a value: the typed value, or every issue found. */
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; issues: DocumentIssue[] }

/**
 * Creates the ajv instance every Tamga validator uses, in the browser and on the server alike:
 * JSON Schema 2020-12, all errors reported, the standard string formats.
 */
export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true, discriminator: false })
  addFormats(ajv)
  return ajv
}

const sharedAjv = createAjv()
const compiled = new WeakMap<TSchema, ValidateFunction>()

/** Compiles (once, then cached) a schema with the shared ajv instance. */
export function compileSchema(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema)
  if (validate === undefined) {
    validate = sharedAjv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** Validates a value against a schema and returns it typed, or the readable issues. */
export function validateAgainst<T>(schema: TSchema, value: unknown): ValidationResult<T> {
  const validate = compileSchema(schema)
  if (validate(value)) return { ok: true, value: value as T }
  return { ok: false, issues: issuesFromAjv(validate.errors ?? []) }
}

/**
 * Converts ajv's errors into issues. ajv reports every branch of a failed `anyOf`, which for a
 * union of shapes buries the real mistake; we keep only the branch that came closest (the
 * value has that branch's type and discriminator, and the fewest errors remain), the way a
 * person reading the schema would.
 */
export function issuesFromAjv(errors: readonly ErrorObject[]): DocumentIssue[] {
  const selected = selectErrors(errors)
  const seen = new Set<string>()
  const issues: DocumentIssue[] = []
  for (const error of selected) {
    const path = error.keyword === 'required' ? error.instancePath : error.instancePath
    const message = ajvMessage(error)
    const key = `${path}\u0000${message.en_US}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push(issue(path, error.keyword, message, error.params as Record<string, unknown>))
  }
  return issues
}

const isUnion = (error: ErrorObject): boolean => error.keyword === 'anyOf' || error.keyword === 'oneOf'

function belongsTo(error: ErrorObject, union: ErrorObject): boolean {
  return (
    error !== union &&
    error.schemaPath.startsWith(`${union.schemaPath}/`) &&
    (error.instancePath === union.instancePath || error.instancePath.startsWith(`${union.instancePath}/`))
  )
}

function selectErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const unions = errors.filter(isUnion)
  const outermost = unions.filter((union) => !unions.some((other) => belongsTo(union, other)))
  const claimed = new Set<ErrorObject>()
  const result: ErrorObject[] = []
  for (const union of outermost) {
    const members = errors.filter((error) => belongsTo(error, union))
    for (const member of members) claimed.add(member)
    result.push(...chooseBranch(union, members))
  }
  for (const error of errors) {
    if (!claimed.has(error) && !outermost.includes(error)) result.push(error)
  }
  return result
}

function chooseBranch(union: ErrorObject, members: ErrorObject[]): ErrorObject[] {
  const branches = new Map<string, ErrorObject[]>()
  for (const member of members) {
    const index = member.schemaPath.slice(union.schemaPath.length + 1).split('/')[0] ?? ''
    const branch = branches.get(index) ?? []
    branch.push(member)
    branches.set(index, branch)
  }
  const isDirectMismatch = (error: ErrorObject): boolean =>
    (error.instancePath === union.instancePath && (error.keyword === 'type' || error.keyword === 'const')) ||
    ((error.keyword === 'const' || error.keyword === 'enum') &&
      error.instancePath.startsWith(`${union.instancePath}/`) &&
      !error.instancePath.slice(union.instancePath.length + 1).includes('/'))
  const candidates = [...branches.values()].filter((branch) => !branch.some(isDirectMismatch))
  if (candidates.length > 0) {
    const best = candidates.reduce((a, b) => (b.length < a.length ? b : a))
    return selectErrors(best)
  }
  // Every branch fails on the value's own type or constant: say which values or types are allowed.
  const constants = members.filter((m) => m.keyword === 'const' && m.instancePath === union.instancePath)
  if (constants.length === branches.size && constants.length > 0) {
    return [
      {
        ...union,
        keyword: 'enum',
        params: { allowedValues: constants.map((c) => (c.params as { allowedValue: unknown }).allowedValue) },
      },
    ]
  }
  // Every branch names a different constant for the same field (a discriminator such as `type`).
  const discriminators = [...branches.values()].map((branch) =>
    branch.find(
      (e) =>
        e.keyword === 'const' &&
        e.instancePath.startsWith(`${union.instancePath}/`) &&
        !e.instancePath.slice(union.instancePath.length + 1).includes('/'),
    ),
  )
  const field = discriminators[0]?.instancePath
  if (field !== undefined && discriminators.every((d) => d?.instancePath === field)) {
    return [
      {
        ...union,
        instancePath: field,
        keyword: 'enum',
        params: { allowedValues: discriminators.map((d) => (d?.params as { allowedValue: unknown }).allowedValue) },
      },
    ]
  }
  const types = members
    .filter((m) => m.keyword === 'type' && m.instancePath === union.instancePath)
    .map((m) => String((m.params as { type: unknown }).type))
  if (types.length === branches.size && types.length > 0) {
    return [{ ...union, keyword: 'type', params: { type: [...new Set(types)].join(',') } }]
  }
  return [union]
}
