// Model documents become real tables: this compares each model with what the database really
// has and lists, in an order PostgreSQL can run, the DDL that brings the table to the document.
//
// Every identifier in the DDL comes from a model document that passed `@tamga/schema`'s
// validation (SqlIdentifier: lower-case letters, digits, underscores) or from the catalog itself,
// and is quoted by Kysely (`sql.id`, `sql.table`, the schema builder). Column types are spelt by
// `columnTypeSql` from the schema's closed list of types with integer parameters.

import { constraintName } from '@tamga/codegen'
import {
  type BilingualMessage,
  type ColumnDefault,
  type ColumnType,
  columnTypeName,
  columnTypeSql,
  DESTRUCTIVE_MODEL_CHANGES,
  effectiveColumns,
  MODEL_CHANGE_PHASE,
  type ModelChangeKind,
  type ModelColumn,
  type ModelDocument,
  type ModelForeignKey,
  modelsInDependencyOrder,
  RESERVED_TABLE_PREFIX,
} from '@tamga/schema'
import {
  type ColumnDefinitionBuilder,
  type Compilable,
  type CompiledQuery,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  sql,
} from 'kysely'
import type { SystemDatabase } from '../db/tables.ts'
import {
  actualDefault,
  compareTypes,
  type DefaultState,
  desiredDefault,
  sameDefault,
  TEMPORAL_TYPES,
} from './columns.ts'
import {
  type ActualColumn,
  type ActualConstraint,
  type ActualIndex,
  type ActualRelation,
  type DatabaseState,
  type ForeignKeyAction,
  readDatabaseState,
  tableHasRows,
} from './introspect.ts'

/** What one change does: the schema's list, shared with generated projects' migrations. */
export type { ModelChangeKind } from '@tamga/schema'

/** One change to one table: its statements run together, and it is logged as one row of `tamga_schema_change`. */
export interface ModelChange {
  /** The model document's name; null for a table no model names (dropped by `prune`). */
  model: string | null
  table: string
  kind: ModelChangeKind
  /** Whether the change can lose data or refuse existing rows; such changes need a confirmation. */
  destructive: boolean
  /** What the change does, in Mongolian and English, for the confirmation prompt and the refusal. */
  description: BilingualMessage
  statements: readonly CompiledQuery[]
}

/** Why a model cannot be brought to its document (the plan then cannot be applied). */
export type ModelPlanIssueCode =
  | 'postgis-required'
  | 'view-missing'
  | 'not-a-table'
  | 'duplicate-table'
  | 'unknown-reference'
  | 'reference-to-view'

/** A model the plan cannot bring to its document, and why. */
export interface ModelPlanIssue {
  model: string
  table: string
  /** The column concerned, when one is. */
  column?: string
  code: ModelPlanIssueCode
  message: BilingualMessage
}

/** The changes that bring the database to the models, in the order they must run, and what stands in the way. */
export interface ModelPlan {
  changes: ModelChange[]
  issues: ModelPlanIssue[]
}

/** Options of {@link planModelChanges}. */
export interface PlanOptions {
  /**
   * Also drop what no model describes: tables (other than Tamga's own `tamga_*` tables and
   * extensions' tables), columns, indexes, unique constraints and foreign keys. Every such drop
   * is destructive. @default false
   */
  prune?: boolean
}

const PHASE = MODEL_CHANGE_PHASE
const DESTRUCTIVE = DESTRUCTIVE_MODEL_CHANGES

const ON_DELETE: Record<NonNullable<ModelForeignKey['onDelete']>, ForeignKeyAction> = {
  'no-action': 'no action',
  restrict: 'restrict',
  cascade: 'cascade',
  'set-null': 'set null',
  'set-default': 'set default',
}

/** A column of a model with what the database must enforce for it. */
interface DesiredColumn {
  column: ModelColumn
  notNull: boolean
  default: DefaultState
}

/** A foreign key of a model, resolved to the referenced table. */
interface DesiredForeignKey {
  name: string
  columns: string[]
  references: { table: string; columns: string[]; onDelete: ForeignKeyAction }
}

/** A change with a sequence number, so that sorting by phase keeps the order within a phase. */
interface PlannedChange extends ModelChange {
  phase: number
  sequence: number
}

const quoted = (...parts: string[]) => `"${parts.join('.')}"`
const list = (columns: readonly string[]) => columns.join(', ')
const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index])

/**
 * The SQL type of a column. Raw because Kysely has no builder for parametrised types; the text
 * comes only from `columnTypeSql` over the schema's closed list of types (integers as parameters).
 */
function dataType(type: ColumnType): RawBuilder<unknown> {
  return sql.raw(columnTypeSql(type))
}

/**
 * A default as SQL. A literal goes in with `sql.lit` because PostgreSQL cannot bind parameters
 * in DDL; the value is a string, number or boolean from a validated document, and Kysely quotes
 * it as a string constant (doubling quotes) or writes the number or boolean.
 */
function defaultSql(value: ColumnDefault): Expression<unknown> | undefined {
  if ('value' in value) return sql.lit(value.value)
  switch (value.named) {
    case 'now':
      return sql`now()`
    case 'current_date':
      return sql`current_date`
    case 'gen_random_uuid':
      return sql`gen_random_uuid()`
    case 'identity':
    case 'current_user_id':
      return undefined
  }
}

function describeDefault(value: ColumnDefault | undefined): string {
  if (value === undefined) return '—'
  return 'named' in value ? value.named : JSON.stringify(value.value)
}

function columnDefinition(
  builder: ColumnDefinitionBuilder,
  desired: DesiredColumn,
  notNull: boolean,
): ColumnDefinitionBuilder {
  let column = notNull ? builder.notNull() : builder
  if (desired.default.kind === 'identity') return column.generatedByDefaultAsIdentity()
  const value = desired.column.default === undefined ? undefined : defaultSql(desired.column.default)
  if (value !== undefined) column = column.defaultTo(value)
  return column
}

/** Plans the changes of one run; the methods add changes and issues. */
class Planner {
  readonly changes: PlannedChange[] = []
  readonly issues: ModelPlanIssue[] = []

  constructor(
    readonly db: Kysely<SystemDatabase>,
    readonly state: DatabaseState,
    readonly models: readonly ModelDocument[],
    readonly prune: boolean,
  ) {}

  add(
    model: string | null,
    table: string,
    kind: ModelChangeKind,
    description: BilingualMessage,
    statements: ReadonlyArray<Compilable | RawBuilder<unknown>>,
  ): void {
    this.changes.push({
      model,
      table,
      kind,
      destructive: DESTRUCTIVE.has(kind),
      description,
      // Raw statements compile against this database's dialect; builders know it already.
      statements: statements.map((statement) =>
        'isRawBuilder' in statement ? statement.compile(this.db) : statement.compile(),
      ),
      phase: PHASE[kind],
      sequence: this.changes.length,
    })
  }

  issue(model: ModelDocument, code: ModelPlanIssueCode, message: BilingualMessage, column?: string): void {
    this.issues.push({
      model: model.name,
      table: model.table,
      ...(column === undefined ? {} : { column }),
      code,
      message,
    })
  }

  async plan(): Promise<ModelPlan> {
    const tableOwners = new Map<string, string>()
    const byName = new Map(this.models.map((model) => [model.name, model]))
    for (const model of modelsInDependencyOrder(this.models)) {
      const owner = tableOwners.get(model.table)
      if (owner !== undefined) {
        this.issue(model, 'duplicate-table', {
          en_US: `model "${model.name}" uses the table "${model.table}", which the model "${owner}" uses too`,
          mn_MN: `"${model.name}" модель "${model.table}" хүснэгтийг ашиглаж байна; "${owner}" модель ч мөн үүнийг ашигладаг`,
        })
        continue
      }
      tableOwners.set(model.table, model.name)
      await this.planModel(model, byName)
    }
    if (this.prune) this.pruneTables(new Set(tableOwners.keys()))
    this.changes.sort((a, b) => a.phase - b.phase || a.sequence - b.sequence)
    return {
      changes: this.changes.map(({ phase: _phase, sequence: _sequence, ...change }) => change),
      issues: this.issues,
    }
  }

  async planModel(model: ModelDocument, byName: ReadonlyMap<string, ModelDocument>): Promise<void> {
    const relation = this.state.relations.get(model.table)
    if (model.view === true) {
      // A view is read only: Tamga checks it is there and never creates or alters it.
      if (relation === undefined) {
        this.issue(model, 'view-missing', {
          en_US: `model "${model.name}" is a view, but the database has no view or table "${model.table}"; Tamga does not create views`,
          mn_MN: `"${model.name}" модель харагдац (view) боловч өгөгдлийн санд "${model.table}" харагдац эсвэл хүснэгт алга; Tamga харагдац үүсгэдэггүй`,
        })
      }
      return
    }
    if (relation?.kind === 'view') {
      this.issue(model, 'not-a-table', {
        en_US: `model "${model.name}": "${model.table}" is a view in the database, not a table; mark the model as a view or choose another table name`,
        mn_MN: `"${model.name}" модель: өгөгдлийн сан дахь "${model.table}" нь хүснэгт биш, харагдац (view) байна; моделийг view гэж тэмдэглэх эсвэл өөр хүснэгтийн нэр сонгоно уу`,
      })
      return
    }
    const primaryKey = new Set(model.primaryKey)
    const desired: DesiredColumn[] = effectiveColumns(model).map((column) => {
      const defaultState = desiredDefault(column.default)
      return {
        column,
        // A primary key or identity column is NOT NULL in PostgreSQL whatever the document says.
        notNull: column.nullable === false || primaryKey.has(column.name) || defaultState.kind === 'identity',
        default: defaultState,
      }
    })
    if (!this.checkGeometry(model, desired, relation)) return

    let actual: ActualRelation
    if (relation === undefined) {
      actual = this.createTable(model, desired)
    } else {
      actual = relation
      await this.alterColumns(model, desired, relation)
      this.primaryKey(model, relation)
    }
    this.comments(model, desired, actual)
    const claimed = new Set<string>()
    this.uniques(model, desired, actual, claimed)
    this.indexes(model, actual, claimed)
    this.foreignKeys(model, actual, byName)
    if (this.prune && relation !== undefined) this.pruneTable(model, desired, relation, claimed)
  }

  /** PostGIS is what `geometry` needs; without it the model cannot be brought to its document. */
  checkGeometry(
    model: ModelDocument,
    desired: readonly DesiredColumn[],
    relation: ActualRelation | undefined,
  ): boolean {
    if (this.state.postgis) return true
    let fine = true
    for (const { column } of desired) {
      if (columnTypeName(column.type) !== 'geometry') continue
      const existing = relation?.columns.find((candidate) => candidate.name === column.name)
      if (existing !== undefined && compareTypes(column.type, existing) === 'same') continue
      fine = false
      this.issue(
        model,
        'postgis-required',
        {
          en_US: `model "${model.name}": the column "${column.name}" is a ${columnTypeSql(column.type)}, which needs the PostGIS extension; this database does not have it`,
          mn_MN: `"${model.name}" модель: "${column.name}" багана ${columnTypeSql(column.type)} төрөлтэй тул PostGIS өргөтгөл шаардлагатай; энэ өгөгдлийн санд PostGIS суулгаагүй байна`,
        },
        column.name,
      )
    }
    return fine
  }

  /** Plans the table and returns it as it will be once created, for the steps that follow. */
  createTable(model: ModelDocument, desired: readonly DesiredColumn[]): ActualRelation {
    const table = model.table
    let builder: CreateTableBuilder<string, string> = this.db.schema.createTable(table)
    for (const column of desired) {
      builder = builder.addColumn(column.column.name, dataType(column.column.type), (c) =>
        columnDefinition(c, column, column.notNull),
      )
    }
    const primaryKeyName = constraintName([table], 'pkey')
    builder = builder.addPrimaryKeyConstraint(primaryKeyName, [...model.primaryKey])
    const constraints: ActualConstraint[] = [{ name: primaryKeyName, type: 'primary', columns: [...model.primaryKey] }]
    for (const column of this.uniqueColumns(model, desired)) {
      const name = constraintName([table, column], 'key')
      builder = builder.addUniqueConstraint(name, [column])
      constraints.push({ name, type: 'unique', columns: [column] })
    }
    this.add(
      model.name,
      table,
      'create-table',
      {
        en_US: `create the table "${table}" (${desired.length} columns)`,
        mn_MN: `"${table}" хүснэгтийг үүсгэнэ (${desired.length} багана)`,
      },
      [builder],
    )
    return {
      name: table,
      kind: 'table',
      extensionMember: false,
      columns: [],
      constraints,
      indexes: [],
    }
  }

  /** Adds missing columns and brings existing ones to their declared type, nullability and default. */
  async alterColumns(model: ModelDocument, desired: readonly DesiredColumn[], relation: ActualRelation): Promise<void> {
    const table = model.table
    let hasRows: boolean | undefined
    for (const wanted of desired) {
      const { column } = wanted
      const name = column.name
      const existing = relation.columns.find((candidate) => candidate.name === name)
      if (existing === undefined) {
        // Existing rows get the default; without one, NOT NULL can only be declared on an empty table.
        let notNull = wanted.notNull
        if (notNull && wanted.default.kind === 'none') {
          hasRows ??= await tableHasRows(this.db, table)
          notNull = !hasRows
        }
        this.add(
          model.name,
          table,
          'add-column',
          {
            en_US: `add the column ${quoted(table, name)} (${columnTypeSql(column.type)})`,
            mn_MN: `${quoted(table, name)} баганыг нэмнэ (${columnTypeSql(column.type)})`,
          },
          [
            this.db.schema
              .alterTable(table)
              .addColumn(name, dataType(column.type), (c) => columnDefinition(c, wanted, notNull)),
          ],
        )
        if (wanted.notNull && !notNull) this.setNotNull(model, name)
        continue
      }
      await this.alterColumn(model, wanted, existing)
    }
  }

  async alterColumn(model: ModelDocument, wanted: DesiredColumn, existing: ActualColumn): Promise<void> {
    const table = model.table
    const { column } = wanted
    const name = column.name
    let current = actualDefault(existing)
    const comparison = compareTypes(column.type, existing)
    if (comparison !== 'same') {
      const statements: RawBuilder<unknown>[] = []
      // PostgreSQL would try to cast the old default to the new type; it is set again below.
      if (current.kind === 'literal' || current.kind === 'named' || current.kind === 'expression') {
        statements.push(sql`alter table ${sql.table(table)} alter column ${sql.id(name)} drop default`)
        current = { kind: 'none' }
      }
      const type = dataType(column.type)
      // An explicit cast to varchar(n) silently cuts longer values; cast to text instead, so that
      // PostgreSQL's assignment to varchar(n) refuses them and the whole change rolls back.
      const using = columnTypeName(column.type) === 'varchar' ? sql`text` : type
      statements.push(
        sql`alter table ${sql.table(table)} alter column ${sql.id(name)} type ${type} using ${sql.id(name)}::${using}`,
      )
      const from = existing.formatted
      const to = columnTypeSql(column.type)
      this.add(
        model.name,
        table,
        comparison === 'widen' ? 'widen-column' : 'change-column-type',
        comparison === 'widen'
          ? {
              en_US: `widen the column ${quoted(table, name)} from ${from} to ${to}`,
              mn_MN: `${quoted(table, name)} баганын төрлийг өргөтгөнө: ${from} → ${to}`,
            }
          : {
              en_US: `change the type of ${quoted(table, name)} from ${from} to ${to}; values that do not fit make it fail, numbers may be rounded`,
              mn_MN: `${quoted(table, name)} баганын төрлийг өөрчилнө: ${from} → ${to}; багтахгүй утга байвал амжилтгүй болно, тоо тоймлогдож болзошгүй`,
            },
        statements,
      )
    }
    // NOT NULL comes before an identity (PostgreSQL requires it); dropping it after the identity goes.
    if (wanted.notNull && !existing.notNull) this.setNotNull(model, name)
    if (!(await this.defaultsMatch(column.type, wanted.default, current))) {
      this.changeDefault(model, wanted, current)
    }
    if (!wanted.notNull && existing.notNull) {
      this.add(
        model.name,
        table,
        'drop-not-null',
        {
          en_US: `allow ${quoted(table, name)} to be empty`,
          mn_MN: `${quoted(table, name)} баганыг хоосон байхыг зөвшөөрнө`,
        },
        [this.db.schema.alterTable(table).alterColumn(name, (c) => c.dropNotNull())],
      )
    }
  }

  /** Compares defaults, asking PostgreSQL when only it can say (constants of date and time types). */
  async defaultsMatch(type: ColumnType, desired: DefaultState, actual: DefaultState): Promise<boolean> {
    const same = sameDefault(type, desired, actual)
    if (same !== undefined) return same
    if (desired.kind !== 'literal' || actual.kind !== 'literal' || !TEMPORAL_TYPES.has(columnTypeName(type))) {
      return false
    }
    try {
      const result = await sql<{
        same: boolean
      }>`select ${desired.text}::${dataType(type)} = ${actual.text}::${dataType(type)} as same`.execute(this.db)
      return result.rows[0]?.same === true
    } catch {
      // A document constant PostgreSQL cannot read as the type is not the same default; setting it
      // will fail with PostgreSQL's own message when applied.
      return false
    }
  }

  changeDefault(model: ModelDocument, wanted: DesiredColumn, current: DefaultState): void {
    const table = model.table
    const name = wanted.column.name
    const alter = () => sql`alter table ${sql.table(table)} alter column ${sql.id(name)}`
    const statements: RawBuilder<unknown>[] = []
    if (current.kind === 'identity') {
      statements.push(
        wanted.default.kind === 'identity'
          ? sql`${alter()} set generated by default`
          : sql`${alter()} drop identity if exists`,
      )
    } else if (wanted.default.kind === 'identity') {
      if (current.kind !== 'none') statements.push(sql`${alter()} drop default`)
      statements.push(sql`${alter()} add generated by default as identity`)
    }
    const value =
      wanted.default.kind === 'identity' || wanted.column.default === undefined
        ? undefined
        : defaultSql(wanted.column.default)
    if (value !== undefined) statements.push(sql`${alter()} set default ${value}`)
    else if (wanted.default.kind === 'none' && current.kind !== 'none' && current.kind !== 'identity') {
      statements.push(sql`${alter()} drop default`)
    }
    const removing = wanted.default.kind === 'none'
    this.add(
      model.name,
      table,
      removing ? 'drop-default' : 'set-default',
      removing
        ? {
            en_US: `remove the default of ${quoted(table, name)}`,
            mn_MN: `${quoted(table, name)} баганын анхдагч утгыг хасна`,
          }
        : {
            en_US: `set the default of ${quoted(table, name)} to ${describeDefault(wanted.column.default)}`,
            mn_MN: `${quoted(table, name)} баганын анхдагч утгыг ${describeDefault(wanted.column.default)} болгоно`,
          },
      statements,
    )
  }

  setNotNull(model: ModelDocument, name: string): void {
    const table = model.table
    this.add(
      model.name,
      table,
      'set-not-null',
      {
        en_US: `require a value in ${quoted(table, name)}; existing rows without one make this fail`,
        mn_MN: `${quoted(table, name)} баганыг заавал утгатай болгоно; утгагүй мөр байвал амжилтгүй болно`,
      },
      [this.db.schema.alterTable(table).alterColumn(name, (c) => c.setNotNull())],
    )
  }

  primaryKey(model: ModelDocument, relation: ActualRelation): void {
    const table = model.table
    const existing = relation.constraints.find((constraint) => constraint.type === 'primary')
    if (existing !== undefined && sameList(existing.columns, model.primaryKey)) return
    if (existing !== undefined) {
      this.add(
        model.name,
        table,
        'drop-primary-key',
        {
          en_US: `drop the primary key "${existing.name}" of "${table}" (${list(existing.columns)})`,
          mn_MN: `"${table}" хүснэгтийн "${existing.name}" үндсэн түлхүүрийг устгана (${list(existing.columns)})`,
        },
        [this.db.schema.alterTable(table).dropConstraint(existing.name)],
      )
    }
    this.add(
      model.name,
      table,
      'add-primary-key',
      {
        en_US: `add the primary key of "${table}" (${list(model.primaryKey)})`,
        mn_MN: `"${table}" хүснэгтэд үндсэн түлхүүр нэмнэ (${list(model.primaryKey)})`,
      },
      [
        this.db.schema
          .alterTable(table)
          .addPrimaryKeyConstraint(constraintName([table], 'pkey'), [...model.primaryKey]),
      ],
    )
  }

  /** Columns marked unique, except those a declared one-column unique index already covers. */
  uniqueColumns(model: ModelDocument, desired: readonly DesiredColumn[]): string[] {
    const coveredByIndex = new Set(
      (model.indexes ?? [])
        .filter((index) => index.unique === true && index.columns.length === 1)
        .map((index) => index.columns[0]),
    )
    return desired
      .filter(({ column }) => column.unique === true && !coveredByIndex.has(column.name))
      .map(({ column }) => column.name)
  }

  uniques(model: ModelDocument, desired: readonly DesiredColumn[], actual: ActualRelation, claimed: Set<string>): void {
    const table = model.table
    for (const column of this.uniqueColumns(model, desired)) {
      const existing =
        actual.constraints.find(
          (constraint) => constraint.type === 'unique' && sameList(constraint.columns, [column]),
        ) ??
        actual.indexes.find(
          (index) => index.unique && !index.special && index.method === 'btree' && sameList(index.columns, [column]),
        )
      if (existing !== undefined) {
        claimed.add(existing.name)
        continue
      }
      const name = constraintName([table, column], 'key')
      claimed.add(name)
      this.add(
        model.name,
        table,
        'add-unique',
        {
          en_US: `make ${quoted(table, column)} unique ("${name}")`,
          mn_MN: `${quoted(table, column)} баганын утгыг давхардалгүй болгоно ("${name}")`,
        },
        [this.db.schema.alterTable(table).addUniqueConstraint(name, [column])],
      )
    }
  }

  indexes(model: ModelDocument, actual: ActualRelation, claimed: Set<string>): void {
    const table = model.table
    for (const index of model.indexes ?? []) {
      const unique = index.unique === true
      const method = index.method ?? 'btree'
      const name = index.name ?? constraintName([table, ...index.columns], unique ? 'key' : 'idx')
      const matches = (candidate: ActualIndex) =>
        !candidate.special &&
        candidate.unique === unique &&
        candidate.method === method &&
        sameList(candidate.columns, index.columns)
      const named = actual.indexes.find((candidate) => candidate.name === name)
      if (named !== undefined && matches(named)) {
        claimed.add(name)
        continue
      }
      if (named !== undefined) {
        claimed.add(name)
        this.add(
          model.name,
          table,
          'drop-index',
          {
            en_US: `drop the index "${name}" of "${table}" (${list(named.columns)}) to create it again as the model declares it`,
            mn_MN: `"${table}" хүснэгтийн "${name}" индексийг (${list(named.columns)}) моделийн дагуу дахин үүсгэхийн тулд устгана`,
          },
          [this.db.schema.dropIndex(name)],
        )
      } else {
        // The same index under another name, or a unique constraint over the same columns, will do.
        const equivalent =
          actual.indexes.find((candidate) => !claimed.has(candidate.name) && matches(candidate)) ??
          (unique && method === 'btree'
            ? actual.constraints.find(
                (constraint) =>
                  constraint.type === 'unique' &&
                  !claimed.has(constraint.name) &&
                  sameList(constraint.columns, index.columns),
              )
            : undefined)
        if (equivalent !== undefined) {
          claimed.add(equivalent.name)
          continue
        }
      }
      claimed.add(name)
      let builder = this.db.schema
        .createIndex(name)
        .on(table)
        .columns([...index.columns])
        .using(method)
      if (unique) builder = builder.unique()
      this.add(
        model.name,
        table,
        'add-index',
        {
          en_US: `create the ${unique ? 'unique ' : ''}index "${name}" on "${table}" (${list(index.columns)})`,
          mn_MN: `"${table}" хүснэгтэд "${name}" ${unique ? 'давхардалгүй ' : ''}индекс үүсгэнэ (${list(index.columns)})`,
        },
        [builder],
      )
    }
  }

  foreignKeys(model: ModelDocument, actual: ActualRelation, byName: ReadonlyMap<string, ModelDocument>): void {
    const table = model.table
    const existing = actual.constraints.filter((constraint) => constraint.type === 'foreign')
    const claimed = new Set<string>()
    for (const key of model.foreignKeys ?? []) {
      const name = key.name ?? constraintName([table, ...key.columns], 'fkey')
      const referenced = byName.get(key.references.model)
      if (referenced === undefined || referenced.view === true) {
        this.issue(
          model,
          referenced === undefined ? 'unknown-reference' : 'reference-to-view',
          referenced === undefined
            ? {
                en_US: `model "${model.name}": the foreign key "${name}" names the model "${key.references.model}", which is not among the models`,
                mn_MN: `"${model.name}" модель: "${name}" гадаад түлхүүр "${key.references.model}" модельд заасан боловч ийм модель алга`,
              }
            : {
                en_US: `model "${model.name}": the foreign key "${name}" names the model "${key.references.model}", which is a view; a foreign key needs a table`,
                mn_MN: `"${model.name}" модель: "${name}" гадаад түлхүүр "${key.references.model}" модельд заасан боловч тэр нь харагдац (view); гадаад түлхүүр зөвхөн хүснэгтэд заагдана`,
              },
        )
        continue
      }
      const wanted: DesiredForeignKey = {
        name,
        columns: [...key.columns],
        references: {
          table: referenced.table,
          columns: [...key.references.columns],
          onDelete: ON_DELETE[key.onDelete ?? 'no-action'],
        },
      }
      const matches = (candidate: ActualConstraint) =>
        candidate.references !== undefined &&
        sameList(candidate.columns, wanted.columns) &&
        candidate.references.table === wanted.references.table &&
        sameList(candidate.references.columns, wanted.references.columns) &&
        candidate.references.onDelete === wanted.references.onDelete
      const named = existing.find((candidate) => candidate.name === name)
      if (named !== undefined && matches(named)) {
        claimed.add(name)
        continue
      }
      if (named !== undefined) {
        claimed.add(name)
        this.dropForeignKey(model.name, table, named)
      } else {
        const equivalent = existing.find((candidate) => !claimed.has(candidate.name) && matches(candidate))
        if (equivalent !== undefined) {
          claimed.add(equivalent.name)
          continue
        }
      }
      claimed.add(name)
      this.add(
        model.name,
        table,
        'add-foreign-key',
        {
          en_US: `add the foreign key "${name}" from "${table}" (${list(wanted.columns)}) to "${wanted.references.table}" (${list(wanted.references.columns)}), on delete ${wanted.references.onDelete}`,
          mn_MN: `"${table}" (${list(wanted.columns)}) хүснэгтээс "${wanted.references.table}" (${list(wanted.references.columns)}) хүснэгт рүү "${name}" гадаад түлхүүр нэмнэ; устгахад: ${wanted.references.onDelete}`,
        },
        [
          this.db.schema
            .alterTable(table)
            .addForeignKeyConstraint(name, wanted.columns, wanted.references.table, wanted.references.columns, (c) =>
              c.onDelete(wanted.references.onDelete),
            ),
        ],
      )
    }
    if (this.prune) {
      for (const constraint of existing) {
        if (!claimed.has(constraint.name)) this.dropForeignKey(model.name, table, constraint)
      }
    }
  }

  dropForeignKey(model: string | null, table: string, constraint: ActualConstraint): void {
    const target = constraint.references === undefined ? '' : ` → "${constraint.references.table}"`
    this.add(
      model,
      table,
      'drop-foreign-key',
      {
        en_US: `drop the foreign key "${constraint.name}" of "${table}" (${list(constraint.columns)})${target}`,
        mn_MN: `"${table}" хүснэгтийн "${constraint.name}" гадаад түлхүүрийг устгана (${list(constraint.columns)})${target}`,
      },
      [this.db.schema.alterTable(table).dropConstraint(constraint.name)],
    )
  }

  /** Column comments follow the document: `COMMENT ON COLUMN` is how builders' notes reach the database. */
  comments(model: ModelDocument, desired: readonly DesiredColumn[], actual: ActualRelation): void {
    const table = model.table
    for (const { column } of desired) {
      const wanted = column.comment ?? null
      const current = actual.columns.find((candidate) => candidate.name === column.name)?.comment ?? null
      if (wanted === current) continue
      // COMMENT takes only a string constant, not a parameter; the text is from a validated document.
      const text = wanted === null ? sql`null` : sql.lit(wanted)
      this.add(
        model.name,
        table,
        'set-comment',
        {
          en_US: `${wanted === null ? 'remove' : 'set'} the comment of ${quoted(table, column.name)}`,
          mn_MN: `${quoted(table, column.name)} баганын тайлбарыг ${wanted === null ? 'хасна' : 'шинэчилнэ'}`,
        },
        [sql`comment on column ${sql.id(table, column.name)} is ${text}`],
      )
    }
  }

  /** With `prune`: drops what the model does not describe (expression and partial indexes excepted). */
  pruneTable(
    model: ModelDocument,
    desired: readonly DesiredColumn[],
    relation: ActualRelation,
    claimed: ReadonlySet<string>,
  ): void {
    const table = model.table
    const primaryKey = relation.constraints.find((constraint) => constraint.type === 'primary')
    const keep = new Set([...claimed, ...(primaryKey === undefined ? [] : [primaryKey.name])])
    for (const constraint of relation.constraints) {
      if (constraint.type !== 'unique' || keep.has(constraint.name)) continue
      this.add(
        model.name,
        table,
        'drop-unique',
        {
          en_US: `drop the unique constraint "${constraint.name}" of "${table}" (${list(constraint.columns)})`,
          mn_MN: `"${table}" хүснэгтийн "${constraint.name}" давхардалгүй байх нөхцөлийг устгана (${list(constraint.columns)})`,
        },
        [this.db.schema.alterTable(table).dropConstraint(constraint.name)],
      )
    }
    for (const index of relation.indexes) {
      if (index.special || keep.has(index.name)) continue
      this.add(
        model.name,
        table,
        'drop-index',
        {
          en_US: `drop the index "${index.name}" of "${table}" (${list(index.columns)})`,
          mn_MN: `"${table}" хүснэгтийн "${index.name}" индексийг устгана (${list(index.columns)})`,
        },
        [this.db.schema.dropIndex(index.name)],
      )
    }
    const declared = new Set(desired.map(({ column }) => column.name))
    for (const column of relation.columns) {
      if (declared.has(column.name)) continue
      this.add(
        model.name,
        table,
        'drop-column',
        {
          en_US: `drop the column ${quoted(table, column.name)} (${column.formatted}) and its data`,
          mn_MN: `${quoted(table, column.name)} баганыг (${column.formatted}) өгөгдөлтэй нь устгана`,
        },
        [this.db.schema.alterTable(table).dropColumn(column.name)],
      )
    }
  }

  /** With `prune`: drops the tables no model names, their foreign keys first so the order does not matter. */
  pruneTables(modelTables: ReadonlySet<string>): void {
    for (const relation of this.state.relations.values()) {
      if (
        relation.kind !== 'table' ||
        relation.extensionMember ||
        // System tables carry the prefix the schema refuses for models; prune never touches them.
        relation.name.startsWith(RESERVED_TABLE_PREFIX) ||
        modelTables.has(relation.name)
      ) {
        continue
      }
      for (const constraint of relation.constraints) {
        if (constraint.type === 'foreign') this.dropForeignKey(null, relation.name, constraint)
      }
      this.add(
        null,
        relation.name,
        'drop-table',
        {
          en_US: `drop the table "${relation.name}", which no model describes, with all its rows`,
          mn_MN: `ямар ч модельд тодорхойлогдоогүй "${relation.name}" хүснэгтийг бүх мөртэй нь устгана`,
        },
        [this.db.schema.dropTable(relation.name)],
      )
    }
  }
}

/**
 * Compares the models with the database (the catalog is the truth, not an earlier version of
 * a document) and plans, per model, the DDL that brings its table to the document: tables are
 * created in foreign-key order, foreign keys added once every table exists. Each change says
 * whether it is destructive. Nothing is changed; apply the plan with `applyModelChanges`.
 *
 * The models must have passed `validateDocument`: their names are written into SQL as identifiers.
 */
export async function planModelChanges(
  db: Kysely<SystemDatabase>,
  models: readonly ModelDocument[],
  options: PlanOptions = {},
): Promise<ModelPlan> {
  const state = await readDatabaseState(db)
  return new Planner(db, state, models, options.prune === true).plan()
}
