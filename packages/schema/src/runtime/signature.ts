import Type, { type Static } from 'typebox'
import { closedObject } from '../documents/common.ts'
import { issue } from '../validation/issue.ts'
import { type ValidationResult, validateAgainst } from '../validation/validator.ts'

/**
 * The signature kinds the screens know (spec 3.3): `text` (the signer typed their name) and
 * `draw` (drawn on a pad, stored as a data URL). Any other value is an uploaded image whose
 * `signature` is a path on the server.
 */
export const SIGNATURE_TYPES = ['text', 'draw'] as const

const optionalText = () => Type.Optional(Type.Union([Type.String(), Type.Null()]))

/**
 * An electronic signature (spec 3.3), as kept on a status history entry and as a voting
 * person's `signature_image`. Every field may be missing or null in stored data.
 */
export const SignatureSchema = closedObject({
  /** The action that was signed, e.g. the port label "Хянасан". */
  signAction: optionalText(),
  job_name: optionalText(),
  struct: optionalText(),
  /** `"text"`, `"draw"`, or another value for an uploaded image (see {@link SIGNATURE_TYPES}). */
  type: optionalText(),
  /** The typed text, a drawn image's data URL, or an uploaded image's path. */
  signature: optionalText(),
  firstname: optionalText(),
  lastname: optionalText(),
})
export type Signature = Static<typeof SignatureSchema>

/**
 * Reads a stored signature. Storage holds a JSON string or the text `"null"`; values that were
 * already parsed (an object, or null) are accepted too, so loading twice is harmless. Never
 * throws: malformed text gives an issue.
 *
 * @example parseSignature('{"type":"text","signature":"Болд"}') // { ok: true, value: { type: 'text', … } }
 * @example parseSignature('null') // { ok: true, value: null }
 */
export function parseSignature(input: unknown): ValidationResult<Signature | null> {
  if (input === null || input === undefined) return { ok: true, value: null }
  if (typeof input === 'string') {
    const text = input.trim()
    if (text === '' || text === 'null') return { ok: true, value: null }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      return {
        ok: false,
        issues: [
          issue('', 'signature-json', {
            en_US: 'is not a readable signature: the stored text is not valid JSON',
            mn_MN: 'гарын үсгийг уншиж чадсангүй: хадгалсан текст зөв JSON биш байна',
          }),
        ],
      }
    }
    return parsed === null ? { ok: true, value: null } : validateAgainst<Signature>(SignatureSchema, parsed)
  }
  return validateAgainst<Signature>(SignatureSchema, input)
}

/** Writes a signature the way storage keeps it: its JSON, or the text `"null"` when there is none. */
export function serializeSignature(signature: Signature | null): string {
  return signature === null ? 'null' : JSON.stringify(signature)
}
