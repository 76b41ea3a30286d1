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
    const path = error.instancePath
    const message = ajvMessage(error)
    const key = `${path}\u0000${message.en_US}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push(issue(path, error.keyword, message, error.params as Record<string, unknown>))
  }
  return issues
}

const isUnion = (error: ErrorObject): boolean => error.keyword === 'anyOf' || error.keyword === 'oneOf'

const within = (path: string, parent: string): boolean => path === parent || path.startsWith(`${parent}/`)

/**
 * ajv reports a failed union as the errors of each branch, in branch order, immediately
 * followed by the union's own error. Errors inside a recursive `$ref` carry a schema path
 * relative to the referenced schema, so membership is decided by that position and by the
 * instance path, not by the schema path alone.
 */
function selectErrors(errors: readonly ErrorObject[]): ErrorObject[] {
  const result: ErrorObject[] = []
  let index = errors.length - 1
  const collected: ErrorObject[][] = []
  while (index >= 0) {
    const error = errors[index] as ErrorObject
    if (!isUnion(error)) {
      collected.push([error])
      index -= 1
      continue
    }
    let start = index
    while (start > 0 && within((errors[start - 1] as ErrorObject).instancePath, error.instancePath)) start -= 1
    collected.push(chooseBranch(error, errors.slice(start, index)))
    index = start - 1
  }
  for (const group of collected.reverse()) result.push(...group)
  return result
}

function chooseBranch(union: ErrorObject, members: ErrorObject[]): ErrorObject[] {
  const branches = new Map<string, ErrorObject[]>()
  const prefix = `${union.schemaPath}/`
  let current = ''
  for (const member of members) {
    if (member.schemaPath.startsWith(prefix)) current = member.schemaPath.slice(prefix.length).split('/')[0] ?? ''
    const branch = branches.get(current) ?? []
    branch.push(member)
    branches.set(current, branch)
  }
  // A branch is ruled out when the value is not even of its type, or when a field holding a
  // constant (a discriminator such as `type` or `kind`) differs. A failing choice list (`enum`)
  // is an ordinary mistake inside the right branch, so it does not rule the branch out.
  const isDirectMismatch = (error: ErrorObject): boolean =>
    (error.instancePath === union.instancePath && (error.keyword === 'type' || error.keyword === 'const')) ||
    (error.keyword === 'const' &&
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
  // Every branch of the value's type names a different constant for the same field (a
  // discriminator such as `type`): list the constants that field may hold.
  const shaped = [...branches.values()].filter(
    (branch) => !branch.some((e) => e.keyword === 'type' && e.instancePath === union.instancePath),
  )
  const discriminators = shaped.map((branch) =>
    branch.find(
      (e) =>
        e.keyword === 'const' &&
        e.instancePath.startsWith(`${union.instancePath}/`) &&
        !e.instancePath.slice(union.instancePath.length + 1).includes('/'),
    ),
  )
  const field = discriminators[0]?.instancePath
  const allowedValues: unknown[] = []
  for (const discriminator of discriminators) {
    if (discriminator === undefined || discriminator.instancePath !== field) break
    allowedValues.push((discriminator.params as { allowedValue: unknown }).allowedValue)
  }
  if (field !== undefined && allowedValues.length === discriminators.length) {
    return [{ ...union, instancePath: field, keyword: 'enum', params: { allowedValues } }]
  }
  const types = members
    .filter((m) => m.keyword === 'type' && m.instancePath === union.instancePath)
    .map((m) => String((m.params as { type: unknown }).type))
  if (types.length === branches.size && types.length > 0) {
    return [{ ...union, keyword: 'type', params: { type: [...new Set(types)].join(',') } }]
  }
  return [union]
}
