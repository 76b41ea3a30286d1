// The server's checks of a map (`geographic`) field on save (spec 3.13): the value is one
// shape of the field's type with coordinates in range, and, with `checkOverlap`, it overlaps no
// shape stored in another live row of the table. Both are refused at the field, in the words of
// @tamga/schema's GEOGRAPHIC_MESSAGES, which the form also shows in Korean.
import {
  boundsMeet,
  columnTypeName,
  type DocumentIssue,
  effectiveColumns,
  type FormDocument,
  type FormField,
  GEOGRAPHIC_ISSUE_CODES,
  GEOGRAPHIC_MESSAGES,
  type GeographicGeometry,
  type GeometryType,
  geographicBounds,
  issue,
  pointer,
  readGeographicValue,
} from '@tamga/schema'
import { sql, type Transaction } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import { tamgaError } from '../http/errors.ts'
import { shapesOverlap } from './geoOverlapShapes.ts'
import type { RowTarget } from './rowOperations.ts'

type GeographicField = FormField & { geographic: NonNullable<FormField['geographic']> }

const isGeographic = (field: FormField): field is GeographicField =>
  field.widget === 'geographic' && field.geographic !== undefined

const bilingual = (text: { mn_MN: string; en_US: string }) => ({ mn_MN: text.mn_MN, en_US: text.en_US })

/**
 * The problems of the map fields' values a write sends: a value that is not one shape of the
 * field's type (`geometry`, with the reason in `params.problem`), and an empty value of a
 * required field the record schema let through (a json column accepts null). A field that
 * already has an issue in `found` gets no second one.
 *
 * @example geographicValueIssues(form, { boundary: { type: 'Point', coordinates: [0, 0] } }, [])
 * // [{ path: '/boundary', code: 'geometry', message: { mn_MN: 'Байршил эсвэл координат…', … }, params: { problem: 'wrong-type' } }]
 */
export function geographicValueIssues(
  form: FormDocument,
  values: Readonly<Record<string, unknown>>,
  found: readonly DocumentIssue[] = [],
): DocumentIssue[] {
  const issues: DocumentIssue[] = []
  for (const field of form.fields) {
    if (!isGeographic(field) || !Object.hasOwn(values, field.name)) continue
    const path = pointer(field.name)
    if (found.some((other) => other.path === path)) continue
    const reading = readGeographicValue(values[field.name], field.geographic.geometry)
    if (reading.kind === 'invalid') {
      issues.push(
        issue(path, GEOGRAPHIC_ISSUE_CODES.invalid, bilingual(GEOGRAPHIC_MESSAGES.invalid), {
          problem: reading.problem,
        }),
      )
    } else if (reading.kind === 'empty' && field.required === true) {
      issues.push(issue(path, 'required', { mn_MN: 'Утга оруулна уу', en_US: 'Please enter a value' }))
    }
  }
  return issues
}

/** The map fields of `form` that refuse overlapping shapes and are columns of the target's table. */
function overlapFields(target: Pick<RowTarget, 'model'>, form: FormDocument): GeographicField[] {
  const columns = new Set(effectiveColumns(target.model).map((column) => column.name))
  return form.fields.filter(
    (field): field is GeographicField =>
      isGeographic(field) && field.geographic.checkOverlap === true && columns.has(field.name),
  )
}

/** Whether a write of these rows has a shape to check for overlaps (an import then goes row by row). */
export function needsOverlapCheck(
  target: Pick<RowTarget, 'model'>,
  form: FormDocument,
  rows: ReadonlyArray<Readonly<Record<string, unknown>>>,
): boolean {
  const fields = overlapFields(target, form)
  return fields.some((field) =>
    rows.some((row) => readGeographicValue(row[field.name], field.geographic.geometry).kind === 'geometry'),
  )
}

/** The shapes stored in the table's other live rows, with their identities. */
async function storedShapes(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  column: string,
  shape: GeometryType,
  ownId: unknown,
): Promise<Array<{ id: unknown; geometry: GeographicGeometry }>> {
  const declared = effectiveColumns(target.model).find((candidate) => candidate.name === column)
  const ref = sql.ref(column)
  // A PostGIS column reads back as binary; ask the database for GeoJSON text instead.
  const value = declared !== undefined && columnTypeName(declared.type) === 'geometry' ? sql`ST_AsGeoJSON(${ref})` : ref
  const conditions = [sql`${ref} is not null`]
  if (target.model.softDelete === true) conditions.push(sql`deleted_at is null`)
  if (ownId !== undefined) conditions.push(sql`${sql.ref(target.grid.identity)} <> ${ownId}`)
  // Candidates are narrowed in two cheap steps. The database keeps only live rows of the other
  // records that hold a shape: without PostGIS there is no spatial index to ask, and a json
  // column cannot be filtered by box in SQL without unpacking every shape. Here, each shape's box
  // is compared first, a few comparisons that rule out all but the neighbours; only those get
  // the exact test. A table whose shapes must not overlap divides up a territory (provinces,
  // land parcels), so it holds thousands of rows at most, which this reads in milliseconds.
  const rows = await sql<{
    id: unknown
    shape: unknown
  }>`select ${sql.ref(target.grid.identity)} as id, ${value} as shape from ${sql.table(target.model.table)} where ${sql.join(conditions, sql` and `)}`.execute(
    trx,
  )
  const shapes: Array<{ id: unknown; geometry: GeographicGeometry }> = []
  for (const row of rows.rows) {
    // A stored value that is not a shape of the field (written before the field checked it)
    // has nothing to compare with.
    const reading = readGeographicValue(row.shape, shape)
    if (reading.kind === 'geometry') shapes.push({ id: row.id, geometry: reading.geometry })
  }
  return shapes
}

/**
 * Refuses, with a validation error at the field, a write whose shape in a `checkOverlap` map
 * field overlaps a shape stored in another live row of the table (touching borders is allowed;
 * see {@link shapesOverlap}). Every row counts, whatever the caller may see: land one cannot see
 * is still taken. `ownId` is the identity of the row being updated, left out of the comparison.
 *
 * Runs in the write's transaction after a transaction-scoped advisory lock per table and
 * column, so two writers saving overlapping shapes at the same moment are checked one after the
 * other and the second sees the first's row.
 */
export async function requireNoOverlap(
  trx: Transaction<SystemDatabase>,
  target: RowTarget,
  form: FormDocument,
  values: Readonly<Record<string, unknown>>,
  ownId?: unknown,
): Promise<void> {
  const issues: DocumentIssue[] = []
  for (const field of overlapFields(target, form)) {
    if (!Object.hasOwn(values, field.name)) continue
    const reading = readGeographicValue(values[field.name], field.geographic.geometry)
    if (reading.kind !== 'geometry') continue
    const lock = `tamga.overlap:${target.model.table}.${field.name}`
    await sql`select pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx)
    const bounds = geographicBounds(reading.geometry)
    const stored = await storedShapes(trx, target, field.name, field.geographic.geometry, ownId)
    const overlapping = stored.some(
      (other) =>
        boundsMeet(bounds, geographicBounds(other.geometry)) && shapesOverlap(reading.geometry, other.geometry),
    )
    if (overlapping) {
      issues.push(issue(pointer(field.name), GEOGRAPHIC_ISSUE_CODES.overlap, bilingual(GEOGRAPHIC_MESSAGES.overlap)))
    }
  }
  if (issues.length > 0) throw tamgaError('VALIDATION_FAILED', { issues, in: 'body' })
}
