// `GET /process/history/{processId}`: a workflow process's history, read with the same single
// statement Tamga's server runs and shaped as its answer (statusHistories, votingPeople, actionNumbers).
import { PROCESS_HISTORY_SQL } from '@tamga/schema'
import type { ProjectPlan } from '../plan/types.ts'
import { modelClass } from './names.ts'
import { nowdoc, phpFile, phpValue, raw } from './php.ts'
import { runtimeClass } from './runtimePackage.ts'

/** The statement with PDO's `?` for PostgreSQL's `$1` (which it uses exactly once). */
export function historySql(): string {
  const parts = PROCESS_HISTORY_SQL.split('$1')
  if (parts.length !== 2) throw new Error('PROCESS_HISTORY_SQL must use $1 exactly once')
  return parts.join('?')
}

/** Whether the project has processes to show: some resource starts a workflow. */
export function hasProcesses(plan: ProjectPlan): boolean {
  return plan.resources.some((resource) => resource.workflow !== undefined)
}

export function processHistoryControllerFile(plan: ProjectPlan): string {
  const withWorkflow = plan.resources.filter((resource) => resource.workflow !== undefined)
  const models = Object.fromEntries(
    withWorkflow.map((resource) => [resource.krud, raw(`${modelClass(resource.table.className)}::class`)]),
  )
  const titles = Object.fromEntries(plan.roles.map((role) => [String(role.id), role.title]))
  return phpFile(
    'App\\Http\\Controllers',
    [
      ...withWorkflow.map((resource) => `App\\Models\\${modelClass(resource.table.className)}`),
      'Illuminate\\Http\\Request',
      'Illuminate\\Support\\Facades\\DB',
      'Illuminate\\Support\\Facades\\Gate',
      runtimeClass('ApiError'),
    ],
    `/**
 * A process's history: its done entries, then the steps still waiting, the members of its latest
 * vote and its rounds. The caller needs the read right on the process's resource.
 */
final class ProcessHistoryController
{
    /** The resources whose records start a workflow, by krud: whose policy decides who may read. */
    private const MODELS = ${phpValue(models, '    ')};

    /** Role id => title: an entry's JOB_NAME is the title of the role the person acted as. */
    private const ROLE_TITLES = ${phpValue(titles, '    ')};

    /** Tamga's own statement (one row of three JSON arrays: done, pending, votes). */
    private const HISTORY_SQL = ${nowdoc(historySql(), '        ')};

    /**
     * @return array{
     *     statusHistories: list<array<string, mixed>>,
     *     votingPeople: list<array<string, mixed>>,
     *     actionNumbers: list<array{index: int, action_num: int}>,
     * }
     */
    public function __invoke(Request $request, string $processId): array
    {
        if ($request->user() === null) {
            throw new ApiError('UNAUTHORIZED');
        }
        $krud = DB::table('tamga_process')->where('id', (int) $processId)->value('krud');
        $model = is_string($krud) ? (self::MODELS[$krud] ?? null) : null;
        if ($model === null) {
            throw new ApiError('PROCESS_NOT_FOUND');
        }
        Gate::authorize('viewAny', $model);

        $row = DB::selectOne(self::HISTORY_SQL, [(int) $processId]);
        $entries = [...self::jsonList($row?->done), ...self::jsonList($row?->pending)];
        $statusHistories = array_map(static fn (array $entry): array => [
            'status' => $entry['status'],
            'status_type' => $entry['status_type'],
            'status_action' => $entry['status_action'],
            'is_done' => $entry['is_done'] === 1 ? 1 : 0,
            'created_at' => $entry['created_at'],
            'description' => $entry['description'],
            'action_num' => $entry['action_num'],
            'signature' => self::signature($entry['signature']),
            'emp' => self::employee($entry),
        ], $entries);
        $votingPeople = array_map(static fn (array $vote): array => [
            'approve' => $vote['approve'] === null ? null : ($vote['approve'] === 1 ? 1 : 0),
            'recreate' => $vote['recreate'] === null ? null : ($vote['recreate'] === 1 ? 1 : 0),
            'voted' => $vote['voted'] === 1 ? 1 : 0,
            'description' => $vote['description'],
            'signature_image' => self::signature($vote['signature_image']),
            'signature_date' => $vote['signature_date'],
            'emp' => self::employee($vote),
        ], self::jsonList($row?->votes));
        $rounds = array_map(static fn (array $entry): int => (int) $entry['action_num'], $statusHistories);
        $rounds = array_values(array_unique($rounds));
        sort($rounds);
        $actionNumbers = array_map(
            static fn (int $index, int $round): array => ['index' => $index, 'action_num' => $round],
            array_keys($rounds),
            $rounds,
        );

        return [
            'statusHistories' => $statusHistories,
            'votingPeople' => $votingPeople,
            'actionNumbers' => $actionNumbers,
        ];
    }

    /** @return list<array<string, mixed>> */
    private static function jsonList(mixed $json): array
    {
        $decoded = is_string($json) ? json_decode($json, true) : null;

        return is_array($decoded) ? array_values($decoded) : [];
    }

    /** A stored signature (JSON text, or "null"), parsed; one that does not parse reads as none. */
    private static function signature(mixed $text): ?array
    {
        if (!is_string($text) || trim($text) === '' || trim($text) === 'null') {
            return null;
        }
        $parsed = json_decode($text, true);

        return is_array($parsed) ? $parsed : null;
    }

    /**
     * The person an entry names, as the history's "emp", or null when it names no one.
     *
     * @param array<string, mixed> $found
     * @return array{JOB_NAME: ?string, STRUCT_NAME: ?string, LNAME: ?string, FNAME: ?string}|null
     */
    private static function employee(array $found): ?array
    {
        if ($found['user_id'] === null) {
            return null;
        }

        return [
            'JOB_NAME' => $found['role_id'] === null ? null : (self::ROLE_TITLES[$found['role_id']] ?? null),
            'STRUCT_NAME' => $found['struct'],
            'LNAME' => $found['last_name'],
            'FNAME' => $found['first_name'],
        ];
    }
}`,
  )
}
