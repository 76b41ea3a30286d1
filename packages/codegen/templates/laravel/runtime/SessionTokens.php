<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

/**
 * Tamga's sessions: a token is stored only as its SHA-256 (hex) in tamga_session.token_hash,
 * so the generated server and Tamga's own accept the same tokens.
 */
final class SessionTokens
{
    private const LIFETIME = '12 hours';

    /** The live session of the request's Bearer token, or null: an anonymous caller. */
    public static function userOf(Request $request): ?SessionUser
    {
        $token = $request->bearerToken();
        if ($token === null || $token === '') {
            return null;
        }
        $hash = hash('sha256', $token);
        $session = DB::table('tamga_session')
            ->select(['user_id', 'active_role_id'])
            ->where('token_hash', $hash)
            ->whereNull('revoked_at')
            ->whereRaw('expires_at > now()')
            ->first();

        if ($session === null) {
            return null;
        }

        return new SessionUser((int) $session->user_id, (int) $session->active_role_id, $hash);
    }

    /** Starts a session for a user acting as a role; answers the token, which only the client keeps. */
    public static function start(int $userId, int $roleId, Request $request): string
    {
        $token = rtrim(strtr(base64_encode(random_bytes(32)), '+/', '-_'), '=');
        DB::table('tamga_session')->insert([
            'user_id' => $userId,
            'token_hash' => hash('sha256', $token),
            'active_role_id' => $roleId,
            'expires_at' => DB::raw("now() + interval '" . self::LIFETIME . "'"),
            'ip' => $request->ip(),
            'user_agent' => $request->userAgent(),
        ]);

        return $token;
    }

    public static function revoke(SessionUser $user): void
    {
        DB::table('tamga_session')
            ->where('token_hash', $user->tokenHash)
            ->whereNull('revoked_at')
            ->update(['revoked_at' => DB::raw('now()')]);
    }
}
