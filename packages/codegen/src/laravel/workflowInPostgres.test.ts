// The Laravel project's workflow statements run on a real PostgreSQL database through
// Illuminate's own query builder (Debian's php-illuminate-database, Laravel's database component,
// booted as a Capsule), beside Tamga on the same database: one application walks a season with
// a rework on Tamga's server and another through the generated ProcessService, and both answer
// alike at every move and leave the same rows in Tamga's workflow tables.
import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heritageProject, REPOSITORY_ROOT } from '../../test/readProject.ts'
import { databaseUrl, freePort, hasPostgres, psql, type StartedServer, startServer } from '../../test/servers.ts'
import { describeProject } from '../plan/describeProject.ts'
import { generateLaravel } from './generateLaravel.ts'
import { phpString } from './php.ts'

/** Debian's Laravel 8.83 (php-laravel-framework): the query builder, Eloquent, the Gate, form requests. */
const ILLUMINATE = '/usr/share/php/Illuminate/autoload.php'
const TAMGA = join(REPOSITORY_ROOT, 'packages', 'engine-server', 'bin', 'tamga.mjs')
const PASSWORD = 'Demo#2026'
/** Tamga's REST door refuses a state-changing request without it (its guard against cross-site forms). */
const CLIENT_HEADERS = { 'x-requested-with': 'XMLHttpRequest' }

function phpWithPgsql(): boolean {
  try {
    return execFileSync('php', ['-m'], { encoding: 'utf8' }).split('\n').includes('pdo_pgsql')
  } catch {
    return false
  }
}

const ready = hasPostgres() && phpWithPgsql() && existsSync(ILLUMINATE)
const name = "the Laravel project's workflow statements on PostgreSQL, beside Tamga"

/**
 * One move of the walk: who makes it, on the open step of which diagram node (or the record's
 * creation, or a look at the process), with what body.
 */
interface Move {
  as: string
  do: 'create' | 'of' | 'act' | 'vote' | 'close-vote' | 'update'
  step?: string
  body?: Record<string, unknown>
}

const signed = (text: string) => ({ signature: { type: 'text', text } })

/** A season with a rework and the refusals on the way (council ids are the demo accounts' 4-6). */
const WALK: Move[] = [
  { as: 'applicant', do: 'create', body: { title: 'PHP өргөдөл', heritage_bearer_id: 1, amount: 1500000 } },
  { as: 'applicant', do: 'of' },
  { as: 'applicant2', do: 'of' },
  { as: 'applicant2', do: 'act', step: 'start', body: { port: 'submit' } },
  { as: 'applicant', do: 'update', body: { description: 'Нэмэлт тайлбар', process_status: 'END' } },
  { as: 'staff', do: 'act', step: 'start', body: { port: 'submit' } },
  { as: 'staff', do: 'update', body: { attachment: null } },
  { as: 'applicant', do: 'act', step: 'start', body: { port: 'approve' } },
  { as: 'applicant', do: 'act', step: 'no-such-step', body: { port: 7 } },
  { as: 'applicant', do: 'vote', step: 'no-such-step', body: {} },
  { as: 'applicant', do: 'act', step: 'start', body: { port: 'submit', description: 'Илгээв' } },
  { as: 'applicant', do: 'act', step: 'start', body: { port: 'submit' } },
  { as: 'staff', do: 'update', body: { attachment: null, process_status: 'END' } },
  { as: 'applicant', do: 'update', body: { attachment: null } },
  { as: 'staff', do: 'act', step: 'check', body: { port: 'send-back' } },
  { as: 'staff', do: 'act', step: 'check', body: { port: 'send-back', description: 'Дутуу', ...signed('Ажилтан') } },
  { as: 'applicant', do: 'of' },
  { as: 'applicant', do: 'act', step: 're-create', body: { port: 'resubmit', description: 'Нэмэв' } },
  { as: 'admin', do: 'act', step: 'check', body: { port: 'approve' } },
  { as: 'sysadmin', do: 'of' },
  { as: 'staff', do: 'act', step: 'check', body: { port: 'approve', ...signed('Ажилтан') } },
  { as: 'staff', do: 'act', step: 'prepare-vote', body: { port: 'ready', voters: [4, 5] } },
  { as: 'staff', do: 'act', step: 'prepare-vote', body: { port: 'ready', voters: [4, 5, 7] } },
  { as: 'staff', do: 'act', step: 'prepare-vote', body: { port: 'ready', voters: [4, 5, 6] } },
  { as: 'staff', do: 'act', step: 'vote', body: { port: 'supported' } },
  { as: 'staff', do: 'update', body: { attachment: null } },
  { as: 'applicant', do: 'vote', step: 'vote', body: { vote: 'approve', ...signed('Өргөдөл гаргагч') } },
  { as: 'council1', do: 'vote', step: 'vote', body: { vote: 'approve' } },
  { as: 'council1', do: 'vote', step: 'vote', body: { vote: 'approve', ...signed('Зөвлөл 1') } },
  { as: 'council1', do: 'vote', step: 'vote', body: { vote: 'reject', ...signed('Зөвлөл 1') } },
  { as: 'council2', do: 'vote', step: 'vote', body: { vote: 'recreate', description: 'Ж', ...signed('Зөвлөл 2') } },
  { as: 'council1', do: 'close-vote', step: 'vote' },
  { as: 'staff', do: 'close-vote', step: 'vote' },
  { as: 'council3', do: 'vote', step: 'vote', body: { vote: 'approve', ...signed('Зөвлөл 3') } },
  { as: 'staff', do: 'act', step: 'summary', body: { port: 'approve', ...signed('Ажилтан') } },
  { as: 'staff', do: 'act', step: 'summary', body: { port: 'approve', ...signed('Ажилтан') } },
  { as: 'staff', do: 'update', body: { attachment: null } },
  { as: 'council1', do: 'update', body: { attachment: null } },
]

/** An answer with what differs by nature between two records masked: ids and opening times. */
function masked(answer: { status: number; body: unknown }): unknown {
  const body = answer.body as { code?: string; issues?: Array<{ path: string; code: string }> }
  // A new record answers as the records door does, which is not the workflow's part: its status here.
  const record = (answer.body as { record?: { process_status?: unknown } }).record
  if (answer.status === 200 && record !== undefined) return { status: 200, process_status: record.process_status }
  if (answer.status !== 200) {
    return { status: answer.status, code: body.code, issues: body.issues?.map((issue) => [issue.path, issue.code]) }
  }
  const text = JSON.stringify(answer.body, (key, value: unknown) =>
    ['processId', 'rowId', 'id', 'opened_at', 'title', '_version', 'created_at', 'updated_at'].includes(key) &&
    value !== null
      ? '«masked»'
      : value,
  )
  return { status: 200, body: JSON.parse(text) }
}

describe.skipIf(!ready && process.env.CI !== 'true')(name, () => {
  const database = `tamga_laravel_wf_${randomBytes(6).toString('hex')}`
  let scratch = ''
  const servers: StartedServer[] = []
  let base = ''

  beforeAll(async () => {
    if (!ready) throw new Error('CI=true, but PostgreSQL, php-pgsql or php-laravel-framework is missing')
    scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-workflow-pg-'))
    psql('postgres', `create database ${database}`)
    execFileSync(process.execPath, [TAMGA, 'seed', '--demo-accounts'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl(database), NODE_ENV: undefined },
      stdio: 'ignore',
    })
    // A second applicant, whose row conditions keep the first one's applications out of sight.
    psql(
      database,
      `insert into tamga_user (login, password_hash, first_name, last_name, role_id, confirmed)
      select 'applicant2', password_hash, 'Дорж', 'Бат', role_id, true from tamga_user where login = 'applicant'`,
    )
    // Staff sign as a member of two organisations, the main one named in their signature.
    psql(
      database,
      `with o as (insert into tamga_organization (name) values ('Хяналтын хэлтэс'), ('Соёлын яам') returning id, name)
      insert into tamga_user_organization (user_id, org_id, is_main)
      select u.id, o.id, o.name = 'Соёлын яам' from o, tamga_user u where u.login = 'staff'`,
    )
    const port = await freePort()
    servers.push(
      await startServer(
        process.execPath,
        [TAMGA, 'start'],
        {
          ...process.env,
          NODE_ENV: undefined,
          DATABASE_URL: databaseUrl(database),
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
        },
        `http://127.0.0.1:${port}/api/health`,
        120,
      ),
    )
    base = `http://127.0.0.1:${port}/api`
    for (const [path, contents] of generateLaravel(describeProject(heritageProject()))) {
      mkdirSync(dirname(join(scratch, path)), { recursive: true })
      writeFileSync(join(scratch, path), contents)
    }
  }, 300_000)

  afterAll(async () => {
    for (const server of servers) await server.stop()
    if (ready) psql('postgres', `drop database if exists ${database} with (force)`)
    if (scratch !== '') rmSync(scratch, { recursive: true, force: true })
  })

  /** Walks the season on Tamga's server; answers each move's answer and the process id. */
  async function walkOnTamga(): Promise<{ answers: Array<{ status: number; body: unknown }>; processId: number }> {
    const tokens = new Map<string, string>()
    const call = async (as: string, method: string, path: string, body?: unknown) => {
      let token = tokens.get(as)
      if (token === undefined) {
        const login = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...CLIENT_HEADERS },
          body: JSON.stringify({ login: as, password: PASSWORD }),
        })
        const answer = (await login.json()) as { token?: unknown }
        if (typeof answer.token !== 'string')
          throw new Error(`${as} cannot sign in on Tamga: ${JSON.stringify(answer)}`)
        token = answer.token
        tokens.set(as, token)
      }
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...CLIENT_HEADERS,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return { status: response.status, body: (await response.json()) as unknown }
    }
    const answers: Array<{ status: number; body: unknown }> = []
    let rowId = 0
    let state: { processId: number; openSteps: Array<{ id: number; status_id: string }> } | undefined
    for (const move of WALK) {
      const stepId = () => state?.openSteps.find((step) => step.status_id === move.step)?.id ?? 0
      const version = async () =>
        ((await call(move.as, 'GET', `/records/applications/${rowId}`)).body as { record: { _version: string } }).record
          ._version
      const answer =
        move.do === 'create'
          ? await call(move.as, 'POST', '/records/applications', move.body)
          : move.do === 'update'
            ? await call(move.as, 'PATCH', `/records/applications/${rowId}?version=${await version()}`, move.body)
            : move.do === 'of'
              ? await call(move.as, 'GET', `/process/of/applications/${rowId}`)
              : await call(
                  move.as,
                  'POST',
                  `/process/${state?.processId}/steps/${stepId()}/${move.do}`,
                  move.body ?? {},
                )
      if (move.do === 'create') {
        if (answer.status !== 200) throw new Error(`Tamga refused the new record: ${JSON.stringify(answer.body)}`)
        rowId = (answer.body as { record: { id: number } }).record.id
        state = (await call(move.as, 'GET', `/process/of/applications/${rowId}`)).body as typeof state
      } else if (answer.status === 200 && move.do !== 'update') state = answer.body as typeof state
      answers.push(answer)
    }
    return { answers, processId: state?.processId ?? 0 }
  }

  /** Walks the season through the generated ProcessController, the store's and the update's statements. */
  function walkInPhp(): { answers: Array<{ status: number; body: unknown }>; processId: number } {
    const app = (path: string) => phpString(join(scratch, path))
    const controller = readFileSync(join(scratch, 'app/Http/Controllers/ApplicationsController.php'), {
      encoding: 'utf8',
    })
    // The store's transaction body exactly as the generated controller writes it.
    const store = /\$record = new Application\(\);[\s\S]*?return \$record;/.exec(controller)?.[0]
    if (store === undefined) throw new Error('ApplicationsController has no store transaction')
    const provider = readFileSync(join(scratch, 'app/Providers/AppServiceProvider.php'), 'utf8')
    const superAdmins = /SUPER_ADMIN_ROLES = (\[[0-9, ]*\]);/.exec(provider)?.[1]
    const policy = /Gate::policy\(Application::class, (\w+)::class\);/.exec(provider)?.[1]
    if (superAdmins === undefined || policy === undefined) throw new Error('AppServiceProvider changed')
    const url = new URL(databaseUrl(database))
    const script = `<?php
declare(strict_types=1);
require ${phpString(ILLUMINATE)};
spl_autoload_register(static function (string $class): void {
    foreach (['App\\\\' => ${app('app/')}, 'Tamga\\\\Api\\\\' => ${app('packages/heritage-api/src/')}] as $prefix => $folder) {
        if (str_starts_with($class, $prefix)) {
            require $folder . str_replace('\\\\', '/', substr($class, strlen($prefix))) . '.php';
        }
    }
});

use App\\Custom\\RecordHooks;
use App\\Http\\Controllers\\ApplicationsController;
use App\\Http\\Controllers\\ProcessController;
use Illuminate\\Http\\Request;
use App\\Http\\Requests\\ApplicationsUpdateRequest;
use App\\Policies\\ApplicationsPolicy;
use Illuminate\\Config\\Repository;
use Illuminate\\Container\\Container;
use Illuminate\\Contracts\\Validation\\Factory as ValidationFactoryContract;
use Illuminate\\Support\\Facades\\Gate as GateFacade;
use Illuminate\\Translation\\ArrayLoader;
use Illuminate\\Translation\\Translator;
use Illuminate\\Validation\\Factory as ValidationFactory;
use App\\Models\\Application;
use App\\Services\\ProcessService;
use Illuminate\\Auth\\Access\\AuthorizationException;
use Illuminate\\Auth\\Access\\Gate;
use Illuminate\\Contracts\\Auth\\Access\\Gate as GateContract;
use Illuminate\\Database\\Capsule\\Manager as Capsule;
use Illuminate\\Support\\Facades\\DB;
use Illuminate\\Support\\Facades\\Facade;
use Tamga\\Api\\ApiError;
use Tamga\\Api\\SessionUser;

// Laravel's database, as its service provider binds it: the DB facade over a Capsule.
$capsule = new Capsule();
$capsule->addConnection([
    'driver' => 'pgsql',
    'host' => ${phpString(url.hostname)},
    'port' => ${phpString(url.port || '5432')},
    'database' => ${phpString(database)},
    'username' => ${phpString(decodeURIComponent(url.username))},
    'password' => ${phpString(decodeURIComponent(url.password))},
    'charset' => 'utf8',
    'prefix' => '',
    'schema' => 'public',
    'sslmode' => 'prefer',
]);
$capsule->setAsGlobal();
$capsule->bootEloquent();
$container = $capsule->getContainer();
$container->instance('db', $capsule->getDatabaseManager());
Facade::setFacadeApplication($container);

// Laravel's app() and config() over this container and this project's config/workflows.php;
// its validator for the form requests.
Container::setInstance($container);
$settings = $container['config'];
$container->instance('config', new Repository([
    'database' => ['default' => $settings['database.default'], 'connections' => $settings['database.connections']],
    'workflows' => require ${app('config/workflows.php')},
]));
$container->instance(ValidationFactoryContract::class, new ValidationFactory(new Translator(new ArrayLoader(), 'en'), $container));

// Laravel's Gate as AppServiceProvider sets it up: the super admin may do everything, the
// model's policy decides the rest.
$gate = new Gate($container, static fn () => null);
$gate->before(static fn (?SessionUser $user): ?bool => $user !== null && in_array($user->roleId, ${superAdmins}, true) ? true : null);
$gate->policy(Application::class, ${phpString(`App\\Policies\\${policy}`)});
$container->instance(GateContract::class, $gate);

// The generated store's transaction, as ApplicationsController runs it.
final class Store
{
    private const KRUD = 'applications';

    public function __construct(private readonly RecordHooks $hooks, private readonly ProcessService $processes)
    {
    }

    public function store(array $values, SessionUser $user): Application
    {
        $userId = $user->getAuthIdentifier();

        return DB::transaction(function () use ($values, $user, $userId): Application {
            ${store}
        });
    }
}

$input = json_decode(stream_get_contents(STDIN), true);
$users = [];
foreach (DB::table('tamga_user')->get(['id', 'login', 'role_id']) as $row) {
    $users[$row->login] = new SessionUser((int) $row->id, (int) $row->role_id, '');
}
$processes = new ProcessService();
$controller = new ApplicationsController(new RecordHooks(), $processes, new ApplicationsPolicy());
$processController = new ProcessController($processes);
// A request to the workflow routes as Laravel hands it to ProcessController: its JSON body and its user.
$http = static function (SessionUser $user, string $content): Request {
    $request = Request::create('/', 'POST', server: ['CONTENT_TYPE' => 'application/json'], content: $content);
    $request->setUserResolver(static fn (): SessionUser => $user);

    return $request;
};
// The generated update as Laravel runs it: the form request resolved (authorized, validated), then the controller.
$update = static function (SessionUser $user, string $rowId, array $body) use ($container, $gate, $controller): array {
    $version = DB::table('application')->where('id', $rowId)->value(DB::raw('xmin::text'));
    $request = ApplicationsUpdateRequest::create(
        "/records/applications/{$rowId}?version={$version}",
        'PATCH',
        server: ['CONTENT_TYPE' => 'application/json'],
        content: json_encode($body, JSON_UNESCAPED_UNICODE),
    );
    $request->setContainer($container);
    $request->setUserResolver(static fn (): SessionUser => $user);
    GateFacade::swap($gate->forUser($user));
    $request->validateResolved();

    return $controller->update($request, $rowId);
};
$answers = [];
$state = null;
$rowId = '';
foreach ($input as $move) {
    $user = $users[$move['as']];
    $stepId = '0';
    foreach ($state['openSteps'] ?? [] as $step) {
        if ($step['status_id'] === ($move['step'] ?? null)) {
            $stepId = (string) $step['id'];
        }
    }
    $processId = (string) ($state['processId'] ?? 0);
    try {
        $answer = match ($move['do']) {
            'create' => ['status' => true, 'record' => (new Store(new RecordHooks(), $processes))->store($move['body'], $user)->toArray()],
            'of' => $processController->show($http($user, ''), 'applications', $rowId),
            'act' => $processController->act($http($user, $move['text']), $processId, $stepId),
            'vote' => $processController->vote($http($user, $move['text']), $processId, $stepId),
            'close-vote' => $processController->closeVote($http($user, $move['text']), $processId, $stepId),
            'update' => $update($user, $rowId, $move['body']),
        };
        if ($move['do'] === 'create') {
            $rowId = (string) $answer['record']['id'];
            $state = $processes->of($user, 'applications', $rowId);
        } elseif ($move['do'] !== 'update') {
            $state = $answer;
        }
        $answers[] = ['status' => 200, 'body' => $answer];
    } catch (ApiError $error) {
        [$status, $answer] = $error->answer();
        $answers[] = ['status' => $status, 'body' => $answer];
    } catch (AuthorizationException) {
        $answers[] = ['status' => 403, 'body' => ['code' => 'FORBIDDEN']];
    }
}
echo json_encode(['answers' => $answers, 'processId' => $state['processId'] ?? 0], JSON_UNESCAPED_UNICODE);
`
    const path = join(scratch, 'walk.php')
    writeFileSync(path, script)
    const result = spawnSync('php', [path], {
      // Each body also as the text a client sends ({} stays an object).
      input: JSON.stringify(WALK.map((move) => ({ ...move, text: JSON.stringify(move.body ?? {}) }))),
      encoding: 'utf8',
    })
    if (result.status !== 0) throw new Error(`php failed: ${result.stderr}${result.stdout}`)
    return JSON.parse(result.stdout)
  }

  /** A process's rows in Tamga's workflow tables, without what differs by nature (ids, times, the record). */
  function processRows(processId: number): unknown {
    const rows = (sql: string) => JSON.parse(psql(database, `select coalesce(json_agg(r), '[]') from (${sql}) r`))
    return {
      process: rows(`select workflow, krud, created_by, status, status_type, action_num,
        finished_at is not null as finished, diagram from tamga_process where id = ${processId}`),
      steps: rows(`select role_id, user_id, status, status_type, status_id, subject_type, is_subject_changeable,
        is_read_only, is_signature_needed, description, is_done, signature, step_data, action_num, opened_by,
        done_at is not null as done, done_by, port, status_action, due_date
        from tamga_process_step where process_id = ${processId} order by id`),
      history: rows(`select (select count(*) from tamga_process_step s where s.process_id = h.process_id
          and s.id < h.step_id) as step, status, status_type, status_action, is_done, description, action_num,
        signature, user_id, role_id from tamga_status_history h where process_id = ${processId} order by id`),
      votes: rows(`select user_id, approve, recreate, voted, description, signature_image,
        signature_date is not null as signed from tamga_vote where process_id = ${processId} order by id`),
      record: rows(`select a.process_status from application a join tamga_process p
        on p.row_id = a.id::text and p.krud = 'applications' where p.id = ${processId}`),
    }
  }

  it('walks a season with a rework as Tamga does: the same answers and the same rows', {
    timeout: 300_000,
  }, async () => {
    const tamga = await walkOnTamga()
    const laravel = walkInPhp()
    expect(laravel.processId).not.toBe(tamga.processId)
    const moves = WALK.map((move, index) => ({
      move: `${index} ${move.as} ${move.do} ${move.step ?? ''}`,
      tamga: masked(tamga.answers[index] ?? { status: 0, body: null }),
      laravel: masked(laravel.answers[index] ?? { status: 0, body: null }),
    }))
    expect(moves.map(({ move, laravel }) => ({ move, answer: laravel }))).toEqual(
      moves.map(({ move, tamga }) => ({ move, answer: tamga })),
    )
    const rows = processRows(laravel.processId) as { history: unknown[]; process: Array<{ status_type: string }> }
    expect(rows).toEqual(processRows(tamga.processId))
    // The walk reached the end, through a new round, a council and refusals on the way.
    expect(rows.process[0]?.status_type).toBe('END')
    expect(rows.history.length).toBeGreaterThan(6)
    expect(tamga.answers.filter((answer) => answer.status !== 200).length).toBeGreaterThan(5)
    // Another applicant's row conditions hide the process as a process that is not there.
    const hidden = tamga.answers.filter((_answer, index) => WALK[index]?.as === 'applicant2')
    expect(hidden.map((answer) => (answer.body as { code?: string }).code)).toEqual([
      'PROCESS_NOT_FOUND',
      'PROCESS_NOT_FOUND',
    ])
    // The record's updates meet the workflow's every answer: done by the step's holder, refused
    // to one holding no step, refused once the process finished.
    const updates = tamga.answers.filter((_answer, index) => WALK[index]?.do === 'update')
    expect(new Set(updates.map((answer) => answer.status))).toEqual(new Set([200, 403, 409]))
  })
})
