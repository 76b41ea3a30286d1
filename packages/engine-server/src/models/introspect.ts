// Reads what the database really has: the relations of the current schema with their columns,
// constraints and indexes, straight from pg_catalog. The plan compares documents with this, never
// with a previous version of the document, so a table changed by hand is still diffed correctly.
import { type Kysely, sql } from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'

/** A column as the catalog describes it. */
export interface ActualColumn {
  name: string
  /** `pg_type.typname`: `int4`, `int8`, `varchar`, `numeric`, `timestamptz`, `geometry`, … */
  typeName: string
  /** `pg_attribute.atttypmod`: the length of a varchar, the precision and scale of a numeric; -1 when none. */
  typeModifier: number
  /** PostgreSQL's own spelling of the type, for messages: `character varying(75)`. */
  formatted: string
  notNull: boolean
  /** The default as PostgreSQL prints it back (`now()`, `'draft'::character varying`), null when none. */
  defaultExpression: string | null
  identity: 'always' | 'by-default' | null
  comment: string | null
}

/** A primary key, unique or foreign key constraint (check constraints are not described by models). */
export interface ActualConstraint {
  name: string
  type: 'primary' | 'unique' | 'foreign'
  columns: string[]
  /** Foreign keys only. */
  references?: { table: string; columns: string[]; onDelete: ForeignKeyAction }
}

/** The `ON DELETE` action of a foreign key, spelt as in SQL. */
export type ForeignKeyAction = 'no action' | 'restrict' | 'cascade' | 'set null' | 'set default'

/** An index that does not back a constraint (those are listed as constraints). */
export interface ActualIndex {
  name: string
  columns: string[]
  unique: boolean
  /** The access method: `btree`, `gin`, … */
  method: string
  /**
   * An expression or partial index. A model cannot describe one, so the plan never drops or
   * claims it: somebody made it on purpose.
   */
  special: boolean
}

/** A relation of the current schema. */
export interface ActualRelation {
  name: string
  kind: 'table' | 'view'
  /** Part of an extension (PostGIS's `spatial_ref_sys`): never pruned. */
  extensionMember: boolean
  columns: ActualColumn[]
  constraints: ActualConstraint[]
  indexes: ActualIndex[]
}

/** Everything the plan needs to know about the database. */
export interface DatabaseState {
  relations: Map<string, ActualRelation>
  /** Whether the PostGIS extension is installed, which `geometry` columns need. */
  postgis: boolean
}

const FOREIGN_KEY_ACTIONS: Record<string, ForeignKeyAction> = {
  a: 'no action',
  r: 'restrict',
  c: 'cascade',
  n: 'set null',
  d: 'set default',
}

/** Reads the tables and views of the current schema (where model tables are created). */
export async function readDatabaseState(db: Kysely<SystemDatabase>): Promise<DatabaseState> {
  const relationRows = await sql<{ name: string; kind: string; extension_member: boolean }>`
    select c.relname as name, c.relkind as kind,
           exists (select from pg_depend d
                   where d.classid = 'pg_class'::regclass and d.objid = c.oid and d.deptype = 'e') as extension_member
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm')`.execute(db)

  const columnRows = await sql<{
    table_name: string
    name: string
    type_name: string
    type_modifier: number
    formatted: string
    not_null: boolean
    default_expression: string | null
    identity: string
    comment: string | null
  }>`
    select c.relname as table_name, a.attname as name, t.typname as type_name, a.atttypmod as type_modifier,
           format_type(a.atttypid, a.atttypmod) as formatted, a.attnotnull as not_null,
           pg_get_expr(d.adbin, d.adrelid) as default_expression, a.attidentity::text as identity,
           col_description(c.oid, a.attnum) as comment
    from pg_attribute a
    join pg_class c on c.oid = a.attrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_type t on t.oid = a.atttypid
    left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = current_schema() and c.relkind in ('r', 'p', 'v', 'm') and a.attnum > 0 and not a.attisdropped
    order by c.relname, a.attnum`.execute(db)

  // Column lists come back as JSON: both drivers parse json the same way, unlike name[] arrays.
  const constraintRows = await sql<{
    table_name: string
    name: string
    type: string
    columns: string[]
    referenced_table: string | null
    referenced_columns: string[]
    on_delete: string
  }>`
    select c.relname as table_name, k.conname as name, k.contype::text as type,
           coalesce((select json_agg(a.attname order by u.position)
                     from unnest(k.conkey) with ordinality as u(attnum, position)
                     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum), '[]'::json) as columns,
           r.relname as referenced_table,
           coalesce((select json_agg(a.attname order by u.position)
                     from unnest(k.confkey) with ordinality as u(attnum, position)
                     join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum), '[]'::json) as referenced_columns,
           k.confdeltype::text as on_delete
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    left join pg_class r on r.oid = k.confrelid
    where n.nspname = current_schema() and k.contype in ('p', 'u', 'f')
    order by c.relname, k.conname`.execute(db)

  const indexRows = await sql<{
    table_name: string
    name: string
    unique: boolean
    method: string
    special: boolean
    columns: string[]
  }>`
    select t.relname as table_name, i.relname as name, x.indisunique as unique, am.amname as method,
           (x.indexprs is not null or x.indpred is not null) as special,
           coalesce((select json_agg(a.attname order by u.position)
                     from unnest(x.indkey::int2[]) with ordinality as u(attnum, position)
                     join pg_attribute a on a.attrelid = x.indrelid and a.attnum = u.attnum), '[]'::json) as columns
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    join pg_am am on am.oid = i.relam
    where n.nspname = current_schema()
      and not exists (select from pg_constraint k
                      where k.conindid = x.indexrelid and k.conrelid = x.indrelid and k.contype in ('p', 'u', 'x'))
    order by t.relname, i.relname`.execute(db)

  const postgisRows = await sql<{ postgis: boolean }>`
    select exists (select from pg_extension where extname = 'postgis') as postgis`.execute(db)

  const relations = new Map<string, ActualRelation>()
  for (const row of relationRows.rows) {
    relations.set(row.name, {
      name: row.name,
      kind: row.kind === 'v' || row.kind === 'm' ? 'view' : 'table',
      extensionMember: row.extension_member,
      columns: [],
      constraints: [],
      indexes: [],
    })
  }
  for (const row of columnRows.rows) {
    relations.get(row.table_name)?.columns.push({
      name: row.name,
      typeName: row.type_name,
      typeModifier: row.type_modifier,
      formatted: row.formatted,
      notNull: row.not_null,
      defaultExpression: row.default_expression,
      identity: row.identity === 'a' ? 'always' : row.identity === 'd' ? 'by-default' : null,
      comment: row.comment,
    })
  }
  for (const row of constraintRows.rows) {
    const type = row.type === 'p' ? 'primary' : row.type === 'u' ? 'unique' : 'foreign'
    relations.get(row.table_name)?.constraints.push({
      name: row.name,
      type,
      columns: row.columns,
      ...(type === 'foreign' && row.referenced_table !== null
        ? {
            references: {
              table: row.referenced_table,
              columns: row.referenced_columns,
              onDelete: FOREIGN_KEY_ACTIONS[row.on_delete] ?? 'no action',
            },
          }
        : {}),
    })
  }
  for (const row of indexRows.rows) {
    relations.get(row.table_name)?.indexes.push({
      name: row.name,
      columns: row.columns,
      unique: row.unique,
      method: row.method,
      special: row.special,
    })
  }
  return { relations, postgis: postgisRows.rows[0]?.postgis === true }
}

/** Whether a table has at least one row (adding a NOT NULL column without a default needs it empty). */
export async function tableHasRows(db: Kysely<SystemDatabase>, table: string): Promise<boolean> {
  const result = await sql<{ has_rows: boolean }>`select exists (select from ${sql.table(table)}) as has_rows`.execute(
    db,
  )
  return result.rows[0]?.has_rows === true
}
