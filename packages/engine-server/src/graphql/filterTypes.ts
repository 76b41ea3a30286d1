// graphql's CommonJS entry, the one mercurius loads: a second copy (its ESM build) would
// not recognise mercurius's schema objects.
import { type GraphQLInputFieldConfigMap, GraphQLInputObjectType, GraphQLList, GraphQLNonNull } from 'graphql/index.js'
import { LOGICAL_FILTER_FIELDS } from './filters.ts'
import type { RelationShape } from './relations.ts'
import type { ColumnKind, TableShape } from './shapes.ts'

/** The types a filter type refers to, made elsewhere once per schema. */
export interface FilterTypeSources {
  /** The shared filter of a column kind (`StringFilter`, …), if the kind is filtered. */
  columnFilter: (kind: ColumnKind) => GraphQLInputObjectType | undefined
  /** The filter type of a sub-table (the one its list's `filter` takes). */
  subTableFilter: (shape: TableShape) => GraphQLInputObjectType
  /** The filter type of the entry a relation reads, if this schema has that entry. */
  relatedFilter: (relation: RelationShape) => GraphQLInputObjectType | undefined
}

/**
 * The `<T>Filter` input type of a table: one field per readable column with its kind's filter,
 * `_and` and `_or` (lists of filters) and `_not`, one field per many-to-one relation (the
 * related entry's filter: a row it points at matches) and one per sub-table with `some` and
 * `none` (`<Sub>ListFilter`). See `filters.ts` for what each compiles to.
 */
export function filterInputType(shape: TableShape, sources: FilterTypeSources): GraphQLInputObjectType {
  const filter: GraphQLInputObjectType = new GraphQLInputObjectType({
    name: `${shape.typeName}Filter`,
    description: 'Every given field must hold.',
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = {
        _and: { type: new GraphQLList(new GraphQLNonNull(filter)), description: 'Every one of these filters holds.' },
        _or: { type: new GraphQLList(new GraphQLNonNull(filter)), description: 'At least one of these filters holds.' },
        _not: { type: filter, description: 'This filter does not hold.' },
      }
      for (const column of shape.columns.values()) {
        const type = column.writeOnly ? undefined : sources.columnFilter(column.kind)
        if (type === undefined || (LOGICAL_FILTER_FIELDS as readonly string[]).includes(column.name)) continue
        fields[column.name] = { type }
      }
      for (const relation of shape.relations.values()) {
        const type = sources.relatedFilter(relation)
        if (type === undefined) continue
        fields[relation.field] = {
          type,
          description: `The row \`${relation.column}\` points at matches (and the caller may read it).`,
        }
      }
      for (const sub of shape.subTables.values()) {
        const rows = sources.subTableFilter(sub.table)
        fields[sub.field] = {
          type: new GraphQLInputObjectType({
            name: `${sub.table.typeName}ListFilter`,
            description: 'Whether some or none of the rows (that the caller may read) match.',
            fields: {
              some: { type: rows, description: 'At least one row matches.' },
              none: { type: rows, description: 'No row matches.' },
            },
          }),
        }
      }
      return fields
    },
  })
  return filter
}
