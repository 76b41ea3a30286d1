<?php

declare(strict_types=1);

namespace App\Services;

use App\Models\Application;
use App\Policies\ApplicationsPolicy;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use RuntimeException;
use Tamga\Api\ApiError;
use Tamga\Api\Issue;
use Tamga\Api\SessionUser;
use Tamga\Api\StepRequests;
use Tamga\Api\WorkflowDiagram;
use Tamga\Api\WorkflowRules;

/**
 * Tamga's approval workflow over Tamga's own tables (tamga_process, tamga_process_step,
 * tamga_status_history, tamga_vote), as Tamga's engine runs it: a new record of a workflow krud
 * starts its process in the record's transaction; a step is acted on, voted on and closed in one
 * transaction that locks the process row first, so two actions on one record run one after the
 * other and the second sees what the first did.
 */
final class ProcessService
{
    /** Krud => [model, table, key column, the pattern a key matches (null: any text)]. */
    private const RECORDS = [
        'applications' => [Application::class, 'application', 'id', '/^\\d{1,18}$/'],
    ];

    /** Krud => the policy narrowing its rows by the role's row conditions. */
    private const ROW_POLICIES = ['applications' => ApplicationsPolicy::class];

    /** The media types a drawn signature's upload may have. */
    private const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

    private const PROCESS_COLUMNS = 'id, workflow, krud, row_id, diagram::text as diagram, created_by, status,
        status_type, action_num, finished_at is not null as finished';

    private const STEP_COLUMNS = 's.id, s.role_id, s.user_id, s.status, s.status_type, s.status_id,
        s.subject_type, s.is_subject_changeable, s.is_read_only, s.is_signature_needed, s.is_done,
        s.step_data::text as step_data, s.action_num,
        to_char(s.opened_at at time zone \'UTC\', \'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"\') as opened_at, s.opened_by,
        to_char(s.due_date, \'YYYY-MM-DD\') as due_date';

    /**
     * What a new record of the krud holds in its workflow's status column: [column, START step's
     * type]; null for a krud without a workflow.
     *
     * @return array{string, string}|null
     */
    public function startStatus(string $krud): ?array
    {
        $diagram = $this->workflowOf($krud);

        return $diagram === null ? null : [$diagram->statusColumn, $diagram->start()['type']];
    }

    /**
     * Starts the process of a new record of a workflow krud, inside the insert's transaction: its
     * row, keeping the workflow document, and its START step (not done, its assignee resolved:
     * the creator for CURRENT). Answers the process id, null when the krud has no workflow.
     */
    public function start(string $krud, string $rowId, SessionUser $user): ?int
    {
        $diagram = $this->workflowOf($krud);
        if ($diagram === null) {
            return null;
        }
        $node = $diagram->start();
        $processId = (int) DB::table('tamga_process')->insertGetId([
            'workflow' => $diagram->name,
            'krud' => $krud,
            'row_id' => $rowId,
            'diagram' => config('workflows.documents')[config('workflows.kruds')[$krud]],
            'created_by' => $user->id,
            'status' => WorkflowDiagram::labelText($node['label'] ?? null),
            'status_type' => $node['type'],
            'created_at' => DB::raw('now()'),
        ]);
        $who = WorkflowRules::resolveSubject($node, $user->id, $user->roleId, null);
        $this->openStep($processId, $rowId, $diagram, $node, $who, 0, $user->id, null);

        return $processId;
    }

    /**
     * The workflow's rule for changing a record in a process, checked in the update's
     * transaction: only the holder of an open step that may edit it, and no one once the process
     * finished. A record outside any process is the role's own right's to change (byStep: the
     * role has none, so no one's).
     */
    public function guardUpdate(string $krud, string $rowId, SessionUser $user, bool $byStep = false): void
    {
        $processes = DB::table('tamga_process')
            ->where('krud', $krud)
            ->where('row_id', $rowId)
            ->selectRaw('count(*) as started, count(finished_at) as finished')
            ->first();
        if ((int) $processes->started === 0) {
            if ($byStep) {
                throw new ApiError('NOT_STEP_ASSIGNEE');
            }

            return;
        }
        if ((int) $processes->finished === (int) $processes->started) {
            throw new ApiError('PROCESS_FINISHED');
        }
        // The open steps the caller holds: a vote they are listed in and have not voted in yet;
        // another step naming them, or naming no one and going to their role.
        $held = DB::select(<<<'SQL'
            select s.is_read_only from tamga_process_step s join tamga_process p on p.id = s.process_id
            where p.krud = ? and p.row_id = ? and p.finished_at is null and s.is_done = 0
              and s.status_type not in ('END', 'CANCEL')
              and ((s.status_type <> 'VOTE' and (s.user_id = ? or (s.user_id is null and s.role_id = ?)))
                or (s.status_type = 'VOTE' and exists (select 1 from tamga_vote v
                  where v.step_id = s.id and v.user_id = ? and v.voted = 0)))
            SQL, [$krud, $rowId, $user->id, $user->roleId, $user->id]);
        if ($held === []) {
            throw new ApiError('NOT_STEP_ASSIGNEE');
        }
        foreach ($held as $step) {
            if (!self::flag($step->is_read_only)) {
                return;
            }
        }
        throw new ApiError('STEP_READ_ONLY');
    }

    /**
     * The process of a krud's record as the caller sees it.
     *
     * @return array<string, mixed>
     */
    public function of(?SessionUser $user, string $krud, string $rowId): array
    {
        if ($user === null) {
            throw new ApiError('UNAUTHORIZED');
        }
        if (preg_match('/^[+-]?\d{1,18}$/', $rowId) === 1) {
            $rowId = (string) (int) $rowId;
        }
        $this->requireReadable($user, $krud, $rowId);
        $process = DB::table('tamga_process')
            ->selectRaw(self::PROCESS_COLUMNS)
            ->where('krud', $krud)
            ->where('row_id', $rowId)
            ->first() ?? throw new ApiError('PROCESS_NOT_FOUND');

        return $this->stateFor($process, $user);
    }

    /**
     * Completes an open step (not a VOTE) through one of its ports: 403 for anyone but its
     * assignee, 400 for a port it lacks, people or a date the port does not take, or a missing
     * signature the step needs; then the step is done, its history entry written (the port's
     * label is the action) and the steps the port leads to are opened.
     *
     * @param array{port: string, description: ?string, signature: ?array<string, mixed>,
     *     nextAssignee: ?array{userId: int}, voters: ?list<int>, date: ?string} $request StepRequests::act
     * @return array<string, mixed> the process as the caller now sees it
     */
    public function act(SessionUser $user, string $processId, string $stepId, array $request): array
    {
        return $this->onOpenStep($user, $processId, $stepId, true, function (object $process, object $step, array $actor) use ($request): void {
            if (WorkflowDiagram::isVoted($step->status_type)) {
                throw new ApiError('WRONG_STEP_TYPE');
            }
            if (!WorkflowRules::isAssignee(self::id($step->user_id), self::id($step->role_id), $actor['userId'], $actor['roleId'])) {
                throw new ApiError('NOT_STEP_ASSIGNEE');
            }
            $diagram = WorkflowDiagram::read($process->diagram);
            $node = WorkflowDiagram::stepNode($step->step_data);
            $port = WorkflowDiagram::port($node, $request['port']) ?? throw ApiError::validation([Issue::at(
                '/port',
                'unknown-port',
                "is not a way out of the step \"{$step->status}\"",
                "\"{$step->status}\" алхмын гарц биш",
            )]);
            $targets = $diagram->targets($node['id'], $port['id']);
            [$issues, $next] = WorkflowRules::actIssues(
                ['status_type' => $step->status_type, 'is_subject_changeable' => self::flag($step->is_subject_changeable)],
                $targets,
                $request,
                $actor['roleId'],
                fn (int $roleId, array $userIds): array => $this->holdersAmong($roleId, $userIds),
            );
            if ($issues !== []) {
                throw ApiError::validation($issues);
            }
            $action = WorkflowDiagram::labelText($port['label'] ?? null);
            $signature = $this->signature($step, $request['signature'], $actor, $action, (int) $process->id);
            $due = WorkflowDiagram::isDated($step->status_type) ? $request['date'] : null;
            $description = WorkflowRules::description($request['description']);
            $this->closeStep($process, $step, $port, $action, $description, $signature, $actor, $due);
            $this->openNextSteps($process, $diagram, $node, $port, $actor, $next, $request['voters'] ?? [], $request['date']);
        });
    }

    /**
     * Records a council member's vote with their description and signature: 403 for someone not
     * listed, 409 for a second vote, 400 without a signature the step needs. The last member's
     * vote closes the vote.
     *
     * @param array{vote: string, description: ?string, signature: ?array<string, mixed>} $request StepRequests::vote
     * @return array<string, mixed> the process as the caller now sees it
     */
    public function vote(SessionUser $user, string $processId, string $stepId, array $request): array
    {
        return $this->onOpenStep($user, $processId, $stepId, true, function (object $process, object $step, array $actor) use ($request): void {
            self::voteSettingsOf($step);
            $member = DB::table('tamga_vote')
                ->where('step_id', $step->id)
                ->where('user_id', $actor['userId'])
                ->first(['id', 'voted']) ?? throw new ApiError('NOT_A_VOTER');
            if ((int) $member->voted === 1) {
                throw new ApiError('ALREADY_VOTED');
            }
            $label = WorkflowRules::VOTE_LABELS[$request['vote']];
            $signature = $this->signature($step, $request['signature'], $actor, $label, (int) $process->id);
            $recorded = DB::table('tamga_vote')->where('id', $member->id)->where('voted', 0)->update([
                'voted' => 1,
                'approve' => $request['vote'] === 'approve' ? 1 : 0,
                'recreate' => $request['vote'] === 'recreate' ? 1 : 0,
                'description' => WorkflowRules::description($request['description']),
                'signature_image' => $signature,
                'signature_date' => DB::raw('now()'),
            ]);
            if ($recorded !== 1) {
                throw new ApiError('ALREADY_VOTED');
            }
            if (!DB::table('tamga_vote')->where('step_id', $step->id)->where('voted', 0)->exists()) {
                $this->decideVote($process, $step, $actor, null);
            }
        });
    }

    /**
     * Closes a vote before every member voted: only the one who prepared it, and only once the
     * vote's minimum number of members voted.
     *
     * @return array<string, mixed> the process as the caller now sees it
     */
    public function closeVote(SessionUser $user, string $processId, string $stepId): array
    {
        return $this->onOpenStep($user, $processId, $stepId, false, function (object $process, object $step, array $actor): void {
            [$settings] = self::voteSettingsOf($step);
            if (self::id($step->opened_by) !== $actor['userId']) {
                throw new ApiError('VOTE_CLOSE_FORBIDDEN');
            }
            if (DB::table('tamga_vote')->where('step_id', $step->id)->where('voted', 1)->count() < $settings['minVoters']) {
                throw new ApiError('VOTE_TOO_FEW_VOTES');
            }
            $this->decideVote($process, $step, $actor, $actor);
        });
    }

    /**
     * Runs work on an open step of a process the caller may read, in one transaction that locks
     * the process row before it reads the step; answers the process as the caller then sees it.
     *
     * @param callable(object, object, array{userId: int, roleId: int, firstName: ?string,
     *     lastName: ?string, jobName: ?string, structure: ?string}): void $work
     * @return array<string, mixed>
     */
    private function onOpenStep(SessionUser $user, string $rawProcess, string $rawStep, bool $signing, callable $work): array
    {
        $processId = StepRequests::id($rawProcess, 'processId');
        $stepId = StepRequests::id($rawStep, 'stepId');
        $process = $this->process($processId) ?? throw new ApiError('PROCESS_NOT_FOUND');
        $this->requireReadable($user, $process->krud, $process->row_id);
        $actor = $signing ? $this->actorOf($user) : [
            'userId' => $user->id,
            'roleId' => $user->roleId,
            'firstName' => null,
            'lastName' => null,
            'jobName' => null,
            'structure' => null,
        ];
        DB::transaction(function () use ($processId, $stepId, $actor, $work): void {
            $process = DB::table('tamga_process')
                ->selectRaw(self::PROCESS_COLUMNS)
                ->where('id', $processId)
                ->lockForUpdate()
                ->first() ?? throw new ApiError('PROCESS_NOT_FOUND');
            if (self::flag($process->finished)) {
                throw new ApiError('PROCESS_FINISHED');
            }
            $step = DB::table('tamga_process_step as s')
                ->selectRaw(self::STEP_COLUMNS)
                ->where('s.id', $stepId)
                ->where('s.process_id', $processId)
                ->first() ?? throw new ApiError('STEP_NOT_FOUND');
            if ((int) $step->is_done === 1 || WorkflowDiagram::isTerminal($step->status_type)) {
                throw new ApiError('STEP_ALREADY_DONE');
            }
            $work($process, $step, $actor);
        });

        return $this->stateFor($this->process($processId) ?? throw new ApiError('PROCESS_NOT_FOUND'), $user);
    }

    private function process(int $id): ?object
    {
        return DB::table('tamga_process')->selectRaw(self::PROCESS_COLUMNS)->where('id', $id)->first();
    }

    /** The workflow a krud's new records start, or null. */
    private function workflowOf(string $krud): ?WorkflowDiagram
    {
        $name = config('workflows.kruds')[$krud] ?? null;

        return $name === null ? null : WorkflowDiagram::read(config('workflows.documents')[$name]);
    }

    /**
     * Refuses a caller who may not read the live record: 403 without the krud's read right, and
     * a record outside their row conditions (or deleted) answers as a process that is not there.
     */
    private function requireReadable(SessionUser $user, string $krud, string $rowId): void
    {
        [$model, $table, $identity, $pattern] = self::RECORDS[$krud] ?? throw new ApiError('PROCESS_NOT_FOUND');
        Gate::forUser($user)->authorize('view', $model);
        if ($pattern !== null && preg_match($pattern, $rowId) !== 1) {
            throw new ApiError('PROCESS_NOT_FOUND');
        }
        $rows = $model::query();
        $policy = self::ROW_POLICIES[$krud] ?? null;
        if ($policy !== null) {
            $rows = app($policy)->rows($rows, $user);
        }
        if (!$rows->where("{$table}.{$identity}", $rowId)->exists()) {
            throw new ApiError('PROCESS_NOT_FOUND');
        }
    }

    /**
     * The caller as the workflow's actor, with the names their signature carries: the title of
     * the role their session acts as, and their main organisation.
     *
     * @return array{userId: int, roleId: int, firstName: ?string, lastName: ?string, jobName: ?string, structure: ?string}
     */
    private function actorOf(SessionUser $user): array
    {
        $found = DB::selectOne(<<<'SQL'
            select u.first_name, u.last_name,
              (select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
                where uo.user_id = u.id and o.deleted_at is null order by uo.is_main desc, o.id limit 1) as structure
            from tamga_user u where u.id = ?
            SQL, [$user->id]) ?? throw new RuntimeException("reading the actor {$user->id}: no such user");
        $title = config('workflows.role_titles')[$user->roleId] ?? '';

        return [
            'userId' => $user->id,
            'roleId' => $user->roleId,
            'firstName' => $found->first_name,
            'lastName' => $found->last_name,
            'jobName' => $title === '' ? null : $title,
            'structure' => $found->structure,
        ];
    }

    /**
     * Which of the users are live, confirmed holders of the role (their main role or an extra one).
     *
     * @param list<int> $userIds
     * @return list<int>
     */
    private function holdersAmong(int $roleId, array $userIds): array
    {
        if ($userIds === []) {
            return [];
        }
        // Extra roles live in Tamga's tamga_user_role, which a database this project made alone lacks.
        $extraRoles = self::tableExists('tamga_user_role');
        $ids = DB::table('tamga_user')
            ->whereIn('id', $userIds)
            ->whereNull('deleted_at')
            ->whereRaw('confirmed')
            ->where(static function ($holds) use ($roleId, $extraRoles): void {
                $holds->where('role_id', $roleId);
                if ($extraRoles) {
                    $holds->orWhereIn('id', DB::table('tamga_user_role')->select('user_id')->where('role_id', $roleId));
                }
            })
            ->pluck('id');

        return array_map('intval', $ids->all());
    }

    /** Whether Tamga's table is in the database (one this project made alone has only its migrations' tables). */
    private static function tableExists(string $name): bool
    {
        return (bool) DB::selectOne('select to_regclass(?) is not null as found', [$name])->found;
    }

    /**
     * The signature the request gives, as stored: SIGNATURE_REQUIRED without one where the step
     * needs one; a drawn one must be an image the signer uploaded.
     *
     * @param array<string, mixed>|null $input
     * @param array{userId: int, roleId: int, firstName: ?string, lastName: ?string, jobName: ?string, structure: ?string} $actor
     */
    private function signature(object $step, ?array $input, array $actor, string $action, int $processId): ?string
    {
        if ($input === null) {
            if (self::flag($step->is_signature_needed)) {
                throw new ApiError('SIGNATURE_REQUIRED');
            }

            return null;
        }
        $text = (string) ($input['text'] ?? '');
        if ($input['type'] === 'draw') {
            $uploadId = strtolower((string) $input['uploadId']);
            // Drawn signatures are uploaded to Tamga (tamga_upload), which a database this project made alone lacks.
            $mediaType = self::tableExists('tamga_upload')
                ? DB::table('tamga_upload')->whereRaw('id::text = ?', [$uploadId])->where('owner_id', $actor['userId'])->value('media_type')
                : null;
            if (!in_array($mediaType, self::IMAGE_TYPES, true)) {
                throw ApiError::validation([Issue::at(
                    '/signature/uploadId',
                    'signature-upload',
                    'is not a signature image you uploaded',
                    'таны хуулсан гарын үсгийн зураг биш байна',
                )]);
            }
            $text = "/process/{$processId}/signatures/{$uploadId}";
        }

        return WorkflowRules::storedSignature($input, $action, $text, $actor);
    }

    /**
     * Marks an open step done through a port (due: a dated step's new date), with its history
     * entry. The process row is locked, so only this transaction can have closed it.
     *
     * @param array<string, mixed> $port
     * @param array{userId: int, roleId: int}|null $by who closed it (null: the last vote did)
     */
    private function closeStep(object $process, object $step, array $port, string $action, ?string $description, ?string $signature, ?array $by, ?string $due): void
    {
        $closed = DB::table('tamga_process_step')->where('id', $step->id)->where('is_done', 0)->update([
            'is_done' => 1,
            'done_at' => DB::raw('now()'),
            'done_by' => $by['userId'] ?? null,
            'port' => $port['id'],
            'status_action' => $action,
            'description' => $description,
            'signature' => $signature,
            'due_date' => $due ?? DB::raw('due_date'),
        ]);
        if ($closed !== 1) {
            throw new ApiError('STEP_ALREADY_DONE');
        }
        $this->appendHistory((int) $process->id, [
            'step_id' => (int) $step->id,
            'status' => $step->status,
            'status_type' => $step->status_type,
            'status_action' => $action,
            'is_done' => 1,
            'description' => $description,
            'action_num' => (int) $step->action_num,
            'signature' => $signature,
            'user_id' => $by['userId'] ?? null,
            'role_id' => $by['roleId'] ?? null,
        ]);
    }

    /**
     * Opens the steps a port leads to, each with its assignee resolved; a port whose outcome is
     * recreate, or a RE_CREATE step, starts a new round; END and CANCEL finish the process with
     * their entry (not done). The process row and the record's status column then show where it
     * stands.
     *
     * @param array<string, mixed> $node
     * @param array<string, mixed> $port
     * @param array{userId: int, roleId: int} $actor
     * @param array{user_id: int, role_id: int}|null $next the next assignee the actor chose
     * @param list<int> $voters
     */
    private function openNextSteps(object $process, WorkflowDiagram $diagram, array $node, array $port, array $actor, ?array $next, array $voters, ?string $date): void
    {
        $targets = $diagram->targets($node['id'], $port['id']);
        if ($targets === []) {
            throw new RuntimeException("the port {$port['id']} of {$node['id']} leads nowhere");
        }
        $actionNum = (int) $process->action_num + (WorkflowRules::startsRound($port, $targets) ? 1 : 0);
        $start = null;
        foreach ($targets as $target) {
            if ($target['subject']['subject_type'] === 'CREATOR') {
                $found = DB::table('tamga_process_step')
                    ->where('process_id', $process->id)
                    ->where('status_type', 'START')
                    ->orderBy('id')
                    ->first(['role_id', 'user_id']);
                $start = $found === null ? null : ['role_id' => self::id($found->role_id), 'user_id' => self::id($found->user_id)];
                break;
            }
        }
        $finished = false;
        $shown = $targets[0];
        foreach ($targets as $target) {
            $who = WorkflowRules::resolveSubject($target, $actor['userId'], $actor['roleId'], $start);
            if ($next !== null && WorkflowDiagram::assignableByRole($target) && $who['role_id'] === $next['role_id']) {
                $who['user_id'] = $next['user_id'];
            }
            $due = WorkflowDiagram::isDated($target['type']) ? $date : null;
            $stepId = $this->openStep((int) $process->id, $process->row_id, $diagram, $target, $who, $actionNum, $actor['userId'], $due);
            if (WorkflowDiagram::isTerminal($target['type'])) {
                if (!$finished) {
                    $shown = $target;
                }
                $finished = true;
                $this->appendHistory((int) $process->id, [
                    'step_id' => $stepId,
                    'status' => WorkflowDiagram::labelText($target['label'] ?? null),
                    'status_type' => $target['type'],
                    'status_action' => null,
                    'is_done' => 0,
                    'description' => null,
                    'action_num' => $actionNum,
                    'signature' => null,
                    'user_id' => $actor['userId'],
                    'role_id' => $actor['roleId'],
                ]);
                continue;
            }
            if (WorkflowDiagram::isVoted($target['type'])) {
                foreach ($voters as $voter) {
                    DB::table('tamga_vote')->insert(['step_id' => $stepId, 'process_id' => $process->id, 'user_id' => $voter]);
                }
            }
        }
        DB::table('tamga_process')->where('id', $process->id)->update([
            'status' => WorkflowDiagram::labelText($shown['label'] ?? null),
            'status_type' => $shown['type'],
            'action_num' => $actionNum,
            'finished_at' => $finished ? DB::raw('now()') : null,
        ]);
        $this->writeRecordStatus($process, $diagram, $shown['type']);
    }

    /** Writes the step type the record is at into the workflow's status column. */
    private function writeRecordStatus(object $process, WorkflowDiagram $diagram, string $status): void
    {
        $record = self::RECORDS[$process->krud] ?? null;
        if ($record === null || $diagram->statusColumn === '') {
            return;
        }
        [, $table, $identity] = $record;
        DB::table($table)->whereRaw(DB::getQueryGrammar()->wrap($identity) . '::text = ?', [$process->row_id])
            ->update([$diagram->statusColumn => $status]);
    }

    /**
     * Opens a step of a node for its assignee, answering its id.
     *
     * @param array<string, mixed> $node
     * @param array{role_id: ?int, user_id: ?int} $who
     */
    private function openStep(int $processId, string $rowId, WorkflowDiagram $diagram, array $node, array $who, int $actionNum, int $openedBy, ?string $due): int
    {
        return (int) DB::table('tamga_process_step')->insertGetId([
            'process_id' => $processId,
            'row_id' => $rowId,
            'role_id' => $who['role_id'],
            'user_id' => $who['user_id'],
            'status' => WorkflowDiagram::labelText($node['label'] ?? null),
            'status_type' => $node['type'],
            'status_id' => $node['id'],
            'subject_type' => $node['subject']['subject_type'],
            'is_subject_changeable' => $node['subject']['is_subject_changeable'],
            'is_read_only' => $node['subject']['is_read_only'],
            'is_signature_needed' => $node['subject']['is_signature_needed'],
            'step_data' => $diagram->nodeText($node['id']),
            'action_num' => $actionNum,
            'opened_by' => $openedBy,
            'opened_at' => DB::raw('now()'),
            'due_date' => $due,
        ]);
    }

    /**
     * One entry of the append-only status history (spec 3.3).
     *
     * @param array<string, mixed> $entry
     */
    private function appendHistory(int $processId, array $entry): void
    {
        DB::table('tamga_status_history')->insert([
            'process_id' => $processId,
            ...$entry,
            'created_at' => DB::raw('now()'),
        ]);
    }

    /**
     * A VOTE step's council settings and node; WRONG_STEP_TYPE for any other step.
     *
     * @return array{array{voterRoleId: int, minVoters: int, decisionRule: string, quorum: ?int}, array<string, mixed>}
     */
    private static function voteSettingsOf(object $step): array
    {
        $node = WorkflowDiagram::stepNode($step->step_data);
        if ($step->status_type !== 'VOTE' || !is_array($node['vote'] ?? null)) {
            throw new ApiError('WRONG_STEP_TYPE');
        }

        return [WorkflowDiagram::voteSettings($node), $node];
    }

    /**
     * Counts a vote with its rule, takes the port its decision names, writes the step's entry
     * (by null: the last vote closed it) and opens the next steps.
     *
     * @param array{userId: int, roleId: int} $actor
     * @param array{userId: int, roleId: int}|null $by
     */
    private function decideVote(object $process, object $step, array $actor, ?array $by): void
    {
        [$settings, $node] = self::voteSettingsOf($step);
        $votes = DB::table('tamga_vote')->where('step_id', $step->id)->orderBy('id')->get(['voted', 'approve', 'recreate']);
        $tally = WorkflowRules::tally(array_map(self::storedVote(...), $votes->all()), $settings);
        $port = WorkflowRules::portForDecision($node, $tally['decision']);
        $this->closeStep($process, $step, $port, WorkflowDiagram::labelText($port['label'] ?? null), null, null, $by, null);
        $diagram = WorkflowDiagram::read($process->diagram);
        $this->openNextSteps($process, $diagram, $node, $port, $actor, null, [], null);
    }

    /**
     * A process as the caller sees it (spec 3.11): its open steps and what the caller may do on
     * each; iCanEdit when the caller holds one that is not read-only, isReadOnly when every one
     * they hold only shows the record, currentStep the first they hold, else the first open step.
     *
     * @return array<string, mixed>
     */
    private function stateFor(object $process, SessionUser $user): array
    {
        $diagram = WorkflowDiagram::read($process->diagram);
        $state = [
            'processId' => (int) $process->id,
            'krud' => $process->krud,
            'rowId' => self::apiRowId($process->row_id),
            'workflow' => $process->workflow,
            'status' => $process->status,
            'status_type' => $process->status_type,
            'finished' => self::flag($process->finished),
            'action_num' => (int) $process->action_num,
            'iCanEdit' => false,
            'isReadOnly' => false,
            'currentStep' => null,
            'openSteps' => [],
        ];
        if ($state['finished']) {
            return $state;
        }
        $steps = DB::select(
            'select ' . self::STEP_COLUMNS . ', u.login, u.first_name, u.last_name
            from tamga_process_step s left join tamga_user u on u.id = s.user_id
            where s.process_id = ? and s.is_done = 0 and s.status_type not in (\'END\', \'CANCEL\') order by s.id',
            [$process->id],
        );
        $held = [];
        foreach ($steps as $row) {
            [$step, $holds] = $this->openStepView($row, $diagram, $user);
            $state['openSteps'][] = $step;
            if ($holds) {
                $held[] = $step;
            }
        }
        $readOnly = $held !== [];
        foreach ($held as $step) {
            $state['iCanEdit'] = $state['iCanEdit'] || !$step['is_read_only'];
            $readOnly = $readOnly && $step['is_read_only'];
        }
        $state['isReadOnly'] = $readOnly;
        $state['currentStep'] = $held[0] ?? $state['openSteps'][0] ?? null;

        return $state;
    }

    /**
     * One open step as the caller sees it, and whether the caller holds it.
     *
     * @return array{array<string, mixed>, bool}
     */
    private function openStepView(object $row, WorkflowDiagram $diagram, SessionUser $user): array
    {
        $node = WorkflowDiagram::stepNode($row->step_data);
        $changeable = self::flag($row->is_subject_changeable);
        $userId = self::id($row->user_id);
        $step = [
            'id' => (int) $row->id,
            'status_id' => $row->status_id,
            'status' => $row->status,
            'status_type' => $row->status_type,
            'subject_type' => $node['subject']['subject_type'],
            'role_id' => self::id($row->role_id),
            'user_id' => $userId,
            'assignee' => $userId === null || $row->login === null ? null : [
                'userId' => $userId,
                'firstName' => $row->first_name ?? '',
                'lastName' => $row->last_name ?? '',
                'login' => $row->login,
            ],
            'is_signature_needed' => self::flag($row->is_signature_needed),
            'is_subject_changeable' => $changeable,
            'is_read_only' => self::flag($row->is_read_only),
            'action_num' => (int) $row->action_num,
            'opened_at' => $row->opened_at,
            'due_date' => $row->due_date,
            'ports' => [],
            'canAct' => false,
            'vote' => null,
        ];
        foreach ($node['ports'] as $port) {
            $targets = $diagram->targets($node['id'], $port['id']);
            if ($targets === []) {
                continue;
            }
            $view = [
                'id' => $port['id'],
                'label' => WorkflowDiagram::languageOrder($port['label'] ?? null),
                'leadsTo' => $targets[0]['type'],
                'picksAssignee' => $diagram->picksPeople($node, $port, $changeable),
            ];
            if (isset($port['action'])) {
                $view['action'] = WorkflowDiagram::languageOrder($port['action']);
            }
            if (($port['outcome'] ?? '') !== '') {
                $view['outcome'] = $port['outcome'];
            }
            $step['ports'][] = $view;
        }
        if (WorkflowDiagram::isVoted($row->status_type)) {
            $step['vote'] = $this->openVote($row, $node, $user);
            $step['canAct'] = $step['vote']['canVote'] || $step['vote']['canClose'];
            $holds = $step['vote']['canVote'];
        } else {
            $step['canAct'] = WorkflowRules::isAssignee($userId, self::id($row->role_id), $user->id, $user->roleId);
            $holds = $step['canAct'];
        }
        $roleName = $step['role_id'] === null ? null : (config('workflows.role_names')[$step['role_id']] ?? null);
        if ($roleName !== null) {
            $step['role_name'] = WorkflowDiagram::languageOrder($roleName);
        }

        return [$step, $holds];
    }

    /**
     * An open vote so far: its members, the tally, what the caller may do.
     *
     * @param array<string, mixed> $node
     * @return array<string, mixed>
     */
    private function openVote(object $row, array $node, SessionUser $user): array
    {
        if (!is_array($node['vote'] ?? null)) {
            throw new ApiError('WRONG_STEP_TYPE');
        }
        $settings = WorkflowDiagram::voteSettings($node);
        $members = DB::select(
            'select v.user_id, v.voted, v.approve, v.recreate, u.login, u.first_name, u.last_name
            from tamga_vote v join tamga_user u on u.id = v.user_id where v.step_id = ? order by v.id',
            [$row->id],
        );
        $voters = [];
        $canVote = false;
        foreach ($members as $member) {
            $voters[] = [
                'person' => [
                    'userId' => (int) $member->user_id,
                    'firstName' => $member->first_name ?? '',
                    'lastName' => $member->last_name ?? '',
                    'login' => $member->login,
                ],
                'voted' => (int) $member->voted === 1,
            ];
            $canVote = $canVote || ((int) $member->user_id === $user->id && (int) $member->voted === 0);
        }
        $tally = WorkflowRules::tally(array_map(self::storedVote(...), $members), $settings);
        $voted = count($members) - $tally['notVoted'];

        return [
            'voters' => $voters,
            'canVote' => $canVote,
            'canClose' => self::id($row->opened_by) === $user->id && $voted >= $settings['minVoters'],
            'supported' => $tally['supported'],
            'toRecreate' => $tally['toRecreate'],
            'unsupported' => $tally['unsupported'],
            'notVoted' => $tally['notVoted'],
            'decision' => $tally['decision'],
        ];
    }

    /** @return array{voted: int, approve: ?int, recreate: ?int} a tamga_vote row as the tally reads it */
    private static function storedVote(object $vote): array
    {
        return ['voted' => (int) $vote->voted, 'approve' => self::id($vote->approve), 'recreate' => self::id($vote->recreate)];
    }

    /** A row id as the API gives it: a number when the key is one. */
    private static function apiRowId(string $rowId): int|string
    {
        return preg_match('/^[1-9]\d{0,15}$/', $rowId) === 1 && (int) $rowId <= 9007199254740991 ? (int) $rowId : $rowId;
    }

    /** A nullable integer column's value. */
    private static function id(mixed $value): ?int
    {
        return $value === null ? null : (int) $value;
    }

    /** A boolean column's value, however the driver gives it. */
    private static function flag(mixed $value): bool
    {
        return $value === true || $value === 1 || $value === 't' || $value === '1';
    }
}
