// Password fields of builder-made forms are write-only: what is stored is an argon2id hash, as
// for account passwords, and no read of the record (the records API, exports, printouts,
// GraphQL, change events, the audit log) ever answers it: the field is left out of the answer.
import type { FormDocument } from '@tamga/schema'
import { hashPassword } from '../auth/passwordHash.ts'

/** The names of a form's write-only fields: those shown with the `password` widget. */
export function writeOnlyFieldsOf(form: FormDocument): string[] {
  return form.fields.filter((field) => field.widget === 'password').map((field) => field.name)
}

const blank = (value: unknown) => value === undefined || value === null || value === ''

/**
 * Leaves out of an update's values the write-only fields it sends empty (null or ''), so the
 * stored hash stays: a form never shows the stored value back, and saving it without typing a
 * new password must not erase the old one. A field not sent is not changed anyway.
 */
export function keepStoredWriteOnly(form: FormDocument, values: Record<string, unknown>): void {
  for (const name of writeOnlyFieldsOf(form)) {
    if (name in values && blank(values[name])) delete values[name]
  }
}

/**
 * Replaces each write-only value that a write (checked already, so the form's length and
 * pattern rules held for what was typed) gives with its argon2id hash; an empty one is stored
 * as null. Call it before the write's transaction where possible: hashing takes a while, on
 * purpose.
 */
export async function hashWriteOnlyValues(
  form: FormDocument,
  values: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const names = writeOnlyFieldsOf(form).filter((name) => name in values)
  if (names.length === 0) return values
  const hashed: Record<string, unknown> = { ...values }
  for (const name of names) {
    const value = values[name]
    hashed[name] = blank(value) ? null : await hashPassword(String(value))
  }
  return hashed
}

/**
 * The columns of each model that some form writes as a password, by model document name: what
 * reads of that model leave out, whichever form, grid or GraphQL entry they go through.
 */
export function writeOnlyColumnsByModel(
  forms: Iterable<FormDocument>,
  modelName: (form: FormDocument) => string | undefined,
): Map<string, ReadonlySet<string>> {
  const byModel = new Map<string, Set<string>>()
  for (const form of forms) {
    const names = writeOnlyFieldsOf(form)
    const model = names.length === 0 ? undefined : modelName(form)
    if (model === undefined) continue
    const columns = byModel.get(model) ?? new Set<string>()
    for (const name of names) columns.add(name)
    byModel.set(model, columns)
  }
  return byModel
}

/** A row without the given write-only columns (the row itself when it has none of them). */
export function withoutWriteOnly<TRow extends Record<string, unknown>>(
  row: TRow,
  columns: ReadonlySet<string> | undefined,
): TRow {
  if (columns === undefined || columns.size === 0 || !Object.keys(row).some((key) => columns.has(key))) return row
  const copy: Record<string, unknown> = { ...row }
  for (const column of columns) delete copy[column]
  return copy as TRow
}
