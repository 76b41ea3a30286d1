<?php

declare(strict_types=1);

namespace Tamga\Api;

use Illuminate\Contracts\Auth\Authenticatable;

/**
 * The person behind a request's Bearer token, as Tamga's session names them: the user and the
 * role the session acts as. Not an Eloquent model: sessions are Tamga's tables, read by SessionTokens.
 */
final class SessionUser implements Authenticatable
{
    public function __construct(
        public readonly int $id,
        public readonly int $roleId,
        public readonly string $tokenHash,
    ) {
    }

    public function getAuthIdentifierName(): string
    {
        return 'id';
    }

    public function getAuthIdentifier(): int
    {
        return $this->id;
    }

    public function getAuthPasswordName(): string
    {
        return 'password_hash';
    }

    /** Passwords are checked only at login (AuthController), never through the guard. */
    public function getAuthPassword(): string
    {
        return '';
    }

    public function getRememberToken(): string
    {
        return '';
    }

    public function setRememberToken($value): void
    {
    }

    public function getRememberTokenName(): string
    {
        return '';
    }
}
