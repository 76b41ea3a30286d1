// `app/Models/<ClassName>.php`: an Eloquent model per table, with the casts its column kinds
// call for and the relations its foreign keys give (belongsTo here, hasMany on the other side).
import { camelCase, studlyCase } from '../plan/naming.ts'
import type { ColumnPlan, ForeignKeyPlan, ProjectPlan, TablePlan } from '../plan/types.ts'
import { isModelMethod, modelClass } from './names.ts'
import { docText, phpFile, phpString, phpValue } from './php.ts'
import { runtimeClass } from './runtimePackage.ts'

function castOf(column: ColumnPlan): string | undefined {
  switch (column.kind) {
    case 'integer':
    case 'bigint':
      return 'integer'
    case 'decimal':
      return `decimal:${column.scale ?? 0}`
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date:Y-m-d'
    case 'timestamp':
    case 'timestamptz':
      return 'datetime'
    case 'json':
      return 'array'
    default:
      return undefined
  }
}

interface Relation {
  method: string
  code: string
  uses: string[]
}

function plural(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`
  return `${word}s`
}

/**
 * A relation's name must not shadow a column (Eloquent reads both through the same property),
 * another relation or one of Eloquent's own methods.
 */
function freeName(wanted: string, table: TablePlan, taken: Set<string>): string {
  let name = wanted
  const columns = new Set(table.columns.map((column) => camelCase(column.name)))
  while (columns.has(name) || taken.has(name) || isModelMethod(name)) name = `${name}Record`
  taken.add(name)
  return name
}

function singleColumn(key: ForeignKeyPlan): key is ForeignKeyPlan & { columns: [string]; referencedColumns: [string] } {
  return key.columns.length === 1 && key.referencedColumns.length === 1
}

function belongsTo(
  table: TablePlan,
  key: ForeignKeyPlan & { columns: [string]; referencedColumns: [string] },
  taken: Set<string>,
): Relation {
  const method = freeName(camelCase(key.columns[0].replace(/_id$/, '')), table, taken)
  return {
    method,
    uses: ['Illuminate\\Database\\Eloquent\\Relations\\BelongsTo'],
    code: `    /** @return BelongsTo<${modelClass(key.model)}, $this> */
    public function ${method}(): BelongsTo
    {
        return $this->belongsTo(${modelClass(key.model)}::class, ${phpString(key.columns[0])}, ${phpString(key.referencedColumns[0])});
    }`,
  }
}

function hasMany(
  parent: TablePlan,
  child: TablePlan,
  key: ForeignKeyPlan & { columns: [string]; referencedColumns: [string] },
  twice: boolean,
  taken: Set<string>,
): Relation {
  const base = plural(camelCase(child.className))
  const wanted = twice ? `${base}By${studlyCase(key.columns[0].replace(/_id$/, ''))}` : base
  const method = freeName(wanted, parent, taken)
  return {
    method,
    uses: ['Illuminate\\Database\\Eloquent\\Relations\\HasMany'],
    code: `    /** @return HasMany<${modelClass(child.className)}, $this> */
    public function ${method}(): HasMany
    {
        return $this->hasMany(${modelClass(child.className)}::class, ${phpString(key.columns[0])}, ${phpString(key.referencedColumns[0])});
    }`,
  }
}

function relationsOf(table: TablePlan, plan: ProjectPlan): Relation[] {
  const taken = new Set<string>()
  const relations = table.foreignKeys.filter(singleColumn).map((key) => belongsTo(table, key, taken))
  for (const child of plan.tables) {
    const keys = child.foreignKeys.filter((key) => key.table === table.table).filter(singleColumn)
    for (const key of keys) relations.push(hasMany(table, child, key, keys.length > 1, taken))
  }
  return relations
}

/** Every property a create or update of the table's resources accepts. */
function fillableOf(table: TablePlan, plan: ProjectPlan): string[] {
  const names = new Set<string>()
  for (const resource of plan.resources.filter((candidate) => candidate.table.table === table.table)) {
    for (const name of Object.keys(resource.createSchema.properties)) names.add(name)
    for (const name of Object.keys(resource.updateSchema.properties)) names.add(name)
  }
  return table.columns.map((column) => column.name).filter((name) => names.has(name))
}

/** Properties no answer shows (a form's write-only fields, such as secrets). */
function hiddenOf(table: TablePlan, plan: ProjectPlan): string[] {
  const names = new Set<string>()
  for (const resource of plan.resources.filter((candidate) => candidate.table.table === table.table)) {
    for (const [name, schema] of Object.entries(resource.createSchema.properties)) {
      if ((schema as { writeOnly?: boolean }).writeOnly === true) names.add(name)
    }
  }
  return [...names].sort()
}

function keyType(table: TablePlan): { keyType: 'int' | 'string'; incrementing: boolean } {
  const key = table.columns.find((column) => column.name === table.primaryKey[0])
  const integer = key !== undefined && (key.kind === 'integer' || key.kind === 'bigint')
  return { keyType: integer ? 'int' : 'string', incrementing: key?.default?.kind === 'identity' }
}

/** The model class of a table. */
export function modelFile(table: TablePlan, plan: ProjectPlan): string {
  const relations = relationsOf(table, plan)
  const uses = [
    'Illuminate\\Database\\Eloquent\\Model',
    runtimeClass('TamgaRecord'),
    ...relations.flatMap((relation) => relation.uses),
  ]
  const traits = ['TamgaRecord']
  if (table.softDelete) {
    uses.push('Illuminate\\Database\\Eloquent\\SoftDeletes')
    traits.push('SoftDeletes')
  }
  const { keyType: type, incrementing } = keyType(table)
  // Eloquent declares these properties untyped, so an override cannot add a type.
  const properties = [`    protected $table = ${phpString(table.table)};`]
  if (table.primaryKey.length === 1 && table.primaryKey[0] !== 'id') {
    properties.push(`    protected $primaryKey = ${phpString(table.primaryKey[0] as string)};`)
  }
  if (type === 'string') properties.push(`    protected $keyType = 'string';`)
  if (!incrementing) properties.push('    public $incrementing = false;')
  if (!table.timestamps) properties.push('    public $timestamps = false;')
  // A table no resource writes keeps Eloquent's default: nothing mass-assignable.
  const fillable = fillableOf(table, plan)
  if (fillable.length > 0) {
    properties.push(`    /** @var list<string> */\n    protected $fillable = ${phpValue(fillable, '    ', 22)};`)
  }
  const hidden = hiddenOf(table, plan)
  if (hidden.length > 0)
    properties.push(`    /** @var list<string> */\n    protected $hidden = ${phpValue(hidden, '    ', 20)};`)
  const casts = Object.fromEntries(
    table.columns.flatMap((column) => {
      const cast = castOf(column)
      return cast === undefined ? [] : [[column.name, cast]]
    }),
  )
  const members = [traits.map((name) => `    use ${name};`).join('\n'), properties.join('\n\n')]
  if (Object.keys(casts).length > 0) {
    members.push(`    /** @return array<string, string> */
    protected function casts(): array
    {
        return ${phpValue(casts, '        ')};
    }`)
  }
  members.push(...relations.map((relation) => relation.code))
  const composite =
    table.primaryKey.length > 1
      ? `\n *\n * The primary key (${table.primaryKey.join(', ')}) has several columns, which Eloquent cannot address: read and write rows through the query builder.`
      : ''
  const view = table.view ? '\n *\n * A database view: read it, never write it.' : ''
  return phpFile(
    'App\\Models',
    uses,
    `/**
 * ${docText(table.title)}: table "${table.table}".${composite}${view}
 */
final class ${modelClass(table.className)} extends Model
{
${members.join('\n\n')}
}`,
  )
}
