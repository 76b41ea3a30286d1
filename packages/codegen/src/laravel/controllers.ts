// `app/Http/Controllers/<Resource>Controller.php`: the REST contract's record routes for one
// resource, only the actions it offers. The shared work (lists, errors, sessions, row
// conditions) lives in the runtime package; the team's own code in App\Custom\RecordHooks.
import type { ProjectPlan, ResourcePlan } from '../plan/types.ts'
import { modelClass } from './names.ts'
import { docText, phpFile, phpString, phpValue } from './php.ts'
import { hasRowConditions, policyClass } from './policies.ts'
import { requestClass } from './requests.ts'
import { runtimeClass } from './runtimePackage.ts'

export function controllerClass(resource: ResourcePlan): string {
  return `${resource.className}Controller`
}

/** Whether the resource answers `POST …/{id}/restore` (only a soft-delete table can). */
export function offersRestore(resource: ResourcePlan): boolean {
  return resource.actions.restore && resource.table.softDelete
}

function listConstruction(resource: ResourcePlan): string {
  const list = resource.list
  const filters = Object.fromEntries(list.filters.map((filter) => [filter.column, [filter.type, filter.match]]))
  const args: Array<[string, string]> = [
    ['identity', phpString(resource.identity)],
    ['sortable', phpValue(list.sortable, '            ')],
    [
      'defaultSort',
      list.defaultSort === undefined ? 'null' : phpValue([list.defaultSort.column, list.defaultSort.descending]),
    ],
    ['filters', phpValue(filters, '            ')],
    ['searchable', phpValue(list.searchable, '            ')],
    ['pageSize', String(list.pageSize)],
    ['maxPageSize', String(list.maxPageSize)],
    ['softDelete', resource.table.softDelete ? 'true' : 'false'],
  ]
  return `new RecordList(\n${args.map(([name, value]) => `            ${name}: ${value},`).join('\n')}\n        )`
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
    'Illuminate\\Http\\Request',
    'Illuminate\\Support\\Facades\\DB',
    'Illuminate\\Support\\Facades\\Gate',
    runtimeClass('ApiError'),
    runtimeClass('RecordList'),
  ]
  const writes = resource.actions.create || resource.actions.update || resource.actions.delete
  const constructorArgs = writes ? ['private readonly RecordHooks $hooks'] : []
  if (scoped) {
    uses.push(`App\\Policies\\${policyClass(resource)}`)
    constructorArgs.push(`private readonly ${policyClass(resource)} $policy`)
  }
  const methods: string[] = []
  methods.push(`    /** @return array<string, mixed> */
    public function index(Request $request): array
    {
        Gate::authorize('viewAny', ${model}::class);
        $list = ${listConstruction(resource)};

        return $list->answer($this->rows($request), $request);
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
            $record->fill($this->hooks->beforeCreate(self::KRUD, $values, $user));${currentUserFill(resource)}
            $record->save();
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
        $record = DB::transaction(function () use ($request, $id, $version): ${model} {
            $record = $this->find($request, $id, true);
            if ($record->getAttribute('_version') !== $version) {
                throw new ApiError('RECORD_CHANGED');
            }
            $record->fill($this->hooks->beforeUpdate(self::KRUD, $record, $request->validated()));
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
