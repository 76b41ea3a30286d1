import { type ModelDocument, referencedBy } from '@tamga/schema'
import { sql } from 'kysely'
import { compileRead } from '../reads/compileRead.ts'
import type { ReadAccess } from '../reads/readAccess.ts'
import type { Fragment } from '../reads/rowConditions.ts'
import type { ColumnShape, EntryShape } from './shapes.ts'

/**
 * A many-to-one relation of a table: the row of another model that one of its columns points
 * at through a single-column foreign key of its model document, read through the GraphQL entry
 * over that model (its type, its visible columns, who may read it and which of its rows).
 */
export interface RelationShape {
  /** The field's name: the column's without `_id` (`aimag` beside `aimag_id`), else the target model's. */
  field: string
  /** This table's column holding the key. */
  column: string
  /** The target model's column the key equals. */
  targetColumn: string
  /** The entry the related row is read through (resolved once every entry is shaped). */
  target: () => EntryShape
}

/** What {@link relationShapes} reads besides the model. */
export interface RelationContext {
  /** The table's visible columns: a hidden key gives no relation. */
  columns: ReadonlyMap<string, ColumnShape>
  /** Whether a field name is already the table's (a column, a sub-table, a reserved field). */
  taken: (name: string) => boolean
  /** The entry a model's rows are read through, if one is in the schema. */
  entryOf: (model: string) => (() => EntryShape) | undefined
  /** Told of a relation left out, and why. */
  problem: (reason: string) => void
}

/** The field name of the relation of `column` to `targetModel`. */
export function relationFieldName(column: string, targetModel: string): string {
  return column.endsWith('_id') && column.length > 3 ? column.slice(0, -3) : targetModel
}

/**
 * The many-to-one relations of a model's table, by field name, in column order: one for each
 * visible, readable column with a single-column foreign key to a model some entry exposes. The
 * first entry by name over the target model is the one read (a schema is one for every role,
 * so the type cannot change with the caller); whether the caller may read it is decided per
 * statement (see `compileSelection`). A name taken by a column or a sub-table leaves the
 * relation out (named in `problem`).
 */
export function relationShapes(model: ModelDocument, context: RelationContext): Map<string, RelationShape> {
  const relations = new Map<string, RelationShape>()
  for (const column of context.columns.values()) {
    if (column.writeOnly) continue
    const referenced = referencedBy(model, column.name)
    if (referenced === undefined) continue
    const target = context.entryOf(referenced.model)
    if (target === undefined) continue
    const field = relationFieldName(column.name, referenced.model)
    if (context.taken(field) || relations.has(field)) {
      context.problem(`the relation of "${column.name}" would be named "${field}", a name the type already has`)
      continue
    }
    relations.set(field, { field, column: column.name, targetColumn: referenced.column, target })
  }
  return relations
}

/**
 * The related row of a relation as a JSON object (null when there is none the caller may read):
 * a correlated subquery into `row_to_json`, read with the caller's access to the target table,
 * so the row is answered in the statement of the row that points at it.
 */
export function relatedRow(options: {
  relation: RelationShape
  /** The alias of the row holding the key. */
  alias: string
  /** The alias the related row is read under (what `columns` refer to). */
  relatedAlias: string
  columns: readonly Fragment[]
  access: ReadAccess
}): Fragment {
  const { relation, alias, relatedAlias, columns, access } = options
  const target = relation.target().table
  const read = compileRead(
    {
      model: target.model,
      alias: relatedAlias,
      select: columns.map((expression) => ({ expression })),
      where: [{ column: relation.targetColumn, is: 'linked', to: sql.ref(`${alias}.${relation.column}`) }],
      window: { limit: 1 },
    },
    access,
  )
  const row = sql.table(`o${relatedAlias}`)
  return sql`(select row_to_json(${row}) from (${read}) as ${row})`
}
