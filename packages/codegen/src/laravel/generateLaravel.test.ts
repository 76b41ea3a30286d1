import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { withNewTableAndKey } from '../../test/changedPlan.ts'
import { heritageProject } from '../../test/readProject.ts'
import { describeProject } from '../plan/describeProject.ts'
import { ERRORS } from '../sql/index.ts'
import { isExtensionFile } from '../tree/fileTree.ts'
import { generateLaravel } from './generateLaravel.ts'
import { migrationFiles } from './migrations.ts'
import { pcrePattern, phpString, phpValue } from './php.ts'

const plan = describeProject(heritageProject())
const tree = generateLaravel(plan)

function file(path: string): string {
  const contents = tree.get(path)
  if (contents === undefined) throw new Error(`not generated: ${path}`)
  return contents
}

function hasPhp(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    if (process.env.CI === 'true') throw new Error('php is required on CI to check the generated Laravel project')
    return false
  }
}

const php = hasPhp()
const scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

/** Writes a generated tree under the scratch folder; answers the folder. */
function writeTree(files: Map<string, string>, name: string): string {
  const folder = join(scratch, name)
  for (const [path, contents] of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true })
    writeFileSync(join(folder, path), contents)
  }
  return folder
}

/** `php -l` of each file: the ones PHP refuses, with its message. */
function lintFailures(folder: string, paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    try {
      execFileSync('php', ['-l', join(folder, path)], { stdio: 'pipe' })
      return []
    } catch (error) {
      return [`${path}: ${String((error as { stdout?: Buffer }).stdout ?? error)}`]
    }
  })
}

/** Runs a PHP script and answers what it printed. */
function runPhp(script: string): string {
  const path = join(scratch, `script-${Math.random().toString(36).slice(2)}.php`)
  writeFileSync(path, script)
  return execFileSync('php', [path], { encoding: 'utf8' })
}

describe('the Laravel project of examples/heritage', () => {
  it('is the same, byte for byte, every time it is generated', () => {
    expect(generateLaravel(describeProject(heritageProject()))).toEqual(tree)
  })

  it('routes every resource, and only the actions it offers', () => {
    const routes = file('routes/api.php')
    for (const resource of plan.resources) {
      const start = routes.indexOf(`Route::prefix('records/${resource.krud}')`)
      expect(start, resource.krud).toBeGreaterThan(-1)
      const block = routes.slice(start, routes.indexOf('});', start))
      expect(block).toContain("Route::get('/', 'index')")
      expect(block).toContain("Route::get('/{id}', 'show')")
      expect(block.includes("'store'"), `${resource.krud} store`).toBe(resource.actions.create)
      expect(block.includes("'update'"), `${resource.krud} update`).toBe(resource.actions.update)
      expect(block.includes("'destroy'"), `${resource.krud} destroy`).toBe(resource.actions.delete)
      expect(block.includes("'restore'"), `${resource.krud} restore`).toBe(
        resource.actions.restore && resource.table.softDelete,
      )
      const controller = file(`app/Http/Controllers/${resource.className}Controller.php`)
      expect(controller.includes('public function store('), `${resource.krud} store`).toBe(resource.actions.create)
      expect(controller.includes('public function destroy('), `${resource.krud} destroy`).toBe(resource.actions.delete)
    }
    expect(routes).toContain("Route::get('/health'")
    expect(routes).toContain("Route::post('/auth/login', [AuthController::class, 'login'])")
    expect(routes).toContain("Route::get('/process/history/{processId}', ProcessHistoryController::class)")
    expect(file('bootstrap/app.php')).toContain("apiPrefix: '',")
  })

  it('validates a create with the rules of the form schema', () => {
    const store = file('app/Http/Requests/ApplicationsStoreRequest.php')
    expect(store).toContain("'title' => ['required', 'string', 'min:1', 'max:255'],")
    expect(store).toContain("'description' => ['sometimes', 'nullable', 'string'],")
    expect(store).toContain("return Gate::allows('create', Application::class);")
    // Feedback offers no create, so it has no create request.
    expect(tree.has('app/Http/Requests/FeedbackStoreRequest.php')).toBe(false)
  })

  it('checks only what an update sends, and a unique field against the other rows', () => {
    const update = file('app/Http/Requests/FieldSamplesUpdateRequest.php')
    expect(update).toContain("'title' => ['sometimes', 'string', 'min:3', 'max:40'],")
    expect(update).toContain("Rule::unique('field_sample', 'code')->ignore($this->route('id'), 'id'),")
    expect(update).toContain("'tags.*' => [Rule::in(['music', 'craft', 'dance', 'script']), 'distinct'],")
    expect(file('app/Http/Requests/AimagsStoreRequest.php')).toContain("Rule::unique('aimag', 'name')")
  })

  it("creates the system tables first, then every table, then each table's foreign keys", () => {
    const migrations = [...tree.keys()].filter((path) => path.startsWith('database/migrations/')).sort()
    expect(migrations[0]).toBe('database/migrations/2026_01_01_000000_create_tamga_system_tables.php')
    const tables = migrations.filter((path) => path.includes('_000001_create_'))
    const keys = migrations.filter((path) => path.includes('_000002_add_'))
    expect(migrations).toEqual([migrations[0], ...tables, ...keys])
    expect(tables.map((path) => /_create_(.+)_table\.php$/.exec(path)?.[1]).sort()).toEqual(
      plan.tables
        .filter((table) => !table.view)
        .map((table) => table.table)
        .sort(),
    )
    const contentItemKeys = keys.find((path) => /_add_content_item_foreign_keys_[0-9a-f]{8}\.php$/.test(path)) ?? ''
    expect(file(contentItemKeys)).toContain(
      'add constraint "content_item_category_id_fkey" foreign key ("category_id") references "content_category" ("id") on delete restrict',
    )
    for (const path of tables) expect(file(path)).not.toContain('foreign')
  })

  it('keeps every migration name when a model is added, and names changed foreign keys anew', () => {
    const before = new Map(migrationFiles(plan))
    const after = new Map(migrationFiles(withNewTableAndKey(plan)))
    expect([...before.keys()].filter((path) => !after.has(path))).toEqual([
      expect.stringMatching(/_add_application_foreign_keys_[0-9a-f]{8}\.php$/),
    ])
    expect([...after.keys()].filter((path) => !before.has(path))).toEqual([
      'database/migrations/2026_01_01_000001_create_aaa_first_table.php',
      expect.stringMatching(/_add_application_foreign_keys_[0-9a-f]{8}\.php$/),
    ])
  })

  it('types the columns as the model documents say', () => {
    const application = file('database/migrations/2026_01_01_000001_create_application_table.php')
    expect(application).toContain("$table->bigIncrements('id')->generatedAs();")
    expect(application).toContain("$table->string('title', 255);")
    expect(application).toContain("$table->timestampTz('created_at', 6)->useCurrent();")
    expect(application).toContain("$table->index(['heritage_bearer_id'], 'application_heritage_bearer_id_idx');")
    const model = file('app/Models/Application.php')
    expect(model).toContain('use SoftDeletes;')
    expect(model).toContain("'amount' => 'decimal:2',")
    expect(model).toContain("return $this->belongsTo(HeritageBearer::class, 'heritage_bearer_id', 'id');")
    expect(file('app/Models/HeritageBearer.php')).toContain('public function applications(): HasMany')
  })

  it('narrows an applicant to their own applications', () => {
    expect(file('app/Policies/ApplicationsPolicy.php')).toContain("5 => [['current-user', 'applicant_id']],")
    expect(file('app/Http/Controllers/ApplicationsController.php')).toContain(
      '$this->policy->rows(Application::query()->withVersion(), $request->user())',
    )
    expect(file('app/Http/Controllers/NewsController.php')).not.toContain('$this->policy')
    // A public resource is read, as a private one, only by the roles with the read right: its
    // visitors read it on Tamga's site.
    expect(file('app/Policies/NewsPolicy.php')).toContain('return self::allows($user, self::READ);')
    expect(file('app/Policies/NewsPolicy.php')).not.toContain('return true;')
    expect(file('app/Policies/ApplicationsPolicy.php')).toContain('private const READ = [2, 3, 4, 5];')
  })

  it.skipIf(!php)('answers errors from the catalogue, word for word', () => {
    const folder = writeTree(tree, 'catalogue')
    // Declaring the class loads none of Laravel: only render() needs it.
    const catalogue = runPhp(`<?php require ${phpString(join(folder, 'packages/heritage-api/src/ApiError.php'))};
echo json_encode((new ReflectionClassConstant(\\Tamga\\Api\\ApiError::class, 'CATALOGUE'))->getValue());`)
    expect(JSON.parse(catalogue)).toEqual(
      Object.fromEntries(ERRORS.map((error) => [error.code, [error.status, error.msg, error.enMsg, error.koMsg]])),
    )
  })

  it('puts the extension points where regeneration leaves them alone, and calls them', () => {
    const custom = [...tree.keys()].filter(isExtensionFile)
    expect(custom).toEqual(['app/Custom/RecordHooks.php'])
    expect(file('app/Http/Controllers/ApplicationsController.php')).toContain('$this->hooks->beforeCreate(self::KRUD')
  })

  it('wires the runtime package in through a Composer path repository', () => {
    const root = JSON.parse(file('composer.json'))
    expect(root.repositories).toEqual([{ type: 'path', url: 'packages/*' }])
    expect(root.require['tamga/heritage-api']).toBe('^1.0.0')
    const runtime = JSON.parse(file('packages/heritage-api/composer.json'))
    expect(runtime).toMatchObject({ name: 'tamga/heritage-api', type: 'library', version: '1.0.0' })
  })

  // `php -l` checks one file a process: over a hundred processes, seconds each on a loaded
  // two-core machine, so the unit files' 30 s is too short for it.
  it.skipIf(!php)('is valid PHP, every file', { timeout: 120_000 }, () => {
    const folder = writeTree(tree, 'project')
    const phpFiles = [...tree.keys()].filter((path) => path.endsWith('.php') || path === 'artisan')
    expect(phpFiles.length).toBeGreaterThan(100)
    expect(lintFailures(folder, phpFiles)).toEqual([])
    // The runtime's framework-free pieces run as they are.
    const pointer = runPhp(
      `<?php require ${phpString(join(folder, 'packages/heritage-api/src/Issue.php'))};\necho \\Tamga\\Api\\Issue::pointer('tags.0'), ' ', json_encode(\\Tamga\\Api\\Issue::at('/title', 'required', 'is required', 'заавал'), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);`,
    )
    expect(pointer).toBe(
      '/tags/0 {"path":"/title","code":"required","message":{"mn_MN":"заавал","en_US":"is required"}}',
    )
    // Times answer as Tamga's server (JavaScript's toJSON) writes them.
    const time = runPhp(`<?php require ${phpString(join(folder, 'packages/heritage-api/src/TamgaRecord.php'))};
$record = new class {
    use \\Tamga\\Api\\TamgaRecord;

    public function answer(DateTimeInterface $date): string
    {
        return $this->serializeDate($date);
    }
};
echo $record->answer(new DateTimeImmutable('2024-01-01 18:30:00.123456+08:00'));`)
    expect(time).toBe('2024-01-01T10:30:00.123Z')
  })

  it.skipIf(!php)('reads a list request and names validation failures as Tamga does', () => {
    const folder = writeTree(tree, 'runtime')
    const runtime = (name: string) => phpString(join(folder, `packages/heritage-api/src/${name}.php`))
    const script = `<?php
// Laravel's helper, the one framework function these classes call.
function data_get(array $target, string $key): mixed
{
    return $target[$key] ?? null;
}
// Laravel installs symfony/polyfill-mbstring where PHP lacks the extension; so does this script.
if (!function_exists('mb_strlen')) {
    function mb_strlen(string $text): int
    {
        return (int) preg_match_all('/./us', $text);
    }
}
require ${runtime('Issue')};
require ${runtime('ValidationIssues')};
require ${runtime('ColumnValue')};
require ${runtime('RecordList')};
$list = new \\Tamga\\Api\\RecordList(
    table: 'application',
    identity: 'id',
    columns: ['id', 'title', 'amount'],
    labels: [],
    consolidations: [],
    sortable: ['title', 'amount'],
    defaultSort: ['created_at', true],
    keyTypes: ['title' => 'text', 'amount' => 'numeric', 'id' => 'bigint'],
    filters: [
        'title' => ['text', 'contains', 'string', null],
        'amount' => ['number-range', 'equals', 'decimal', null],
        'created_at' => ['date-range', 'equals', 'timestamptz', null],
        'status' => ['set', 'equals', 'string', null],
        'flag' => ['set', 'equals', 'boolean', null],
    ],
    searchable: ['title'],
    searchLabels: [],
    pageSize: 50,
    maxPageSize: 1000,
    softDelete: true,
    processOf: null,
);
$call = static fn (string $method, mixed ...$args): mixed => (new ReflectionMethod($list, $method))->invoke($list, ...$args);
$answer = [
    'sort' => $call('sortKeys', '-amount,title'),
    'defaultSort' => $call('sortKeys', null),
    'unknownSort' => $call('sortKeys', 'secret'),
    'filters' => $call('filterValues', '{"title":{"text":"a%"},"amount":{"from":1,"to":2.5},"created_at":{"to":"2024-02-30"},"status":{"in":["x","y"]},"flag":{"in":[1]},"secret":{"text":"x"}}'),
    'page' => $call('positiveInteger', '0', 'page', 1, PHP_INT_MAX),
    'listIssues' => array_map(
        static fn (array $issue): string => $issue['path'] . ' ' . $issue['code'],
        (new ReflectionProperty($list, 'issues'))->getValue($list),
    ),
    'bodyIssues' => \\Tamga\\Api\\ValidationIssues::fromFailedRules(
        ['title' => ['Max' => ['255']], 'amount' => ['Min' => ['0']], 'tags.1' => ['Distinct' => []], 'heritage_bearer_id' => ['Required' => []]],
        ['title' => str_repeat('a', 300), 'amount' => -1],
    ),
];
echo json_encode($answer, JSON_UNESCAPED_UNICODE);`
    const answer = JSON.parse(runPhp(script))
    expect(answer.sort).toEqual([
      ['amount', true],
      ['title', false],
    ])
    expect(answer.defaultSort).toEqual([['created_at', true]])
    expect(answer.unknownSort).toEqual([])
    expect(answer.filters).toEqual({
      title: { text: 'a%' },
      amount: { from: 1, to: 2.5 },
      status: { in: ['x', 'y'] },
    })
    expect(answer.page).toBe(0)
    expect(answer.listIssues).toEqual([
      '/sort unknown-sort-field',
      '/filter/created_at/to filter-bound',
      '/filter/flag/in/0 filter-value',
      '/filter/secret unknown-filter-field',
      '/page minimum',
    ])
    expect(answer.bodyIssues.map((issue: { path: string; code: string }) => `${issue.path} ${issue.code}`)).toEqual([
      '/title maxLength',
      '/amount minimum',
      '/tags/1 uniqueItems',
      '/heritage_bearer_id required',
    ])
    expect(answer.bodyIssues[0].message.en_US).toBe('must be at most 255 characters long')
  })

  it.skipIf(!php)('renames a model PHP could not declare or import beside the framework', () => {
    const renamed = structuredClone(plan)
    for (const table of [...renamed.tables, ...renamed.resources.map((resource) => resource.table)]) {
      if (table.table === 'page') table.className = 'List'
      if (table.table === 'news') table.className = 'Request'
    }
    const files = generateLaravel(renamed)
    expect(files.has('app/Models/ListRecord.php')).toBe(true)
    expect(files.get('app/Http/Controllers/NewsController.php')).toContain('use App\\Models\\RequestRecord;')
    const folder = writeTree(files, 'renamed')
    const phpFiles = [...files.keys()].filter((path) => /(Pages|News|ListRecord|RequestRecord|AppService)/.test(path))
    expect(phpFiles.length).toBeGreaterThan(5)
    expect(lintFailures(folder, phpFiles)).toEqual([])
  })

  it.skipIf(!php)('adds in SQL the columns Laravel has no type for', () => {
    const changed = structuredClone(plan)
    const aimag = changed.tables.find((table) => table.table === 'aimag')
    if (aimag === undefined) throw new Error('heritage has no aimag table')
    aimag.columns.push(
      {
        name: 'area',
        sqlType: 'geometry(Polygon, 4326)',
        type: { name: 'geometry', shape: 'polygon' },
        kind: 'geometry',
        nullable: true,
        unique: false,
        label: 'area',
      },
      {
        name: 'ratio',
        sqlType: 'numeric',
        // A numeric without precision, which no model declares but the plan can still carry.
        type: { name: 'numeric', precision: 1000 },
        kind: 'decimal',
        nullable: false,
        unique: false,
        label: 'ratio',
        default: { kind: 'literal', value: 0 },
      },
    )
    aimag.indexes.push({ name: 'aimag_area_idx', columns: ['area'], unique: false, method: 'gist' })
    const files = generateLaravel(changed)
    const path = 'database/migrations/2026_01_01_000001_create_aimag_table.php'
    const migration = files.get(path) ?? ''
    expect(migration).toContain(`DB::statement('alter table "aimag" add column "area" geometry(Polygon, 4326)');`)
    expect(migration).toContain(`DB::statement('alter table "aimag" add column "ratio" numeric not null default 0');`)
    // The index comes after the SQL that adds its column.
    const index = migration.indexOf("$table->index(['area'], 'aimag_area_idx', 'gist');")
    expect(index).toBeGreaterThan(migration.indexOf('add column "area"'))
    expect(lintFailures(writeTree(files, 'columns'), [path])).toEqual([])
  })

  it.skipIf(!php)('writes strings and arrays PHP reads back unchanged', () => {
    const values = ["it's", 'back\\slash', "\\'", '$notInterpolated {$x}', 'Соёлын өв', 'end\\']
    const printed = runPhp(`<?php echo json_encode(${phpValue(values)}, JSON_UNESCAPED_UNICODE);`)
    expect(JSON.parse(printed)).toEqual(values)
    expect(JSON.parse(runPhp(`<?php echo json_encode(${phpValue({ '7': 'a', b: [1, 2.5, true, null] })});`))).toEqual({
      '7': 'a',
      b: [1, 2.5, true, null],
    })
  })

  it.skipIf(!php)('turns every schema pattern into a PCRE that matches what JavaScript matches', () => {
    const patterns = new Set<string>(['^a/b$', "^it's\\d+$", '^\\u0410+$', '[\\\\/]'])
    for (const resource of plan.resources) {
      for (const property of Object.values(resource.createSchema.properties)) {
        const pattern = (property as { pattern?: unknown }).pattern
        if (typeof pattern === 'string') patterns.add(pattern)
      }
    }
    const samples = [
      'AB-123',
      'MN-12',
      'Бат-Эрдэнэ',
      'Өлзий Үүрийн',
      'abc-def',
      '12345678',
      'ДА12345678',
      'a/b',
      "it's42",
      'ААА',
      'x\\y',
      '',
    ]
    const cases = [...patterns].flatMap((pattern) => samples.map((sample) => ({ pattern, sample })))
    const script = `<?php
$cases = json_decode(${phpString(JSON.stringify(cases.map(({ pattern, sample }) => [pcrePattern(pattern), sample])))}, true);
echo json_encode(array_map(static fn (array $case): bool => preg_match($case[0], $case[1]) === 1, $cases));`
    const phpResults = JSON.parse(runPhp(script)) as boolean[]
    const jsResults = cases.map(({ pattern, sample }) => new RegExp(pattern, 'u').test(sample))
    expect(phpResults).toEqual(jsResults)
    expect(jsResults.filter(Boolean).length).toBeGreaterThan(5)
  })
})
