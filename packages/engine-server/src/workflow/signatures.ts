// Electronic signatures (spec 3.3): what a person signs with, completed and stored as JSON text.
import { issue, type Signature, type SignatureInput, serializeSignature } from '@tamga/schema'
import type { Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { IMAGE_MEDIA_TYPES } from '../storage/imageCheck.ts'
import type { Actor, StepRow } from './processRows.ts'

/** The `tamga_upload.field` of a drawn signature sent to `POST /process/signatures`. */
export const SIGNATURE_UPLOAD_FIELD = 'process-signature'

/** Where a process's signature image is read: `{apiBase}/process/{processId}/signatures/{uploadId}`. */
export function signatureImagePath(apiBase: string, processId: number, uploadId: string): string {
  return `${apiBase}/process/${processId}/signatures/${uploadId}`
}

/** Who signs what, for {@link stepSignature}. */
export interface SignatureOptions {
  actor: Actor
  /** What is signed: the label of the port taken, or of the vote given (spec 3.3 `signAction`). */
  signAction: string
  processId: number
  apiBase: string
}

/**
 * The stored signature (spec 3.3) of what the person gave: the action signed, the job name and
 * structure they sign as (by default the name of the role they act as and their main
 * organisation), the kind (`text` or `draw`), the typed text or the drawn image's path, and
 * their names as their account has them. A drawn image must be an image upload of the
 * signer's own: naming someone else's upload is refused (400 at `/signature/uploadId`).
 */
async function storedSignature(
  trx: Transaction<SystemDatabase>,
  input: SignatureInput,
  options: SignatureOptions,
): Promise<string> {
  const { actor } = options
  let signature: string
  if (input.type === 'text') {
    signature = input.text
  } else {
    const upload = await trx
      .selectFrom('tamga_upload')
      .select(['id', 'media_type'])
      .where('id', '=', input.uploadId)
      .where('owner_id', '=', actor.userId)
      .executeTakeFirst()
    if (upload === undefined || !Object.hasOwn(IMAGE_MEDIA_TYPES, upload.media_type)) {
      throw tamgaError('VALIDATION_FAILED', {
        in: 'body',
        issues: [
          issue('/signature/uploadId', 'signature-upload', {
            en_US: 'is not a signature image you uploaded',
            mn_MN: 'таны хуулсан гарын үсгийн зураг биш байна',
          }),
        ],
      })
    }
    signature = signatureImagePath(options.apiBase, options.processId, upload.id)
  }
  const stored: Signature = {
    signAction: options.signAction,
    job_name: input.job_name ?? actor.jobName ?? null,
    struct: input.struct ?? actor.struct ?? null,
    type: input.type,
    signature,
    firstname: actor.firstName,
    lastname: actor.lastName,
  }
  return serializeSignature(stored)
}

/** The signature a step's request body gives, stored; null without one, 400 if the step needs one. */
export async function stepSignature(
  trx: Transaction<SystemDatabase>,
  step: Pick<StepRow, 'is_signature_needed'>,
  input: SignatureInput | undefined,
  options: SignatureOptions,
): Promise<string | null> {
  if (input !== undefined) return storedSignature(trx, input, options)
  if (step.is_signature_needed) throw tamgaError('SIGNATURE_REQUIRED')
  return null
}
