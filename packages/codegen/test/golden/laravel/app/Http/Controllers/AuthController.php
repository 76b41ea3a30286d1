<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Http\Requests\LoginRequest;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Tamga\Api\ApiError;
use Tamga\Api\LoginLockout;
use Tamga\Api\Passwords;
use Tamga\Api\SessionTokens;
use Tamga\Api\SessionUser;

/**
 * Sessions on Tamga's own tables: the same people sign in here and in Tamga, with the same
 * passwords (argon2id PHC strings, read by Passwords in either parameter order) and tokens.
 */
final class AuthController
{
    /**
     * Tamga's sign-in: the attempt is counted before the password is checked, so a locked login
     * cannot be guessed at any speed (LOGIN_LOCKED with the minutes left); a wrong password answers
     * LOGIN_FAILED whether or not the login exists, after a delay growing with the failures in a
     * row; a success forgets the login's failures, then an unconfirmed account is refused.
     *
     * @return array<string, mixed>
     */
    public function login(LoginRequest $request): array
    {
        ['login' => $given, 'password' => $password] = $request->validated();
        $login = LoginLockout::trimmed((string) $given);
        $keys = LoginLockout::keys($login, (string) $request->ip());
        $started = LoginLockout::now();
        $attempt = LoginLockout::begin($keys['login'], $started);
        if ($attempt['lockedUntil'] !== null) {
            throw LoginLockout::locked($attempt['lockedUntil'], $started);
        }
        $user = $login === '' ? null : DB::table('tamga_user')
            ->select(['id', 'login', 'first_name', 'password_hash', 'role_id', 'confirmed'])
            ->whereRaw('lower(login) = lower(?)', [$login])
            ->whereNull('deleted_at')
            ->first();
        // Without an account or a password a hash is made anyway, so the time taken tells nothing.
        $hash = $user === null || $password === '' ? null : (string) $user->password_hash;
        if (!Passwords::verify((string) $password, $hash)) {
            LoginLockout::failed($keys, $attempt, LoginLockout::now());
            throw new ApiError('LOGIN_FAILED');
        }
        LoginLockout::clear($keys['login']);
        if (!(bool) $user->confirmed) {
            throw new ApiError('ACCOUNT_NOT_CONFIRMED');
        }
        $token = SessionTokens::start((int) $user->id, (int) $user->role_id, $request);

        return [
            'status' => true,
            'token' => $token,
            'user' => [
                'id' => (int) $user->id,
                'login' => $user->login,
                'first_name' => $user->first_name,
                'role' => (int) $user->role_id,
            ],
        ];
    }

    /** @return array{status: true} */
    public function logout(Request $request): array
    {
        $user = $request->user();
        if (!$user instanceof SessionUser) {
            throw new ApiError('UNAUTHORIZED');
        }
        SessionTokens::revoke($user);

        return ['status' => true];
    }
}
