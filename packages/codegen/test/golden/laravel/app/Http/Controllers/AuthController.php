<?php

declare(strict_types=1);

namespace App\Http\Controllers;

use App\Http\Requests\LoginRequest;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;
use Tamga\Api\ApiError;
use Tamga\Api\SessionTokens;
use Tamga\Api\SessionUser;

/**
 * Sessions on Tamga's own tables: the same people sign in here and in Tamga, with the same
 * passwords (argon2id PHC strings, which password_verify reads) and tokens.
 */
final class AuthController
{
    /** @return array<string, mixed> */
    public function login(LoginRequest $request): array
    {
        ['login' => $login, 'password' => $password] = $request->validated();
        $user = DB::table('tamga_user')
            ->select(['id', 'login', 'first_name', 'password_hash', 'role_id'])
            ->whereRaw('lower(login) = lower(?)', [$login])
            ->whereNull('deleted_at')
            ->first();
        if ($user === null || !password_verify($password, (string) $user->password_hash)) {
            throw new ApiError('LOGIN_FAILED');
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
