<?php

declare(strict_types=1);

namespace Tamga\Api;

/**
 * The bodies of the act and vote routes, checked as Tamga's closed request schemas check them
 * (ProcessActRequest, ProcessVoteRequest): INVALID_JSON for text that is not JSON, else
 * VALIDATION_FAILED with an issue per member unknown, missing, of the wrong type (null is none of
 * them) or out of range.
 */
final class StepRequests
{
    private const ACT_MEMBERS = ['port', 'description', 'signature', 'nextAssignee', 'voters', 'date'];

    private const VOTE_MEMBERS = ['vote', 'description', 'signature'];

    /**
     * @return array{port: string, description: ?string, signature: ?array<string, mixed>,
     *     nextAssignee: ?array{userId: int}, voters: ?list<int>, date: ?string}
     */
    public static function act(string $body): array
    {
        $request = self::closed($body, self::ACT_MEMBERS, ['port']);
        $port = (string) ($request['port'] ?? '');
        $issues = [];
        // Tamga's diagram id (PATTERNS.diagramId).
        if (preg_match('/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/', $port) !== 1) {
            $issues[] = Issue::at('/port', 'pattern', "is not a port's name", 'гарцын нэр биш');
        }
        array_push($issues, ...self::descriptionIssues($request['description'] ?? null));
        array_push($issues, ...self::signatureIssues($request['signature'] ?? null));
        $voters = $request['voters'] ?? null;
        if ($voters !== null) {
            if (count($voters) < 1 || count($voters) > 200) {
                $issues[] = Issue::at('/voters', 'minItems', 'must list 1 to 200 members', '1-200 гишүүн');
            }
            $seen = [];
            foreach ($voters as $voter) {
                if ($voter < 1 || isset($seen[$voter])) {
                    $issues[] = Issue::at('/voters', 'uniqueItems', 'must list distinct users', 'давхардалгүй хэрэглэгч');
                    break;
                }
                $seen[$voter] = true;
            }
        }
        if (isset($request['nextAssignee']) && $request['nextAssignee']['userId'] < 1) {
            $issues[] = Issue::at('/nextAssignee/userId', 'minimum', 'is not a user', 'хэрэглэгч биш');
        }
        $date = $request['date'] ?? null;
        if ($date !== null && preg_match('/^\d{4}-\d{2}-\d{2}$/', $date) !== 1) {
            $issues[] = Issue::at('/date', 'pattern', 'must be YYYY-MM-DD', 'YYYY-MM-DD хэлбэртэй');
        }
        if ($issues !== []) {
            throw ApiError::validation($issues);
        }

        return [
            'port' => $port,
            'description' => $request['description'] ?? null,
            'signature' => $request['signature'] ?? null,
            'nextAssignee' => $request['nextAssignee'] ?? null,
            'voters' => $voters,
            'date' => $date,
        ];
    }

    /** @return array{vote: string, description: ?string, signature: ?array<string, mixed>} */
    public static function vote(string $body): array
    {
        $request = self::closed($body, self::VOTE_MEMBERS, ['vote']);
        $vote = (string) ($request['vote'] ?? '');
        $issues = [];
        if (!array_key_exists($vote, WorkflowRules::VOTE_LABELS)) {
            $issues[] = Issue::at(
                '/vote',
                'enum',
                'This value is not allowed. Choose one of: «approve», «reject», «recreate».',
                'Энэ утга зөвшөөрөгдөхгүй. Эдгээрийн нэгийг сонгоно уу: «approve», «reject», «recreate».',
            );
        }
        array_push($issues, ...self::descriptionIssues($request['description'] ?? null));
        array_push($issues, ...self::signatureIssues($request['signature'] ?? null));
        if ($issues !== []) {
            throw ApiError::validation($issues);
        }

        return [
            'vote' => $vote,
            'description' => $request['description'] ?? null,
            'signature' => $request['signature'] ?? null,
        ];
    }

    /**
     * A route's id as Tamga's params schema reads it (an integer from 1 to PostgreSQL's integer
     * maximum, the text read as a JavaScript number: "+7", "007" and "1e3" are numbers);
     * VALIDATION_FAILED in the params otherwise.
     */
    public static function id(string $text, string $name): int
    {
        $trimmed = trim($text, " \t\n\r\v\f");
        $number = match (true) {
            preg_match('/^0[xX][0-9a-fA-F]+$/', $trimmed) === 1 => (float) hexdec(substr($trimmed, 2)),
            preg_match('/^0[oO][0-7]+$/', $trimmed) === 1 => (float) octdec(substr($trimmed, 2)),
            preg_match('/^0[bB][01]+$/', $trimmed) === 1 => (float) bindec(substr($trimmed, 2)),
            is_numeric($trimmed) => (float) $trimmed,
            default => null,
        };
        $issue = match (true) {
            $number === null || !is_finite($number) || floor($number) !== $number => Issue::at(
                "/{$name}",
                'type',
                'This must be a whole number. Change the value to a whole number.',
                'Энд бүхэл тоо байх ёстой. Утгыг бүхэл тоо болгож засна уу.',
            ),
            $number < 1 => Issue::at(
                "/{$name}",
                'minimum',
                'The value is too small: enter 1 or more.',
                'Утга хэт бага байна: 1 буюу түүнээс их утга оруулна уу.',
            ),
            $number > 2147483647 => Issue::at(
                "/{$name}",
                'maximum',
                'The value is too large: enter 2147483647 or less.',
                'Утга хэт их байна: 2147483647 буюу түүнээс бага утга оруулна уу.',
            ),
            default => null,
        };
        if ($issue !== null) {
            throw new ApiError('VALIDATION_FAILED', [$issue], 'params');
        }

        return (int) $number;
    }

    /**
     * A JSON object body whose members are only the known ones, the required ones there, each of
     * the type it takes (null standing for an optional one left out).
     *
     * @param list<string> $known
     * @param list<string> $required
     * @return array<string, mixed>
     */
    private static function closed(string $body, array $known, array $required): array
    {
        $members = json_decode($body, true);
        if ($members === null && json_last_error() !== JSON_ERROR_NONE) {
            throw new ApiError('INVALID_JSON');
        }
        if (!is_array($members) || (array_is_list($members) && $members !== []) || str_starts_with(ltrim($body), '[')) {
            throw ApiError::validation([Issue::at('', 'type', 'must be a JSON object', 'JSON объект байх ёстой')]);
        }
        $issues = self::memberIssues('', $members, $known, $required);
        foreach ($known as $name) {
            if (!array_key_exists($name, $members)) {
                continue;
            }
            $value = $members[$name];
            if (!self::hasType($name, $value)) {
                $issues[] = Issue::at("/{$name}", 'type', 'is not of the type it takes', 'төрөл буруу байна');
            } elseif ($name === 'signature') {
                array_push($issues, ...self::signatureMembers($value));
            } elseif ($name === 'nextAssignee') {
                array_push($issues, ...self::memberIssues('/nextAssignee', $value, ['userId'], ['userId']));
            }
        }
        if ($issues !== []) {
            throw ApiError::validation($issues);
        }

        return $members;
    }

    /** Whether a member's value has the type the request takes: no member may be null, as on Tamga. */
    private static function hasType(string $name, mixed $value): bool
    {
        return match ($name) {
            'port', 'description', 'date', 'vote' => is_string($value),
            'voters' => is_array($value) && array_is_list($value)
                && array_filter($value, static fn (mixed $voter): bool => !is_int($voter)) === [],
            'nextAssignee' => self::isObject($value) && (!array_key_exists('userId', $value) || is_int($value['userId'])),
            'signature' => self::isObject($value)
                && array_filter($value, static fn (mixed $member): bool => !is_string($member)) === [],
            default => false,
        };
    }

    private static function isObject(mixed $value): bool
    {
        return is_array($value) && ($value === [] || !array_is_list($value));
    }

    /**
     * Members an object may not have (additionalProperties, at the object) and members it needs
     * (required, at the object).
     *
     * @param array<string, mixed> $members
     * @param list<string> $known
     * @param list<string> $required
     * @return list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}>
     */
    private static function memberIssues(string $path, array $members, array $known, array $required): array
    {
        $issues = [];
        $names = array_map('strval', array_keys($members));
        sort($names, SORT_STRING);
        foreach ($names as $name) {
            if (!in_array($name, $known, true)) {
                $issues[] = Issue::at(
                    $path,
                    'additionalProperties',
                    "The setting «{$name}» does not belong here. Remove it.",
                    "«{$name}» гэсэн тохиргоо энд байх ёсгүй. Үүнийг устгана уу.",
                );
            }
        }
        foreach ($required as $name) {
            if (!array_key_exists($name, $members)) {
                $issues[] = Issue::at($path, 'required', "«{$name}» is required. Fill it in.", "«{$name}» заавал бөглөх ёстой. Утгыг нь оруулна уу.");
            }
        }

        return $issues;
    }

    /**
     * A signature's members, as Tamga's union of a typed and a drawn one checks them.
     *
     * @param array<string, mixed> $signature
     * @return list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}>
     */
    private static function signatureMembers(array $signature): array
    {
        return match ($signature['type'] ?? null) {
            'text' => self::memberIssues('/signature', $signature, ['type', 'text', 'job_name', 'struct'], ['type', 'text']),
            'draw' => self::memberIssues('/signature', $signature, ['type', 'uploadId', 'job_name', 'struct'], ['type', 'uploadId']),
            default => [Issue::at('/signature/type', 'enum', 'Choose one of: «text», «draw».', '«text» эсвэл «draw» байна')],
        };
    }

    /** @return list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> */
    private static function signatureIssues(?array $signature): array
    {
        if ($signature === null) {
            return [];
        }
        $issues = [];
        $length = mb_strlen((string) ($signature['text'] ?? ''));
        if ($signature['type'] === 'text' && ($length < 1 || $length > 200)) {
            $issues[] = Issue::at('/signature/text', 'maxLength', 'must be 1 to 200 characters', '1-200 тэмдэгт байна');
        }
        $uuid = '/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/';
        if ($signature['type'] === 'draw' && preg_match($uuid, (string) ($signature['uploadId'] ?? '')) !== 1) {
            $issues[] = Issue::at('/signature/uploadId', 'format', 'must be a uuid', 'uuid байх ёстой');
        }
        foreach (['job_name', 'struct'] as $name) {
            if (is_string($signature[$name] ?? null) && mb_strlen($signature[$name]) > 200) {
                $issues[] = Issue::at("/signature/{$name}", 'maxLength', 'must be at most 200 characters', '200 тэмдэгтээс ихгүй');
            }
        }

        return $issues;
    }

    /** @return list<array{path: string, code: string, message: array{mn_MN: string, en_US: string}}> */
    private static function descriptionIssues(?string $description): array
    {
        if ($description !== null && mb_strlen($description) > 4000) {
            return [Issue::at('/description', 'maxLength', 'must be at most 4000 characters', '4000 тэмдэгтээс ихгүй')];
        }

        return [];
    }
}
