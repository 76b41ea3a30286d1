import Type, { type Static, type TSchema } from 'typebox'
import { closedObject } from '../documents/common.ts'
import { type DocumentIssue, pointer } from '../validation/issue.ts'
import { type ValidationResult, validateAgainst } from '../validation/validator.ts'
import { parseSignature } from './signature.ts'

/** A yes/no stored as a number, the way the engine's tables keep `is_done` and `voted`. */
export const BinaryFlagSchema = Type.Union([Type.Literal(0), Type.Literal(1)])
export type BinaryFlag = Static<typeof BinaryFlagSchema>

const optionalText = () => Type.Optional(Type.Union([Type.String(), Type.Null()]))

/**
 * The employee behind a history entry or a vote (spec 3.3 `emp`): job title, organisational
 * unit, last name and first name. The upper-case keys are the ones the server sends.
 */
export const EmployeeSchema = closedObject({
  JOB_NAME: optionalText(),
  STRUCT_NAME: optionalText(),
  LNAME: optionalText(),
  FNAME: optionalText(),
})
export type Employee = Static<typeof EmployeeSchema>

/**
 * Validates a run-time record whose signature fields arrive as stored text (a JSON string or
 * `"null"`): each of `signatureFields` is parsed first, then the whole record is checked.
 * Issues from a malformed signature point at its field.
 */
export function parseRecordWithSignatures<T>(
  schema: TSchema,
  input: unknown,
  signatureFields: readonly string[],
): ValidationResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return validateAgainst<T>(schema, input)
  const record: Record<string, unknown> = { ...(input as Record<string, unknown>) }
  const issues: DocumentIssue[] = []
  for (const field of signatureFields) {
    if (!(field in record)) continue
    const parsed = parseSignature(record[field])
    if (parsed.ok) record[field] = parsed.value
    else issues.push(...parsed.issues.map((found) => ({ ...found, path: `${pointer(field)}${found.path}` })))
  }
  if (issues.length > 0) return { ok: false, issues }
  return validateAgainst<T>(schema, record)
}
