// The Laravel project's workflow decisions that need no framework (the runtime package's
// WorkflowDiagram, WorkflowRules and StepRequests) executed by php-cli against Tamga's own
// answers: the council tallies and step subjects the Go rules test holds the Go server to
// (@tamga/schema's tallyVotes and resolveStepSubject), the heritage diagram as Tamga's engine
// reads it, and the act and vote bodies as Tamga's request schemas judge them.
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import {
  ProcessActRequestSchema,
  ProcessVoteRequestSchema,
  resolveStepSubject,
  STEP_TYPES,
  type StepSubject,
  type StepType,
  SUBJECT_TYPES,
  tallyVotes,
  VOTE_DECISION_RULES,
  type WorkflowDocument,
  type WorkflowNode,
} from '@tamga/schema'
import { afterAll, describe, expect, it } from 'vitest'
import { heritageProject, REPOSITORY_ROOT } from '../../test/readProject.ts'
import { ACTOR, flagsOf, SETTINGS, START, SUBJECTS, VOTES } from '../go/workflowRuleTests.ts'
import { describeProject } from '../plan/describeProject.ts'
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
const plan = describeProject(heritageProject())
const tree = generateLaravel(plan)
const scratch = mkdtempSync(join(tmpdir(), 'tamga-laravel-workflow-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
for (const [path, contents] of tree) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true })
  writeFileSync(join(scratch, path), contents)
}

/** Tamga's engine-server modules, by path inside its src (the engine is not a dependency of codegen). */
const engine = <TModule>(path: string): Promise<TModule> =>
  import(join(REPOSITORY_ROOT, 'packages', 'engine-server', 'src', path))

/** TypeBox's value checker, as @tamga/schema resolves it: Tamga's own judge of a request body. */
const { Value } = createRequire(join(REPOSITORY_ROOT, 'packages', 'schema', 'package.json'))('typebox/value') as {
  Value: {
    Check(schema: unknown, value: unknown): boolean
    Errors(schema: unknown, value: unknown): Iterable<{ instancePath: string }>
  }
}

const RUNTIME = ['Issue', 'ApiError', 'WorkflowDiagram', 'WorkflowRules', 'StepRequests']

/** Runs a PHP script (after the runtime's workflow classes and the config) with JSON on standard input. */
function runPhp(body: string, input: unknown): unknown {
  const requires = RUNTIME.map(
    (name) => `require ${phpString(join(scratch, `packages/${plan.name}-api/src/${name}.php`))};`,
  )
  const script = `<?php
declare(strict_types=1);
// Composer installs symfony/polyfill-mbstring where PHP lacks the extension; so does this script.
if (!function_exists('mb_strlen')) {
    function mb_strlen(string $text): int
    {
        return (int) preg_match_all('/./us', $text);
    }
}
${requires.join('\n')}
use Tamga\\Api\\ApiError;
use Tamga\\Api\\StepRequests;
use Tamga\\Api\\WorkflowDiagram;
use Tamga\\Api\\WorkflowRules;
$config = require ${phpString(join(scratch, 'config/workflows.php'))};
$input = json_decode(stream_get_contents(STDIN), true);
${body}`
  const path = join(scratch, `script-${Math.random().toString(36).slice(2)}.php`)
  writeFileSync(path, script)
  const result = spawnSync('php', [path], { input: JSON.stringify(input), encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`php failed: ${result.stderr}${result.stdout}`)
  return JSON.parse(result.stdout)
}

const [heritageWorkflow] = plan.workflowDocuments
if (heritageWorkflow === undefined) throw new Error('heritage has no workflow')

describe.skipIf(!php)("the Laravel project's workflow rules under php-cli", () => {
  it('runs every step type, subject and council rule Tamga has, so a new one fails here first', () => {
    const answer = runPhp(
      'echo json_encode([WorkflowDiagram::STEP_TYPES, WorkflowDiagram::SUBJECT_TYPES, WorkflowDiagram::DECISION_RULES]);',
      null,
    ) as string[][]
    expect(answer.map((list) => [...list].sort())).toEqual(
      [STEP_TYPES, SUBJECT_TYPES, VOTE_DECISION_RULES].map((list) => [...list].sort()),
    )
  })

  it("counts a council's votes as Tamga's tallyVotes counts them", () => {
    const cases = SETTINGS.flatMap((settings) => VOTES.map((votes) => ({ votes, settings })))
    const answer = runPhp(
      `echo json_encode(array_map(static fn (array $case): array => WorkflowRules::tally(
    array_map(static fn (array $flags): array => $flags + ['approve' => null, 'recreate' => null], $case['flags']),
    ['minVoters' => $case['settings']['minVoters'], 'decisionRule' => $case['settings']['decisionRule'],
        'quorum' => $case['settings']['quorum'] ?? null],
), $input));`,
      cases.map(({ votes, settings }) => ({ flags: flagsOf(votes), settings })),
    )
    const tamga = cases.map(({ votes, settings }) => tallyVotes(flagsOf(votes), settings))
    expect(answer).toEqual(tamga)
    // The cases reach every decision.
    expect(new Set(tamga.map((tally) => tally.decision))).toEqual(new Set(['pending', 'approve', 'recreate', 'reject']))
  })

  it("gives a step to whom Tamga's resolveStepSubject gives it", () => {
    const tamga = SUBJECTS.map((entry) => {
      const subject: StepSubject = {
        subject_type: entry.subject,
        object_type: entry.type,
        role_id: entry.role ?? null,
        user_id: entry.user ?? null,
        is_subject_changeable: false,
        is_read_only: false,
        is_signature_needed: false,
      }
      const resolved = resolveStepSubject(subject, { currentUser: ACTOR, startStep: START })
      if (!resolved.ok) throw new Error(`Tamga resolves no assignee for ${entry.type} ${entry.subject}`)
      return { role_id: resolved.value.role_id, user_id: resolved.value.user_id }
    })
    const answer = runPhp(
      `echo json_encode(array_map(static fn (array $entry): array => WorkflowRules::resolveSubject(
    ['id' => 'n', 'type' => $entry['type'], 'subject' => ['subject_type' => $entry['subject'],
        'role_id' => $entry['role'] ?? null, 'user_id' => $entry['user'] ?? null]],
    $input['actor']['id'],
    $input['actor']['role'],
    $input['start'],
), $input['subjects']));`,
      { actor: ACTOR, start: START, subjects: SUBJECTS },
    )
    expect(answer).toEqual(tamga)
  })

  it("reads the heritage workflow as Tamga's engine reads it: its steps, where each port leads, who picks whom", async () => {
    const diagram = await engine<{
      targetsOf(diagram: WorkflowDocument, nodeId: string, portId: string): WorkflowNode[]
      portPicksPeople(diagram: WorkflowDocument, node: WorkflowNode, port: { id: string }, changeable: boolean): boolean
      assignableByRole(node: WorkflowNode): boolean
      nextStepRole(node: WorkflowNode, actorRoleId: number): number | null
      startNodeOf(diagram: WorkflowDocument): WorkflowNode
    }>('workflow/diagram.ts')
    const steps = await engine<{
      stepModule(type: StepType): { dated: boolean; terminal: boolean; startsRound: boolean; voted: boolean }
    }>('workflow/steps/index.ts')
    const voting = await engine<{ portForDecision(node: WorkflowNode, decision: string): { id: string } }>(
      'workflow/voting.ts',
    )
    const workflow = heritageWorkflow
    const ports = workflow.nodes.flatMap((node) => (node.ports ?? []).map((port) => ({ node, port })))
    const tamga = {
      start: diagram.startNodeOf(workflow).id,
      ports: ports.map(({ node, port }) => ({
        targets: diagram.targetsOf(workflow, node.id, port.id).map((target) => target.id),
        picks: [false, true].map((changeable) => diagram.portPicksPeople(workflow, node, port, changeable)),
      })),
      nodes: workflow.nodes.map((node) => ({
        assignable: diagram.assignableByRole(node),
        role: diagram.nextStepRole(node, ACTOR.role),
      })),
      types: STEP_TYPES.map((type) => {
        const module = steps.stepModule(type)
        return [module.terminal, module.voted, module.dated, module.startsRound]
      }),
      decisions: workflow.nodes
        .filter((node) => steps.stepModule(node.type).voted)
        .flatMap((node) =>
          ['approve', 'recreate', 'reject', 'pending'].map((decision) => voting.portForDecision(node, decision).id),
        ),
    }
    const answer = runPhp(
      `$diagram = WorkflowDiagram::read($config['documents'][$config['kruds']['applications']]);
$ports = [];
$nodes = [];
$decisions = [];
foreach ($input['nodes'] as $id) {
    $node = $diagram->node($id);
    foreach ($node['ports'] as $port) {
        $ports[] = [
            'targets' => array_map(static fn (array $target): string => $target['id'], $diagram->targets($id, $port['id'])),
            'picks' => [$diagram->picksPeople($node, $port, false), $diagram->picksPeople($node, $port, true)],
        ];
    }
    $nodes[] = [
        'assignable' => WorkflowDiagram::assignableByRole($node),
        'role' => WorkflowDiagram::nextStepRole($node, $input['role']),
    ];
    if (WorkflowDiagram::isVoted($node['type'])) {
        foreach (['approve', 'recreate', 'reject', 'pending'] as $decision) {
            $decisions[] = WorkflowRules::portForDecision($node, $decision)['id'];
        }
    }
    // A step's node as its row keeps it reads back as the same step.
    if (WorkflowDiagram::stepNode($diagram->nodeText($id)) !== $node) {
        throw new RuntimeException("step {$id} does not read back");
    }
}
echo json_encode([
    'start' => $diagram->start()['id'],
    'ports' => $ports,
    'nodes' => $nodes,
    'types' => array_map(static fn (string $type): array => [
        WorkflowDiagram::isTerminal($type),
        WorkflowDiagram::isVoted($type),
        WorkflowDiagram::isDated($type),
        WorkflowDiagram::startsRound($type),
    ], $input['types']),
    'decisions' => $decisions,
]);`,
      { nodes: workflow.nodes.map((node) => node.id), role: ACTOR.role, types: STEP_TYPES },
    )
    expect(answer).toEqual(tamga)
    // The heritage workflow reaches a vote, a council picked by a port, and more than one way out.
    expect(tamga.decisions.length).toBeGreaterThan(0)
    expect(tamga.ports.some((port) => port.picks[0])).toBe(true)
    expect(new Set(tamga.decisions).size).toBeGreaterThan(1)
  })

  it('refuses a stored diagram with a step type, subject or council rule it does not run', () => {
    const changed = (change: (node: WorkflowNode) => object) => ({
      ...heritageWorkflow,
      nodes: heritageWorkflow.nodes.map((node) => (node.id === 'vote' ? { ...node, ...change(node) } : node)),
    })
    const diagrams = [
      heritageWorkflow,
      changed(() => ({ type: 'ESCALATE' })),
      changed((node) => ({ subject: { ...node.subject, subject_type: 'DEPARTMENT_HEAD' } })),
      changed((node) => ({ vote: { ...node.vote, decisionRule: 'two_thirds' } })),
    ]
    const answer = runPhp(
      `echo json_encode(array_map(static function (string $text): ?string {
    try {
        WorkflowDiagram::read($text);

        return null;
    } catch (RuntimeException $error) {
        return $error->getMessage();
    }
}, $input));`,
      diagrams.map((diagram) => JSON.stringify(diagram)),
    ) as Array<string | null>
    expect(answer[0]).toBeNull()
    expect(answer.slice(1)).toEqual([
      expect.stringMatching(/step this server does not run: vote \(ESCALATE/),
      expect.stringMatching(/vote \(VOTE, DEPARTMENT_HEAD\)/),
      expect.stringMatching(/step this server does not run: vote/),
    ])
  })

  it("checks the people and the date an act names as Tamga's engine does", () => {
    // Council role 4 is held by users 21-23; staff role 3 by user 31.
    const holders: Record<string, number[]> = { 4: [21, 22, 23], 3: [31] }
    const node = (id: string) => heritageWorkflow.nodes.find((candidate) => candidate.id === id)
    const targets = (from: string, port: string) =>
      heritageWorkflow.edges.filter((edge) => edge.from === from && edge.port === port).map((edge) => edge.to)
    // Each with the issues Tamga's requestIssues (actOnStep.ts) gives: [path, code].
    const cases: Array<{ step: [string, boolean]; to: [string, string]; request: object; issues: string[][] }> = [
      { step: ['PREPARE_VOTE', false], to: ['prepare-vote', 'ready'], request: { voters: [21, 22, 23] }, issues: [] },
      { step: ['PREPARE_VOTE', false], to: ['prepare-vote', 'ready'], request: {}, issues: [['/voters', 'required']] },
      {
        step: ['PREPARE_VOTE', false],
        to: ['prepare-vote', 'ready'],
        request: { voters: [21, 31] },
        issues: [
          ['/voters', 'minItems'],
          ['/voters/1', 'not-a-council-member'],
        ],
      },
      { step: ['START', false], to: ['start', 'submit'], request: { voters: [21] }, issues: [['/voters', 'unused']] },
      {
        step: ['START', false],
        to: ['start', 'submit'],
        request: { nextAssignee: { userId: 31 } },
        issues: [['/nextAssignee', 'subject-not-changeable']],
      },
      { step: ['START', true], to: ['start', 'submit'], request: { nextAssignee: { userId: 31 } }, issues: [] },
      {
        step: ['START', true],
        to: ['start', 'submit'],
        request: { nextAssignee: { userId: 21 } },
        issues: [['/nextAssignee/userId', 'not-a-holder']],
      },
      {
        step: ['PREPARE_VOTE', true],
        to: ['prepare-vote', 'ready'],
        request: { voters: [21, 22, 23], nextAssignee: { userId: 31 } },
        issues: [['/nextAssignee', 'no-role-step']],
      },
      {
        step: ['START', false],
        to: ['start', 'submit'],
        request: { date: '2026-05-01' },
        issues: [['/date', 'unused']],
      },
      { step: ['DATE', false], to: ['start', 'submit'], request: { date: '2026-02-30' }, issues: [['/date', 'date']] },
      { step: ['POSTPONE', false], to: ['start', 'submit'], request: { date: '2028-02-29' }, issues: [] },
    ]
    for (const testCase of cases) {
      if (targets(...testCase.to).some((id) => node(id) === undefined)) throw new Error('heritage changed')
    }
    const answer = runPhp(
      `$diagram = WorkflowDiagram::read($config['documents'][$config['kruds']['applications']]);
echo json_encode(array_map(static function (array $case) use ($diagram, $input): array {
    [$issues, $next] = WorkflowRules::actIssues(
        ['status_type' => $case['step'][0], 'is_subject_changeable' => $case['step'][1]],
        $diagram->targets($case['to'][0], $case['to'][1]),
        $case['request'] + ['nextAssignee' => null, 'voters' => null, 'date' => null],
        5,
        static fn (int $role, array $users): array => array_values(array_intersect($users, $input['holders'][$role] ?? [])),
    );

    return ['issues' => array_map(static fn (array $issue): array => [$issue['path'], $issue['code']], $issues), 'next' => $next];
}, $input['cases']));`,
      { holders, cases },
    ) as Array<{ issues: string[][]; next: unknown }>
    expect(answer.map((entry) => entry.issues)).toEqual(cases.map((testCase) => testCase.issues))
    // The next assignee chosen is the one checked, with the role of the step they take.
    expect(answer[5]?.next).toEqual({ user_id: 31, role_id: 3 })
  })

  it("refuses the act and vote bodies Tamga's request schemas refuse, at the members they name", () => {
    const long = (length: number) => 'ж'.repeat(length)
    const uuid = '0b6f7c1e-4d1a-4c2b-9a7e-2f1d3c4b5a69'
    const acts: unknown[] = [
      { port: 'submit' },
      {
        port: 'send-back',
        description: 'Нэмэлт материал',
        signature: { type: 'text', text: 'Б.Болд', job_name: 'Ажилтан' },
        voters: [21, 22, 23],
        nextAssignee: { userId: 31 },
        date: '2026-05-01',
      },
      { port: 'ready', signature: { type: 'draw', uploadId: uuid } },
      {},
      { port: 'submit', extra: 1 },
      { port: 5 },
      { port: '1x' },
      { port: '-x' },
      { port: 'a'.repeat(65) },
      { port: 'submit', description: long(4001) },
      { port: 'submit', description: long(4000) },
      { port: 'submit', description: null },
      { port: 'submit', signature: { type: 'pen' } },
      { port: 'submit', signature: { type: 'text', text: '' } },
      { port: 'submit', signature: { type: 'text', text: long(201) } },
      { port: 'submit', signature: { type: 'text', text: 'x', job_name: long(201) } },
      { port: 'submit', signature: { type: 'text', text: 'x', uploadId: uuid } },
      { port: 'submit', signature: { type: 'draw', uploadId: 'not-a-uuid' } },
      { port: 'submit', signature: null },
      { port: 'submit', voters: [] },
      { port: 'submit', voters: [21, 21] },
      { port: 'submit', voters: [0] },
      { port: 'submit', voters: ['21'] },
      { port: 'submit', voters: [1.5] },
      { port: 'submit', nextAssignee: {} },
      { port: 'submit', nextAssignee: { userId: 0 } },
      { port: 'submit', nextAssignee: { userId: 3, login: 'x' } },
      { port: 'submit', date: '2026-5-1' },
      { port: 'submit', date: 20260501 },
      [],
      'submit',
    ]
    const votes: unknown[] = [
      { vote: 'approve' },
      { vote: 'recreate', description: 'Тайлбар', signature: { type: 'text', text: 'Б.Болд' } },
      { vote: 'reject' },
      { vote: 'maybe' },
      {},
      { vote: 'approve', port: 'x' },
      { vote: 'approve', signature: { type: 'text' } },
      { vote: null },
    ]
    const answer = runPhp(
      `echo json_encode(array_map(static function (array $case): array {
    try {
        $case['kind'] === 'act' ? StepRequests::act($case['body']) : StepRequests::vote($case['body']);

        return ['ok' => true];
    } catch (ApiError $error) {
        return ['code' => $error->errorCode, 'paths' => array_column($error->issues, 'path')];
    }
}, $input), JSON_UNESCAPED_UNICODE);`,
      [
        ...acts.map((body) => ({ kind: 'act', body: JSON.stringify(body) })),
        ...votes.map((body) => ({ kind: 'vote', body: JSON.stringify(body) })),
      ],
    ) as Array<{ ok?: true; code?: string; paths?: string[] }>
    const judged = [
      ...acts.map((body) => ({ body, schema: ProcessActRequestSchema })),
      ...votes.map((body) => ({ body, schema: ProcessVoteRequestSchema })),
    ]
    const failures = judged.flatMap(({ body, schema }, index) => {
      const php = answer[index]
      const refused = !Value.Check(schema, body)
      const wrong = (why: string) => [`${JSON.stringify(body).slice(0, 80)}: ${why} ${JSON.stringify(php)}`]
      if (!refused) return php?.ok === true ? [] : wrong('refused, Tamga takes it')
      if (php?.code !== 'VALIDATION_FAILED') return wrong('taken, Tamga refuses it')
      // Each issue is at a member Tamga names, or at the object holding it.
      const tamgaPaths = [...Value.Errors(schema, body)].map((error) => error.instancePath)
      const elsewhere = (php.paths ?? []).filter(
        (path) => !tamgaPaths.some((tamga) => tamga === path || tamga.startsWith(`${path}/`)),
      )
      return php.paths?.length === 0 || elsewhere.length > 0 ? wrong(`issues at ${elsewhere} not ${tamgaPaths}`) : []
    })
    expect(failures).toEqual([])
    // Both kinds of answer are reached.
    expect(answer.filter((entry) => entry.ok === true).length).toBeGreaterThanOrEqual(5)
    expect(answer.filter((entry) => entry.code === 'VALIDATION_FAILED').length).toBeGreaterThanOrEqual(20)
  })

  it("answers INVALID_JSON for a body that is not JSON, and reads route ids as Tamga's params schema does", () => {
    const answer = runPhp(
      `$outcome = static function (callable $call): string {
    try {
        return json_encode($call());
    } catch (ApiError $error) {
        return $error->errorCode . ($error->in === null ? '' : " in {$error->in}")
            . implode('', array_map(static fn (array $issue): string => " {$issue['path']} {$issue['code']}", $error->issues));
    }
};
echo json_encode([
    'bodies' => array_map(static fn (string $body): string => $outcome(static fn () => StepRequests::act($body)), $input['bodies']),
    'ids' => array_map(static fn (string $id): string => $outcome(static fn () => StepRequests::id($id, 'stepId')), $input['ids']),
]);`,
      {
        bodies: ['{"port": "submit"', '', 'port=submit'],
        ids: ['12', '+7', '007', '1e3', '0x10', '0', '-3', '2147483647', '2147483648', '7.5', 'x', '', '9'.repeat(30)],
      },
    )
    // Fastify's ajv reads a params text as a JavaScript number (Number("1e3") is 1000), then
    // checks it against Tamga's StepParams: an integer from 1 to 2147483647.
    const params = (code: string) => `VALIDATION_FAILED in params /stepId ${code}`
    expect(answer).toEqual({
      bodies: ['INVALID_JSON', 'INVALID_JSON', 'INVALID_JSON'],
      ids: [
        '12',
        '7',
        '7',
        '1000',
        '16',
        params('minimum'),
        params('minimum'),
        '2147483647',
        params('maximum'),
        params('type'),
        params('type'),
        params('type'),
        params('maximum'),
      ],
    })
  })
})
