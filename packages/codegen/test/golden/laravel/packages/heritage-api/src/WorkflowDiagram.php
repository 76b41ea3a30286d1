<?php

declare(strict_types=1);

namespace Tamga\Api;

use JsonException;
use RuntimeException;

/**
 * A workflow document as a process keeps it (tamga_process.diagram), read as Tamga's engine
 * reads it: its steps, where each step's ports lead, and what a port asks of the one taking it.
 * A diagram with a step type, a subject or a council rule this runtime does not run (a process a
 * newer Tamga started) is refused rather than moved wrongly.
 */
final class WorkflowDiagram
{
    /** The step types this runtime runs; each type's part (finishing, voted, dated, a new round) is below. */
    public const STEP_TYPES = [
        'START', 'CHECK', 'PREPARE_VOTE', 'VOTE', 'SUMMARY', 'TRANSFER', 'GIVE', 'RECEIVE', 'SEE_AND_CHECK',
        'END_VOTE', 'BUDGET', 'PRE_END', 'CANCEL', 'RE_CREATE', 'END', 'ASSIGN', 'DATE', 'COURT', 'POSTPONE',
    ];

    /** Whom a step may go to (spec 3.2). */
    public const SUBJECT_TYPES = ['ANY_EMP', 'CURRENT', 'VOTERS', 'DIRECT', 'TO_ROLE', 'CREATOR'];

    /** How a council may decide. */
    public const DECISION_RULES = ['simple_majority', 'absolute_majority', 'unanimous', 'quorum'];

    /** Steps that finish the process. */
    private const TERMINAL = ['END', 'CANCEL'];

    /** Steps a council votes on instead of one person acting. */
    private const VOTED = ['VOTE'];

    /** Steps (and steps on the way to them) that carry a date. */
    private const DATED = ['DATE', 'COURT', 'POSTPONE'];

    /** Steps that start a new round of the process. */
    private const ROUND = ['RE_CREATE'];

    /** The languages of a label, in the order Tamga writes them. */
    private const LANGUAGES = ['mn_MN', 'en_US', 'ko_KR'];

    /**
     * @param list<array<string, mixed>> $nodes
     * @param list<array{from: string, port: string, to: string}> $edges
     * @param array<string, string> $nodeTexts each node's JSON as the diagram gives it, by id
     */
    private function __construct(
        public readonly string $name,
        public readonly string $statusColumn,
        private readonly array $nodes,
        private readonly array $edges,
        private readonly array $nodeTexts,
    ) {
    }

    /** Reads a stored or generated workflow document; RuntimeException for one this runtime does not run. */
    public static function read(string $json): self
    {
        try {
            $document = json_decode($json, true, 512, JSON_THROW_ON_ERROR);
            // Read a second time as objects: a node is stored as written, {} staying {}.
            $objects = json_decode($json, false, 512, JSON_THROW_ON_ERROR);
        } catch (JsonException $error) {
            throw new RuntimeException('reading a workflow diagram: not JSON (' . $error->getMessage() . ')');
        }
        if (!is_array($document) || !is_array($document['nodes'] ?? null) || $document['nodes'] === []) {
            throw new RuntimeException('reading a workflow diagram: not a workflow document');
        }
        $name = (string) ($document['name'] ?? '');
        $nodes = [];
        $texts = [];
        foreach (array_values($document['nodes']) as $index => $node) {
            $node = self::withSubject($node);
            $known = in_array($node['type'], self::STEP_TYPES, true)
                && in_array($node['subject']['subject_type'], self::SUBJECT_TYPES, true)
                && (!is_array($node['vote'] ?? null)
                    || in_array($node['vote']['decisionRule'] ?? null, self::DECISION_RULES, true));
            if (!$known) {
                throw new RuntimeException(sprintf(
                    'the workflow %s has a step this server does not run: %s (%s, %s)',
                    $name,
                    $node['id'],
                    $node['type'],
                    $node['subject']['subject_type'],
                ));
            }
            $nodes[] = $node;
            $texts[$node['id']] = self::json($objects->nodes[$index]);
        }
        $edges = array_map(static fn (array $edge): array => [
            'from' => (string) $edge['from'],
            'port' => (string) $edge['port'],
            'to' => (string) $edge['to'],
        ], array_values($document['edges'] ?? []));

        return new self($name, (string) ($document['statusColumn'] ?? ''), $nodes, $edges, $texts);
    }

    /**
     * A step's node as a step row keeps it (tamga_process_step.step_data).
     *
     * @return array<string, mixed>
     */
    public static function stepNode(string $stepData): array
    {
        $node = json_decode($stepData, true);
        if (!is_array($node) || !is_string($node['id'] ?? null) || !is_string($node['type'] ?? null)) {
            throw new RuntimeException('reading a step: its node is not a workflow step');
        }

        return self::withSubject($node);
    }

    /** @return array<string, mixed>|null the node of id */
    public function node(string $id): ?array
    {
        foreach ($this->nodes as $node) {
            if ($node['id'] === $id) {
                return $node;
            }
        }

        return null;
    }

    /** The node of id as the diagram writes it: a step's step_data. */
    public function nodeText(string $id): string
    {
        return $this->nodeTexts[$id] ?? throw new RuntimeException("the workflow {$this->name} has no step {$id}");
    }

    /** @return array<string, mixed> the START node */
    public function start(): array
    {
        foreach ($this->nodes as $node) {
            if ($node['type'] === 'START') {
                return $node;
            }
        }
        throw new RuntimeException("the workflow {$this->name} has no START step");
    }

    /**
     * The nodes taking a port of a node leads to, in the order of the diagram's edges.
     *
     * @return list<array<string, mixed>>
     */
    public function targets(string $nodeId, string $portId): array
    {
        $targets = [];
        foreach ($this->edges as $edge) {
            if ($edge['from'] !== $nodeId || $edge['port'] !== $portId) {
                continue;
            }
            $targets[] = $this->node($edge['to'])
                ?? throw new RuntimeException("the workflow {$this->name} has an edge to no step ({$edge['to']})");
        }

        return $targets;
    }

    /** Whether the one taking a port picks people: a vote's council, or a changeable step's next assignee. */
    public function picksPeople(array $node, array $port, bool $changeable): bool
    {
        foreach ($this->targets($node['id'], $port['id']) as $target) {
            if (self::isVoted($target['type']) || ($changeable && self::assignableByRole($target))) {
                return true;
            }
        }

        return false;
    }

    /**
     * @param array<string, mixed> $node
     * @return array<string, mixed>|null the port of id
     */
    public static function port(array $node, string $id): ?array
    {
        foreach ($node['ports'] ?? [] as $port) {
            if (($port['id'] ?? null) === $id) {
                return $port;
            }
        }

        return null;
    }

    public static function isTerminal(string $type): bool
    {
        return in_array($type, self::TERMINAL, true);
    }

    public static function isVoted(string $type): bool
    {
        return in_array($type, self::VOTED, true);
    }

    public static function isDated(string $type): bool
    {
        return in_array($type, self::DATED, true);
    }

    public static function startsRound(string $type): bool
    {
        return in_array($type, self::ROUND, true);
    }

    /**
     * A next step the actor may narrow to one holder of its role: not a finishing step, a vote,
     * or a step going back to the creator.
     */
    public static function assignableByRole(array $node): bool
    {
        if (self::isTerminal($node['type']) || self::isVoted($node['type'])) {
            return false;
        }

        return !in_array($node['subject']['subject_type'], ['CREATOR', 'VOTERS'], true);
    }

    /** The role a next step goes to once resolved: TO_ROLE's and DIRECT's own, the actor's for ANY_EMP and CURRENT. */
    public static function nextStepRole(array $node, int $actorRole): ?int
    {
        return match ($node['subject']['subject_type']) {
            'TO_ROLE', 'DIRECT' => self::intOrNull($node['subject']['role_id']),
            'ANY_EMP', 'CURRENT' => $actorRole,
            default => null,
        };
    }

    /**
     * The role a picked next assignee must hold: the first next step's that is assigned by role.
     *
     * @param list<array<string, mixed>> $targets
     */
    public static function nextAssigneeRole(array $targets, int $actorRole): ?int
    {
        foreach ($targets as $node) {
            if (self::assignableByRole($node)) {
                $role = self::nextStepRole($node, $actorRole);
                if ($role !== null) {
                    return $role;
                }
            }
        }

        return null;
    }

    /**
     * The council settings of the first vote among the targets, or null when none is a vote.
     *
     * @param list<array<string, mixed>> $targets
     * @return array{voterRoleId: int, minVoters: int, decisionRule: string, quorum: ?int}|null
     */
    public static function councilOf(array $targets): ?array
    {
        foreach ($targets as $node) {
            if (self::isVoted($node['type'])) {
                return self::voteSettings($node);
            }
        }

        return null;
    }

    /**
     * A node's council settings, each missing one as Go's zero value (no rule decides nothing).
     *
     * @return array{voterRoleId: int, minVoters: int, decisionRule: string, quorum: ?int}
     */
    public static function voteSettings(array $node): array
    {
        $vote = is_array($node['vote'] ?? null) ? $node['vote'] : [];

        return [
            'voterRoleId' => (int) ($vote['voterRoleId'] ?? 0),
            'minVoters' => (int) ($vote['minVoters'] ?? 0),
            'decisionRule' => (string) ($vote['decisionRule'] ?? ''),
            'quorum' => self::intOrNull($vote['quorum'] ?? null),
        ];
    }

    /** A label in Mongolian, the language step records are written in. */
    public static function labelText(mixed $label): string
    {
        if (is_string($label)) {
            return $label;
        }

        return is_array($label) && is_string($label['mn_MN'] ?? null) ? $label['mn_MN'] : '';
    }

    /** A label with its languages in the order Tamga writes them; a plain text stays as it is. */
    public static function languageOrder(mixed $label): mixed
    {
        if (!is_array($label)) {
            return $label;
        }
        $ordered = [];
        foreach (self::LANGUAGES as $language) {
            if (array_key_exists($language, $label)) {
                $ordered[$language] = $label[$language];
            }
        }

        return $ordered;
    }

    /** JSON as Tamga writes it: no escaped slashes or letters. */
    public static function json(mixed $value): string
    {
        return json_encode($value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
    }

    /**
     * A node with its subject complete: the flags false and the ids null unless the diagram sets them.
     *
     * @param array<string, mixed> $node
     * @return array<string, mixed>
     */
    private static function withSubject(array $node): array
    {
        $subject = is_array($node['subject'] ?? null) ? $node['subject'] : [];
        $node['id'] = (string) ($node['id'] ?? '');
        $node['type'] = (string) ($node['type'] ?? '');
        $node['subject'] = [
            'subject_type' => (string) ($subject['subject_type'] ?? ''),
            'role_id' => self::intOrNull($subject['role_id'] ?? null),
            'user_id' => self::intOrNull($subject['user_id'] ?? null),
            'is_subject_changeable' => ($subject['is_subject_changeable'] ?? false) === true,
            'is_read_only' => ($subject['is_read_only'] ?? false) === true,
            'is_signature_needed' => ($subject['is_signature_needed'] ?? false) === true,
        ];
        $node['ports'] = array_values(is_array($node['ports'] ?? null) ? $node['ports'] : []);

        return $node;
    }

    private static function intOrNull(mixed $value): ?int
    {
        return is_int($value) || (is_float($value) && floor($value) === $value) ? (int) $value : null;
    }
}
