// `app/Http/Controllers/<Resource>Controller.php`: the REST contract's record routes for one
// resource, only the actions it offers. The shared work (lists, errors, sessions, row
// conditions) lives in the runtime package; the team's own code in App\Custom\RecordHooks.
import type { ListLabelPlan, ProjectPlan, ResourcePlan, ValueKind } from '../plan/types.ts'
import { modelClass } from './names.ts'
import { docText, type PhpValue, phpFile, phpString, phpValue } from './php.ts'
import { hasRowConditions, policyClass } from './policies.ts'
import { requestClass } from './requests.ts'
import { runtimeClass } from './runtimePackage.ts'
import { startStatus, workflowResources } from './workflows.ts'

export function controllerClass(resource: ResourcePlan): string {
  return `${resource.className}Controller`
}

/** Whether the resource answers `POST …/{id}/restore` (only a soft-delete table can). */
export function offersRestore(resource: ResourcePlan): boolean {
  return resource.actions.restore && resource.table.softDelete
}

/** The SQL type a cursor's value is compared as: its column's. */
function keyType(kind: ValueKind): string {
  switch (kind) {
    case 'integer':
    case 'bigint':
      return 'bigint'
    case 'decimal':
      return 'numeric'
    case 'boolean':
    case 'date':
    case 'timestamp':
    case 'timestamptz':
    case 'time':
    case 'uuid':
      return kind
    default:
      return 'text'
  }
}

const labelValue = (label: ListLabelPlan): PhpValue => [label.field, label.table, label.key, label.fields]

function listConstruction(resource: ResourcePlan): string {
  const list = resource.list
  const kinds = new Map(resource.table.columns.map((column) => [column.name, column.kind]))
  // Each filter with its column's kind (its values are checked as Tamga checks them) and, for a
  // relation, where its label words are looked for.
  const filters = Object.fromEntries(
    list.filters.map((filter) => [
      filter.column,
      [
        filter.type,
        filter.match,
        kinds.get(filter.column) ?? 'geometry',
        filter.label === undefined ? null : [filter.label.table, filter.label.key, filter.label.fields],
      ],
    ]),
  )
  const keyTypes = Object.fromEntries(
    [...new Set([...list.sortable, resource.identity])].map((name) => [name, keyType(kinds.get(name) ?? 'string')]),
  )
  const args: Array<[string, string]> = [
    ['table', phpString(resource.table.table)],
    ['identity', phpString(resource.identity)],
    ['columns', phpValue(list.columns, '            ')],
    ['labels', phpValue(list.labels.map(labelValue), '            ')],
    [
      'consolidations',
      phpValue(
        list.consolidations.map((total) => [total.aggregate, total.column]),
        '            ',
      ),
    ],
    ['sortable', phpValue(list.sortable, '            ')],
    [
      'defaultSort',
      list.defaultSort === undefined ? 'null' : phpValue([list.defaultSort.column, list.defaultSort.descending]),
    ],
    ['keyTypes', phpValue(keyTypes, '            ')],
    ['filters', phpValue(filters, '            ')],
    ['searchable', phpValue(list.searchable, '            ')],
    ['searchLabels', phpValue(list.searchLabels.map(labelValue), '            ')],
    ['pageSize', String(list.pageSize)],
    ['maxPageSize', String(list.maxPageSize)],
    ['softDelete', resource.table.softDelete ? 'true' : 'false'],
    ['processOf', resource.workflow === undefined ? 'null' : phpString(resource.krud)],
  ]
  return `new RecordList(\n${args.map(([name, value]) => `            ${name}: ${value},`).join('\n')}\n        )`
}

/**
 * As on Tamga, the deleted rows (deleted=true) are the ones a restore brings back: listed only
 * for those who may delete.
 */
function deletedRowsRight(resource: ResourcePlan, model: string): string {
  if (!resource.table.softDelete || !(resource.actions.delete || offersRestore(resource))) return ''
  const ability = resource.actions.delete ? 'delete' : 'restore'
  return `
        if ($request->query('deleted') === 'true') {
            Gate::authorize('${ability}', ${model}::class);
        }`
}

/** The create's values the server decides: no identity unless given, the signed-in user's columns. */
function storeValues(resource: ResourcePlan): string[] {
  const lines: string[] = []
  const identities = resource.table.columns.filter(
    (column) => column.default?.kind === 'identity' && column.name in resource.createSchema.properties,
  )
  for (const column of identities) {
    lines.push(`        if (($values[${phpString(column.name)}] ?? null) === null) {`)
    lines.push(`            unset($values[${phpString(column.name)}]);`)
    lines.push('        }')
  }
  return lines
}

/**
 * A workflow krud's update: only the workflow moves the status column (a form sending it back
 * changes nothing), and a record in a process changes only by the holder of an open step that
 * may edit it, checked on the locked row.
 */
function processGuard(plan: ProjectPlan, resource: ResourcePlan): { values: string; guard: string } {
  if (!workflowResources(plan).some((started) => started.resource === resource)) {
    return { values: '$request->validated()', guard: '' }
  }
  const status = startStatus(plan, resource)
  return {
    values: status === undefined ? '$request->validated()' : `$values`,
    // A role without the update right reaches here by reading the record (its form request):
    // then only an open step it holds lets it change the record.
    guard: `\n            $this->processes->guardUpdate(self::KRUD, (string) $record->getAttribute(${phpString(resource.identity)}), $request->user(), Gate::denies('update', ${modelClass(resource.table.className)}::class));`,
  }
}

/**
 * A workflow krud's create: the workflow owns the status column (a new record is at its START
 * step, whatever was sent), and the record's process starts in the insert's transaction.
 */
function processStart(plan: ProjectPlan, resource: ResourcePlan): { fill: string; start: string } {
  if (!workflowResources(plan).some((started) => started.resource === resource)) return { fill: '', start: '' }
  const status = startStatus(plan, resource)
  return {
    fill:
      status === undefined
        ? ''
        : `\n            $record->forceFill([${phpString(status.column)} => ${phpString(status.value)}]);`,
    start: `\n            $this->processes->start(self::KRUD, (string) $record->getAttribute(${phpString(resource.identity)}), $user);`,
  }
}

function currentUserFill(resource: ResourcePlan): string {
  if (resource.currentUserColumns.length === 0) return ''
  const entries = resource.currentUserColumns.map((column) => `${phpString(column)} => $userId`).join(', ')
  return `\n            $record->forceFill([${entries}]);`
}

/** A constructor that only promotes its (injected) arguments, or nothing when there are none. */
export function constructorCode(args: readonly string[]): string {
  if (args.length === 0) return ''
  return `    public function __construct(\n${args.map((arg) => `        ${arg},`).join('\n')}\n    ) {\n    }`
}

export function controllerFile(plan: ProjectPlan, resource: ResourcePlan): string {
  const model = modelClass(resource.table.className)
  const identityColumn = phpString(`${resource.table.table}.${resource.identity}`)
  const scoped = hasRowConditions(plan, resource)
  const uses = [
    'App\\Custom\\RecordHooks',
    `App\\Models\\${model}`,
    'Illuminate\\Database\\Eloquent\\Builder',
    'Illuminate\\Http\\JsonResponse',
    'Illuminate\\Http\\Request',
    'Illuminate\\Support\\Facades\\DB',
    'Illuminate\\Support\\Facades\\Gate',
    runtimeClass('ApiError'),
    runtimeClass('RecordList'),
  ]
  const writes = resource.actions.create || resource.actions.update || resource.actions.delete
  const constructorArgs = writes ? ['private readonly RecordHooks $hooks'] : []
  const process = resource.actions.create ? processStart(plan, resource) : { fill: '', start: '' }
  const guard = resource.actions.update ? processGuard(plan, resource) : { values: '', guard: '' }
  if (process.start !== '' || guard.guard !== '') {
    uses.push('App\\Services\\ProcessService')
    constructorArgs.push('private readonly ProcessService $processes')
  }
  if (scoped) {
    uses.push(`App\\Policies\\${policyClass(resource)}`)
    constructorArgs.push(`private readonly ${policyClass(resource)} $policy`)
  }
  const methods: string[] = []
  methods.push(`    public function index(Request $request): JsonResponse
    {
        Gate::authorize('viewAny', ${model}::class);${deletedRowsRight(resource, model)}
        $list = ${listConstruction(resource)};

        return $list->response($this->rows($request), $request);
    }`)
  methods.push(`    /** @return array<string, mixed> */
    public function show(Request $request, string $id): array
    {
        Gate::authorize('view', ${model}::class);

        return ['status' => true, 'record' => $this->find($request, $id)->toArray()];
    }`)
  if (resource.actions.create) {
    const store = requestClass(resource, 'create')
    uses.push(`App\\Http\\Requests\\${store}`)
    const userId = resource.currentUserColumns.length > 0 ? '\n        $userId = $user?->getAuthIdentifier();' : ''
    methods.push(`    /** @return array<string, mixed> */
    public function store(${store} $request): array
    {
        $values = $request->validated();
${storeValues(resource).join('\n')}
        $user = $request->user();${userId}
        $record = DB::transaction(function () use ($values, $user${resource.currentUserColumns.length > 0 ? ', $userId' : ''}): ${model} {
            $record = new ${model}();
            $record->fill($this->hooks->beforeCreate(self::KRUD, $values, $user));${currentUserFill(resource)}${process.fill}
            $record->save();${process.start}
            $this->hooks->afterCreate(self::KRUD, $record);

            return $record;
        });

        return ['status' => true, 'record' => $this->reread($record)];
    }`)
  }
  if (resource.actions.update) {
    const update = requestClass(resource, 'update')
    uses.push(`App\\Http\\Requests\\${update}`, runtimeClass('ValidationIssues'))
    methods.push(`    /**
     * Saves only if the record is still the version the caller read (?version=, its xmin): the
     * row is locked from the check to the write, so no other write can slip in between.
     *
     * @return array<string, mixed>
     */
    public function update(${update} $request, string $id): array
    {
        $version = $request->query('version');
        if (!is_string($version) || $version === '') {
            throw ApiError::validation([ValidationIssues::issue('/version', 'required')], 'querystring');
        }
${guard.values === '$values' ? `        $values = $request->validated();\n        // Only the workflow moves a record's status.\n        unset($values[${phpString(startStatus(plan, resource)?.column ?? '')}]);\n` : ''}        $record = DB::transaction(function () use ($request, $id, $version${guard.values === '$values' ? ', $values' : ''}): ${model} {
            $record = $this->find($request, $id, true);
            if ($record->getAttribute('_version') !== $version) {
                throw new ApiError('RECORD_CHANGED');
            }${guard.guard}
            $record->fill($this->hooks->beforeUpdate(self::KRUD, $record, ${guard.values}));
            $record->save();
            $this->hooks->afterUpdate(self::KRUD, $record);

            return $record;
        });

        return ['status' => true, 'record' => $this->reread($record)];
    }`)
  }
  if (resource.actions.delete) {
    const how = resource.table.softDelete ? 'Soft-deletes: the row stays, with deleted_at set.' : 'Deletes the row.'
    methods.push(`    /**
     * ${how}
     *
     * @return array{status: true}
     */
    public function destroy(Request $request, string $id): array
    {
        Gate::authorize('delete', ${model}::class);
        DB::transaction(function () use ($request, $id): void {
            $record = $this->find($request, $id, true);
            $this->hooks->beforeDelete(self::KRUD, $record);
            $record->delete();
        });

        return ['status' => true];
    }`)
  }
  if (offersRestore(resource)) {
    methods.push(`    /** @return array{status: true} */
    public function restore(Request $request, string $id): array
    {
        Gate::authorize('restore', ${model}::class);
        $record = $this->rows($request)->onlyTrashed()->where(${identityColumn}, $id)->first()
            ?? throw new ApiError('NOT_FOUND');
        $record->restore();

        return ['status' => true];
    }`)
  }
  const base = `${model}::query()->withVersion()`
  methods.push(`    /** @return Builder<${model}> the rows the caller may see, each with its _version */
    private function rows(Request $request): Builder
    {
        return ${scoped ? `$this->policy->rows(${base}, $request->user())` : base};
    }`)
  const locks = resource.actions.update || resource.actions.delete
  methods.push(`    /** A live row the caller may see${locks ? ', locked for the rest of the transaction when asked' : ''}, or 404. */
    private function find(Request $request, string $id${locks ? ', bool $lock = false' : ''}): ${model}
    {
        $rows = $this->rows($request)->where(${identityColumn}, $id);

        return ${locks ? '($lock ? $rows->lockForUpdate() : $rows)' : '$rows'}->first() ?? throw new ApiError('NOT_FOUND');
    }`)
  if (resource.actions.create || resource.actions.update) {
    methods.push(`    /**
     * The saved row as the database now holds it (defaults, triggers, the new _version).
     *
     * @return array<string, mixed>
     */
    private function reread(${model} $record): array
    {
        return ${model}::query()
            ->withVersion()
            ->where(${identityColumn}, $record->getAttribute(${phpString(resource.identity)}))
            ->firstOrFail()
            ->toArray();
    }`)
  }
  return phpFile(
    'App\\Http\\Controllers',
    uses,
    `/** /records/${resource.krud}: ${docText(resource.title)}. */
final class ${controllerClass(resource)}
{
${[writes ? `    private const KRUD = ${phpString(resource.krud)};` : '', constructorCode(constructorArgs), ...methods].filter((part) => part !== '').join('\n\n')}
}`,
  )
}
