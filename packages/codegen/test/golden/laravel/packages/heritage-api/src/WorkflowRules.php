<?php

declare(strict_types=1);

namespace Tamga\Api;

use RuntimeException;

/**
 * Tamga's workflow rules that need no database: whom a step goes to, who holds it, how a
 * council's votes are counted and which port their decision takes, and how a signature is stored.
 */
final class WorkflowRules
{
    /** What a vote signs, by the vote (DECISION_OUTCOME_LABELS in Mongolian). */
    public const VOTE_LABELS = [
        'approve' => 'Дэмжсэн',
        'reject' => 'Дэмжээгүй',
        'recreate' => 'Нэмэлт материал шаардлагатай',
    ];

    /**
     * Whom a node's step goes to (spec 4.2): the actor for finishing steps, ANY_EMP and CURRENT;
     * no one for VOTERS; the configured role (and user) for TO_ROLE and DIRECT; the START step's
     * assignee for CREATOR.
     *
     * @param array<string, mixed> $node
     * @param array{role_id: ?int, user_id: ?int}|null $start the START step's assignee
     * @return array{role_id: ?int, user_id: ?int}
     */
    public static function resolveSubject(array $node, int $userId, int $roleId, ?array $start): array
    {
        $current = ['role_id' => $roleId, 'user_id' => $userId];
        if (WorkflowDiagram::isTerminal($node['type'])) {
            return $current;
        }
        $subject = $node['subject'];

        return match ($subject['subject_type']) {
            'ANY_EMP', 'CURRENT' => $current,
            'VOTERS' => ['role_id' => null, 'user_id' => null],
            'DIRECT' => ['role_id' => $subject['role_id'], 'user_id' => $subject['user_id']],
            'TO_ROLE' => ['role_id' => $subject['role_id'], 'user_id' => null],
            'CREATOR' => $start
                ?? throw new RuntimeException("the step {$node['id']} goes to the creator, but the process has no START step"),
            default => throw new RuntimeException(
                "the step {$node['id']} has a subject this server does not know: {$subject['subject_type']}",
            ),
        };
    }

    /**
     * Whether a step (not a VOTE) waits for this person: it names them, or names no one and goes
     * to the role their session acts as.
     */
    public static function isAssignee(?int $stepUserId, ?int $stepRoleId, int $userId, int $roleId): bool
    {
        if ($stepUserId !== null) {
            return $stepUserId === $userId;
        }

        return $stepRoleId !== null && $stepRoleId === $roleId;
    }

    /**
     * A council's count so far and what it decides under its rule, as @tamga/schema's tallyVotes.
     *
     * @param list<array{voted: int, approve: ?int, recreate: ?int}> $votes
     * @param array{minVoters: int, decisionRule: string, quorum: ?int} $settings
     * @return array{supported: int, toRecreate: int, unsupported: int, notVoted: int, decision: string}
     */
    public static function tally(array $votes, array $settings): array
    {
        $supported = $toRecreate = $unsupported = $notVoted = 0;
        foreach ($votes as $vote) {
            match (true) {
                $vote['voted'] !== 1 => $notVoted++,
                $vote['approve'] === 1 => $supported++,
                $vote['recreate'] === 1 => $toRecreate++,
                default => $unsupported++,
            };
        }
        $voted = $supported + $toRecreate + $unsupported;
        $listed = count($votes);
        $enough = match ($settings['decisionRule']) {
            'simple_majority' => $supported * 2 >= $voted,
            'absolute_majority' => $supported * 2 > $listed,
            'unanimous' => $supported === $voted,
            'quorum' => $voted >= ($settings['quorum'] ?? $listed) && $supported * 2 >= $voted,
            default => false,
        };
        $decision = match (true) {
            $voted < $settings['minVoters'] => 'pending',
            $enough => 'approve',
            $toRecreate > $unsupported => 'recreate',
            default => 'reject',
        };

        return [
            'supported' => $supported,
            'toRecreate' => $toRecreate,
            'unsupported' => $unsupported,
            'notVoted' => $notVoted,
            'decision' => $decision,
        ];
    }

    /**
     * The port a council's decision takes: the one whose outcome it is, else the one without an
     * outcome; a vote still pending counts as not supported.
     *
     * @param array<string, mixed> $node
     * @return array<string, mixed>
     */
    public static function portForDecision(array $node, string $decision): array
    {
        $decision = $decision === 'pending' ? 'reject' : $decision;
        foreach ($node['ports'] as $port) {
            if (($port['outcome'] ?? '') === $decision) {
                return $port;
            }
        }
        foreach ($node['ports'] as $port) {
            if (($port['outcome'] ?? '') === '') {
                return $port;
            }
        }
        throw new RuntimeException("the vote {$node['id']} has no way out for {$decision}");
    }

    /**
     * The fewest members an act may put to a vote: the vote's minimum, or its quorum when higher.
     *
     * @param array{minVoters: int, decisionRule: string, quorum: ?int} $settings
     */
    public static function fewestVoters(array $settings): int
    {
        $quorum = $settings['decisionRule'] === 'quorum' ? ($settings['quorum'] ?? 0) : 0;

        return max($settings['minVoters'], $quorum);
    }

    /**
     * Whether taking a port starts a new round: its outcome sends the record back, or it leads
     * to a RE_CREATE step.
     *
     * @param array<string, mixed> $port
     * @param list<array<string, mixed>> $targets
     */
    public static function startsRound(array $port, array $targets): bool
    {
        if (($port['outcome'] ?? '') === 'recreate') {
            return true;
        }
        foreach ($targets as $node) {
            if (WorkflowDiagram::startsRound($node['type'])) {
                return true;
            }
        }

        return false;
    }

    /**
     * A signature as Tamga stores it (spec 3.3), its fields in this order; the job name and the
     * structure default to the signer's role title and main organisation.
     *
     * @param array{type: string, text?: string, job_name?: ?string, struct?: ?string} $input
     * @param array{firstName: ?string, lastName: ?string, jobName: ?string, structure: ?string} $signer
     */
    public static function storedSignature(array $input, string $action, string $signature, array $signer): string
    {
        return WorkflowDiagram::json([
            'signAction' => $action,
            'job_name' => $input['job_name'] ?? $signer['jobName'],
            'struct' => $input['struct'] ?? $signer['structure'],
            'type' => $input['type'],
            'signature' => $signature,
            'firstname' => $signer['firstName'],
            'lastname' => $signer['lastName'],
        ]);
    }

    /**
     * What is wrong with the people and the date an act names, given the step and where its port
     * leads, as Tamga checks them: a council for a vote (enough members, each holding the council
     * role), a next assignee only where the step lets its holder choose and one holds the next
     * step's role, a date only on or towards a dated step. Answers the issues and the chosen
     * next assignee.
     *
     * @param array{status_type: string, is_subject_changeable: bool} $step
     * @param list<array<string, mixed>> $targets the nodes the port leads to
     * @param array{nextAssignee: ?array{userId: int}, voters: ?list<int>, date: ?string} $request
     * @param callable(int, list<int>): list<int> $holders which of the users hold a role (live, confirmed)
     * @return array{list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}>,
     *     array{user_id: int, role_id: int}|null}
     */
    public static function actIssues(array $step, array $targets, array $request, int $actorRole, callable $holders): array
    {
        $issues = [];
        $voters = $request['voters'];
        $council = WorkflowDiagram::councilOf($targets);
        if ($council !== null && $voters === null) {
            $issues[] = Issue::at(
                '/voters',
                'required',
                'is required: pick the council members who vote',
                'шаардлагатай: санал өгөх зөвлөлийн гишүүдийг сонгоно уу',
            );
        } elseif ($council !== null) {
            $fewest = self::fewestVoters($council);
            if (count($voters) < $fewest) {
                $issues[] = Issue::at(
                    '/voters',
                    'minItems',
                    "needs at least {$fewest} council members: the vote counts only when that many vote",
                    "дор хаяж {$fewest} гишүүн сонгоно уу: санал хураалт тийм олон санал өгсөн үед л тооцогдоно",
                );
            }
            $held = $holders($council['voterRoleId'], $voters);
            foreach ($voters as $index => $voter) {
                if (!in_array($voter, $held, true)) {
                    $issues[] = Issue::at(
                        "/voters/{$index}",
                        'not-a-council-member',
                        'is not a council member who may vote on this step',
                        'энэ алхамд санал өгөх зөвлөлийн гишүүн биш',
                    );
                }
            }
        } elseif ($voters !== null) {
            $issues[] = Issue::at(
                '/voters',
                'unused',
                'is only given when the port leads to a vote',
                'зөвхөн санал хураалт руу шилжихэд өгнө',
            );
        }
        $next = null;
        if ($request['nextAssignee'] !== null) {
            $userId = $request['nextAssignee']['userId'];
            $role = WorkflowDiagram::nextAssigneeRole($targets, $actorRole);
            if (!$step['is_subject_changeable']) {
                $issues[] = Issue::at(
                    '/nextAssignee',
                    'subject-not-changeable',
                    'cannot be chosen: this step hands the record on as the diagram says',
                    'сонгох боломжгүй: энэ алхам дараагийн хариуцагчийг диаграмын дагуу тогтооно',
                );
            } elseif ($role === null) {
                $issues[] = Issue::at(
                    '/nextAssignee',
                    'no-role-step',
                    'cannot be chosen: the port leads to no step assigned by role',
                    'сонгох боломжгүй: энэ гарц эрхээр хуваарилдаг алхам руу хүргэдэггүй',
                );
            } elseif (!in_array($userId, $holders($role, [$userId]), true)) {
                $issues[] = Issue::at(
                    '/nextAssignee/userId',
                    'not-a-holder',
                    'does not hold the role the next step is assigned to',
                    'дараагийн алхмын эрхийг эзэмшдэггүй хэрэглэгч',
                );
            } else {
                $next = ['user_id' => $userId, 'role_id' => $role];
            }
        }
        if ($request['date'] !== null) {
            $dated = WorkflowDiagram::isDated($step['status_type']);
            foreach ($targets as $node) {
                $dated = $dated || WorkflowDiagram::isDated($node['type']);
            }
            if (!$dated) {
                $issues[] = Issue::at(
                    '/date',
                    'unused',
                    'is only given on a DATE, COURT or POSTPONE step, or on the way to one',
                    'зөвхөн DATE, COURT, POSTPONE алхамд эсвэл түүн рүү шилжихэд өгнө',
                );
            } elseif (!self::isCalendarDate($request['date'])) {
                $issues[] = Issue::at('/date', 'date', 'is not a calendar date', 'хуанлийн огноо биш');
            }
        }

        return [$issues, $next];
    }

    /** Whether YYYY-MM-DD text names a day of the calendar. */
    public static function isCalendarDate(string $date): bool
    {
        if (preg_match('/^(\d{4})-(\d{2})-(\d{2})$/', $date, $parts) !== 1) {
            return false;
        }

        return checkdate((int) $parts[2], (int) $parts[3], (int) $parts[1]);
    }

    /** A description as stored: none when empty or blank. */
    public static function description(?string $text): ?string
    {
        return $text === null || trim($text) === '' ? null : $text;
    }
}
