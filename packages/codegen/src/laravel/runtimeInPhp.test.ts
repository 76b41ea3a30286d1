// The generated Laravel project's PHP that runs without Laravel (passwords and their hashes, the
// list request's reading, the policies' rules) executed by php-cli against the cases Tamga and
// the Go server answer: the conformance files and test/runtimeCases.json. Composer, and so
// Laravel, is not needed: the classes are required one by one.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  attemptKeys,
  checkPassword,
  DEFAULT_LOCKOUT_POLICY,
  failureDelay,
  lockedMessage,
  MAX_SEARCH_VARIANTS,
  type PasswordHashCost,
  searchVariants,
  systemTablesSql,
  valueColumns,
} from '@tamga/schema'
import { afterAll, describe, expect, it } from 'vitest'
import { type Case, mismatch, readCaseFiles } from '../../test/conformance/runCases.ts'
import { heritageProject, REPOSITORY_ROOT } from '../../test/readProject.ts'
import { databaseUrl, hasPostgres, psql } from '../../test/servers.ts'
import { generateGo } from '../go/generateGo.ts'
import { describeProject } from '../plan/describeProject.ts'
import type { ResourcePlan } from '../plan/types.ts'
import { generateLaravel } from './generateLaravel.ts'
import { phpString } from './php.ts'

function hasPhp(): boolean {
  try {
    execFileSync('php', ['-v'], { stdio: 'ignore' })
    return true
  } catch {
    // On CI a missing php is a broken machine, not a reason to skip.
    if (process.env.CI === 'true') throw new Error('php is required on CI to run the generated Laravel runtime')
    return false
  }
}

const php = hasPhp()
const postgres = php && hasPostgres()
// As php, PostgreSQL is there on CI (.ci/run sets TAMGA_TEST_DATABASE_URL): missing, it is a broken machine.
if (php && !postgres && process.env.CI === 'true')
  throw new Error('PostgreSQL is required on CI to run the Laravel lockout')
// Laravel requires the mbstring extension; a bare php-cli may lack it (the scripts then bring
// the two functions they need, for the cases' ASCII text only).
const mbstring = php && execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n').includes('mbstring')
const plan = describeProject(heritageProject())
const tree = generateLaravel(plan)
const scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-runtime-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
for (const [path, contents] of tree) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true })
  writeFileSync(join(scratch, path), contents)
}

function file(path: string): string {
  const contents = tree.get(path)
  if (contents === undefined) throw new Error(`not generated: ${path}`)
  return contents
}

/**
 * A script's start: the mbstring polyfill Laravel's install would bring, the files given, then
 * the runtime classes named.
 */
function prelude(classes: readonly string[], files: readonly string[] = []): string {
  const paths = [...files, ...classes.map((name) => join(scratch, `packages/${plan.name}-api/src/${name}.php`))]
  const requires = paths.map((path) => `require ${phpString(path)};`)
  return `<?php
declare(strict_types=1);
// Composer installs symfony/polyfill-mbstring where PHP lacks the extension; so does this script.
if (!function_exists('mb_strlen')) {
    function mb_strlen(string $text): int
    {
        return (int) preg_match_all('/./us', $text);
    }
}
if (!function_exists('mb_strtolower')) {
    // The polyfill lowers every script; this stand-in the Latin and Cyrillic capitals the cases type.
    function mb_strtolower(string $text, ?string $encoding = null): string
    {
        return (string) preg_replace_callback('/\\p{Lu}/u', static function (array $capital): string {
            $code = unpack('N', (string) iconv('UTF-8', 'UTF-32BE', $capital[0]))[1];
            $code += match (true) {
                $code < 0x80, $code >= 0xC0 && $code <= 0xDE, $code >= 0x410 && $code <= 0x42F => 0x20,
                $code >= 0x400 && $code <= 0x40F => 0x50,
                $code >= 0x460 && $code <= 0x4FF => 1,
                default => 0,
            };

            return (string) iconv('UTF-32BE', 'UTF-8', pack('N', $code));
        }, $text);
    }
}
${requires.join('\n')}
`
}

/** Runs a PHP script with JSON on standard input; answers what it printed, as JSON. */
function runPhp(script: string, input: unknown): unknown {
  const path = join(scratch, `script-${Math.random().toString(36).slice(2)}.php`)
  writeFileSync(path, script)
  const result = spawnSync('php', [path], { input: JSON.stringify(input), encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`php failed: ${result.stderr}${result.stdout}`)
  return JSON.parse(result.stdout)
}

/** Tamga's own hashing, engine-server's passwordHash.ts (the npm argon2 package behind it). */
interface PasswordHashing {
  hashPassword(password: string, cost?: PasswordHashCost): Promise<string>
  verifyPassword(hash: string, password: string): Promise<boolean>
}
const tamgaHashing = (): Promise<PasswordHashing> =>
  import(join(REPOSITORY_ROOT, 'packages', 'engine-server', 'src', 'auth', 'passwordHash.ts'))

const runtimeCases = JSON.parse(
  readFileSync(join(REPOSITORY_ROOT, 'packages/codegen/test/runtimeCases.json'), 'utf8'),
) as {
  passwords: string[]
  unreadableHashes: string[]
  logins: string[]
}

/** Where a case reads the cursor an earlier answer gave: PHP's own cursor of that sort stands there. */
const NEXT_CURSOR = 'NEXT_CURSOR'

/** A conformance case's list request: the resource and the query, when it is one PHP can read here. */
function listRequest(testCase: Case): { resource: ResourcePlan; query: string } | undefined {
  // A value kept from an earlier answer is not known here; the run's own names are any text.
  const path = testCase.path
    .replace(/\$\{(run|letters)\}/g, (_whole, name) => (name === 'run' ? 'run' : 'AB'))
    .replace(/after=\$\{next\}/, `after=${NEXT_CURSOR}`)
  const match = /^\/records\/([^/?]+)(?:\?(.*))?$/.exec(path)
  if (testCase.method !== 'GET' || match === null || /\$\{/.test(path)) return undefined
  const resource = plan.resources.find((candidate) => candidate.krud === match[1])
  return resource === undefined ? undefined : { resource, query: match[2] ?? '' }
}

/** A PHP array literal's entries, krud => each resource's RecordList exactly as its generated controller builds it. */
function listsOf(resources: readonly ResourcePlan[]): string[] {
  return resources.map((resource) => {
    const controller = file(`app/Http/Controllers/${resource.className}Controller.php`)
    const construction = /new RecordList\([\s\S]*?\n {8}\);/.exec(controller)?.[0]
    if (construction === undefined) throw new Error(`${resource.krud}: no RecordList in its controller`)
    return `    ${phpString(resource.krud)} => ${construction.replace('new RecordList(', 'new \\Tamga\\Api\\RecordList(').slice(0, -1)},`
  })
}

const conformance = readCaseFiles(join(REPOSITORY_ROOT, 'packages/codegen/test/conformance')).flatMap(
  ({ file: name, cases }) => cases.map((testCase) => ({ ...testCase, name: `${name}: ${testCase.name}` })),
)

describe.skipIf(!php)("the Laravel project's framework-free PHP under php-cli", () => {
  it('signs in with a hash Tamga made, and makes hashes Tamga signs in with', { timeout: 60_000 }, async () => {
    const { hashPassword, verifyPassword } = await tamgaHashing()
    const password = 'Demo#2026'
    // At the standard cost, and at the low cost test databases use (TAMGA_ARGON2_COST).
    const tamgaHashes = [
      await hashPassword(password),
      await hashPassword(password, { memoryCost: 1024, timeCost: 1, parallelism: 1 }),
    ]
    // npm's argon2 writes m, p, t: the order password_verify alone refuses.
    for (const hash of tamgaHashes) expect(hash).toMatch(/^\$argon2id\$v=19\$m=\d+,p=\d+,t=\d+\$/)
    const answer = runPhp(
      `${prelude(['Passwords'])}
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode([
    'right' => array_map(static fn (string $hash): bool => \\Tamga\\Api\\Passwords::verify($input['password'], $hash), $input['hashes']),
    'wrong' => array_map(static fn (string $hash): bool => \\Tamga\\Api\\Passwords::verify($input['password'] . 'x', $hash), $input['hashes']),
    'bare' => array_map(static fn (string $hash): bool => password_verify($input['password'], $hash), $input['hashes']),
    'unreadable' => array_map(static fn (string $hash): bool => \\Tamga\\Api\\Passwords::verify($input['password'], $hash), $input['unreadable']),
    'unknown' => \\Tamga\\Api\\Passwords::verify($input['password'], null),
    'made' => \\Tamga\\Api\\Passwords::hash($input['password']),
]);`,
      { password, hashes: tamgaHashes, unreadable: runtimeCases.unreadableHashes },
    ) as { right: boolean[]; wrong: boolean[]; bare: boolean[]; unreadable: boolean[]; unknown: boolean; made: string }
    expect(answer.right).toEqual([true, true])
    expect(answer.wrong).toEqual([false, false])
    // What the normalising is for: PHP itself refuses Tamga's order.
    expect(answer.bare).toEqual([false, false])
    expect(answer.unreadable).toEqual(runtimeCases.unreadableHashes.map(() => false))
    expect(answer.unknown).toBe(false)
    // PHP's hash, at Tamga's cost, signs in on Tamga.
    expect(answer.made).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=4\$/)
    expect(await verifyPassword(answer.made, password)).toBe(true)
    expect(await verifyPassword(answer.made, `${password}x`)).toBe(false)
  })

  it("refuses the passwords Tamga's rule refuses, with its words", () => {
    const answer = runPhp(
      `${prelude(['Passwords'])}
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static fn (string $password): array => \\Tamga\\Api\\Passwords::problems($password), $input), JSON_UNESCAPED_UNICODE);`,
      runtimeCases.passwords,
    )
    expect(answer).toEqual(runtimeCases.passwords.map((password) => checkPassword(password)))
    // The cases reach every part of the rule, and a good password.
    const codes = new Set(runtimeCases.passwords.flatMap((password) => checkPassword(password).map((p) => p.code)))
    expect([...codes].sort()).toEqual(
      ['digit', 'lowercase', 'non-latin', 'spaces', 'special', 'too-long', 'too-short', 'uppercase'].sort(),
    )
    expect(runtimeCases.passwords.filter((password) => checkPassword(password).length === 0).length).toBeGreaterThan(1)
  })

  it('takes the admin password from TAMGA_ADMIN_PASSWORD, else the first line of standard input', () => {
    const script = join(scratch, 'given.php')
    writeFileSync(script, `${prelude(['Passwords'])}echo json_encode(\\Tamga\\Api\\Passwords::given(STDIN));`)
    const given = (input: string, variable?: string) => {
      const env = { ...process.env }
      delete env.TAMGA_ADMIN_PASSWORD
      if (variable !== undefined) env.TAMGA_ADMIN_PASSWORD = variable
      return JSON.parse(execFileSync('php', [script], { input, env, encoding: 'utf8' }))
    }
    expect(given('First#Admin2026\nsecond line\n')).toBe('First#Admin2026')
    expect(given('First#Admin2026\r\n')).toBe('First#Admin2026')
    expect(given('ignored\n', 'From#Variable1')).toBe('From#Variable1')
    expect(given('')).toBeNull()
    expect(given('\n')).toBeNull()
  })

  it("spells a search term as Tamga's searchVariants does", () => {
    // Both scripts and the two in one term, digraphs, е by position, diphthongs, several words,
    // capitals, LIKE's own characters, whitespace runs, a term whose spellings pass the limit,
    // and blank ones.
    const terms = [
      'Болд',
      'Khuder',
      'Өвөрхангай',
      'Uvurkhangai sum',
      'Altai',
      'Altay',
      'Цэцэг, Улаанбаатар',
      'Batsukh',
      'Ерөөл',
      'Бензин',
      'Oyunchimeg',
      '  Улаан \t  Баатар ',
      'ХОВД',
      'Bayar',
      'Баяр',
      'Yeruul',
      'Zhargal tsetseg',
      'Öndör Ülzii',
      'хүүхэд',
      'уул ус',
      'Ёслол Юм Яг',
      'ii',
      '100%_x',
      'qwx',
      'Хан khan',
      'Bat Өлзий',
      '',
      '   ',
    ]
    const answer = runPhp(
      `${prelude(['SearchSpelling'])}
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static fn (string $term): array => \\Tamga\\Api\\SearchSpelling::variants($term), $input), JSON_UNESCAPED_UNICODE);`,
      terms,
    )
    const expected = terms.map((term) => searchVariants(term))
    expect(answer).toEqual(expected)
    // The cases reach the limit and both scripts' readings.
    expect(expected.some((variants) => variants.length === MAX_SEARCH_VARIANTS)).toBe(true)
    expect(expected.find((variants) => variants[0] === 'bayar')).toContain('баяр')
    expect(expected.find((variants) => variants[0] === 'баяр')).toContain('bayar')
  })

  it("reads the conformance cases' list requests as Tamga and the Go server do", () => {
    const reads = conformance.flatMap((testCase) => {
      const request = listRequest(testCase)
      // A refused caller is the policies' part.
      if (request === undefined) return []
      if (testCase.expect.status !== 200 && testCase.expect.status !== 400) return []
      return [{ ...request, testCase }]
    })
    expect(reads.filter((read) => read.testCase.expect.status === 400).length).toBeGreaterThanOrEqual(3)
    // The cursor cases run too: one read back from a page of its sort, one refused.
    expect(reads.filter((read) => /(^|&)after=/.test(read.query)).length).toBeGreaterThanOrEqual(3)
    expect(reads.filter((read) => read.testCase.expect.status === 200).length).toBeGreaterThanOrEqual(5)
    const lists = listsOf([...new Set(reads.map((read) => read.resource))])
    const answers = runPhp(
      `${prelude(['Issue', 'ValidationIssues', 'ApiError', 'ColumnValue', 'RecordList'])}
$lists = [
${lists.join('\n')}
];
const SAMPLES = [
    'bigint' => 7,
    'numeric' => '12.50',
    'boolean' => true,
    'date' => '2026-01-02',
    'timestamp' => '2026-01-02T03:04:05.000',
    'timestamptz' => '2026-01-02T03:04:05.000Z',
    'time' => '03:04:05',
    'uuid' => '0b6f7c1e-4d1a-4c2b-9a7e-2f1d3c4b5a69',
    'text' => 'Ховд',
];
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static function (array $read) use ($lists): array {
    parse_str($read['query'], $query);
    $list = $lists[$read['krud']];
    try {
        if (($query['after'] ?? null) === ${phpString(NEXT_CURSOR)}) {
            // The cursor a page of this sort ends with: its last row's sort values and identity,
            // each a value of its column's type.
            unset($query['after']);
            $keys = $list->keys($list->read($query)['sort']);
            $types = (new ReflectionProperty($list, 'keyTypes'))->getValue($list);
            $row = [];
            foreach ($keys as [$column]) {
                $row[$column] = SAMPLES[$types[$column]] ?? SAMPLES['text'];
            }
            $query['after'] = $list->cursor($row, $keys);
        }

        return ['read' => $list->read($query)];
    } catch (\\Tamga\\Api\\ApiError $error) {
        return ['code' => $error->errorCode, 'in' => $error->in, 'paths' => array_column($error->issues, 'path')];
    }
}, $input), JSON_UNESCAPED_UNICODE);`,
      reads.map((read) => ({ krud: read.resource.krud, query: read.query })),
    ) as Array<{ read?: unknown; code?: string; in?: string; paths?: string[] }>
    const failures = reads.flatMap((read, index) => {
      const answer = answers[index]
      const expected = read.testCase.expect
      const body = expected.body as { code?: string; issues?: { $some?: { path?: string } } } | undefined
      const wrong = (why: string) => [`${read.testCase.name} (${read.query}): ${why} ${JSON.stringify(answer)}`]
      if (expected.status === 200) {
        if (answer?.read === undefined) return wrong('refused')
        // The page the answer says it is, where the case says it.
        const paging = answer.read as { page: number; pageSize: number }
        const said = expected.body as { page?: unknown; pageSize?: unknown } | undefined
        if (typeof said?.page === 'number' && said.page !== paging.page) return wrong('another page')
        if (typeof said?.pageSize === 'number' && said.pageSize !== paging.pageSize) return wrong('another page size')
        return []
      }
      if (answer?.code !== 'VALIDATION_FAILED' || answer.in !== 'querystring') return wrong('not refused')
      if (body?.code !== undefined && body.code !== '$string' && body.code !== answer.code) return wrong('another code')
      const path = body?.issues?.$some?.path
      return path !== undefined && !answer.paths?.includes(path) ? wrong(`no issue at ${path}`) : []
    })
    expect(failures).toEqual([])
  })

  it('lets list the roles the conformance cases list as, and refuses the others and visitors', async () => {
    const { DEMO_ACCOUNTS } = (await import(
      join(REPOSITORY_ROOT, 'packages', 'engine-server', 'src', 'seed', 'accounts.ts')
    )) as { DEMO_ACCOUNTS: ReadonlyArray<{ login: string; roleId: number }> }
    const roleOf = new Map(DEMO_ACCOUNTS.map((account) => [account.login, account.roleId]))
    const asks = conformance.flatMap((testCase) => {
      const request = listRequest(testCase)
      // A bearer kept from an earlier answer is unknown here.
      if (request === undefined || testCase.bearer !== undefined) return []
      if (![200, 401, 403].includes(testCase.expect.status)) return []
      const role = testCase.as === undefined ? null : roleOf.get(testCase.as)
      if (role === undefined) throw new Error(`${testCase.name}: no demo account ${testCase.as}`)
      // deleted=true asks, in the controller, for the right its answer needs too.
      const abilities = ['viewAny']
      if (/(^|&)deleted=true/.test(request.query)) {
        const controller = file(`app/Http/Controllers/${request.resource.className}Controller.php`)
        const right = /query\('deleted'\) === 'true'\) \{\s*Gate::authorize\('(\w+)'/.exec(controller)?.[1]
        if (right === undefined) throw new Error(`${request.resource.krud}: deleted rows without a right of their own`)
        abilities.push(right)
      }
      return [{ krud: request.resource.krud, policy: `${request.resource.className}Policy`, role, abilities, testCase }]
    })
    expect(asks.some((ask) => ask.role === null)).toBe(true)
    expect(asks.some((ask) => ask.testCase.expect.status === 403)).toBe(true)
    expect(asks.some((ask) => ask.abilities.length > 1)).toBe(true)
    // The super admin's pass (Gate::before in AppServiceProvider) as the provider writes it.
    const superAdmins = /private const SUPER_ADMIN_ROLES = (\[[0-9, ]*\]);/.exec(
      file('app/Providers/AppServiceProvider.php'),
    )?.[1]
    if (superAdmins === undefined) throw new Error('AppServiceProvider names no super admin roles')
    const policies = [...new Set(asks.map((ask) => ask.policy))]
    // The one framework interface SessionUser names; the methods are SessionUser's own.
    const contract = join(scratch, 'Authenticatable.php')
    writeFileSync(contract, '<?php\nnamespace Illuminate\\Contracts\\Auth;\n\ninterface Authenticatable\n{\n}\n')
    const answers = runPhp(
      `${prelude(['SessionUser'], [contract])}
${policies.map((policy) => `require ${phpString(join(scratch, `app/Policies/${policy}.php`))};`).join('\n')}
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static function (array $ask): bool {
    $user = $ask['role'] === null ? null : new \\Tamga\\Api\\SessionUser(1, $ask['role'], 'hash');
    if ($user !== null && in_array($user->roleId, ${superAdmins}, true)) {
        return true;
    }
    $policy = 'App\\\\Policies\\\\' . $ask['policy'];

    foreach ($ask['abilities'] as $ability) {
        if (!(new $policy())->{$ability}($user)) {
            return false;
        }
    }

    return true;
}, $input));`,
      asks.map(({ policy, role, abilities }) => ({ policy, role, abilities })),
    ) as boolean[]
    const failures = asks.flatMap((ask, index) =>
      answers[index] === (ask.testCase.expect.status === 200) ? [] : [`${ask.testCase.name}: ${answers[index]}`],
    )
    expect(failures).toEqual([])
  })

  it('counts sign-in failures under the keys Tamga counts them, waits as long and says the same', () => {
    // Without mbstring the script's stand-in lowers ASCII only, so only ASCII logins are asked.
    const logins = runtimeCases.logins.filter((login) => mbstring || !/[^\p{ASCII}]/u.test(login.trim()))
    const seconds = [1, 59, 60, 61, 119, 120, 899, 900]
    const answer = runPhp(
      `${prelude(['ApiError', 'LoginLockout'])}
$input = json_decode(stream_get_contents(STDIN), true);
$now = new DateTimeImmutable('2026-01-01T00:00:00Z');
echo json_encode([
    'keys' => array_map(static fn (string $login): array => \\Tamga\\Api\\LoginLockout::keys($login, '10.0.0.7'), $input['logins']),
    'delays' => array_map(static fn (int $failures): int => \\Tamga\\Api\\LoginLockout::delay($failures), range(0, 25)),
    'locked' => array_map(static function (int $seconds) use ($now): array {
        $error = \\Tamga\\Api\\LoginLockout::locked($now->modify("+{$seconds} seconds"), $now);

        return [$error->answer(), $error->headers];
    }, $input['seconds']),
    'positional' => \\Tamga\\Api\\LoginLockout::positional('select :a, :b::text, :a where x = ?', ['a' => 1, 'b' => 'two']),
], JSON_UNESCAPED_UNICODE);`,
      { logins, seconds },
    ) as {
      keys: Array<{ login: string; address: string }>
      delays: number[]
      locked: Array<[[number, Record<string, unknown>], Record<string, string>]>
      positional: [string, unknown[]]
    }
    expect(logins.length).toBeGreaterThan(4)
    expect(answer.keys).toEqual(logins.map((login) => attemptKeys(login, '10.0.0.7')))
    expect(answer.delays).toEqual(
      Array.from({ length: 26 }, (_, failures) => failureDelay(failures, DEFAULT_LOCKOUT_POLICY)),
    )
    expect(answer.locked).toEqual(
      seconds.map((left) => {
        const words = lockedMessage(Math.ceil(left / 60))
        return [
          [429, { status: false, code: 'LOGIN_LOCKED', msg: words.mn_MN, enMsg: words.en_US, koMsg: words.ko_KR }],
          { 'Retry-After': String(left) },
        ]
      }),
    )
    expect(answer.positional).toEqual(['select ?, ?::text, ? where x = ?', [1, 'two', 1]])
  })

  it.skipIf(!postgres)(
    "locks a login as the conformance cases' sign-ins expect, over Tamga's table on PostgreSQL",
    { timeout: 120_000 },
    () => {
      const database = `tamga_laravel_lockout_${process.pid}`
      psql('postgres', `drop database if exists ${database}`)
      psql('postgres', `create database ${database}`)
      try {
        const table = systemTablesSql().find((statement) => statement.includes('"tamga_login_attempt"'))
        if (table === undefined) throw new Error('no tamga_login_attempt in the system tables')
        psql(database, table)
        // Laravel's DB facade, the one framework class LoginLockout calls, over psql: each
        // statement is run with its bindings as literals, and what it returns read as JSON.
        const facade = join(scratch, 'DB.php')
        writeFileSync(
          facade,
          `<?php
namespace Illuminate\\Support\\Facades;

final class DB
{
    public static function selectOne(string $sql, array $bindings): ?object
    {
        $rows = json_decode(self::run("with answer as ({$sql}) select coalesce(json_agg(answer), '[]') from answer", $bindings));

        return $rows[0] ?? null;
    }

    public static function update(string $sql, array $bindings): void
    {
        self::run($sql, $bindings);
    }

    public static function delete(string $sql, array $bindings): void
    {
        self::run($sql, $bindings);
    }

    private static function run(string $sql, array $bindings): string
    {
        $inlined = preg_replace_callback('/\\?/', static function () use (&$bindings): string {
            $value = array_shift($bindings);

            return is_int($value) ? (string) $value : "'" . str_replace("'", "''", (string) $value) . "'";
        }, $sql);
        $output = [];
        exec('psql ' . escapeshellarg(${phpString(databaseUrl(database))}) . ' -v ON_ERROR_STOP=1 -tAqc ' . escapeshellarg($inlined) . ' 2>&1', $output, $status);
        if ($status !== 0) {
            throw new \\RuntimeException(implode("\\n", $output));
        }

        return implode("\\n", $output);
    }
}
`,
        )
        const signIns = conformance.filter(
          (testCase) => testCase.path === '/auth/login' && testCase.name.startsWith('04-'),
        )
        expect(signIns.length).toBeGreaterThanOrEqual(7)
        const answers = runPhp(
          `${prelude(['ApiError', 'LoginLockout'], [facade])}
use Tamga\\Api\\ApiError;
use Tamga\\Api\\LoginLockout;

// AuthController::login's counting, with the password's check given: the lock is decided before it.
$signIn = static function (string $login, bool $right): array {
    $keys = LoginLockout::keys(LoginLockout::trimmed($login), '10.0.0.9');
    $started = LoginLockout::now();
    $attempt = LoginLockout::begin($keys['login'], $started);
    if ($attempt['lockedUntil'] !== null) {
        return LoginLockout::locked($attempt['lockedUntil'], $started)->answer();
    }
    if ($right) {
        LoginLockout::clear($keys['login']);

        return [200, ['status' => true]];
    }
    LoginLockout::failed($keys, $attempt, LoginLockout::now());

    return (new ApiError('LOGIN_FAILED'))->answer();
};
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static fn (array $case): array => $signIn($case['login'], $case['right']), $input), JSON_UNESCAPED_UNICODE);`,
          signIns.map((testCase) => ({
            login: String((testCase.body as { login: string }).login).replace(/\$\{run\}/g, 'run'),
            right: testCase.expect.status === 200,
          })),
        ) as Array<[number, unknown]>
        const failures = signIns.flatMap((testCase, index) => {
          const [status, body] = answers[index] ?? [0, null]
          const expected = testCase.expect.body as { token?: unknown } | undefined
          // The signed-in answer's token is the session's, which this run does not open.
          const { token: _token, ...shape } = expected ?? {}
          const why = status !== testCase.expect.status ? `status ${status}` : mismatch(shape, body)
          return why === undefined ? [] : [`${testCase.name}: ${why}`]
        })
        expect(failures).toEqual([])
        // Each failure was counted under the login and under the address; the success forgot its login.
        expect(
          psql(database, 'select key, failures, locked_until is not null from tamga_login_attempt order by key'),
        ).toBe(['ip:10.0.0.9|5|f', 'login:guess-run|7|t'].join('\n'))
      } finally {
        psql('postgres', `drop database if exists ${database}`)
      }
    },
  )

  it("applies the form requests' rules to the conformance cases' bodies as Tamga's schema does", () => {
    // The framework classes a form request names, as far as loading it and calling rules() needs:
    // its base, the Gate it asks in authorize() (never called here) and Rule's in and unique.
    const framework = join(scratch, 'FormRequestFramework.php')
    writeFileSync(
      framework,
      `<?php
namespace Illuminate\\Foundation\\Http {
    abstract class FormRequest
    {
        public function route(string $name): mixed
        {
            return null;
        }
    }
}

namespace Illuminate\\Validation {
    final class InRule
    {
        public function __construct(public readonly array $values)
        {
        }
    }

    final class UniqueRule
    {
        public function ignore(mixed $id, string $column): self
        {
            return $this;
        }
    }

    final class Rule
    {
        public static function in(array $values): InRule
        {
            return new InRule($values);
        }

        public static function unique(string $table, string $column): UniqueRule
        {
            return new UniqueRule();
        }
    }
}
`,
    )
    const writes = conformance.flatMap((testCase) => {
      const match = /^\/records\/([^/?]+)(\/[^/?]+)?(\?.*)?$/.exec(testCase.path)
      const resource = plan.resources.find((candidate) => candidate.krud === match?.[1])
      const mode =
        testCase.method === 'POST' && match?.[2] === undefined
          ? 'Store'
          : testCase.method === 'PATCH'
            ? 'Update'
            : undefined
      const body = testCase.body
      if (resource === undefined || mode === undefined || typeof body !== 'object' || body === null) return []
      if (testCase.as === undefined || ![200, 400].includes(testCase.expect.status)) return []
      const values = JSON.parse(
        JSON.stringify(body).replace(/\$\{(run|letters)\}/g, (_whole, name) => (name === 'run' ? 'run' : 'AB')),
      )
      const path = (testCase.expect.body as { issues?: { $some?: { path?: string } } } | undefined)?.issues?.$some?.path
      return [{ testCase, request: `${resource.className}${mode}Request`, values, path }]
    })
    const requests = [...new Set(writes.map((write) => write.request))]
    const answers = runPhp(
      `${prelude(['Issue', 'ValidationIssues', 'ApiError', 'JsonBodyRequest'], [framework])}
${requests.map((request) => `require ${phpString(join(scratch, `app/Http/Requests/${request}.php`))};`).join('\n')}
function data_get(array $target, string $key): mixed
{
    return $target[$key] ?? null;
}

/**
 * Laravel's rules, as far as these bodies reach them, with its failed() shape: a rule is skipped
 * for a value left out (sometimes), null (nullable) or empty (unless it is required or present);
 * sizes are lengths for strings, values for numbers. Unique asks the database, so it is left out.
 */
function failedRules(array $rules, array $body): array
{
    $failed = [];
    foreach ($rules as $attribute => $list) {
        if (str_contains($attribute, '.')) {
            continue;
        }
        $given = array_key_exists($attribute, $body);
        $value = $body[$attribute] ?? null;
        if (!$given && in_array('sometimes', $list, true)) {
            continue;
        }
        if (in_array('required', $list, true) && ($value === null || $value === '' || $value === [])) {
            $failed[$attribute]['Required'] = [];
            continue;
        }
        if (in_array('present', $list, true) && !$given) {
            $failed[$attribute]['Present'] = [];
            continue;
        }
        if ($value === null && (in_array('nullable', $list, true) || !$given)) {
            continue;
        }
        $numeric = in_array('integer', $list, true) || in_array('numeric', $list, true);
        foreach ($list as $rule) {
            $name = is_string($rule) ? explode(':', $rule, 2)[0] : '';
            $parameter = is_string($rule) && str_contains($rule, ':') ? explode(':', $rule, 2)[1] : '';
            $size = is_string($value) && !$numeric ? preg_match_all('/./us', $value) : $value;
            $fails = match (true) {
                $rule instanceof \\Illuminate\\Validation\\InRule => !in_array((string) $value, array_map('strval', $rule->values), true),
                $name === 'string' => !is_string($value),
                $name === 'integer' => filter_var($value, FILTER_VALIDATE_INT) === false,
                $name === 'numeric' => !is_numeric($value),
                $name === 'boolean' => !in_array($value, [true, false, 0, 1, '0', '1'], true),
                $name === 'array' => !is_array($value),
                $name === 'min' => $size < (float) $parameter,
                $name === 'max' => $size > (float) $parameter,
                $name === 'regex' => !is_string($value) || preg_match($parameter, $value) !== 1,
                default => false,
            };
            if ($fails) {
                $failed[$attribute][$rule instanceof \\Illuminate\\Validation\\InRule ? 'In' : ucfirst($name)] = $parameter === '' ? [] : [$parameter];
            }
        }
    }

    return $failed;
}

$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static function (array $write): array {
    $class = 'App\\\\Http\\\\Requests\\\\' . $write['request'];
    $issues = \\Tamga\\Api\\ValidationIssues::fromFailedRules(failedRules((new $class())->rules(), $write['values']), $write['values']);

    return array_column($issues, 'path');
}, $input), JSON_UNESCAPED_UNICODE);`,
      writes.map(({ request, values }) => ({ request, values })),
    ) as string[][]
    const failures = writes.flatMap((write, index) => {
      const paths = answers[index] ?? []
      const name = `${write.testCase.name}: ${JSON.stringify(paths)}`
      if (write.testCase.expect.status === 200) return paths.length === 0 ? [] : [name]
      // A taken unique value is the database's to refuse: its case has no other issue.
      const field = write.path?.slice(1) ?? ''
      const unique =
        new RegExp(`Rule::unique\\('[a-z_0-9]+', '${field}'\\)`).test(file(`app/Http/Requests/${write.request}.php`)) &&
        paths.length === 0
      return unique || (write.path !== undefined && paths.includes(write.path)) ? [] : [name]
    })
    expect(failures).toEqual([])
    expect(writes.filter((write) => write.testCase.expect.status === 400).length).toBeGreaterThanOrEqual(4)
    expect(writes.filter((write) => write.testCase.expect.status === 200).length).toBeGreaterThanOrEqual(3)
  })

  it.skipIf(!postgres)(
    "answers lists over the project's tables on PostgreSQL through RecordList::answer(): the row's columns and labels, every spelling searched, the filters, the cursor and the consolidations",
    { timeout: 120_000 },
    async () => {
      const database = `tamga_laravel_list_${process.pid}`
      psql('postgres', `drop database if exists ${database}`)
      psql('postgres', `create database ${database}`)
      try {
        // The tables as the generated Go project's migrations make them, from the same plan.
        const migrations = [...generateGo(plan)]
          .filter(([path]) => /^internal\/db\/migrations\/[^/]+\.sql$/.test(path))
          .sort(([a], [b]) => (a < b ? -1 : 1))
        expect(migrations.length).toBeGreaterThan(3)
        for (const [, statements] of migrations) psql(database, statements)
        psql(
          database,
          `insert into aimag (id, name, code) values (1, 'Ховд', '84'), (2, 'Завхан', '81'), (3, 'Архангай', '65');
           insert into heritage_domain (id, name) values (1, 'Уран зураг'), (2, 'Хөгжим');
           insert into heritage_bearer (id, last_name, first_name, aimag_id, heritage_domain_id, biography) values
             (1, 'Баяр', 'Болд', 1, 1, 'a biography'), (2, 'Цэцэг', 'Сараа', 2, 2, null),
             (3, 'Дорж', 'Бат', 1, 2, null), (4, 'Bayarmaa', 'Saraa', 3, 1, null), (5, 'Ган', 'Эрдэнэ', null, null, null);
           insert into heritage_bearer (id, last_name, first_name, deleted_at) values (6, 'Устсан', 'Нэр', now());
           insert into application (id, applicant_id, heritage_bearer_id, title, amount, created_at) values
             (1, 1, 1, 'A', 100.50, '2026-01-01'), (2, 1, 2, 'B', 200, '2026-01-02'), (3, 2, null, 'C', null, '2026-01-03');
           insert into tamga_process (id, workflow, krud, row_id, diagram, status, status_type)
             overriding system value values (41, 'grant', 'applications', '1', '{}', 'START', 'start');`,
        )
        const resource = (krud: string): ResourcePlan => {
          const found = plan.resources.find((candidate) => candidate.krud === krud)
          if (found === undefined) throw new Error(`no resource ${krud}`)
          return found
        }
        const aimags = resource('aimags')
        const bearers = resource('heritage-bearers')
        const applications = resource('applications')
        const filter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`
        const cases = [
          { krud: 'aimags', query: 'sort=name&pageSize=2' },
          { krud: 'aimags', query: `sort=name&pageSize=2&after=${NEXT_CURSOR}` },
          { krud: 'aimags', query: 'sort=name&pageSize=2&page=2' },
          { krud: 'heritage-bearers', query: '' },
          { krud: 'heritage-bearers', query: 'search=Bayar' },
          { krud: 'heritage-bearers', query: `search=${encodeURIComponent('  Баяр ')}` },
          { krud: 'heritage-bearers', query: 'search=Khovd' },
          { krud: 'heritage-bearers', query: 'deleted=true' },
          { krud: 'heritage-bearers', query: 'sort=first_name&pageSize=2' },
          { krud: 'heritage-bearers', query: `sort=first_name&pageSize=2&after=${NEXT_CURSOR}` },
          { krud: 'heritage-bearers', query: 'sort=first_name&pageSize=2&page=2' },
          { krud: 'heritage-bearers', query: `search=${'a'.repeat(201)}` },
          { krud: 'applications', query: 'sort=-created_at' },
          { krud: 'applications', query: `search=${encodeURIComponent('Сараа')}` },
          { krud: 'heritage-bearers', query: filter({ last_name: { text: 'ба' } }) },
          { krud: 'heritage-bearers', query: filter({ register_number: { text: '' }, aimag_id: { in: [1] } }) },
          { krud: 'applications', query: filter({ amount: { from: 150 } }) },
          { krud: 'applications', query: filter({ created_at: { to: '2026-01-02' } }) },
          // Held to Tamga's answers below only: descending keyset pages, sets of booleans and of
          // nothing, a part of a word, a search with a filter.
          { krud: 'heritage-bearers', query: 'sort=-last_name&pageSize=2' },
          { krud: 'heritage-bearers', query: `sort=-last_name&pageSize=2&after=${NEXT_CURSOR}` },
          { krud: 'heritage-bearers', query: `sort=-last_name&pageSize=2&after=${NEXT_CURSOR}` },
          { krud: 'heritage-bearers', query: filter({ is_published: { in: [false] } }) },
          { krud: 'heritage-bearers', query: filter({ aimag_id: { in: [] } }) },
          // A key as the grid sends it (text), no as the text "false", and a province by the
          // words of its name typed in Latin: typed values and related labels, as Tamga reads them.
          { krud: 'heritage-bearers', query: filter({ aimag_id: { in: ['1', 2] } }) },
          { krud: 'heritage-bearers', query: filter({ is_published: { in: ['false'] } }) },
          { krud: 'heritage-bearers', query: filter({ aimag_id: { label: 'Khovd' } }) },
          { krud: 'heritage-bearers', query: `search=${encodeURIComponent('хов')}` },
          { krud: 'applications', query: `search=a&${filter({ amount: { to: 150 } })}` },
        ].map((read) => {
          const listed = resource(read.krud)
          return { ...read, table: listed.table.table, softDelete: listed.table.softDelete }
        })
        // Eloquent's builder and the request as far as RecordList::answer() calls them: the
        // statement kept in its parts, the bindings by part in the order Eloquent sends them
        // (select, then where), SoftDeletes' scope as it applies it. Rows come back as
        // PostgreSQL writes them: the model's casts are Eloquent's part.
        const framework = join(scratch, 'ListFramework.php')
        writeFileSync(
          framework,
          `<?php
namespace Illuminate\\Database\\Eloquent {
    final class Builder
    {
        private array $columns = ['*'];
        private array $selectBindings = [];
        private array $wheres = [];
        private array $whereBindings = [];
        private array $orders = [];
        private string $window = '';
        private bool $trashed = false;

        public function __construct(private readonly string $table, private readonly bool $softDelete, private readonly \\Closure $run)
        {
        }

        public function onlyTrashed(): self
        {
            $this->trashed = true;

            return $this;
        }

        public function whereRaw(string $sql, array $bindings = []): self
        {
            $this->wheres[] = $sql;
            array_push($this->whereBindings, ...$bindings);

            return $this;
        }

        public function toBase(): self
        {
            return $this;
        }

        public function select(array $columns): self
        {
            $this->columns = $columns;
            $this->selectBindings = [];

            return $this;
        }

        public function selectRaw(string $sql, array $bindings = []): self
        {
            $this->columns[] = $sql;
            array_push($this->selectBindings, ...$bindings);

            return $this;
        }

        public function orderByRaw(string $sql): self
        {
            $this->orders[] = $sql;

            return $this;
        }

        public function limit(int $count): self
        {
            $this->window .= ' limit ' . $count;

            return $this;
        }

        public function offset(int $count): self
        {
            $this->window .= ' offset ' . $count;

            return $this;
        }

        public function first(): ?object
        {
            $rows = $this->rows();

            return $rows === [] ? null : (object) $rows[0];
        }

        public function get(): object
        {
            return new class ($this->rows()) {
                public function __construct(private readonly array $rows)
                {
                }

                public function toArray(): array
                {
                    return $this->rows;
                }
            };
        }

        private function rows(): array
        {
            $table = '"' . $this->table . '"';
            $wheres = $this->softDelete ? [$table . '."deleted_at" is ' . ($this->trashed ? 'not null' : 'null')] : [];
            $wheres = [...$wheres, ...$this->wheres];
            $sql = 'select ' . implode(', ', $this->columns) . ' from ' . $table
                . ($wheres === [] ? '' : ' where ' . implode(' and ', $wheres))
                . ($this->orders === [] ? '' : ' order by ' . implode(', ', $this->orders)) . $this->window;

            return ($this->run)("select coalesce(json_agg(r), '[]') from (" . $sql . ') r', [...$this->selectBindings, ...$this->whereBindings]);
        }
    }
}

namespace Illuminate\\Http {
    final class Request
    {
        public function __construct(private readonly array $query)
        {
        }

        public function query(): array
        {
            return $this->query;
        }
    }
}
`,
        )
        const answers = runPhp(
          `${prelude(['Issue', 'ValidationIssues', 'ApiError', 'SearchSpelling', 'ColumnValue', 'RecordList'], [framework])}
use Tamga\\Api\\ApiError;

$lists = [
${listsOf([aimags, bearers, applications]).join('\n')}
];

/** A statement run over psql, its bindings written as literals; answers its one value, as JSON. */
function query(string $sql, array $bindings): mixed
{
    $inlined = preg_replace_callback('/\\?/', static function () use (&$bindings): string {
        $value = array_shift($bindings);

        return is_int($value) ? (string) $value : "'" . str_replace("'", "''", (string) $value) . "'";
    }, $sql);
    exec('psql ' . escapeshellarg(${phpString(databaseUrl(database))}) . ' -v ON_ERROR_STOP=1 -tAqc ' . escapeshellarg($inlined) . ' 2>&1', $output, $status);
    if ($status !== 0) {
        throw new \\RuntimeException(implode("\\n", $output) . "\\n" . $inlined);
    }

    return json_decode(implode("\\n", $output), true);
}

$next = null;
$input = json_decode(stream_get_contents(STDIN), true);
echo json_encode(array_map(static function (array $case) use ($lists, &$next): array {
    parse_str(str_replace(${phpString(NEXT_CURSOR)}, (string) $next, $case['query']), $query);
    $rows = new \\Illuminate\\Database\\Eloquent\\Builder($case['table'], $case['softDelete'], query(...));
    try {
        $answer = $lists[$case['krud']]->answer($rows, new \\Illuminate\\Http\\Request($query));
    } catch (ApiError $error) {
        return ['refused' => array_column($error->issues, 'path')];
    }
    $next = $answer['next'];

    return $answer;
}, $input), JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES);`,
          cases,
        ) as Array<{
          rows: Array<Record<string, unknown>>
          total: number
          next: string | null
          consolidation: Record<string, number | null>
          page: number
          pageSize: number
          firstRowNumber: number
          refused?: string[]
        }>
        const [
          firstAimags,
          nextAimags,
          secondAimags,
          allBearers,
          bayar,
          bayarCyrillic,
          khovd,
          deleted,
          firstBearers,
          nextBearers,
          secondBearers,
          tooLong,
          allApplications,
          searchedApplications,
          lastNamesWithBa,
          registeredInKhovd,
          largerAmounts,
          untilTheSecond,
        ] = answers
        const column = (answer: { rows: Array<Record<string, unknown>> } | undefined, name: string) =>
          answer?.rows.map((row) => row[name])
        const labels = (resource: ResourcePlan) => resource.list.labels.map((label) => `${label.field}__label`)
        // A row carries the list's columns, the labels, the version and nothing else, in Tamga's order.
        expect(firstAimags?.rows.map((row) => Object.keys(row))).toEqual(
          [1, 2].map(() => [...aimags.list.columns, ...labels(aimags), '_version']),
        )
        expect(column(firstAimags, 'name')).toEqual(['Архангай', 'Завхан'])
        expect(firstAimags?.total).toBe(3)
        // The cursor is base64url JSON of the last row's sort values and identity, as Tamga writes it.
        expect(JSON.parse(Buffer.from(firstAimags?.next ?? '', 'base64url').toString('utf8'))).toEqual(['Завхан', 2])
        expect(firstAimags?.next).not.toMatch(/[=+/]/)
        expect(column(nextAimags, 'name')).toEqual(['Ховд'])
        expect(nextAimags?.next).toBeNull()
        expect(secondAimags?.rows).toEqual(nextAimags?.rows)

        expect(allBearers?.total).toBe(5)
        expect(allBearers?.rows.map((row) => Object.keys(row))).toEqual(
          [1, 2, 3, 4, 5].map(() => [...bearers.list.columns, ...labels(bearers), '_version']),
        )
        expect(bearers.list.columns).not.toContain('biography')
        expect(allBearers?.rows.find((row) => row.id === 1)).toMatchObject({
          aimag_id__label: 'Ховд',
          heritage_domain_id__label: 'Уран зураг',
        })
        expect(allBearers?.rows.find((row) => row.id === 5)).toMatchObject({ aimag_id__label: null })
        // Either script finds the other: Bayar finds Баяр, Баяр finds Bayarmaa.
        expect(column(bayar, 'last_name')).toEqual(['Bayarmaa', 'Баяр'])
        expect(column(bayarCyrillic, 'last_name')).toEqual(['Bayarmaa', 'Баяр'])
        // A relation is searched by its label, in every spelling: Khovd finds the bearers of Ховд.
        expect(column(khovd, 'id')).toEqual([1, 3])
        expect(column(deleted, 'id')).toEqual([6])
        expect(Object.keys(deleted?.rows[0] ?? {}).slice(-2)).toEqual(['deleted_at', '_version'])
        // after= reads the page the page number reads, without the offset.
        expect(column(firstBearers, 'first_name')).toEqual(['Saraa', 'Бат'])
        expect(nextBearers?.rows).toEqual(secondBearers?.rows)
        expect(column(nextBearers, 'first_name')).toEqual(['Болд', 'Сараа'])
        expect(tooLong?.refused).toEqual(['/search'])

        expect(allApplications?.total).toBe(3)
        expect(column(allApplications, 'id')).toEqual([3, 2, 1])
        expect(column(allApplications, '__process_id')).toEqual([null, null, 41])
        expect(column(allApplications, 'heritage_bearer_id__label')).toEqual([null, 'Цэцэг Сараа', 'Баяр Болд'])
        expect(Object.keys(allApplications?.rows[0] ?? {}).slice(-2)).toEqual(['_version', '__process_id'])
        // The consolidations are numbers over every row the filters keep, not the page's.
        expect(allApplications?.consolidation).toEqual({ sum_amount: 300.5 })
        // Found by its bearer's label, any of the label's columns.
        expect(column(searchedApplications, 'title')).toEqual(['B'])
        expect(searchedApplications?.consolidation).toEqual({ sum_amount: 200 })
        // The grid's filters as Tamga's: a text contains its words in any case (in its one
        // spelling: that is search's part), no words filter nothing (rows without a value stay),
        // a range's end day is in it.
        expect(column(lastNamesWithBa, 'last_name')).toEqual(['Баяр'])
        expect(column(registeredInKhovd, 'id')).toEqual([1, 3])
        expect(column(largerAmounts, 'title')).toEqual(['B'])
        expect(largerAmounts?.consolidation).toEqual({ sum_amount: 200 })
        expect(column(untilTheSecond, 'title')).toEqual(['B', 'A'])
        expect(
          answers.every(
            (answer) =>
              answer.refused !== undefined || answer.firstRowNumber === 1 + (answer.page - 1) * answer.pageSize,
          ),
        ).toBe(true)

        // Tamga's own list over the same database answers the same: its statements (compileList
        // from the same documents) and its cursor. Eloquent's casts are not run here, so a
        // time and a decimal are compared as the instant and the number they write.
        const engine = (path: string) => join(REPOSITORY_ROOT, 'packages', 'engine-server', 'src', path)
        const { openDatabase } = (await import(engine('db/database.ts'))) as {
          openDatabase(options: { databaseUrl: string }): Promise<{ db: unknown; close(): Promise<void> }>
        }
        const { compileList } = await import(engine('records/listQuery.ts'))
        const { encodeCursor, readListRequest } = await import(engine('records/listRequest.ts'))
        const project = heritageProject()
        const models = [...project.documents.model.values()]
        const modelOf = (name: string) => models.find((model) => model.name === name || model.table === name)
        const tamga = await openDatabase({ databaseUrl: databaseUrl(database) })
        const decimals = new Set(
          plan.tables.flatMap((table) => table.columns.filter((c) => c.kind === 'decimal').map((c) => c.name)),
        )
        const comparable = (rows: Array<Record<string, unknown>>) =>
          rows.map((row) =>
            Object.fromEntries(
              Object.entries(row).map(([key, value]) => [
                key,
                typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)
                  ? new Date(value).toISOString()
                  : decimals.has(key) && value !== null
                    ? Number(value)
                    : value,
              ]),
            ),
          )
        try {
          let tamgaNext: string | null = null
          const differences: string[] = []
          for (const [index, listed] of cases.entries()) {
            const answer = answers[index]
            if (answer?.refused !== undefined) continue
            const krud = project.documents.krud.get(listed.krud)
            const grid = krud === undefined ? undefined : project.documents.grid.get(krud.grid)
            const model = grid?.model === undefined ? undefined : modelOf(grid.model)
            if (krud === undefined || grid === undefined || model === undefined) throw new Error(listed.krud)
            // The query string as Tamga's route coerces it.
            const given: URLSearchParams = new URLSearchParams(listed.query.replace(NEXT_CURSOR, tamgaNext ?? ''))
            const query = Object.fromEntries(
              [...given].map(([name, value]) => [
                name,
                name === 'page' || name === 'pageSize' ? Number(value) : name === 'deleted' ? value === 'true' : value,
              ]),
            )
            const params = readListRequest(grid, query, searchVariants, valueColumns(model))
            const compiled = compileList(model, grid, params, [], {
              userId: 1,
              tableOf: (name: string) => modelOf(name)?.table,
              modelOf,
              processesOf: krud.workflow === undefined ? undefined : listed.krud,
            })
            const rows = JSON.parse(JSON.stringify((await compiled.page.execute(tamga.db)).rows))
            const totals = (await compiled.totals.execute(tamga.db)).rows[0] as Record<string, unknown>
            const last = rows.at(-1)
            const cursor = last === undefined ? [] : compiled.cursorFields.map((field: string) => last[field])
            tamgaNext =
              rows.length === params.pageSize && cursor.every((value: unknown) => value != null)
                ? encodeCursor(cursor)
                : null
            const consolidation = Object.fromEntries(
              Object.entries(totals)
                .filter(([key]) => key !== 'total')
                .map(([key, value]) => [key, value === null ? null : Number(value)]),
            )
            const mine = { rows: comparable(answer?.rows ?? []), keys: answer?.rows.map((row) => Object.keys(row)) }
            const theirs = { rows: comparable(rows), keys: rows.map((row: object) => Object.keys(row)) }
            if (JSON.stringify(mine) !== JSON.stringify(theirs))
              differences.push(`${listed.krud}?${listed.query}: rows`)
            if (answer?.total !== Number(totals.total)) differences.push(`${listed.krud}?${listed.query}: total`)
            if (JSON.stringify(answer?.consolidation) !== JSON.stringify(consolidation))
              differences.push(`${listed.krud}?${listed.query}: consolidation`)
            if (answer?.next !== tamgaNext) differences.push(`${listed.krud}?${listed.query}: next`)
          }
          expect(differences).toEqual([])
          // Nearly every case answers rows, so the comparison compares rows.
          expect(answers.filter((answer) => (answer.rows?.length ?? 0) > 0).length).toBeGreaterThanOrEqual(
            cases.length - 2,
          )
        } finally {
          await tamga.close()
        }
      } finally {
        psql('postgres', `drop database if exists ${database}`)
      }
    },
  )
})
