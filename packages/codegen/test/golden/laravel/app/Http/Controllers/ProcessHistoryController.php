<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Models\Application;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Illuminate\Support\Facades\Gate;
use Tamga\Api\ApiError;

/**
 * A process's history: its done entries, then the steps still waiting, the members of its latest
 * vote and its rounds. The caller needs the read right on the process's resource.
 */
final class ProcessHistoryController
{
    /** The resources whose records start a workflow, by krud: whose policy decides who may read. */
    private const MODELS = ['applications' => Application::class];

    /** Role id => title: an entry's JOB_NAME is the title of the role the person acted as. */
    private const ROLE_TITLES = [
        1 => 'Супер админ',
        2 => 'Системийн админ',
        3 => 'Ажилтан',
        4 => 'Зөвлөлийн гишүүн',
        5 => 'Өргөдөл гаргагч',
    ];

    /** Tamga's own statement (one row of three JSON arrays: done, pending, votes). */
    private const HISTORY_SQL = <<<'SQL'
        with process as (select ?::integer as id)
        select
          coalesce((
            select json_agg(json_build_object(
              'status', h.status, 'status_type', h.status_type, 'status_action', h.status_action, 'is_done', h.is_done,
              'created_at', h.created_at, 'description', h.description, 'action_num', h.action_num,
              'signature', h.signature, 'user_id', u.id, 'role_id', h.role_id, 'first_name', u.first_name, 'last_name', u.last_name, 'struct', struct.name
            ) order by h.id)
            from tamga_status_history h left join tamga_user u on u.id = h.user_id left join lateral (
              select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
              where uo.user_id = h.user_id and o.deleted_at is null
              order by uo.is_main desc, o.id limit 1
            ) struct on true
            where h.process_id = (select id from process)
          ), '[]'::json) as done,
          coalesce((
            select json_agg(json_build_object(
              'status', s.status, 'status_type', s.status_type, 'status_action', null, 'is_done', 0,
              'created_at', null, 'description', null, 'action_num', s.action_num, 'signature', null,
              'user_id', u.id, 'role_id', u.role_id, 'first_name', u.first_name, 'last_name', u.last_name, 'struct', struct.name
            ) order by s.id)
            from tamga_process_step s join tamga_process p on p.id = s.process_id
            left join tamga_user u on u.id = s.user_id left join lateral (
              select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
              where uo.user_id = s.user_id and o.deleted_at is null
              order by uo.is_main desc, o.id limit 1
            ) struct on true
            where s.process_id = (select id from process) and s.is_done = 0 and s.status_type not in ('END', 'CANCEL')
              and p.finished_at is null
          ), '[]'::json) as pending,
          coalesce((
            select json_agg(json_build_object(
              'approve', v.approve, 'recreate', v.recreate, 'voted', v.voted, 'description', v.description,
              'signature_image', v.signature_image, 'signature_date', v.signature_date,
              'user_id', u.id, 'role_id', u.role_id, 'first_name', u.first_name, 'last_name', u.last_name, 'struct', struct.name
            ) order by v.id)
            from tamga_vote v left join tamga_user u on u.id = v.user_id left join lateral (
              select o.name from tamga_user_organization uo join tamga_organization o on o.id = uo.org_id
              where uo.user_id = v.user_id and o.deleted_at is null
              order by uo.is_main desc, o.id limit 1
            ) struct on true
            where v.step_id = (
              select max(s.id) from tamga_process_step s where s.process_id = (select id from process) and s.status_type = 'VOTE'
            )
          ), '[]'::json) as votes
        SQL;

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
}
