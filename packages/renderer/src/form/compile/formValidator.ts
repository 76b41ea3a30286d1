import type { ValidatorType } from '@rjsf/utils'
import { customizeValidator } from '@rjsf/validator-ajv8'
import { createAjv } from '@tamga/schema'
import type { FormValues } from './compileFormulas.ts'

/** The string formats a record schema may use (formRecordSchema's column types and rules). */
export const RECORD_FORMATS = [
  'date',
  'date-time',
  'iso-date-time',
  'time',
  'iso-time',
  'uuid',
  'email',
  'uri',
] as const

/**
 * The validator to give rjsf's `Form`: @rjsf/validator-ajv8 with every string format checked
 * exactly as the server checks it. rjsf's own ajv-formats is an older release that does not
 * know `iso-date-time` and `iso-time` (the formats of `timestamp` and `time` columns) and
 * silently accepts any text for them; here each format is decided by the ajv instance the
 * server uses (@tamga/schema's `createAjv`), so the browser refuses what the server refuses.
 *
 * @example <Form schema={compiled.schema} validator={createFormValidator()} … />
 */
export function createFormValidator(): ValidatorType<FormValues> {
  const tamga = createAjv()
  const customFormats = Object.fromEntries(
    RECORD_FORMATS.map((format) => {
      const check = tamga.compile({ type: 'string', format })
      return [format, (data: string) => check(data) === true]
    }),
  )
  return customizeValidator<FormValues>({ customFormats })
}
