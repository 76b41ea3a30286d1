import { issue } from '@tamga/schema'
import { tamgaError } from '../http/errors.ts'

/** A database error's SQLSTATE and what it says about the key, on both backends. */
interface DatabaseError {
  code?: unknown
  detail?: unknown
}

/** The columns a constraint error's detail names: `Key (a, b)=(…) already exists.` → `['a', 'b']`. */
function keyColumns(detail: unknown): string[] {
  if (typeof detail !== 'string') return []
  const match = /^Key \(([^)]*)\)=/.exec(detail)
  return match?.[1] === undefined ? [] : match[1].split(',').map((column) => column.trim().replace(/^"|"$/g, ''))
}

/**
 * A write refused by the table's own constraints, as the client's validation error at the
 * column instead of a server error: a value that must be unique and is taken (23505), a
 * related row that does not exist or a row other rows still point at (23503), a value the
 * column refuses (23502 not null, 23514 check). Anything else is returned as it is.
 */
export function constraintError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error
  const { code, detail } = error as DatabaseError
  const columns = keyColumns(detail)
  const path = columns.length === 1 ? `/${columns[0]}` : ''
  const params = columns.length === 0 ? undefined : { columns }
  const refuse = (code: string, en_US: string, mn_MN: string) =>
    tamgaError('VALIDATION_FAILED', { issues: [issue(path, code, { en_US, mn_MN }, params)], in: 'body', cause: error })
  switch (code) {
    case '23505':
      return refuse('unique', 'is already used by another record', 'өөр бичлэгт бүртгэгдсэн байна')
    case '23503':
      return typeof detail === 'string' && detail.includes('is still referenced')
        ? refuse('referenced', 'is still used by other records', 'өөр бичлэгүүд ашиглаж байна')
        : refuse('reference', 'names a related record that does not exist', 'холбогдох бичлэг олдсонгүй')
    case '23502':
      return refuse('required', 'must not be empty', 'хоосон байж болохгүй')
    case '23514':
      return refuse('check', 'is not allowed by the table', 'хүснэгтийн нөхцөлд тохирохгүй байна')
    default:
      return error
  }
}
