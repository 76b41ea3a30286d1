// Signing in and out against Tamga's own users and sessions: `POST /auth/login`, `POST /auth/logout`.
import { phpFile } from './php.ts'
import { runtimeClass } from './runtimePackage.ts'

export function loginRequestFile(): string {
  return phpFile(
    'App\\Http\\Requests',
    [runtimeClass('JsonBodyRequest')],
    `/**
 * POST /auth/login: {login, password}. As on Tamga, empty values are taken and answered as a
 * wrong password, not as a validation error.
 */
final class LoginRequest extends JsonBodyRequest
{
    /** @return array<string, list<string>> */
    public function rules(): array
    {
        return [
            'login' => ['present', 'string', 'max:255'],
            'password' => ['present', 'string', 'max:1024'],
        ];
    }
}`,
  )
}

export function authControllerFile(): string {
  return phpFile(
    'App\\Http\\Controllers',
    [
      'App\\Http\\Requests\\LoginRequest',
      'Illuminate\\Http\\Request',
      'Illuminate\\Support\\Facades\\DB',
      runtimeClass('ApiError'),
      runtimeClass('LoginLockout'),
      runtimeClass('Passwords'),
      runtimeClass('SessionTokens'),
      runtimeClass('SessionUser'),
    ],
    `/**
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
}`,
  )
}
