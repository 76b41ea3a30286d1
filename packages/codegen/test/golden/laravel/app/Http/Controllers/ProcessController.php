<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Services\ProcessService;
use Illuminate\Http\Request;
use Tamga\Api\ApiError;
use Tamga\Api\SessionUser;
use Tamga\Api\StepRequests;

/**
 * /process: a record's process as the caller sees it, and the act, vote and close-vote actions on
 * its open steps. Each answers the process as the caller then sees it.
 */
final class ProcessController
{
    public function __construct(
        private readonly ProcessService $processes,
    ) {
    }

    /** @return array<string, mixed> */
    public function show(Request $request, string $krud, string $rowId): array
    {
        return $this->processes->of(self::user($request), $krud, $rowId);
    }

    /**
     * Takes a port of an open step: {port, description?, signature?, nextAssignee?, voters?, date?}.
     *
     * @return array<string, mixed>
     */
    public function act(Request $request, string $processId, string $stepId): array
    {
        $user = self::user($request) ?? throw new ApiError('UNAUTHORIZED');
        self::checkIds($processId, $stepId);

        return $this->processes->act($user, $processId, $stepId, StepRequests::act($request->getContent()));
    }

    /**
     * A council member's vote: {vote: approve|reject|recreate, description?, signature?}.
     *
     * @return array<string, mixed>
     */
    public function vote(Request $request, string $processId, string $stepId): array
    {
        $user = self::user($request) ?? throw new ApiError('UNAUTHORIZED');
        self::checkIds($processId, $stepId);

        return $this->processes->vote($user, $processId, $stepId, StepRequests::vote($request->getContent()));
    }

    /**
     * Closes a vote early: the one who prepared it, once enough members voted.
     *
     * @return array<string, mixed>
     */
    public function closeVote(Request $request, string $processId, string $stepId): array
    {
        $user = self::user($request) ?? throw new ApiError('UNAUTHORIZED');

        return $this->processes->closeVote($user, $processId, $stepId);
    }

    /** As on Tamga, the route's ids are checked before the body. */
    private static function checkIds(string $processId, string $stepId): void
    {
        StepRequests::id($processId, 'processId');
        StepRequests::id($stepId, 'stepId');
    }

    private static function user(Request $request): ?SessionUser
    {
        $user = $request->user();

        return $user instanceof SessionUser ? $user : null;
    }
}
