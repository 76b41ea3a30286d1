// `database/migrations/`: Tamga's system tables first, then one migration per table, then each
// table's foreign keys once every table exists. Names carry a fixed date and the table's name,
// never its place in the project: a model added later adds files without renaming the others,
// and a table's foreign-key migration carries a version of its keys, so a changed set of keys
// arrives in a new migration instead of being skipped as one already run.
import { systemTablesSql } from '@tamga/schema'
import type { SchemaChange } from '../migrations/diff.ts'
import type { MigrationLayout } from '../migrations/layout.ts'
import { notNullInEffect } from '../migrations/snapshot.ts'
import { constraintName } from '../plan/describeProject.ts'
import type { ColumnPlan, IndexPlan, ProjectPlan, TablePlan } from '../plan/types.ts'
import {
  databaseDefault,
  dropConstraintSql,
  foreignKeySql,
  foreignKeysVersion,
  quoteIdentifier,
  quoteLiteral,
} from '../sql/index.ts'
import { docText, indent, nowdoc, phpFile, phpString, phpValue } from './php.ts'

const DATE_PREFIX = '2026_01_01'

function migrationName(counter: number, what: string): string {
  return `database/migrations/${DATE_PREFIX}_${String(counter).padStart(6, '0')}_${what}.php`
}

function migrationClass(uses: readonly string[], members: string): string {
  return phpFile(
    null,
    ['Illuminate\\Database\\Migrations\\Migration', ...uses],
    `return new class extends Migration
{
${members}
};`,
  )
}

function systemTablesMigration(): string {
  const statements = systemTablesSql().map((sql) => `        DB::statement(${nowdoc(sql, '            ')});`)
  return migrationClass(
    ['Illuminate\\Support\\Facades\\DB'],
    `    /**
     * Tamga's own tables (users, sessions, organisations, workflow history), created only where
     * missing: on Tamga's database they are already there and stay as they are.
     */
    public function up(): void
    {
${statements.join('\n')}
    }`,
  )
}

/** PostgreSQL's own default (microseconds), which Tamga's columns have; Laravel 11 would write 0. */
const FULL_PRECISION = 6

/** The Blueprint call that declares a column's type, or null when only SQL can say it. */
function typeCall(column: ColumnPlan, identityKey: boolean): string | null {
  const name = phpString(column.name)
  const sql = column.sqlType.toLowerCase()
  if (identityKey) return sql === 'integer' ? `increments(${name})` : `bigIncrements(${name})`
  switch (column.kind) {
    case 'string':
      if (sql === 'text') return `text(${name})`
      if (sql.startsWith('varchar') && column.length !== undefined) return `string(${name}, ${column.length})`
      if (sql.startsWith('char') && column.length !== undefined) return `char(${name}, ${column.length})`
      return null
    case 'uuid':
      return `uuid(${name})`
    case 'integer':
      return sql === 'smallint' ? `smallInteger(${name})` : sql === 'integer' ? `integer(${name})` : null
    case 'bigint':
      return sql === 'bigint' ? `bigInteger(${name})` : null
    case 'decimal':
      return column.precision === undefined ? null : `decimal(${name}, ${column.precision}, ${column.scale ?? 0})`
    case 'boolean':
      return `boolean(${name})`
    case 'date':
      return `date(${name})`
    case 'timestamp':
      return `timestamp(${name}, ${FULL_PRECISION})`
    case 'timestamptz':
      return `timestampTz(${name}, ${FULL_PRECISION})`
    case 'time':
      return sql === 'time' ? `time(${name}, ${FULL_PRECISION})` : null
    case 'json':
      return sql === 'jsonb' ? `jsonb(${name})` : `json(${name})`
    case 'geometry':
      return null
  }
}

function defaultCall(column: ColumnPlan): string {
  const given = column.default
  if (given === undefined) return ''
  switch (given.kind) {
    case 'literal':
      return `->default(${phpValue(given.value)})`
    case 'now':
      return '->useCurrent()'
    case 'current_date':
      return "->default(DB::raw('current_date'))"
    case 'gen_random_uuid':
      return "->default(DB::raw('gen_random_uuid()'))"
    // Identity is the column type's business; the signed-in user's id is the server's.
    case 'identity':
    case 'current_user_id':
      return ''
  }
}

/** A column Blueprint has no type for (geometry, an unbounded numeric): added in SQL as Tamga writes it. */
function rawColumnSql(table: TablePlan, column: ColumnPlan, uniqueIndexed: ReadonlySet<string>): string {
  const notNull = !column.nullable || table.primaryKey.includes(column.name) ? ' not null' : ''
  const given = column.default
  const fallback =
    given?.kind === 'literal'
      ? ` default ${typeof given.value === 'string' ? quoteLiteral(given.value) : String(given.value)}`
      : given?.kind === 'now'
        ? ' default now()'
        : given?.kind === 'current_date'
          ? ' default current_date'
          : given?.kind === 'gen_random_uuid'
            ? ' default gen_random_uuid()'
            : given?.kind === 'identity'
              ? ' generated by default as identity'
              : ''
  const unique =
    column.unique && !uniqueIndexed.has(column.name)
      ? ` constraint ${quoteIdentifier(constraintName([table.table, column.name], 'key'))} unique`
      : ''
  return `alter table ${quoteIdentifier(table.table)} add column ${quoteIdentifier(column.name)} ${column.sqlType}${notNull}${fallback}${unique}`
}

function indexLine(index: IndexPlan): string {
  const args = [phpValue(index.columns), phpString(index.name)]
  if (!index.unique && index.method !== 'btree') args.push(phpString(index.method))
  const call = `$table->${index.unique ? 'unique' : 'index'}(`
  const inline = `${call}${args.join(', ')});`
  // Twelve spaces of indentation: past 120 characters, one argument a line.
  return inline.length + 12 <= 120 ? inline : `${call}\n${args.map((arg) => `    ${arg},`).join('\n')}\n);`
}

/** How a column's Blueprint line is meant: in a new table, added to an existing one, or changed in place. */
type ColumnUse = 'create' | 'add' | 'change'

/**
 * A column as one Blueprint statement, or null when Blueprint has no type for it (added in SQL).
 * `notNull` is the NOT NULL the statement may declare: an added column without a default takes it
 * in a second step, as existing rows have no value for it.
 */
function columnLine(
  table: TablePlan,
  column: ColumnPlan,
  uniqueIndexed: ReadonlySet<string>,
  use: ColumnUse,
  notNull = !column.nullable || table.primaryKey.includes(column.name),
): string | null {
  const singleKey = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined
  const identityKey = use === 'create' && column.name === singleKey && column.default?.kind === 'identity'
  // An identity outside a new table's key is SQL's business (Blueprint cannot add or change one).
  if (use !== 'create' && column.default?.kind === 'identity') return null
  const call = typeCall(column, identityKey)
  if (call === null) return null
  const chain = [`$table->${call}`]
  if (identityKey) chain.push('->generatedAs()')
  else if (use === 'create' && column.name === singleKey) chain.push('->primary()')
  if (!notNull) chain.push('->nullable()')
  if (!identityKey && column.default !== undefined) chain.push(defaultCall(column))
  // A unique column added to a table gets its constraint as a change of its own (add-unique).
  if (use === 'create' && column.unique && !uniqueIndexed.has(column.name)) {
    chain.push(`->unique(${phpString(constraintName([table.table, column.name], 'key'))})`)
  }
  if (column.comment !== undefined) chain.push(`->comment(${phpString(column.comment)})`)
  if (use === 'change') chain.push('->change()')
  const calls = chain.filter((part) => part !== '')
  const line = calls.join('')
  // Twelve spaces of indentation: a chain past 120 characters goes one call a line.
  return line.length + 13 <= 120 ? `${line};` : `${calls.join('\n    ')};`
}

function uniqueIndexedColumns(table: TablePlan): Set<string> {
  return new Set(table.indexes.flatMap((index) => (index.unique && index.columns.length === 1 ? index.columns : [])))
}

/** `Schema::create` of a table and what follows it in SQL, indented for an `up()` body. */
function createTableBody(table: TablePlan): string {
  const singleKey = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined
  const uniqueIndexed = uniqueIndexedColumns(table)
  const lines: string[] = []
  const rawColumns: ColumnPlan[] = []
  for (const column of table.columns) {
    const line = columnLine(table, column, uniqueIndexed, 'create')
    if (line === null) rawColumns.push(column)
    else lines.push(line)
  }
  if (singleKey === undefined) lines.push(`$table->primary(${phpValue(table.primaryKey)});`)
  const tableName = phpString(table.table)
  // An index on a column added in SQL can only come once that column is there.
  const rawNames = new Set(rawColumns.map((column) => column.name))
  const late = (index: IndexPlan) => index.columns.some((column) => rawNames.has(column))
  lines.push(...table.indexes.filter((index) => !late(index)).map(indexLine))
  const after = rawColumns.map(
    (column) => `        DB::statement(${phpString(rawColumnSql(table, column, uniqueIndexed))});`,
  )
  const lateIndexes = table.indexes.filter(late)
  if (lateIndexes.length > 0) {
    after.push(`        Schema::table(${tableName}, static function (Blueprint $table): void {
${indent(lateIndexes.map(indexLine).join('\n'), 3)}
        });`)
  }
  return `        Schema::create(${tableName}, static function (Blueprint $table): void {
${indent(lines.join('\n'), 3)}
        });${after.length > 0 ? `\n${after.join('\n')}` : ''}`
}

const MIGRATION_USES = [
  'Illuminate\\Database\\Schema\\Blueprint',
  'Illuminate\\Support\\Facades\\DB',
  'Illuminate\\Support\\Facades\\Schema',
]

function tableMigration(table: TablePlan): string {
  const tableName = phpString(table.table)
  return migrationClass(
    MIGRATION_USES,
    `    /** ${docText(table.title)}: skipped where the table exists, as on Tamga's own database. */
    public function up(): void
    {
        if (Schema::hasTable(${tableName})) {
            return;
        }

${createTableBody(table)}
    }

    public function down(): void
    {
        Schema::dropIfExists(${tableName});
    }`,
  )
}

function foreignKeysMigration(table: TablePlan): string {
  const statements = foreignKeySql(table).map((sql) => `        DB::statement(${nowdoc(sql, '            ')});`)
  return migrationClass(
    [
      'Illuminate\\Database\\Schema\\Blueprint',
      'Illuminate\\Support\\Facades\\DB',
      'Illuminate\\Support\\Facades\\Schema',
    ],
    `    /** The foreign keys of ${docText(table.table)}, once every table exists; each one only where it is still missing. */
    public function up(): void
    {
${statements.join('\n')}
    }

    public function down(): void
    {
        Schema::table(${phpString(table.table)}, static function (Blueprint $table): void {
${table.foreignKeys.map((key) => `            $table->dropForeign(${phpString(key.name)});`).join('\n')}
        });
    }`,
  )
}

/** The migration files, by path, in the order Laravel runs them (their names sort in that order). */
export function migrationFiles(plan: ProjectPlan): Array<[string, string]> {
  const tables = plan.tables.filter((table) => !table.view)
  const files: Array<[string, string]> = [[migrationName(0, 'create_tamga_system_tables'), systemTablesMigration()]]
  for (const table of tables) files.push([migrationName(1, `create_${table.table}_table`), tableMigration(table)])
  for (const table of tables) {
    if (table.foreignKeys.length === 0) continue
    const name = `add_${table.table}_foreign_keys_${foreignKeysVersion(table)}`
    files.push([migrationName(2, name), foreignKeysMigration(table)])
  }
  return files.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/** A line comment's text: on one line, and never `?>`, which would end PHP inside a `//` comment. */
function commentText(text: string): string {
  return docText(text).replaceAll('?>', '? >')
}

/** Each statement through `DB::statement`, at the indentation of an `up()` body (`depth` levels in). */
function statements(sqls: readonly string[], depth = 2): string[] {
  const pad = '    '.repeat(depth)
  return sqls.map((sql) => `${pad}DB::statement(${nowdoc(sql, `${pad}    `)});`)
}

/** `Schema::table` around Blueprint lines, guarded by a PHP condition when one is given. */
function schemaTable(table: string, lines: readonly string[], guard?: string): string[] {
  const call = `Schema::table(${phpString(table)}, static function (Blueprint $table): void {
${indent(lines.join('\n'), 1)}
});`
  if (guard === undefined) return [indent(call, 2)]
  return [indent(`if (${guard}) {\n${indent(call, 1)}\n}`, 2)]
}

/** The PHP of one change: Blueprint where Laravel has the words for it, the shared SQL where not. */
function changeLines(change: SchemaChange): string[] {
  const next = change.next
  const column = change.columnPlan
  const hasColumn = `Schema::hasColumn(${phpString(change.table)}, ${phpString(change.column ?? '')})`
  switch (change.kind) {
    case 'create-table': {
      if (next === undefined) break
      return [
        `        if (! Schema::hasTable(${phpString(next.table)})) {`,
        indent(createTableBody(next), 1),
        '        }',
      ]
    }
    case 'add-column': {
      if (next === undefined || column === undefined) break
      const filled = databaseDefault(column.default) !== undefined
      const line = columnLine(next, column, uniqueIndexedColumns(next), 'add', notNullInEffect(next, column) && filled)
      if (line === null) break
      return schemaTable(change.table, [line], `! ${hasColumn}`)
    }
    case 'widen-column': {
      if (next === undefined || column === undefined) break
      const line = columnLine(next, column, uniqueIndexedColumns(next), 'change')
      if (line === null) break
      return schemaTable(change.table, [line])
    }
    case 'drop-column':
      return schemaTable(change.table, [`$table->dropColumn(${phpString(change.column ?? '')});`], hasColumn)
    case 'drop-index':
      // Laravel makes a unique index a constraint; Tamga and a Go project make it an index. Either goes.
      if (change.index?.unique === true) {
        return statements([dropConstraintSql(change.table, change.index.name), ...change.statements])
      }
      break
    default:
      break
  }
  return statements(change.statements)
}

/** A regeneration's migration: each change under its description, in the order they must run. */
function changesMigration(changes: readonly SchemaChange[]): string {
  // Blueprint's change() states a column's default again, so a separate step for it would repeat it.
  const changed = new Set(
    changes.flatMap((change) =>
      change.kind === 'widen-column' && changeLines(change)[0]?.includes('->change()') === true
        ? [`${change.table}.${change.column}`]
        : [],
    ),
  )
  const restated = (change: SchemaChange) =>
    (change.kind === 'set-default' || change.kind === 'drop-default') && changed.has(`${change.table}.${change.column}`)
  const body = changes
    .filter((change) => !restated(change))
    .map((change) => [`        // ${commentText(change.description.en_US)}`, ...changeLines(change)].join('\n'))
  return migrationClass(
    MIGRATION_USES,
    `    /**
     * What the models changed since the last generation. Never edited once run: the next change
     * of the models adds the next migration. Each step can run on a database that has it already.
     */
    public function up(): void
    {
${body.join('\n\n')}
    }`,
  )
}

/** Where the Laravel project keeps its migrations and snapshot, and how a regeneration's migration is written. */
export const LARAVEL_MIGRATIONS: MigrationLayout = {
  folder: 'database/migrations/',
  snapshot: 'database/schema_snapshot.json',
  isSystem: (path) => path === migrationName(0, 'create_tamga_system_tables'),
  // 000000 the system tables, 000001 the tables, 000002 their foreign keys.
  firstSequence: 2,
  path: migrationName,
  render: changesMigration,
}
